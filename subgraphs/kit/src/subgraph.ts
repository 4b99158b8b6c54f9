import type { Prisma } from '@platform/db';
import type { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Consumer, JobDefinition } from './consumers.ts';
import type { DomainEventType } from './catalogue.ts';
import type { SubgraphContext } from './context.ts';
import type { EventBus } from './events.ts';
import type { GraphClient } from './graph-client.ts';
import type { Identity } from './identity.ts';
import type { RateLimits } from './rate-limits.ts';

export type Log = (message: string, error?: unknown) => void;

/**
 * What a subgraph's run-time parts are made from. The gateway gives the same to every subgraph it mounts; a
 * subgraph served alone (`src/server.ts`) makes its own.
 */
export interface SubgraphDeps {
  /**
   * The process's client, all models included: workers open connections of their own from it (`databaseUrlOf`).
   * The services `create` makes for requests take the domain's narrowed client (`DomainPrisma`), as this one is too.
   */
  prisma: Prisma;
  /** Where domain events travel: in-process, or Redis when several processes share them. */
  bus: EventBus;
  log: Log;
  /** The environment, parsed by the subgraph once, when it is created. */
  env: Record<string, string | undefined>;
  /** Questions to the whole graph, for what another subgraph owns. */
  graph: GraphClient;
  /** The process's rate limits (shared through Redis when the gateway's are), for the subgraph's own routes. */
  limits: RateLimits;
  /**
   * Where this process reaches the product's pages (the gateway's address once it listens), for work that renders
   * one of them (a report printed to PDF); null while unknown.
   */
  pagesUrl?: () => string | null;
}

export type { GraphClient, GraphQuestionOptions } from './graph-client.ts';

/**
 * Something with a lifetime beside the requests (a sandbox server, counters flushed at stop). Work that follows
 * events or time is a consumer or a job (`consumers`, `jobs`), which the kit's queue runs: no worker polls.
 */
export interface Worker {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Does what is pending now rather than at its next wake-up (tests, shutdown). */
  runNow?(): Promise<unknown>;
}

/** One page a sitemap lists: its path without the language (`/jobs/x`, segments percent-encoded), and its last change. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/**
 * Pages a subgraph lists in the product's sitemap (`/sitemap.xml`), read a chunk at a time in an order that stays
 * put as pages come and go (oldest first), so that each chunk's document is one query. The gateway lists each page
 * in every language.
 */
export interface SitemapSource {
  /** Names the source's documents (`/sitemaps/<name>-<n>.xml`): lowercase letters, digits and hyphens. */
  name: string;
  /** How many pages the source lists now. */
  count(): Promise<number>;
  /** At most `limit` pages, from the `offset`-th on. */
  list(offset: number, limit: number): Promise<SitemapEntry[]>;
}

/** A request made with a partner's API key was served, or refused for the key's rate limit. */
export type ApiKeyOutcome = 'served' | 'limited';

/** Who a request's credentials name; offered by the subgraph that owns accounts, used by the gateway's edge. */
export interface Credentials {
  /**
   * The signed-in person behind a session token; `'ended'` when it was a session's that expired or was revoked;
   * null when it names none (a guess).
   */
  session(token: string): Promise<Identity | 'ended' | null>;
  /**
   * The partner's key behind an `X-Api-Key` value; `'ended'` when it was a key that no longer works; null when it
   * names none (a guess).
   */
  apiKey(secret: string): Promise<{ keyId: string } | 'ended' | null>;
  /** Counts a keyed request towards its owner's daily usage. */
  recordApiKeyUse(keyId: string, outcome: ApiKeyOutcome): void;
  /**
   * Whether a person has finished registration, for a question the product's own processes ask as them
   * (`asUser`: no session, no role); false for an id that names nobody.
   */
  registered(userId: string): Promise<boolean>;
}

/**
 * What a subgraph runs besides its schema, made from its dependencies. Its services and settings are typed by
 * its entry (`defineSubgraph`); here, where subgraphs are listed together, they are only handed on.
 */
