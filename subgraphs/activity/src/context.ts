import type { SubgraphContext } from '@platform/subgraph-kit/context';

/**
 * What the activity subgraph's resolvers see: the feed's items (and the outbox), and no services or settings of
 * its own.
 */
export type ActivityContext = SubgraphContext<'activity', undefined, undefined>;
