import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/projects/projects.types.ts';
import './modules/projects/engagement.types.ts';
import './modules/purchases/purchases.types.ts';
import './modules/contracts/contracts.types.ts';
import './modules/reviews/reviews.types.ts';

export const schema = toSubgraphSchema(builder);
