import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/api-keys/api-keys.types.ts';
import './modules/companies/companies.types.ts';
import './modules/sessions/sessions.types.ts';
import './modules/users/users.types.ts';

export const schema = toSubgraphSchema(builder);
