import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { ActivityContext } from './context.ts';
import { feedProjector } from './modules/feed/feed.projector.ts';
import { schema } from './schema.ts';

/** The activity feed: what happens on the platform, built from the other domains' events. */
export const activitySubgraph = defineSubgraph<ActivityContext>({
  name: 'activity',
  schema,
  create: () => ({ consumers: [feedProjector] }),
});

/** The topic and event type subscribers to the feed hear. */
export { activityAdded, activityTopic } from './modules/feed/feed.projector.ts';
