import { sendMessageRules } from '@platform/rules/messaging';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, FieldError, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { inputClass } from '../../../ui/FormTextField';
import { primaryButtonClass } from '../../../ui/buttons';
import { validate } from '../../../ui/fieldErrors';
import { conversationMessages } from '../messages';
import { messagingErrorText } from '../messagingErrors';

/** Writes a message: checked with the shared rules, handed over trimmed, and the field is cleared at once. */
export function Composer({ onSend }: { onSend: (body: string) => void }) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  function send() {
    const problems = validate(sendMessageRules, { body });
    if (problems) {
      setError(messagingErrorText(intl, problems.body));
      return;
    }
    onSend(sendMessageRules.parse({ body }).body);
    setBody('');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line, and Enter while an input method composes a word is the IME's.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="flex items-end gap-3">
      <TextField
        value={body}
        onChange={(value) => {
          setBody(value);
          setError(undefined);
        }}
        isInvalid={!!error}
        validationBehavior="aria"
        className="flex min-w-0 flex-1 flex-col gap-1"
      >
        <Label className="sr-only">{intl.formatMessage(conversationMessages.composerLabel)}</Label>
        <TextArea
          dir="auto"
          rows={2}
          onKeyDown={keyDown}
          placeholder={intl.formatMessage(conversationMessages.composerLabel)}
          className={`${inputClass} resize-none text-start`}
        />
        <Text slot="description" className="text-xs text-slate-500">
          {intl.formatMessage(conversationMessages.composerHint)}
        </Text>
        <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
      </TextField>
      <Button type="submit" className={`${primaryButtonClass} mb-5`}>
        {intl.formatMessage(conversationMessages.send)}
      </Button>
    </Form>
  );
}
