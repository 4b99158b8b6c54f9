import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { marketplaceSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(marketplaceSubgraph, { ...env, port: env.MARKETPLACE_SUBGRAPH_PORT });
