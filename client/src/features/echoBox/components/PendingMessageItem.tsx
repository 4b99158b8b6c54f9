import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { formatWhen } from '../formatWhen';
import { conversationMessages } from '../messages';
import type { PendingMessage } from '../pendingMessages';
import { MessageBubble } from './MessageBubble';
import { MessageStatus } from './MessageStatus';

/** A message the server does not have yet: sending, or failed with a retry that sends it under the same id. */
export function PendingMessageItem({ message, onRetry }: { message: PendingMessage; onRetry: () => void }) {
  const intl = useIntl();
  const failed = message.state === 'failed';
  return (
    <MessageBubble
      mine
      failed={failed}
      body={message.body}
      meta={
        <>
          <time dateTime={message.createdAt}>{formatWhen(intl, message.createdAt)}</time>
          <MessageStatus state={message.state} />
          {failed ? (
            <Button
              onPress={onRetry}
              className="rounded-lg border border-red-300 bg-white px-2.5 py-1 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
            >
              {intl.formatMessage(conversationMessages.retry)}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
