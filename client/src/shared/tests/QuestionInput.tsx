import { useState } from 'react';
import { useIntl } from 'react-intl';
import { secondaryButtonClass } from '../../ui/buttons';
import { questionInputMessages, scaleMessages } from './messages';
import { parseNumber } from './numberInput';

export type Answer = { choices: string[] } | { value: number } | { scale: number };

/** What a question's answer form shows: its position, its kind and its options' texts (a preview passes its own). */
export interface QuestionShape {
  position: number;
  kind: string;
  options: readonly { key: string; text: string }[];
}

/** The answer form of a question given as it is, as the session page shows it. */
export function QuestionInputView({
  question,
  answer,
  disabled,
  onAnswer,
}: {
  question: QuestionShape;
  answer: Answer | null;
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState(() =>
    answer && 'value' in answer ? intl.formatNumber(answer.value, { useGrouping: false }) : '',
  );
  const name = `q${question.position}`;
  if (question.kind === 'NUMERIC') {
    const value = parseNumber(typed);
    return (
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (value !== null) onAnswer({ value });
        }}
      >
        <label className="block space-y-1">
          <span className="text-sm font-medium text-slate-700">
            {intl.formatMessage(questionInputMessages.numericLabel)}
          </span>
          <input
            name={name}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={typed}
            disabled={disabled}
            onChange={(e) => setTyped(e.target.value)}
            className="block w-48 rounded-lg border border-slate-300 px-3 py-2 text-lg focus-visible:outline-2 focus-visible:outline-teal-600"
          />
        </label>
        <button type="submit" className={secondaryButtonClass} disabled={disabled || value === null}>
          {intl.formatMessage(questionInputMessages.numericSave)}
        </button>
      </form>
    );
  }
  if (question.kind === 'AGREEMENT_SCALE') {
    const chosen = answer && 'scale' in answer ? answer.scale : null;
    return (
      <fieldset>
        <legend className="mb-3 text-sm text-slate-600">
          {intl.formatMessage(questionInputMessages.scaleHint)}
        </legend>
        <div className="grid grid-cols-7 gap-1 sm:gap-2">
          {([1, 2, 3, 4, 5, 6, 7] as const).map((point) => (
            <label
              key={point}
              className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-2 text-center text-xs transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600 ${
                chosen === point
                  ? 'border-teal-600 bg-teal-50 text-teal-900'
                  : 'border-slate-200 text-slate-700'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={point}
                checked={chosen === point}
                disabled={disabled}
                onChange={() => onAnswer({ scale: point })}
                className="size-5 accent-teal-700"
              />
              <span>{intl.formatMessage(scaleMessages[point])}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const multiple = question.kind === 'MULTIPLE_CHOICE';
  const chosen = new Set(answer && 'choices' in answer ? answer.choices : []);
  return (
    <fieldset>
      <legend className="mb-3 text-sm text-slate-600">
        {intl.formatMessage(multiple ? questionInputMessages.chooseAll : questionInputMessages.chooseOne)}
      </legend>
      <div className="grid gap-2">
        {question.options.map((option) => (
          <label
            key={option.key}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600 ${
              chosen.has(option.key)
                ? 'border-teal-600 bg-teal-50'
                : 'border-slate-200 hover:border-slate-400'
            }`}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.key}
              checked={chosen.has(option.key)}
              disabled={disabled}
              onChange={() => {
                if (!multiple) return onAnswer({ choices: [option.key] });
                const next = new Set(chosen);
                if (next.has(option.key)) next.delete(option.key);
                else next.add(option.key);
                if (next.size) onAnswer({ choices: [...next].sort() });
              }}
              className="mt-1 size-4 accent-teal-700"
            />
            <span className="leading-7 whitespace-pre-line text-slate-900">{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
