import { toSubgraphSchema } from '@platform/subgraph-kit/cost';
import { builder } from './builder.ts';
import './modules/profiles/profiles.types.ts';
import './modules/certificates/certificates.types.ts';
import './modules/requests/requests.types.ts';
import './modules/reviews/reviews.types.ts';
import './modules/resumes/resumes.types.ts';
import './modules/talent-pool/talent-pool.types.ts';

export const schema = toSubgraphSchema(builder);
