import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/feed/feed.types.ts';

export const schema = toSubgraphSchema(builder);
