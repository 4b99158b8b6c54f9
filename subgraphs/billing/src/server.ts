import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { billingSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(billingSubgraph, { ...env, port: env.BILLING_SUBGRAPH_PORT });
