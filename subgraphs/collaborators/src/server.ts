import { serveSubgraphAlone } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { collaboratorsSubgraph } from './index.ts';

const env = loadEnv();
await serveSubgraphAlone(collaboratorsSubgraph, { ...env, port: env.COLLABORATORS_SUBGRAPH_PORT });
