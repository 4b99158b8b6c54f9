import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { Prisma } from '@platform/db';
import { schemaPath } from '@platform/schema/files';
import { startActivityProjector } from '@platform/subgraph-activity/projector';
import { subgraphs } from '@platform/schema/subgraphs';
import { createEventBus, type EventBus } from '@platform/subgraph-kit/events';
import { createFileService } from '@platform/subgraph-kit/files/service';
import type { FileStore } from '@platform/subgraph-kit/files/store';
import { startOutboxRelay } from '@platform/subgraph-kit/outbox';
import { publicJobExists } from '@platform/subgraph-jobs/jobs-service';
import { startJobSearchIndex } from '@platform/subgraph-jobs/search-index';
import { isPagePath } from '@platform/rules/pages';
import { maskError } from '@platform/subgraph-kit/errors';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { buildSchema } from 'graphql';
import { createGateway } from './gateway.ts';
import { currentRequest, gatewayContext, type GatewayContext } from './request-context.ts';
import { startSubscriptionServer } from './subscriptions.ts';
import { mountFileRoutes } from './uploads.ts';

const jobPage = /^\/(?:fa|en|az)\/jobs\/([^/]+)\/?$/;
const gonePage = /^\/(?:fa|en|az)\/error410\/?$/;
const language = /^\/(?:fa|en|az)(?=\/|$)/;

/**
 * The HTTP status of a page the client renders, for crawlers and link checkers: 404 for an address that is no
 * page (`pagePaths`) or for a job that does not exist (or is a draft; the jobs domain decides), 410 for the
 * "permanently removed" page. The client shows the matching page either way. An address without a language is
 * the page the client sends it on to, with the visitor's language.
 */
async function pageStatus(prisma: Prisma, pathname: string): Promise<number> {
  if (gonePage.test(pathname)) return 410;
  if (!isPagePath(pathname.replace(language, ''))) return 404;
  const slug = jobPage.exec(pathname)?.[1];
  if (!slug) return 200;
  return (await publicJobExists(prisma, decodeURIComponent(slug))) ? 200 : 404;
}

/**
 * Static files, served as the build compressed them (`.br`, `.gz` beside each file: vite-plugin-compression2)
 * when the client accepts it, Brotli first: the client's JavaScript is about a quarter of its size that way.
 */
function precompressed(root: string, options: { immutable?: boolean; maxAge: string }) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { ...options, index: false },
  });
}

export interface AppOptions {
  prisma: Prisma;
  subgraphUrls?: Record<string, string>;
  /**
   * Signs the caller's identity for subgraphs. Remote subgraphs must be given the same one; in-process ones
   * share it, so a random one per process is fine when every subgraph runs here.
   */
  identitySecret?: string;
  /** Folder of the built client; when absent the API still runs. */
  clientDist?: string;
  /** Folder of the built GraphiQL page (`pnpm --filter @platform/gateway build:graphiql`), served at /graphiql. */
  graphiqlDist?: string;
  log?: (message: string, error?: unknown) => void;
  /**
   * Where events go between processes: Redis (`REDIS_URL`) when several gateways run, in-process otherwise.
   * Defaults to an in-process bus of this app's own.
   */
  events?: EventBus;
  /**
   * Relay committed outbox events to the bus from this process, and build the activity feed from them
   * (default true; any number of instances may).
   */
  relayOutbox?: boolean;
  /**
   * Keep the jobs subgraph's search index in memory when it runs in this process (default true); without it,
   * every search runs in PostgreSQL.
   */
  searchIndex?: boolean;
  /** Where uploaded files go; defaults to the one the environment names (`FILES_DIR`, `S3_BUCKET`). */
  fileStore?: FileStore;
}

/**
 * One HTTP server for the whole product: `/graphql` (the federated gateway over HTTP, and its subscriptions
 * over WebSocket with graphql-ws), the built client with history fallback, `/healthz` (the process is up) and
 * `/readyz` (the database and the gateway answer).
 */
