import { startTransition, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ActivityFeed_query$key } from '../../../__generated__/ActivityFeed_query.graphql';
import { useNow } from '../../../app/useNow';
import { useReconnected, useSocketState } from '../../../relay/useSocketState';
import { activityMessages } from '../messages';
import { useActivityAddedSubscription } from '../subscriptions/useActivityAddedSubscription';
import { ActivityFeedItem } from './ActivityFeedItem';
import { RefreshCountdown } from './RefreshCountdown';

export const ACTIVITY_PAGE_SIZE = 8;

/**
 * The home page's feed of what happens on the platform: new items arrive over the socket; while it is down, the
 * feed says when it refreshes next and fetches itself again every 30 seconds.
 */
export function ActivityFeed({ query }: { query: ActivityFeed_query$key }) {
  const intl = useIntl();
  const now = useNow();
  const { data, refetch, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ActivityFeed_query on Query
      @refetchable(queryName: "ActivityFeedRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 8 }, cursor: { type: "String" }) {
        activityFeed(first: $count, after: $cursor) @connection(key: "ActivityFeed_activityFeed") {
          __id
          edges {
            node {
              id
              ...ActivityFeedItem_item
            }
          }
        }
      }
    `,
    query,
  );
  useActivityAddedSubscription(data.activityFeed.__id);
  const socket = useSocketState();
  // A transition keeps the current items on screen while the fresh ones load.
  const refresh = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  useReconnected(refresh);

  const { edges } = data.activityFeed;
  return (
    <section
      aria-labelledby="activity-feed"
      className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-feed" className="text-xl font-bold text-slate-900">
          {intl.formatMessage(activityMessages.title)}
        </h2>
        <p className="text-xs font-medium">
          {socket === 'connected' ? (
            <span className="inline-flex items-center gap-1.5 text-emerald-700">
              <span
                aria-hidden="true"
                className="size-2 rounded-full bg-emerald-500 motion-safe:animate-pulse"
              />
              {intl.formatMessage(activityMessages.liveUpdates)}
            </span>
          ) : socket === 'disconnected' ? (
            <RefreshCountdown onRefresh={refresh} />
          ) : null}
        </p>
      </div>
      {edges.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{intl.formatMessage(activityMessages.empty)}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <ActivityFeedItem item={node} now={now} />
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <button
          type="button"
          onClick={() => loadNext(ACTIVITY_PAGE_SIZE)}
          disabled={isLoadingNext}
          className="mt-2 w-full rounded-lg py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-70"
        >
          {intl.formatMessage(isLoadingNext ? activityMessages.loadingMore : activityMessages.loadMore)}
        </button>
      ) : null}
    </section>
  );
}
