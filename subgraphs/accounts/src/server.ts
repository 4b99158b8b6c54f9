import { createPrisma } from '@platform/db';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { schema } from './schema.ts';

const env = loadEnv();
const { url } = await startSubgraphServer({
  name: 'accounts',
  schema,
  prisma: createPrisma(env.DATABASE_URL),
  identitySecret: env.IDENTITY_SECRET,
  port: env.ACCOUNTS_SUBGRAPH_PORT,
});
console.log(`accounts subgraph at ${url}`);
