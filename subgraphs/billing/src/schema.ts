import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/orders/orders.types.ts';
import './modules/escrow/escrow.types.ts';
import './modules/payouts/payouts.types.ts';

export const schema = toSubgraphSchema(builder);
