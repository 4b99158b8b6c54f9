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
import { addressCaller } from '@platform/subgraph-kit/addresses';
import { subgraphs as subgraphModules } from '@platform/schema/subgraphs';
import { createEventBus, type EventBus } from '@platform/subgraph-kit/events';
import { createFileService } from '@platform/subgraph-kit/files/service';
import type { FileStore } from '@platform/subgraph-kit/files/store';
import { createJobRunner } from '@platform/subgraph-kit/consumers';
import { replayPublishedSince, startOutboxRelay } from '@platform/subgraph-kit/outbox';
import { maskError } from '@platform/subgraph-kit/errors';
import { serviceHeader, verifyServiceCall } from '@platform/subgraph-kit/identity';
import { createRateLimits, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import {
  createSubgraphs,
  credentialsOf,
  startWorkers,
  type GraphClient,
} from '@platform/subgraph-kit/subgraph';
import { dataOf } from '@platform/subgraph-kit/graph-client';
import { isServiceUnavailable, serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import compression from 'compression';
import cors from 'cors';
import proxyAddr from 'proxy-addr';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { buildSchema } from 'graphql';
import { edgePlugin } from './edge/apollo-plugin.ts';
import { publicError } from './edge/errors.ts';
import { checkScalarInputs } from './edge/input-scalars.ts';
import { finalErrorHandler, graphqlBodyErrors, graphqlRequestShape, notFound } from './edge/http-errors.ts';
import { costModelOf } from './edge/operation-cost.ts';
import { parseOptions, shapeRules } from './edge/operation-limits.ts';
import { gatewayBuckets } from './edge/rate-limits.ts';
import { graphiqlSecurityHeaders, securityHeaders } from './edge/security-headers.ts';
import { createGateway } from './gateway.ts';
import {
  actingAs,
  admitOperation,
  currentRequest,
  gatewayContext,
  invalidToken,
  type ContextOptions,
  type GatewayContext,
} from './request-context.ts';
import { startSubscriptionServer } from './subscriptions.ts';
import { mountPages } from './pages.ts';
import { mountSitemap } from './sitemap.ts';
import { mountFileRoutes } from './uploads.ts';

/** The most a request body (HTTP) or message (WebSocket) may hold: the largest form, a job, is about 60 KB. */
export const maxBodyBytes = 128 * 1024;

/**
 * How long a client may take over a request, so that a slow sender cannot hold a connection open for long: its
 * headers within 20 s, the whole request (an uploaded image of 5 MiB included, on a slow mobile link) within
 * 120 s, and an idle kept-alive connection is closed after 5 s. Checked every 2 s. A request past its time is
 * answered 408 and its connection closed.
 */
export const serverTimeouts = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 2_000,
};

/**
 * Static files, served as the build compressed them (`.br`, `.gz` beside each file: vite-plugin-compression2)
 * when the client accepts it, Brotli first: the client's JavaScript is about a quarter of its size that way.
 */
function precompressed(root: string, caching: { immutable?: boolean; maxAge: string } | 'no-cache') {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic:
      caching === 'no-cache'
        ? {
            index: false,
            cacheControl: false,
            setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
          }
        : { ...caching, index: false },
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
  /** The client's server bundle, which renders its pages (default `dist-server/render.js` beside `clientDist`). */
  clientRender?: string;
  /** Folder of the built GraphiQL page (`pnpm --filter @platform/gateway build:graphiql`), served at /graphiql. */
  graphiqlDist?: string;
  log?: (message: string, error?: unknown) => void;
  /**
   * Where events go between processes: Redis (`REDIS_URL`) when several gateways run, in-process otherwise.
   * Defaults to an in-process bus of this app's own.
   */
  events?: EventBus;
  /**
   * Relay committed outbox events to the bus from this process, and run the subgraphs' workers (default true;
   * any number of instances may).
   */
  relayOutbox?: boolean;
  /** The environment the subgraphs read their settings from (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** Where rate limits are counted; by default in this process's memory. */
  rateLimits?: RateLimits;
  /** Visitors and users may read the schema (introspection, suggestions); partners and admins always may. */
  publicIntrospection?: boolean;
  /** Express's `trust proxy`: which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (none by default). */
  trustProxy?: boolean | number | string;
  /** Google sign-in is configured (its script and frame are allowed by the CSP). */
  googleSignIn?: boolean;
  /** The product's public address for the sitemap and robots.txt; by default the address a request came to. */
  publicUrl?: string;
  /** How long a sitemap document is kept in memory, in seconds (default 300; 0 reads it afresh each time). */
  sitemapCacheSeconds?: number;
  /** Where uploaded files go; defaults to the one the environment names (`FILES_DIR`, `S3_BUCKET`). */
  fileStore?: FileStore;
  /** The HTTP server's limits on slow clients (`serverTimeouts` by default). */
  timeouts?: Partial<typeof serverTimeouts>;
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
  app.set('trust proxy', options.trustProxy ?? false);
  // Express answers its own errors with HTML that names files when NODE_ENV is not production.
  app.set('env', 'production');
  const timeouts = { ...serverTimeouts, ...options.timeouts };
  const httpServer = http.createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      keepAliveTimeout: timeouts.keepAliveTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    app,
  );
  const subgraphUrls = options.subgraphUrls ?? {};
  if (Object.keys(subgraphUrls).length && !options.identitySecret) {
    throw new Error(
      'IDENTITY_SECRET must be set (and shared with them) when subgraphs run as separate services',
    );
  }
  const identitySecret = options.identitySecret ?? randomBytes(32).toString('base64url');
  const limits = options.rateLimits ?? createRateLimits();
  const files = createFileService({ store: options.fileStore, secret: identitySecret });
  const events = options.events ?? createEventBus();
  // Questions a subgraph asks of the whole graph run through this gateway, as a visitor's would (or as the user
  // they name).
  const graph: GraphClient = {
    async query(document, variables, asked) {
      const response = await apollo.executeOperation(
        { query: document, variables },
        { contextValue: await internalContext(randomUUID(), asked?.asUser) },
      );
      if (response.body.kind !== 'single') throw new Error('The graph answered a question incrementally');
      return dataOf(response.body.singleResult as never);
    },
  };
  let listeningUrl: string | null = null;
  const subgraphs = createSubgraphs(subgraphModules, {
    prisma: options.prisma,
    bus: events,
    log,
    env: options.env ?? process.env,
    graph,
    limits,
    pagesUrl: () => listeningUrl,
  });
  const credentials = credentialsOf(subgraphs);
  const gateway = createGateway({
    prisma: options.prisma,
    subgraphs,
    subgraphUrls,
    identitySecret,
    limits,
    files,
    graph,
  });
  gateway.onSchemaLoadOrUpdate(({ apiSchema }) => checkScalarInputs(apiSchema));
  const supergraphSdl = readFileSync(schemaPath('supergraph.graphql'), 'utf8');
  const costModel = costModelOf(supergraphSdl);
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    // The process stops itself (`stopOnSignals`, a benchmark's cleanup): Apollo Server's own handler would stop
    // it and raise the signal again, ending the process before the rest has stopped.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // Who may read the schema is the product's rule (`canIntrospect`, checked by the edge plugin for every
    // operation), in every mode: Apollo Server's own switch would refuse everyone whenever NODE_ENV=production.
    introspection: true,
    // Compact JSON: Apollo Server indents its answers by default, half as many bytes again (a search's 20 jobs:
    // 11.2 KB indented, 7.5 KB compact); GraphiQL and clients lay it out themselves.
    stringifyResult: (result) => JSON.stringify(result),
    parseOptions,
    validationRules: shapeRules,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      edgePlugin({ costModel, limits, credentials }),
    ],
    formatError: (formatted, original) => {
      const store = currentRequest.getStore();
      return maskError(publicError(formatted, original, store?.canIntrospect === true), original, {
        requestId: store?.requestId,
        log,
      });
    },
  });
  await apollo.start();
  const contextOptions: ContextOptions = {
    prisma: options.prisma,
    identitySecret,
    limits,
    publicIntrospection: options.publicIntrospection === true,
    credentials,
  };
  const internalContext = async (requestId: string, asUser?: string) => {
    const context = await gatewayContext({}, requestId, '', contextOptions);
    return { ...(asUser ? await actingAs(context, asUser, contextOptions) : context), internal: true };
  };

  // What was published while this process had lost Redis never reached its subscribers: read it back.
  const stopReplays = events.onResubscribed((lostAt) => {
    replayPublishedSince(options.prisma, events, lostAt).then(
      (count) => log(`Redis is back: replayed ${count} events published while it was away`),
      (error: unknown) => log('Could not replay the events published while Redis was away', error),
    );
  });
  const background = options.relayOutbox !== false;
  // A subgraph served elsewhere runs its workers, consumers and jobs there; the one resolving credentials does
  // that here, and keeps the workers that go with it (the count of each API key's use) here too. All of them may
  // run in several processes.
  const local = subgraphs.filter((s) => !subgraphUrls[s.name] || s.credentials);
  const localQueues = new Set(local.flatMap((s) => [...s.consumers, ...s.jobs].map((d) => d.name)));
  // The queue knows every subgraph's consumers, so that the relay hands each event to all of them.
  const jobs = background
    ? createJobRunner({
        prisma: options.prisma,
        log,
        consumers: subgraphs.flatMap((s) => s.consumers),
        jobs: subgraphs.flatMap((s) => s.jobs),
        work: (name) => localQueues.has(name),
      })
    : null;
  // The relay hands events to the queue once it is open: waited for here, unless the database is away at start
  // (the product starts, and the relay keeps its events until the queue opens).
  if (jobs) await Promise.race([jobs.ready(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  const relay = jobs ? await startOutboxRelay({ prisma: options.prisma, bus: events, jobs, log }) : null;
  const stopWorkers = background ? await startWorkers(local) : async () => {};
  const subscriptions = startSubscriptionServer({
    httpServer,
    apiSchema: buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8')),
    apollo,
    subgraphs,
    context: contextOptions,
    events,
    log,
    maxPayloadBytes: maxBodyBytes,
    costModel,
    addressOf: (request) => proxyAddr(request, app.get('trust proxy fn')),
  });

  app.use((req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    currentRequest.run({ requestId }, next);
  });

  app.use(securityHeaders({ googleSignIn: options.googleSignIn === true }));

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

  // The product's address in sitemaps and in pages' canonical links: PUBLIC_URL, else the one a request came to.
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const originOf = (req: express.Request) => publicUrl ?? `${req.protocol}://${req.host}`;

  mountSitemap(app, {
    subgraphs,
    originOf,
    cacheSeconds: options.sitemapCacheSeconds,
    log,
  });

  // Partners call the graph from any origin with a bearer token or an API key; no cookies are involved.
  app.use(
    '/graphql',
    cors({
      origin: '*',
      methods: ['GET', 'POST'],
      allowedHeaders: [
        'content-type',
        'authorization',
        'x-api-key',
        'accept-language',
        'x-request-id',
        'x-token-auth',
      ],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    }),
    graphqlRequestShape,
    express.json({ limit: maxBodyBytes }),
    graphqlBodyErrors(log),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const store = currentRequest.getStore();
        const service = req.headers[serviceHeader];
        if (service !== undefined) {
          // A subgraph served apart asking the graph: signed with the shared secret, or refused.
          const signed = typeof service === 'string' && (await verifyServiceCall(service, identitySecret));
          if (!signed) throw invalidToken();
          return internalContext(store?.requestId ?? randomUUID(), signed.asUser);
        }
        const context = await gatewayContext(
          req.headers,
          store?.requestId ?? randomUUID(),
          req.ip ?? '',
          contextOptions,
        ).catch((error: unknown) => {
          // The session could not be looked up: the database is away, not the caller's token.
          throw isServiceUnavailable(error) ? serviceUnavailable() : error;
        });
        if (store) store.canIntrospect = context.caller.canIntrospect;
        await admitOperation(context, contextOptions);
        return context;
      },
    }),
  );

  // Source maps stay beside the builds for reading reported stack traces; the public does not get them.
  app.use((req, res, next) => (req.path.endsWith('.map') ? notFound(req, res, next) : next()));
  mountFileRoutes(app, { context: contextOptions, files, log });
  // What subgraphs serve besides GraphQL, at the root, for those running in this process.
  for (const subgraph of local) {
    if (!subgraph.routes) continue;
    const router = express.Router();
    subgraph.routes(router);
    app.use(router);
  }

  const graphiql = options.graphiqlDist;
  if (graphiql && existsSync(path.join(graphiql, 'index.html'))) {
    app.use('/graphiql', graphiqlSecurityHeaders);
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
  if (dist && existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    app.get('/index.html', (_req, res) => res.redirect(301, '/'));
    // Hashed build assets never change; cache them for a year. Other files (icons) for an hour.
    app.use('/assets', precompressed(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }));
    // Which build is current (`builds/latest.json`): open pages ask each hour, and must not be told an old answer.
    app.use('/builds', precompressed(path.join(dist, 'builds'), 'no-cache'));
    app.use(precompressed(dist, { maxAge: '1h' }));
    await mountPages(app, {
      dist,
      render: options.clientRender ?? path.join(dist, '..', 'dist-server', 'render.js'),

      originOf,
      log,
      admit: (req) => limits.take(gatewayBuckets.pages, addressCaller(req.ip ?? '')),
      async execute(req, operation, locale) {
        const requestId = currentRequest.getStore()?.requestId ?? randomUUID();
        const context = await gatewayContext(
          { 'accept-language': locale },
          requestId,
          req.ip ?? '',
          contextOptions,
        );
        // The page view was counted once (`admit`); its operations are the page's own, not the visitor's API use.
        const response = await apollo.executeOperation(operation, {
          contextValue: { ...context, page: true },
        });
        if (response.body.kind !== 'single') throw new Error('A page asked for an incremental answer');
        return response.body.singleResult;
      },
    });
  }
  app.use(notFound);
  app.use(finalErrorHandler(log));

  return {
    app,
    httpServer,
    async listen(port: number, host: string) {
      await new Promise<void>((resolve) => httpServer.listen(port, host, resolve));
      const address = httpServer.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      listeningUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
      return listeningUrl;
    },
    events,
    relay,
    subscriptions,
    /** The graph as the product's own processes ask it (as a visitor, or as a user they name). */
    graph,
    /** The file store and upload receipts, as the upload routes use them. */
    files,
    /** Relays what is pending and lets every worker do its pending work now (tests). */
    /** Relays what is pending and runs every consumer and job that is due, until nothing is left (tests). */
    async drain() {
      for (let round = 0; round < 10; round++) {
        const relayed = (await relay?.drain()) ?? 0;
        let ran = (await jobs?.drain()) ?? 0;
        for (const worker of local.flatMap((s) => s.workers)) ran += Number((await worker.runNow?.()) ?? 0);
        if (!relayed && !ran) return;
      }
    },
    jobs,
    async stop() {
      stopReplays();
      await subscriptions.stop();
      await apollo.stop();
      await stopWorkers();
      await relay?.stop();
      await jobs?.stop();
      if (!options.events) await events.close();
    },
  };
}
