import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useActivityAddedSubscription as Subscription } from '../../../__generated__/useActivityAddedSubscription.graphql';

/** New activity goes on top of the feed as it happens (once, even if a refresh brought it too). */
export function useActivityAddedSubscription(connectionId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: graphql`
        subscription useActivityAddedSubscription($connections: [ID!]!) {
          activityAdded
            @prependNode(connections: $connections, edgeTypeName: "QueryActivityFeedConnectionEdge") {
            id
            ...ActivityFeedItem_item
          }
        }
      `,
      variables: { connections: [connectionId] },
    }),
    [connectionId],
  );
  useSubscription(config);
}
