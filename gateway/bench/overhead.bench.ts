/**
 * Gateway overhead benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:overhead [--jobs 3000] [--requests 1000] [--clients 4] [--rounds 4]
 *     [--cpu-prof DIR] [--smoke] [--time-limit 900]
 *
 * What the gateway adds to a request. The jobs page's own query (the client's `JobsPageQuery`, read from the
 * generated Relay artifact: results and facets) is sent over HTTP, by `clients` clients at once, to (A) the jobs
 * subgraph served alone (the kit's `startSubgraphServer`) and (B) the product's gateway with every subgraph
 * in-process, each a process of its own on the same database, searching in PostgreSQL (no in-memory index). A and
 * B take turns, `rounds` times each, `requests` requests a turn, each with the same searches (two words of real
 * titles, one request in four without a search) in the same order. The servers run on core 1 and this script on
 * core 0 where `taskset` allows; PostgreSQL is not pinned.
 *
 * Prints each target's p50/p95 and its server's CPU per request (from `process.cpuUsage`), per round and pooled,
 * and B over A: p95 as a ratio (target ≤ 1.5×) and CPU as a difference (target ≤ 1.5 ms). `--cpu-prof DIR`
 * writes a V8 CPU profile of each server to DIR (open it in Chrome's DevTools or speedscope). The jobs are
 * generated once into a database of their own (`bench_overhead_<jobs>`), kept for later runs. `--smoke`: 300 jobs,
 * 2 rounds of 40 requests by 2 clients, on a database of its own that is dropped at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createPrisma } from '@platform/db';
import { createDatabase, databaseExists, dropDatabase, withDatabase } from '@platform/db/admin';
import { applyMigrations } from '@platform/db/migrations';
import { seedGeneratedJobs } from '@platform/db/seed';
import { openDatabaseServer } from '@platform/db/server';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import type { ServerKind, ServerMessage } from './overhead/server.ts';
import { jobsPageQuery, latencySummary, ms } from './support.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    jobs: { type: 'string' },
    requests: { type: 'string' },
    clients: { type: 'string' },
    rounds: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const bench = startBench('bench:overhead', values, { fullSeconds: 900, smokeSeconds: 60 });
const jobCount = bench.size(values.jobs, 3000, 300);
const requests = bench.size(values.requests, 1000, 40);
const clients = bench.size(values.clients, 4, 2);
const rounds = bench.size(values.rounds, 4, 2);

bench.step('opening the database');
const dbServer = await openDatabaseServer();
bench.defer(() => dbServer.stop());
// A smoke run's database is its own, so that it runs beside anything; a full run's is kept for the next.
const url = withDatabase(
  dbServer.url,
  bench.smoke ? `bench_overhead_smoke_${Date.now().toString(36)}` : `bench_overhead_${jobCount}`,
);
if (!(await databaseExists(url))) await createDatabase(url);
if (bench.smoke) bench.defer(() => dropDatabase(url));
await applyMigrations(url);
const prisma = createPrisma(url, { max: 2 });
const existing = await prisma.job.count();
if (existing < jobCount) {
  bench.step(`seeding ${jobCount - existing} generated jobs`);
  console.log(`Seeding ${jobCount - existing} generated jobs…`);
  await seedGeneratedJobs(prisma, jobCount - existing, { seed: 1 + existing });
  await prisma.$executeRawUnsafe('VACUUM ANALYZE jobs');
}
const titles = await prisma.$queryRaw<{ title: string }[]>`
  SELECT title FROM jobs ORDER BY md5(id::text) LIMIT ${bench.smoke ? 40 : 400}`;
await prisma.$disconnect();
const words = (title: string) => title.split(/\s+/).filter((w) => w.length > 1);
const searches = titles
  .map((t) => words(t.title).slice(0, 2).join(' '))
  .map((q, i) => (i % 4 === 3 || !q.includes(' ') ? null : q));

// The page's query exactly as the client sends it.
const page = jobsPageQuery();

interface Target {
  kind: ServerKind;
  label: string;
  child: ChildProcess;
  url: string;
  latencies: number[];
  cpuMs: number;
  count: number;
}

function ask<T>(child: ChildProcess, message: string, pick: (m: ServerMessage) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const listener = (m: ServerMessage) => {
      const value = pick(m);
      if (value === undefined) return;
      child.off('message', listener);
      resolve(value);
    };
    child.on('message', listener);
    if (message) child.send(message);
  });
}

async function start(kind: ServerKind, label: string): Promise<Target> {
  const profiling = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [];
  const child = bench.track(
    fork(
      new URL('./overhead/server.ts', import.meta.url).pathname,
      ['--kind', kind, '--database', url, '--connections', String(clients + 2)],
      { execArgv: profiling, env: { ...process.env, NODE_ENV: 'production' } },
    ),
  );
  const childUrl = await ask(child, '', (m) => ('url' in m ? m.url : undefined));
  bench.pin(child.pid!, '1');
  return { kind, label, child, url: childUrl, latencies: [], cpuMs: 0, count: 0 };
}

const cpuOf = (target: Target) =>
  ask(target.child, 'cpu', (m) => ('cpuMicros' in m ? m.cpuMicros : undefined));

let address = 0;
/** Sends the page's query for each search, `clients` at a time; returns the latencies. */
async function load(target: Target, list: (string | null)[]): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < list.length) {
        const search = list[next++]!;
        const t0 = performance.now();
        const response = await fetch(target.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': 'fa',
            'accept-encoding': 'gzip',
            'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
          },
          body: JSON.stringify({ query: page.query, variables: page.variables(search) }),
        });
        const body = (await response.json()) as { errors?: unknown };
        latencies.push(performance.now() - t0);
        if (response.status !== 200 || body.errors) {
          throw new Error(`${target.label}: ${response.status} ${JSON.stringify(body.errors)}`);
        }
      }
    }),
  );
  return latencies;
}

