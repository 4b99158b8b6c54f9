import { createPrisma } from '@platform/db';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { schema } from './schema.ts';

const env = loadEnv();
const { url } = await startSubgraphServer({
  name: 'messaging',
  schema,
  prisma: createPrisma(env.DATABASE_URL),
  identitySecret: env.IDENTITY_SECRET,
  port: env.MESSAGING_SUBGRAPH_PORT,
});
console.log(`messaging subgraph at ${url}`);
