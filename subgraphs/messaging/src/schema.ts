import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/conversations/conversations.types.ts';
import './modules/reports/reports.types.ts';

export const schema = toSubgraphSchema(builder);
