import { createPrisma } from '@platform/db';
import { applyMigrations } from '@platform/db/migrations';
import { seedDemoDataIfEmpty } from '@platform/db/seed';
import type { DatabaseServer } from '@platform/db/server';
import { createEventBus } from '@platform/subgraph-kit/events';
import { createApp } from './app.ts';
import type { GatewayEnv } from './env.ts';

/** Migrates the database, seeds demo data on an empty one, and serves the whole product on one port. */
export async function startProduct(env: GatewayEnv, database: DatabaseServer) {
  const applied = await applyMigrations(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const prisma = createPrisma(database.url);
  if (env.SEED_DEMO === 'true' && (await seedDemoDataIfEmpty(prisma))) console.log('Seeded demo data.');
  // One Redis may serve several products (staging beside production): each hears only its own database's events.
  const events = createEventBus({
    redisUrl: env.REDIS_URL,
    channelPrefix: `platform:${new URL(database.url).pathname.slice(1)}`,
  });
  console.log(`Events: ${events.kind === 'redis' ? 'Redis (REDIS_URL)' : 'in-process'}`);
  const app = await createApp({
    events,
    prisma,
    subgraphUrls: env.subgraphUrls,
    clientDist: env.CLIENT_DIST,
    graphiqlDist: env.GRAPHIQL_DIST,
    identitySecret: env.IDENTITY_SECRET,
  });
  const url = await app.listen(env.PORT, env.HOST);
  return {
    url,
    async stop() {
      await app.stop();
      await events.close();
      await prisma.$disconnect();
      await database.stop();
    },
  };
}

export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