export interface SubgraphRuntime {
  /**
   * What the subgraph's resolvers share (a search and its cache, say), made once; they find it in their context
   * (`context.services`), so that two instances in one process (tests) share nothing.
   */
  services?: unknown;
  /** What the subgraph parsed from its environment at creation; its resolvers find it in `context.settings`. */
  settings?: unknown;
  workers?: Worker[];
  /** What the subgraph does when a domain event is published (the kit runs them; see `consumer`). */
  consumers?: Consumer<DomainEventType>[];
  /** Timers its consumers set and work on a schedule (the kit runs them; see `job`). */
  jobs?: JobDefinition[];
  /** Non-GraphQL HTTP the domain needs (a payment gateway's callback, say), mounted at the server's root. */
  routes?: (router: Router) => void;
  /** The public pages the subgraph lists in the sitemap. */
  sitemaps?: SitemapSource[];
  credentials?: Credentials;
}

/** The services and settings `create` makes for a context: required where the context has any. */
type ContextParts<Context extends SubgraphContext> = (undefined extends Context['services']
  ? { services?: Context['services'] }
  : { services: Context['services'] }) &
  (undefined extends Context['settings']
    ? { settings?: Context['settings'] }
    : { settings: Context['settings'] });

/**
 * A domain subgraph: its name and schema (all composition needs), and how to make what it runs. Its context's
 * types left out: what the gateway mounts a list of.
 */
export interface AnySubgraphModule {
  name: string;
  schema: GraphQLSchema;
  create(deps: SubgraphDeps): SubgraphRuntime;
}

/** A domain subgraph whose `create` makes the services and settings of its resolvers' context (`Context`). */
export interface SubgraphModule<Context extends SubgraphContext> extends AnySubgraphModule {
  create(deps: SubgraphDeps): SubgraphRuntime & ContextParts<Context>;
}

/** A subgraph made from its dependencies, ready to mount. */
export interface Subgraph
  extends
    Required<Pick<SubgraphRuntime, 'workers' | 'consumers' | 'jobs'>>,
    Omit<SubgraphRuntime, 'workers' | 'consumers' | 'jobs'> {
  name: string;
  schema: GraphQLSchema;
}

/**
 * One subgraph's entry: every subgraph package exports one, and the gateway mounts the list of them. Give the
 * subgraph's context (`defineSubgraph<JobsContext>(…)`), so that `create` must make what its resolvers read.
 */
export function defineSubgraph<Context extends SubgraphContext>(
  module: SubgraphModule<Context>,
): SubgraphModule<Context> {
  return module;
}

/** Makes each subgraph from the same dependencies. Nothing starts until `startWorkers`. */
export function createSubgraphs(modules: readonly AnySubgraphModule[], deps: SubgraphDeps): Subgraph[] {
  return modules.map((module) => {
    const runtime = module.create(deps);
    return {
      name: module.name,
      schema: module.schema,
      ...runtime,
      workers: runtime.workers ?? [],
      consumers: runtime.consumers ?? [],
      jobs: runtime.jobs ?? [],
    };
  });
}

/** Starts every worker; the function returned stops them, the last started first. */
export async function startWorkers(subgraphs: readonly Subgraph[]): Promise<() => Promise<void>> {
  const started: Worker[] = [];
  const stop = async () => {
    for (const worker of started.reverse()) await worker.stop();
    started.length = 0;
  };
  try {
    for (const worker of subgraphs.flatMap((s) => s.workers)) {
      await worker.start();
      started.push(worker);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** The one subgraph that resolves credentials: a product without it, or with two, is misassembled. */
export function credentialsOf(subgraphs: readonly Subgraph[]): Credentials {
  const offering = subgraphs.filter((s) => s.credentials);
  if (offering.length !== 1) {
    throw new Error(
      `Exactly one subgraph must resolve credentials; found ${offering.map((s) => s.name).join(', ') || 'none'}`,
    );
  }
  return offering[0]!.credentials!;
}
