import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useInboxListSubscription as Subscription } from '../../../__generated__/useInboxListSubscription.graphql';

/**
 * While the echo box is open: every change to the inbox brings its first page again, so a conversation with a
 * new message moves to the top and its unread count and preview follow.
 */
export function useInboxListSubscription() {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: graphql`
        subscription useInboxListSubscription {
          inboxChanged {
            id
            unreadCount
            ...InboxList_inbox
          }
        }
      `,
      variables: {},
    }),
    [],
  );
  useSubscription(config);
}
