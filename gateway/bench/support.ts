/** What the benchmark scripts share: a database of their own, GraphQL over HTTP with timings, free ports, figures. */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { createPrisma, type Prisma } from '@platform/db';
import {
  createDatabase,
  dropAbandonedDatabases,
  dropDatabase,
  processDatabaseName,
  withDatabase,
} from '@platform/db/admin';
import { applyMigrations } from '@platform/db/migrations';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** p50 / p95 of some latencies, printed in milliseconds. */
export function latencySummary(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), count: sorted.length };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** A TCP port nothing listens on now, for a server that must keep its address across restarts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A migrated database of the script's own on `serverUrl`, dropped by `drop()`. */
export async function benchDatabase(serverUrl: string, name: string, options: { max?: number } = {}) {
  // A run stopped by a kill could not drop its database: the next run of the same script does.
  await dropAbandonedDatabases(serverUrl, `bench_${name}`);
  const url = withDatabase(serverUrl, processDatabaseName(`bench_${name}`));
  await createDatabase(url);
  await applyMigrations(url);
  const prisma: Prisma = createPrisma(url, { max: options.max ?? 10 });
  return {
    url,
    prisma,
    async drop() {
      await prisma.$disconnect();
      await dropDatabase(url);
    },
  };
}

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; retryAfter?: number };
}

/** One HTTP answer as a client saw it: a status (0 when none arrived), the body, and how long it took. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  ms: number;
  data?: T | null;
  errors?: GraphQLErrorBody[];
  retryAfter?: number;
  /** Why no answer arrived: a network error, a timeout, or an abort. */
  failure?: string;
}

/**
 * Posts one GraphQL operation. Never throws: a refused connection, a timeout (`timeoutMs`) or an abort
 * (`signal`) is an answer with status 0 and the reason, as a client would have to handle it.
 */
export async function post<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Answer<T>> {
  const t0 = performance.now();
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined];
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.any(signals.filter((s): s is AbortSignal => !!s)),
    });
    const text = await response.text();
    let body: { data?: T | null; errors?: GraphQLErrorBody[] } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { errors: [{ message: text.slice(0, 200), extensions: { code: `HTTP_${response.status}` } }] };
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      status: response.status,
      ms: performance.now() - t0,
      data: body.data,
      ...(body.errors ? { errors: body.errors } : {}),
      ...(retryAfter > 0 ? { retryAfter } : {}),
    };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const failure =
      e.name === 'TimeoutError'
        ? 'timeout'
        : e.name === 'AbortError'
          ? 'aborted'
          : (e.cause?.code ?? e.message);
    return { status: 0, ms: performance.now() - t0, failure };
  }
}

/** The codes of an answer's errors, or its failure, e.g. `SERVICE_UNAVAILABLE`, `ECONNREFUSED`, `timeout`. */
export function codesOf(answer: Answer<unknown>): string[] {
  if (answer.failure) return [answer.failure];
  return [...new Set((answer.errors ?? []).map((e) => e.extensions?.code ?? 'NO_CODE'))];
}

/** Counts of things seen, printed as `A 12, B 3`. */
export class Tally {
  private readonly counts = new Map<string, number>();
  add(key: string, n = 1) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }
  get(key: string) {
    return this.counts.get(key) ?? 0;
  }
  get size() {
    return this.counts.size;
  }
  toString() {
    return [...this.counts].map(([key, n]) => `${key} ${n}`).join(', ') || 'none';
  }
}

/**
 * A `log` for the product that counts messages (request ids dropped) instead of printing them; with DEBUG_BENCH
 * set, the first error of each message is printed in full.
 */
export function countingLog() {
  const counts = new Tally();
  return {
    counts,
    log(message: string, error?: unknown) {
      const key = message.replace(/ in request \S+/, '');
      if (process.env.DEBUG_BENCH && !counts.get(key)) console.dir({ message: key, error }, { depth: 8 });
      counts.add(key);
    },
  };
}

/**
 * The jobs page's query exactly as the client sends it (its Relay artifact), and the variables of a search on it:
 * the page size is the client's own (`JOBS_PAGE_SIZE`), read from where it is written.
 */
export function jobsPageQuery() {
  const read = (path: string) => readFileSync(new URL(`../../client/src/${path}`, import.meta.url), 'utf8');
  const artifact = read('__generated__/JobsPageQuery.graphql.ts');
  const query = JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)![1]!) as string;
  const first = Number(/export const JOBS_PAGE_SIZE = (\d+);/.exec(read('features/jobs/jobSearch.ts'))![1]);
  return { query, variables: (search: string | null) => (search ? { first, search } : { first }) };
}
