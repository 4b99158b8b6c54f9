import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { accountsSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(accountsSubgraph, { ...env, port: env.ACCOUNTS_SUBGRAPH_PORT });
