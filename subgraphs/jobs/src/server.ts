import { createPrisma } from '@platform/db';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { startJobSearchIndex } from './modules/jobs/jobs.search-index.live.ts';
import { schema } from './schema.ts';

const env = loadEnv();
const prisma = createPrisma(env.DATABASE_URL);
// Searches run in PostgreSQL until the index has loaded (a few seconds for 200,000 jobs).
await startJobSearchIndex({ prisma });
const { url } = await startSubgraphServer({
  name: 'jobs',
  schema,
  prisma,
  identitySecret: env.IDENTITY_SECRET,
  port: env.JOBS_SUBGRAPH_PORT,
});
console.log(`jobs subgraph at ${url}`);
