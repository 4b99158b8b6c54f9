import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { assessmentsSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(assessmentsSubgraph, { ...env, port: env.ASSESSMENTS_SUBGRAPH_PORT });
