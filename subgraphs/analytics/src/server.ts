import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { analyticsSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(analyticsSubgraph, { ...env, port: env.ANALYTICS_SUBGRAPH_PORT });
