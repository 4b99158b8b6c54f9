import { createPrisma } from '@platform/db';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { schema } from './schema.ts';

const env = loadEnv();
const prisma = createPrisma(env.DATABASE_URL);
const { url } = await startSubgraphServer({
  name: 'jobs',
  schema,
  prisma,
  identitySecret: env.IDENTITY_SECRET,
  port: env.JOBS_SUBGRAPH_PORT,
});
console.log(`jobs subgraph at ${url}`);
