import { createPrisma } from '@platform/db';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { schema } from './schema.ts';

const env = loadEnv();
const { url } = await startSubgraphServer({
  name: 'activity',
  schema,
  prisma: createPrisma(env.DATABASE_URL),
  identitySecret: env.IDENTITY_SECRET,
  port: env.ACTIVITY_SUBGRAPH_PORT,
});
console.log(`activity subgraph at ${url}`);