bench.step('starting the servers');
const subgraph = await start('subgraph', 'A jobs subgraph alone');
const gateway = await start('gateway', 'B gateway');
const pinned = bench.pin(process.pid, '0');
console.log(
  `${jobCount} jobs, JobsPageQuery, ${clients} clients, ${rounds} rounds of ${requests} requests per target; ` +
    (pinned ? 'servers on core 1, clients on core 0' : 'not pinned'),
);

// Warm up both (compiled code, connections, parsed documents and query plans) before measuring.
bench.step('warming up');
const order = Array.from({ length: requests }, (_, i) => searches[(i * 7) % searches.length]!);
for (const target of [subgraph, gateway]) await load(target, [...searches, ...searches]);

const row = (label: string, latencies: number[], cpuMs: number, count: number) => {
  const { p50, p95 } = latencySummary(latencies);
  return `${label.padEnd(22)} p50 ${ms(p50).padStart(7)}  p95 ${ms(p95).padStart(7)}  server CPU ${(
    cpuMs / count
  )
    .toFixed(2)
    .padStart(5)} ms/request`;
};

const roundRatios: { p95: number; cpu: number }[] = [];
for (let round = 1; round <= rounds; round++) {
  bench.step(`round ${round} of ${rounds}`);
  const figures = new Map<Target, { p95: number; cpu: number }>();
  for (const target of round % 2 ? [subgraph, gateway] : [gateway, subgraph]) {
    // The jobs subgraph keeps a search's results for a few seconds: an untimed pass just before each turn leaves
    // both targets' caches alike (every measured search was asked moments ago).
    await load(target, searches);
    const cpu0 = await cpuOf(target);
    const latencies = await load(target, order);
    const cpuMs = ((await cpuOf(target)) - cpu0) / 1000;
    target.latencies.push(...latencies);
    target.cpuMs += cpuMs;
    target.count += latencies.length;
    figures.set(target, { p95: latencySummary(latencies).p95, cpu: cpuMs / latencies.length });
    console.log(`round ${round}  ${row(target.label, latencies, cpuMs, latencies.length)}`);
  }
  const a = figures.get(subgraph)!;
  const b = figures.get(gateway)!;
  roundRatios.push({ p95: b.p95 / a.p95, cpu: b.cpu - a.cpu });
  console.log(
    `round ${round}  B / A: p95 ${(b.p95 / a.p95).toFixed(2)}×, CPU +${(b.cpu - a.cpu).toFixed(2)} ms`,
  );
}

const median = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)]!;
console.log();
for (const target of [subgraph, gateway]) {
  console.log(`pooled   ${row(target.label, target.latencies, target.cpuMs, target.count)}`);
}
const a = latencySummary(subgraph.latencies);
const b = latencySummary(gateway.latencies);
const cpuA = subgraph.cpuMs / subgraph.count;
const cpuB = gateway.cpuMs / gateway.count;
console.log(
  `\nB / A pooled: p95 ${(b.p95 / a.p95).toFixed(2)}× (target ≤ 1.5×), p50 ${(b.p50 / a.p50).toFixed(2)}×; ` +
    `server CPU +${(cpuB - cpuA).toFixed(2)} ms/request (target ≤ 1.5 ms)`,
);
console.log(
  `B / A median of the rounds: p95 ${median(roundRatios.map((r) => r.p95)).toFixed(2)}×, ` +
    `server CPU +${median(roundRatios.map((r) => r.cpu)).toFixed(2)} ms/request`,
);

bench.figure('p95 B / A', b.p95 / a.p95, '×');
bench.figure('server CPU B − A', cpuB - cpuA, 'ms/request');

bench.step('stopping the servers');
for (const target of [subgraph, gateway]) {
  const log = await ask(target.child, 'stop', (m) => ('log' in m ? m.log : undefined));
  if (log !== 'none') console.log(`${target.label} log: ${log}`);
  await new Promise((resolve) => target.child.once('exit', resolve));
}
await bench.end();
