import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useInboxUnreadSubscription as Subscription } from '../../../__generated__/useInboxUnreadSubscription.graphql';

/** Keeps the signed-in user's unread count (the account menu's badge) live on every page. */
export function useInboxUnreadSubscription() {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: graphql`
        subscription useInboxUnreadSubscription {
          inboxChanged {
            id
            unreadCount
          }
        }
      `,
      variables: {},
    }),
    [],
  );
  useSubscription(config);
}
