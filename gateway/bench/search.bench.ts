/**
 * Job search benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:search [--jobs 200000] [--requests 400] [--clients 4] [--fresh]
 *     [--smoke] [--time-limit 1800]
 *
 * Uses DATABASE_URL's server or the embedded PostgreSQL, in a database of its own (`bench_search_<jobs>`) that
 * later runs reuse (`--fresh` seeds it again). Two servers run in child processes on that database, pinned to
 * core 1 when `taskset` is there, while this process (the load) runs on core 0:
 *
 * - the gateway as `npm start` runs it (production mode, Node running the TypeScript itself), every subgraph in
 *   its process;
 * - the jobs subgraph served alone (subgraphs/jobs/src/server.ts).
 *
 * P1: the jobs page's own query (JobsPageQuery, as the client sends it: results and facets) over HTTP to each,
 * alternating rounds, searches drawn with Zipf's law; p95 of each, their ratio, and each process's CPU per request
 * (from /proc/<pid>/stat).
 * P3: through the gateway, cold searches (never asked within the search cache's lifetime) of two title words and
 * of the most common words, and repeated searches (Zipf, s = 1).
 * The floor: `{ __typename }` through the gateway, and one search's page asked again and again (from the search
 * cache, no SQL) through each.
 *
 * `--smoke`: 300 jobs, 40 requests by 2 clients, on a database of its own that is dropped at the end, without
 * waiting for the search cache to forget (so "cold" searches may be answered from it).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPrisma } from '@platform/db';
import { createDatabase, databaseExists, dropDatabase, withDatabase } from '@platform/db/admin';
import { applyMigrations } from '@platform/db/migrations';
import { seedGeneratedJobs } from '@platform/db/seed';
import { openDatabaseServer } from '@platform/db/server';
import { isStopword } from '@platform/rules/search-text';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { jobsPageQuery } from './support.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    jobs: { type: 'string' },
    requests: { type: 'string' },
    clients: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});
const bench = startBench('bench:search', values, { fullSeconds: 1800, smokeSeconds: 60 });
const jobCount = bench.size(values.jobs, 200_000, 300);
const requests = bench.size(values.requests, 400, 40);
const clients = bench.size(values.clients, 4, 2);
/** The search cache keeps an answer this long (search.cache.ts); a cold search is one not asked within it. */
const cacheLifetimeMs = bench.smoke ? 0 : 10_000;

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
// A smoke run's database is its own, so that it runs beside anything; a full run's is kept for the next.
const url = withDatabase(
  server.url,
  bench.smoke ? `bench_search_smoke_${Date.now().toString(36)}` : `bench_search_${jobCount}`,
);
if (values.fresh) await dropDatabase(url);
if (!(await databaseExists(url))) await createDatabase(url);
if (bench.smoke) bench.defer(() => dropDatabase(url));
const migrated = await applyMigrations(url);
const prisma = createPrisma(url, { max: 2 });
const existing = await prisma.job.count();
// A migration that rewrote every job leaves dead rows and a long GIN pending list: clean up as autovacuum would.
if (migrated.length && existing) await prisma.$executeRawUnsafe('VACUUM ANALYZE jobs');
if (existing < jobCount) {
  bench.step(`seeding ${jobCount - existing} generated jobs`);
  const started = performance.now();
  console.log(`Seeding ${jobCount - existing} generated jobs…`);
  await seedGeneratedJobs(prisma, jobCount - existing, { seed: 1 + existing });
  await prisma.$executeRawUnsafe('VACUUM ANALYZE jobs');
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

// The searches: two words of sampled jobs, and the most common words.
// A smoke run's few jobs fill a few pages: sample them all.
const titles = await prisma.$queryRaw<{ title: string; skills: string[] }[]>`
  SELECT title, skills FROM jobs TABLESAMPLE SYSTEM (${bench.smoke ? 100 : 2}) REPEATABLE (7) LIMIT 4000`;
// Two words of a title ("برنامه‌نویس فول‌استک"), and a title word with a skill the job asks for ("DevOps Kafka").
const pairs = new Set<string>();
for (const { title, skills } of titles) {
  const words = title.split(/\s+/).filter((w) => w.length > 1 && !isStopword(w));
  for (let i = 0; i + 1 < words.length; i++) pairs.add(`${words[i]} ${words[i + 1]}`);
  for (const skill of skills) if (words[0] && !skill.includes(' ')) pairs.add(`${words[0]} ${skill}`);
}
const multiTerm = [...pairs];
const commonWords = (
  await prisma.$queryRaw<{ word: string; ndoc: number }[]>`
    SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM jobs') ORDER BY ndoc DESC LIMIT 80`
)
  .filter((w) => !isStopword(w.word) && /\p{L}{3}/u.test(w.word))
  .slice(0, 20);
const total = await prisma.job.count();
await prisma.$disconnect();

/** The jobs page's query exactly as the client sends it (its Relay artifact). */
// The page's query exactly as the client sends it.
const page = jobsPageQuery();

const pinned = bench.pin(process.pid, '0');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts a server script in a child process on core 1 and waits until it answers GraphQL. */
async function startChild(script: string, env: Record<string, string>, endpoint: string) {
  const child: ChildProcess = bench.track(
    fork(script, [], {
      execArgv: [],
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
  );
  bench.defer(() => child.kill('SIGKILL'));
  if (pinned) bench.pin(child.pid!, '1');
  for (let tries = 0; ; tries++) {
    try {
      const answer = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (answer.ok) break;
    } catch {
      if (tries > 300) throw new Error(`${script} did not start`);
    }
    await sleep(200);
  }
  return child;
}

/** CPU time (ms) a process has used, from /proc (Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in USER_HZ (100) ticks
}

/** Search traffic repeats: requests draw from the list with Zipf's law (s = 1), as search logs show. */
function zipf(list: string[], count: number): string[] {
  const weights = list.map((_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  let state = 42;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    let r = random() * sum;
    for (let i = 0; i < list.length; i++) if ((r -= weights[i]!) <= 0) return list[i]!;
    return list.at(-1)!;
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Target {
  name: string;
  endpoint: string;
  pid: number;
}

/** The jobs page's query for a search, as the client sends it. */
const pageBody = (search: string) => JSON.stringify({ query: page.query, variables: page.variables(search) });

/** Sends `searches` in order with `clients` concurrent clients; the latency of each and the target's CPU. */
async function load(target: Target, searches: string[], bodyOf = pageBody) {
  const times: number[] = [];
  let next = 0;
  const cpuBefore = cpuMs(target.pid);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < searches.length) {
        const search = searches[next++]!;
        const t0 = performance.now();
        const response = await fetch(target.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'fa' },
          body: bodyOf(search),
        });
        const body = (await response.json()) as { errors?: unknown };
        times.push(performance.now() - t0);
        if (body.errors) throw new Error(`${target.name}: ${JSON.stringify(body.errors)}`);
      }
    }),
  );
  return { times, cpuMs: cpuMs(target.pid) - cpuBefore };
}

