import { openDatabaseServer } from '@platform/db/server';
import { loadEnv } from './env.ts';
import { startProduct, stopOnSignals } from './product.ts';

const env = loadEnv();
const database = await openDatabaseServer({
  DATABASE_URL: env.DATABASE_URL,
  EMBEDDED_PG_PORT: String(env.EMBEDDED_PG_PORT),
});
console.log(database.embedded ? 'Using the embedded PostgreSQL in .data/postgres' : 'Using DATABASE_URL');
// Demo-user sign-in is for trying every role locally: on by default only for the embedded database.
if (database.embedded && process.env.NODE_ENV !== 'production') process.env.DEV_SIGN_IN ??= 'true';
const product = await startProduct(env, database);
stopOnSignals(product.stop);
console.log(`Ready at ${product.url}`);
