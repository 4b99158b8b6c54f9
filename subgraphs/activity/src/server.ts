import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { activitySubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(activitySubgraph, { ...env, port: env.ACTIVITY_SUBGRAPH_PORT });
