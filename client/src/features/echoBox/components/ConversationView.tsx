import { startTransition, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { ConversationView_conversation$key } from '../../../__generated__/ConversationView_conversation.graphql';
import { useReconnected } from '../../../relay/useSocketState';
import { secondaryButtonClass } from '../../../ui/buttons';
import { conversationMessages } from '../messages';
import { useMarkConversationReadMutation } from '../mutations/useMarkConversationReadMutation';
import { useSendMessageMutation } from '../mutations/useSendMessageMutation';
import { newClientId, pendingMessages, usePendingMessages } from '../pendingMessages';
import { useConversationMessagesSubscription } from '../subscriptions/useConversationMessagesSubscription';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { PendingMessageItem } from './PendingMessageItem';

export const MESSAGES_PAGE_SIZE = 30;

/** Within this distance of the bottom the list follows new messages; further up the reader stays where they are. */
const FOLLOW_PX = 120;

/**
 * An open conversation: the newest 30 messages, oldest first, with older ones a page at a time; live while open,
 * read as soon as it is seen, and a composer whose messages show as sending, sent, read or failed with a retry.
 */
export function ConversationView({ conversation }: { conversation: ConversationView_conversation$key }) {
  const intl = useIntl();
  const { data, hasPrevious, isLoadingPrevious, loadPrevious, refetch } = usePaginationFragment(
    graphql`
      fragment ConversationView_conversation on Conversation
      @refetchable(queryName: "ConversationMessagesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        id
        unreadCount
        otherParticipants {
          id
        }
        messages(last: $count, before: $cursor) @connection(key: "ConversationView_messages") {
          __id
          edges {
            node {
              id
              clientId
              isMine
              ...MessageItem_message
            }
          }
        }
      }
    `,
    conversation,
  );
  const conversationId = data.id;
  const connectionId = data.messages.__id;
  useConversationMessagesSubscription(conversationId, connectionId);
  // Messages sent while the socket was down: fetch the newest page again.
  useReconnected(() =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    }),
  );

  // Seen is read: when it opens, when a message arrives while it is open, and when the tab becomes visible again.
  const [commitRead] = useMarkConversationReadMutation();
  const reading = useRef(false);
  const unread = data.unreadCount;
  useEffect(() => {
    if (unread === 0) return;
    const markRead = () => {
      if (reading.current || document.visibilityState === 'hidden') return;
      reading.current = true;
      const done = () => void (reading.current = false);
      commitRead({ variables: { id: conversationId }, onCompleted: done, onError: done });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [unread, conversationId, commitRead]);

  const [commitSend] = useSendMessageMutation();
  const send = useCallback(
    (body: string, clientId: string) => {
      pendingMessages.sending(conversationId, clientId, body);
      const failed = () => pendingMessages.failed(conversationId, clientId);
      commitSend({
        variables: { input: { conversationId, body, clientId }, connections: [connectionId] },
        onCompleted: ({ sendMessage }) => {
          if (sendMessage.__typename === 'MutationSendMessageSuccess') {
            pendingMessages.sent(conversationId, clientId);
          } else {
            failed();
            toast.error(intl.formatMessage(conversationMessages.sendError));
          }
        },
        onError: failed,
      });
    },
    [commitSend, conversationId, connectionId, intl],
  );

  const edges = data.messages.edges;
  const delivered = new Set(edges.map((edge) => edge.node.clientId).filter(Boolean));
  // A message the socket brought back before the send's own answer is shown once, from the server.
  const pending = usePendingMessages(conversationId).filter((message) => !delivered.has(message.clientId));
  let lastOwn = -1;
  if (pending.length === 0) edges.forEach((edge, index) => void (edge.node.isMine && (lastOwn = index)));
  const showSender = data.otherParticipants.length > 1;

  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const newestKey = pending.at(-1)?.clientId ?? edges.at(-1)?.node.id;
  const newestIsMine = pending.length > 0 || edges.at(-1)?.node.isMine === true;
  const oldestKey = edges[0]?.node.id;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && (following.current || newestIsMine)) list.scrollTop = list.scrollHeight;
  }, [newestKey, newestIsMine]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || heightBeforeOlder.current === null) return;
    // Older messages went in above: keep the ones the reader was looking at in place.
    list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestKey]);

  function loadOlder() {
    heightBeforeOlder.current = listRef.current?.scrollHeight ?? null;
    loadPrevious(MESSAGES_PAGE_SIZE);
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        ref={listRef}
        role="log"
        tabIndex={0}
        aria-label={intl.formatMessage(conversationMessages.messages)}
        onScroll={(event) => {
          const list = event.currentTarget;
          following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_PX;
        }}
        className="h-[60vh] min-h-80 space-y-4 overflow-y-auto rounded-2xl border border-slate-200 bg-slate-100/70 p-4 outline-none focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {hasPrevious ? (
          <div className="flex justify-center">
            <Button onPress={loadOlder} isPending={isLoadingPrevious} className={secondaryButtonClass}>
              {intl.formatMessage(
                isLoadingPrevious ? conversationMessages.loadingOlder : conversationMessages.olderMessages,
              )}
            </Button>
          </div>
        ) : null}
        {edges.length === 0 && pending.length === 0 ? (
          <p className="py-10 text-center text-slate-600">
            {intl.formatMessage(conversationMessages.noMessages)}
          </p>
        ) : null}
        {edges.map((edge, index) => (
          <MessageItem
            key={edge.node.id}
            message={edge.node}
            showStatus={index === lastOwn}
            showSender={showSender}
          />
        ))}
        {pending.map((message) => (
          <PendingMessageItem
            key={message.clientId}
            message={message}
            onRetry={() => send(message.body, message.clientId)}
          />
        ))}
      </div>
      <Composer onSend={(body) => send(body, newClientId())} />
    </div>
  );
}
