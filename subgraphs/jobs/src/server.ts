import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { jobsSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(jobsSubgraph, { ...env, port: env.JOBS_SUBGRAPH_PORT });
