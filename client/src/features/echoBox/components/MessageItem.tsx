import { editMessageRules } from '@platform/rules/messaging';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, FieldError, Form, Label, TextArea, TextField } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { MessageItem_message$key } from '../../../__generated__/MessageItem_message.graphql';
import { inputClass } from '../../../ui/FormTextField';
import { validate, validationProblems } from '../../../ui/fieldErrors';
import { formatWhen } from '../formatWhen';
import { conversationMessages } from '../messages';
import { messagingErrorText } from '../messagingErrors';
import { useEditMessageMutation } from '../mutations/useEditMessageMutation';
import { MessageBubble } from './MessageBubble';
import { MessageStatus } from './MessageStatus';
import { ReportDialog } from './ReportDialog';

const linkButtonClass =
  'rounded font-semibold text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600';

interface MessageItemProps {
  message: MessageItem_message$key;
  /** Shown under the viewer's last message: sent or read. */
  showStatus: boolean;
  /** Others' names only in conversations with more than one of them. */
  showSender: boolean;
}

/** A message from the server: its text, time and "edited" marker; the sender edits it inline, others report it. */
export function MessageItem({ message, showStatus, showSender }: MessageItemProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment MessageItem_message on Message {
        id
        body
        sentAt
        editedAt
        isMine
        status
        sender {
          displayName
        }
      }
    `,
    message,
  );
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reporting, setReporting] = useState(false);
  const [commitEdit, isSaving] = useEditMessageMutation();

  function startEditing() {
    setDraft(data.body);
    setError(undefined);
    setEditing(true);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate(editMessageRules, { body: draft });
    if (problems) {
      setError(messagingErrorText(intl, problems.body));
      return;
    }
    const { body } = editMessageRules.parse({ body: draft });
    const failed = () => {
      setEditing(true);
      toast.error(intl.formatMessage(conversationMessages.editError));
    };
    setEditing(false);
    commitEdit({
      variables: { input: { messageId: data.id, body } },
      optimisticResponse: {
        editMessage: {
          __typename: 'MutationEditMessageSuccess',
          data: { id: data.id, body, editedAt: new Date().toISOString() },
        },
      },
      onCompleted: ({ editMessage: result }) => {
        if (result.__typename === 'ValidationError') {
          setError(messagingErrorText(intl, validationProblems(result.problems)[0]?.code));
          failed();
        } else if (result.__typename !== 'MutationEditMessageSuccess') failed();
      },
      onError: failed,
    });
  }

  const meta = (
    <>
      <time dateTime={data.sentAt}>{formatWhen(intl, data.sentAt)}</time>
      {data.editedAt ? (
        <span className="italic">{intl.formatMessage(conversationMessages.edited)}</span>
      ) : null}
      {showStatus && data.isMine ? <MessageStatus state={data.status === 'READ' ? 'read' : 'sent'} /> : null}
      {data.isMine && !editing ? (
        <Button onPress={startEditing} isDisabled={isSaving} className={linkButtonClass}>
          {intl.formatMessage(conversationMessages.edit)}
        </Button>
      ) : null}
      {!data.isMine ? (
        <Button onPress={() => setReporting(true)} className={linkButtonClass}>
          {intl.formatMessage(conversationMessages.report)}
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <MessageBubble
        mine={data.isMine}
        sender={showSender && !data.isMine ? data.sender.displayName : undefined}
        body={data.body}
        meta={meta}
      >
        {editing ? (
          <Form onSubmit={save} validationBehavior="aria" className="w-full min-w-64 space-y-2 sm:min-w-96">
            <TextField
              value={draft}
              onChange={(value) => {
                setDraft(value);
                setError(undefined);
              }}
              isInvalid={!!error}
              validationBehavior="aria"
              autoFocus
              className="flex flex-col gap-1"
            >
              <Label className="sr-only">{intl.formatMessage(conversationMessages.editLabel)}</Label>
              <TextArea dir="auto" rows={3} className={`${inputClass} text-start`} />
              <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
            </TextField>
            <div className="flex justify-end gap-2">
              <Button
                onPress={() => setEditing(false)}
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                {intl.formatMessage(conversationMessages.cancel)}
              </Button>
              <Button
                type="submit"
                className="rounded-lg bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                {intl.formatMessage(conversationMessages.save)}
              </Button>
            </div>
          </Form>
        ) : undefined}
      </MessageBubble>
      {reporting ? <ReportDialog messageId={data.id} onClose={() => setReporting(false)} /> : null}
    </>
  );
}