bench.step('starting the servers');
const identitySecret = 'bench-search-identity-secret-0123456789abcdef';
const gatewayPort = await freePort();
const jobsPort = await freePort();
const gateway: Target = {
  name: 'gateway',
  endpoint: `http://127.0.0.1:${gatewayPort}/graphql`,
  pid: (
    await startChild(
      new URL('./search/gateway-server.ts', import.meta.url).pathname,
      { DATABASE_URL: url, PORT: String(gatewayPort), IDENTITY_SECRET: identitySecret },
      `http://127.0.0.1:${gatewayPort}/graphql`,
    )
  ).pid!,
};
const jobs: Target = {
  name: 'jobs subgraph',
  endpoint: `http://127.0.0.1:${jobsPort}/`,
  pid: (
    await startChild(
      new URL('../../subgraphs/jobs/src/server.ts', import.meta.url).pathname,
      { DATABASE_URL: url, JOBS_SUBGRAPH_PORT: String(jobsPort), IDENTITY_SECRET: identitySecret },
      `http://127.0.0.1:${jobsPort}/`,
    )
  ).pid!,
};

console.log(
  `\n${total} jobs, ${clients} clients; ${pinned ? 'load on core 0, servers on core 1' : 'not pinned'}; ` +
    `${multiTerm.length} two-word searches, e.g. ${multiTerm
      .slice(0, 3)
      .map((q) => `"${q}"`)
      .join(', ')}; the most common words, e.g. ${commonWords
      .slice(0, 3)
      .map((w) => `"${w.word}" (${w.ndoc} jobs)`)
      .join(', ')}\n`,
);

// Warm both servers up (connections, compiled code, PostgreSQL's buffers) on searches not measured below.
bench.step('warming up');
const warmUp = multiTerm.slice(bench.smoke ? -20 : -200);
await load(gateway, warmUp);
await load(jobs, warmUp);
await sleep(cacheLifetimeMs);

