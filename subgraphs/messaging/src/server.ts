import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { messagingSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(messagingSubgraph, { ...env, port: env.MESSAGING_SUBGRAPH_PORT });
