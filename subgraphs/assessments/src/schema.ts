import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/tests/tests.types.ts';
import './modules/sessions/sessions.types.ts';
import './modules/certificates/certificates.types.ts';
import './modules/reports/reports.types.ts';
import './modules/authoring/authoring.types.ts';
import './modules/statistics/statistics.types.ts';
import './modules/hiring/hiring.types.ts';
import './modules/hiring/email-invitations.types.ts';

export const schema = toSubgraphSchema(builder);