export async function createApp(options: AppOptions) {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const app = express();
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);
  const subgraphUrls = options.subgraphUrls ?? {};
  if (Object.keys(subgraphUrls).length && !options.identitySecret) {
    throw new Error(
      'IDENTITY_SECRET must be set (and shared with them) when subgraphs run as separate services',
    );
  }
  const identitySecret = options.identitySecret ?? randomBytes(32).toString('base64url');
  const files = createFileService({ store: options.fileStore, secret: identitySecret });
  const gateway = createGateway({ prisma: options.prisma, subgraphUrls, identitySecret, files });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    includeStacktraceInErrorResponses: false,
    // Compact JSON: Apollo Server indents its answers by default, half as many bytes again (a search's 20 jobs:
    // 11.2 KB indented, 7.5 KB compact); GraphiQL and clients lay it out themselves.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginLandingPageDisabled()],
    formatError: (formatted, original) =>
      maskError(formatted, original, { requestId: currentRequest.getStore()?.requestId, log }),
  });
  await apollo.start();

  const events = options.events ?? createEventBus();
  const background = options.relayOutbox !== false;
  const relay = background ? await startOutboxRelay({ prisma: options.prisma, bus: events, log }) : null;
  const activity = background ? startActivityProjector({ prisma: options.prisma, bus: events, log }) : null;
  const searchIndex =
    options.searchIndex !== false && !subgraphUrls.jobs
      ? await startJobSearchIndex({ prisma: options.prisma, log })
      : null;
  const subscriptions = startSubscriptionServer({
    httpServer,
    apiSchema: buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8')),
    apollo,
    subgraphSchemas: new Map(subgraphs.map((s) => [s.name, s.schema])),
    prisma: options.prisma,
    identitySecret,
    events,
    log,
  });

  app.use((req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    currentRequest.run({ requestId }, next);
  });

  // Answers and pages compressed for clients that accept it: a search's 7.5 KB of JSON arrives as 1.7 KB, for
  // 0.3-0.4 ms of CPU (mostly a zlib stream per answer). The built assets come compressed ahead of time
  // (`precompressed`), which this leaves as they are.
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await options.prisma.$queryRaw`select 1`;
      res.json({ status: 'ready' });
    } catch (error) {
      log('Readiness check failed', error);
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: ({ req }) =>
        gatewayContext(req.headers, currentRequest.getStore()?.requestId ?? randomUUID(), {
          prisma: options.prisma,
          identitySecret,
        }),
    }),
  );

  mountFileRoutes(app, { prisma: options.prisma, files, log });

  const graphiql = options.graphiqlDist;
  if (graphiql && existsSync(path.join(graphiql, 'index.html'))) {
    app.use(
      '/graphiql/assets',
      precompressed(path.join(graphiql, 'assets'), { immutable: true, maxAge: '1y' }),
    );
    app.get(['/graphiql', '/graphiql/'], (_req, res) => {
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(path.join(graphiql, 'index.html'));
    });
  }

  const dist = options.clientDist;
  if (dist && existsSync(path.join(dist, 'index.html'))) {
    // Hashed build assets never change; cache them for a year. Other files (icons, robots.txt) for an hour.
    app.use('/assets', precompressed(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }));
    app.use(precompressed(dist, { maxAge: '1h' }));
    app.get(/.*/, async (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.setHeader('cache-control', 'no-cache');
      try {
        res.status(await pageStatus(options.prisma, req.path));
      } catch (error) {
        log('Could not tell the page status', error);
      }
      res.sendFile(path.join(dist, 'index.html'));
    });
  }

  return {
    app,
    httpServer,
    async listen(port: number, host: string) {
      await new Promise<void>((resolve) => httpServer.listen(port, host, resolve));
      const address = httpServer.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      return `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
    },
    events,
    relay,
    activity,
    subscriptions,
    searchIndex,
    async stop() {
      await searchIndex?.stop();
      await subscriptions.stop();
      await apollo.stop();
      await activity?.stop();
      await relay?.stop();
      if (!options.events) await events.close();
    },
  };
}
