import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** The words a step's text is checked with: missing, too short, too long. */
export interface TextWords {
  required: MessageDescriptor;
  tooShort: MessageDescriptor;
  tooLong: MessageDescriptor;
}

/** A text a step needs (a handover note, a reason): its length checked here as the server checks it. */
export function useStepText(min: number, max: number, words: TextWords) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = () => {
    const length = value.trim().length;
    const text =
      length === 0
        ? intl.formatMessage(words.required)
        : length < min
          ? intl.formatMessage(words.tooShort, { min })
          : length > max
            ? intl.formatMessage(words.tooLong, { max })
            : null;
    setProblem(text);
    return text === null;
  };
  return { value, setValue, problem, setProblem, check };
}
