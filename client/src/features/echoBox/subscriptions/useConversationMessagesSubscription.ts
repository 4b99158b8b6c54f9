import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useConversationMessagesSubscription as Subscription } from '../../../__generated__/useConversationMessagesSubscription.graphql';

/**
 * While a conversation is open: a new message goes at the end of its list (once, even if the send's own answer
 * put it there first); an edited message or one that was read changes in place. The conversation's unread count
 * comes along, so the open view can mark what arrived as read.
 */
export function useConversationMessagesSubscription(conversationId: string, connectionId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: graphql`
        subscription useConversationMessagesSubscription($conversationId: ID!, $connections: [ID!]!) {
          conversationMessages(conversationId: $conversationId)
            @appendNode(connections: $connections, edgeTypeName: "ConversationMessagesConnectionEdge") {
            id
            clientId
            isMine
            ...MessageItem_message
            conversation {
              id
              unreadCount
            }
          }
        }
      `,
      variables: { conversationId, connections: [connectionId] },
    }),
    [conversationId, connectionId],
  );
  useSubscription(config);
}
