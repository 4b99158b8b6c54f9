import { createPrisma } from '@platform/db';
import { applyMigrations } from '@platform/db/migrations';
import { demoUuid } from '@platform/db/demo-ids';
import { demoEditorId, seedDemoDataIfEmpty } from '@platform/db/seed';
import type { DatabaseServer } from '@platform/db/server';
import { createEventBus } from '@platform/subgraph-kit/events';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { Redis } from 'ioredis';
import { createApp } from './app.ts';
import { runDemoCollaborators, runDemoFlows, runDemoResumes, runDemoWork } from './demo-flows.ts';
import { writeDemoContent } from '@platform/subgraph-content';
import { writeDemoPortfolio } from '@platform/subgraph-marketplace';
import { evaluateDemoResumes } from '@platform/subgraph-collaborators';
import { verifyDemoCompany } from '@platform/subgraph-accounts';
import { conveniences, trustProxySetting, type GatewayEnv } from './env.ts';

/** The demo employer's company's national id (its check digit right), under which the team verifies it. */
export const demoCompanyNationalId = '10380284790';

/**
 * Migrates the database, seeds demo data on an empty one, and serves the whole product on one port. Resolves once
 * it listens: the demo collaborators' and takers' flows on a freshly seeded database run after that, in the
 * background (`demoCollaborators`, `demoTakers`), so that a server process stopped during them had started, and is
 * replaced as any other is.
 */
export async function startProduct(
  env: GatewayEnv,
  database: DatabaseServer,
  options: { demoFlows?: typeof runDemoFlows } = {},
) {
  const applied = await applyMigrations(database.url);
  if (applied.length === 1) console.log(`Applied migration ${applied[0]}`);
  if (applied.length > 1)
    console.log(`Applied ${applied.length} migrations, ${applied[0]} to ${applied.at(-1)}`);
  const prisma = createPrisma(database.url);
  const seeded = env.SEED_DEMO === 'true' && (await seedDemoDataIfEmpty(prisma));
  if (seeded) console.log('Seeded demo data.');
  // One Redis may serve several products (staging beside production): each hears only its own database's events
  // and keeps its own counts.
  const prefix = `platform:${new URL(database.url).pathname.slice(1)}`;
  const events = createEventBus({ redisUrl: env.REDIS_URL, channelPrefix: prefix });
  const limitsRedis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  // A Redis that is down is logged by the client's reconnects; rate limits count in memory meanwhile.
  limitsRedis?.on('error', () => {});
  const rateLimits = createRateLimits({ redis: limitsRedis, prefix, factor: env.RATE_LIMIT_FACTOR });
  console.log(`Events and rate limits: ${events.kind === 'redis' ? 'Redis (REDIS_URL)' : 'in-process'}`);
  const { publicIntrospection } = conveniences(
    { PUBLIC_INTROSPECTION: env.PUBLIC_INTROSPECTION },
    database.embedded,
  );
  const app = await createApp({
    events,
    prisma,
    subgraphUrls: env.subgraphUrls,
    clientDist: env.CLIENT_DIST,
    graphiqlDist: env.GRAPHIQL_DIST,
    identitySecret: env.IDENTITY_SECRET,
    rateLimits,
    publicIntrospection,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    publicUrl: env.PUBLIC_URL,
    googleSignIn: !!process.env.GOOGLE_CLIENT_ID,
  });
  // The demo data's events (the jobs it published, the applicants it approved) are handled before the product
  // serves anyone: the first home page shows the activity feed they make, not a backlog on its way.
  if (seeded) await app.drain();
  // The site's pages, written and published as an admin does in the editor. Demo data: a failure is said and the
  // product serves on, as with the demo takers.
  if (seeded)
    await writeDemoContent(prisma, {
      userId: demoEditorId,
      sessionId: 'seed',
      roles: ['ADMIN'],
      registered: true,
    }).catch((error: unknown) => console.error('The demo content could not be written', error));
  const url = await app.listen(env.PORT, env.HOST);
  // Then the demo collaborators save and publish their profiles through the graph, as anyone does, for the
  // directory, and work with demo clients (requests, completion, reviews) the same way. A failure is said and the product serves on, as with the demo takers; a later start does not make
  // them again.
  const demoCollaborators =
    seeded && env.DEMO_COLLABORATORS === 'true'
      ? (async () => {
          const began = performance.now();
          const published = await runDemoCollaborators(app.graph);
          const work = await runDemoWork(app.graph);
          // The portfolio's projects name the published profiles in their teams: written once those are.
          const projects = await writeDemoPortfolio(prisma, app, demoEditorId);
          // The talent pool: some write résumés and open them, the team evaluates them, and the demo employer's
          // company is verified, so that it finds them.
          const resumes = await evaluateDemoResumes(prisma, demoEditorId, await runDemoResumes(app.graph));
          await verifyDemoCompany(
            prisma,
            demoEditorId,
            demoUuid('employer:aryan-data'),
            demoCompanyNationalId,
          );
          console.log(
            `Demo collaborators published: ${published}, work begun with clients: ${work}, portfolio projects: ${projects}, résumés evaluated: ${resumes} (${Math.round(performance.now() - began)} ms)`,
          );
          return published;
        })().catch((error: unknown) => {
          console.error('The demo collaborators could not publish their profiles', error);
          return 0;
        })
      : Promise.resolve(0);
  // Then the demo takers apply and take their tests through the graph; what that makes (results, certificates,
  // the feed's "test completed", the e-mailed reports, printed from the product's pages: hence once it listens)
  // is the product's own doing, handled in the background like anyone's. A failure is said and the product serves
  // on; a later start does not take them again (its database is not empty).
  const demoTakers =
    seeded && env.DEMO_TAKERS === 'true'
      ? (async () => {
          await demoCollaborators;
          const began = performance.now();
          const taken = await (options.demoFlows ?? runDemoFlows)(app.graph, () => app.drain());
          console.log(`Demo test sessions taken: ${taken} (${Math.round(performance.now() - began)} ms)`);
          return taken;
        })().catch((error: unknown) => {
          console.error('The demo takers could not take their tests', error);
          return 0;
        })
      : Promise.resolve(0);
  return {
    url,
    /** How many demo profiles were published once the demo collaborators are done (0 when there were none). */
    demoCollaborators,
    /** How many demo test sessions were taken once the demo takers are done (0 when there were none to take). */
    demoTakers,
    async stop() {
      await app.stop();
      await events.close();
      limitsRedis?.disconnect();
      await prisma.$disconnect();
      await database.stop();
    },
  };
}
