import { openDatabaseServer } from '@platform/db/server';
import { stopOnSignals } from '@platform/subgraph-kit/server';
import { conveniences, loadEnv } from './env.ts';
import { startProduct } from './product.ts';

const env = loadEnv();
const database = await openDatabaseServer({
  DATABASE_URL: env.DATABASE_URL,
  EMBEDDED_PG_PORT: env.EMBEDDED_PG_PORT?.toString(),
});
console.log(
  database.embedded
    ? `Using the embedded PostgreSQL in .data/postgres, port ${new URL(database.url).port} (pnpm db:url prints its address)`
    : 'Using DATABASE_URL',
);
const { devSignIn } = conveniences(process.env, database.embedded);
// The accounts subgraph reads the setting; said loudly when it is on for a real database.
process.env.DEV_SIGN_IN = String(devSignIn);
if (devSignIn && !database.embedded) console.warn('DEV_SIGN_IN=true: anyone can sign in as a demo user.');
const product = await startProduct(env, database);
stopOnSignals(product.stop);
console.log(`Ready at ${product.url}`);
