import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { openDatabaseServer } from '@platform/db/server';
import { stopOnSignals } from '@platform/subgraph-kit/server';
import { conveniences, loadEnv } from './env.ts';
import { startProduct } from './product.ts';
import { guardProcess, readyMessage, supervise } from './supervisor.ts';

/** Set by the supervisor for its server process: the database it opened is the embedded one. */
const embeddedFlag = 'KARNAMA_EMBEDDED_DATABASE';
const log = (message: string, error?: unknown) => console.error(message, error ?? '');

if (cluster.isPrimary) {
  // The supervisor: it owns the database server (the embedded one lives as long as the product, not as long as one
  // server process) and keeps one server process running.
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
  const supervisor = supervise({
    env: {
      DATABASE_URL: database.url,
      [embeddedFlag]: String(database.embedded),
      // Kept across restarts, so that upload receipts and report keys signed before a restart stay valid.
      IDENTITY_SECRET: env.IDENTITY_SECRET ?? randomBytes(32).toString('base64url'),
    },
    log: (message) => console.log(message),
  });
  stopOnSignals(async () => {
    await supervisor.stop();
    await database.stop();
  });
  try {
    await supervisor.ready;
  } catch (error) {
    log('The product could not start', error);
    await database.stop();
    process.exit(1);
  }
} else {
  guardProcess(log);
  const env = loadEnv();
  const embedded = process.env[embeddedFlag] === 'true';
  const { devSignIn } = conveniences(process.env, embedded);
  // The accounts subgraph reads the setting; said loudly when it is on for a real database.
  process.env.DEV_SIGN_IN = String(devSignIn);
  if (devSignIn && !embedded) console.warn('DEV_SIGN_IN=true: anyone can sign in as a demo user.');
  const product = await startProduct(env, {
    url: env.DATABASE_URL!,
    embedded,
    stop: async () => {},
  });
  stopOnSignals(product.stop);
  process.send?.(readyMessage);
  console.log(`Ready at ${product.url}`);
}
