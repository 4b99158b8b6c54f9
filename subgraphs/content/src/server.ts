import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { contentSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(contentSubgraph, { ...env, port: env.CONTENT_SUBGRAPH_PORT });
