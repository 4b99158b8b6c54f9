import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/jobs/jobs.types.ts';
import './modules/jobs/job-tests.types.ts';
import './modules/jobs/posting.types.ts';
import './modules/search/search.types.ts';
import './modules/applications/applications.types.ts';

export const schema = toSubgraphSchema(builder);