const line = (label: string, times: number[], cpu: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(
      sorted,
      95,
    )
      .toFixed(1)
      .padStart(
        6,
      )} ms   Node CPU ${(cpu / times.length).toFixed(2).padStart(5)} ms/request   (${times.length} requests)`,
  );
  return { p95: percentile(sorted, 95), cpu: cpu / times.length };
};

// P1: the same Zipf traffic to each, in alternating rounds so that both see the same machine.
const p1Searches = zipf(multiTerm.slice(0, 300), requests);
const p1 = { gateway: { times: [] as number[], cpu: 0 }, jobs: { times: [] as number[], cpu: 0 } };
const rounds = 4;
for (let round = 0; round < rounds; round++) {
  bench.step(`P1, round ${round + 1} of ${rounds}`);
  const part = p1Searches.slice((round * requests) / rounds, ((round + 1) * requests) / rounds);
  for (const [key, target] of (round % 2
    ? [
        ['jobs', jobs],
        ['gateway', gateway],
      ]
    : [
        ['gateway', gateway],
        ['jobs', jobs],
      ]) as ['gateway' | 'jobs', Target][]) {
    const { times, cpuMs: cpu } = await load(target, part);
    p1[key].times.push(...times);
    p1[key].cpu += cpu;
  }
}
console.log('P1: the jobs page (JobsPageQuery, results and facets), Zipf traffic');
const g = line('  through the gateway', p1.gateway.times, p1.gateway.cpu);
const s = line('  to the jobs subgraph alone', p1.jobs.times, p1.jobs.cpu);
console.log(
  `  gateway / subgraph: p95 ×${(g.p95 / s.p95).toFixed(2)} (target ≤ 1.5), Node CPU ${(g.cpu - s.cpu >= 0 ? '+' : '') + (g.cpu - s.cpu).toFixed(2)} ms/request (target ≤ +1.5)\n`,
);

// P3: through the gateway. Cold searches are each asked once within the cache's lifetime.
bench.step('P3');
console.log('P3: through the gateway');
await sleep(cacheLifetimeMs);
const cold = multiTerm.slice(0, Math.min(requests, multiTerm.length - warmUp.length));
const coldRun = await load(gateway, cold);
const coldTwoWords = line('  cold two-word searches (target p95 ≤ 35)', coldRun.times, coldRun.cpuMs);
const common = { times: [] as number[], cpu: 0 };
for (let pass = 0; pass < (bench.smoke ? 1 : 5); pass++) {
  await sleep(cacheLifetimeMs);
  const run = await load(
    gateway,
    commonWords.map((w) => w.word),
  );
  common.times.push(...run.times);
  common.cpu += run.cpuMs;
}
const coldCommon = line('  cold common words (target p95 ≤ 25)', common.times, common.cpu);
await sleep(cacheLifetimeMs);
const repeated = await load(gateway, zipf(multiTerm.slice(0, 300), requests));
const repeatedZipf = line('  repeated searches, Zipf (target p95 ≤ 15)', repeated.times, repeated.cpuMs);

// The floor: what a request costs when PostgreSQL has nothing to do. The smallest operation through the gateway
// (its HTTP, security headers, budgets and Apollo Server), and one search's page asked again and again (its
// match, count, facets and cards from the search cache: no SQL), through the gateway and to the subgraph alone.
bench.step('the floor');
console.log('\nThe floor: requests that need no SQL');
const typenameRun = await load(gateway, Array<string>(requests).fill(''), () =>
  JSON.stringify({ query: '{ __typename }' }),
);
line('  { __typename } through the gateway', typenameRun.times, typenameRun.cpuMs);
const same = Array<string>(requests).fill(multiTerm[0]!);
const cachedGateway = await load(gateway, same);
const floor = line('  one page again, through the gateway', cachedGateway.times, cachedGateway.cpuMs);
const cachedJobs = await load(jobs, same);
line('  one page again, to the jobs subgraph alone', cachedJobs.times, cachedJobs.cpuMs);

bench.figure('P1 Node CPU through the gateway', g.cpu, 'ms');
bench.figure('P1 p95 gateway / subgraph', g.p95 / s.p95, '×');
bench.figure('P3 cold two-word p95', coldTwoWords.p95, 'ms');
bench.figure('P3 cold common p95', coldCommon.p95, 'ms');
bench.figure('P3 repeated p95', repeatedZipf.p95, 'ms');
bench.figure('a page again, Node CPU', floor.cpu, 'ms');
await bench.end();
