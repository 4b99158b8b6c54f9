import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import type { AnalyticsContext } from './context.ts';

export const builder = createSubgraphBuilder<AnalyticsContext>();
