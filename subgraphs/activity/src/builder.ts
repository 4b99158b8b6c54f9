import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import type { ActivityContext } from './context.ts';

export const builder = createSubgraphBuilder<ActivityContext>({ subscriptions: true });
