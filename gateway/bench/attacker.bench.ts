/**
 * Attacker benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:attacker [--jobs 20000] [--users 4] [--phase 30] [--rounds 2]
 *     [--warm-up 15] [--accounts 4] [--cost-window 6] [--visitor-cost 500] [--smoke] [--time-limit 900]
 *
 * On `jobs` generated jobs (a database of its own, dropped at the end), `users` visitors load the jobs page one
 * after another, each load from a new address, with the client's own `JobsPageQuery` (read from the generated
 * Relay artifact) and searches made of two words of real titles (one load in four browses without a search).
 * After a warm-up, quiet phases and attack phases of `phase` seconds alternate `rounds` times. In an attack phase
 * one attacker, from an address of its own, sends as fast as one client can the worst operation the limits let a
 * visitor send: the candidates (`attacker/operations.ts`: up to 30 aliased `jobs(first: 100, search: …)` with
 * facets and long texts, each filling the visitor's cost limit) are timed alone first and the slowest is used,
 * with new search words in every request. The attacker ignores Retry-After.
 *
 * Prints the users' p50/p95 per phase, the attacked p95 over the quiet one (target ≤ 2×), the same while the
 * attacker was still being served (a visitor's cost budget is per minute, so it is served in a burst and then gets
 * 429s), what the attacker got (served, 429, anything else), the server's CPU per phase, and a CPU profile of one
 * attack request alone. `--cost-window` is a what-if: the gateway's cost budgets per that many seconds, points
 * scaled alike (the same budget a minute, spent without a burst); `--visitor-cost` another visitor's cost limit per
 * operation (the attacker's operation is rebuilt to fill it). The server (this process) runs on core 1, the
 * users and the attacker (a child process) on core 0 where `taskset` allows; PostgreSQL is not pinned.
 *
 * `--accounts N`: the attackers are N fresh signed-in accounts instead, each from an address of its own, sending back
 * to back job searches whose words are typos, as many as a user's cost limit allows: no job has their words, so
 * each would fall back to similar titles (the trigram index of every title).
 * `--smoke`: 300 jobs, 2 users, one quiet and one attack phase of 2 s.
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { seedGeneratedJobs } from '@platform/db/seed';
import { openDatabaseServer } from '@platform/db/server';
import { createRateLimits, type Bucket, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { costLimits } from '../src/edge/operation-limits.ts';
import { gatewayBuckets } from '../src/edge/rate-limits.ts';
import type { AttackerOrders, Phase, PhaseFigures } from './attacker/load.ts';
import { createSession } from '@platform/subgraph-accounts/testing';
import { attackOperations, similarTitlesShape, type AttackOperation } from './attacker/operations.ts';
import { profile } from './profile.ts';
import { benchDatabase, countingLog, jobsPageQuery, latencySummary, ms, post } from './support.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    jobs: { type: 'string' },
    users: { type: 'string' },
    phase: { type: 'string' },
    rounds: { type: 'string' },
    'warm-up': { type: 'string' },
    accounts: { type: 'string' },
    // What if: the gateway's cost budgets per this many seconds (points scaled alike) instead of per minute.
    'cost-window': { type: 'string' },
    // What if: a visitor's operation may cost at most this much (the attacker's operation shrinks with it).
    'visitor-cost': { type: 'string' },
  },
});
const bench = startBench('bench:attacker', values, { fullSeconds: 900, smokeSeconds: 60 });
const jobs = bench.size(values.jobs, 20_000, 300);
const users = bench.size(values.users, 4, 2);
const phaseSeconds = bench.size(values.phase, 30, 2);
const rounds = bench.size(values.rounds, 2, 1);
const warmUpSeconds = bench.size(values['warm-up'], 15, 1);
const accounts = Number(values.accounts ?? 0);
if (values['visitor-cost']) (costLimits as { visitor: number }).visitor = Number(values['visitor-cost']);

/** The product's rate limits, but with the gateway's cost budgets counted per `seconds` (a what-if). */
function costBudgetsPer(seconds: number): RateLimits {
  const limits = createRateLimits();
  const costBuckets = new Set<string>(Object.values(gatewayBuckets.cost).map((b) => b.name));
  const rescaled = (bucket: Bucket) =>
    costBuckets.has(bucket.name)
      ? { ...bucket, points: (bucket.points * seconds) / bucket.seconds, seconds }
      : bucket;
  return {
    kind: limits.kind,
    take: (bucket, caller, points) => limits.take(rescaled(bucket), caller, points),
    waitFor: (bucket, caller) => limits.waitFor(rescaled(bucket), caller),
  };
}

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'attacker');
bench.defer(() => db.drop());
bench.step(`seeding ${jobs} generated jobs`);
console.log(`Seeding ${jobs} generated jobs…`);
await seedGeneratedJobs(db.prisma, jobs);
await db.prisma.$executeRawUnsafe('VACUUM ANALYZE jobs');
const logged = countingLog();
const app = await createApp({
  prisma: db.prisma,
  trustProxy: 'loopback',
  log: logged.log,
  rateLimits: values['cost-window'] ? costBudgetsPer(Number(values['cost-window'])) : undefined,
});
bench.defer(() => app.stop());
const url = `${await app.listen(0, '127.0.0.1')}/graphql`;

// The page's query exactly as the client sends it.
const page = jobsPageQuery();

// A smoke run's few jobs fill a few pages: sample them all.
const titles = await db.prisma.$queryRaw<{ title: string }[]>`
  SELECT title FROM jobs TABLESAMPLE SYSTEM (${bench.smoke ? 100 : 5}) REPEATABLE (3) LIMIT 400`;
const words = (title: string) => title.split(/\s+/).filter((w) => w.length > 1);
const twoWords = titles.map((t) => words(t.title).slice(0, 2).join(' ')).filter((q) => q.includes(' '));
const searches = twoWords.map((q, i) => (i % 4 === 3 ? null : q));
const titleWords = [...new Set(titles.flatMap((t) => words(t.title)))];
// Signed-in attackers' words are typos no title has whole: a real word but its last letter, and two letters after.
const attackWords = accounts
  ? titleWords.filter((w) => w.length > 3).map((w, i) => `${w.slice(0, -1)}${'qxzj'[i % 4]}${'vkw'[i % 3]}`)
  : titleWords;

// Who attacks: one visitor, or fresh accounts each from an address of its own.
const senders: Record<string, string>[] = [];
/** A fresh account's bearer token. */
async function account(name: string) {
  const user = await db.prisma.user.create({ data: { displayName: name, registeredAt: new Date() } });
  return `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`;
}
for (let a = 0; a < Math.max(1, accounts); a++) {
  const headers: Record<string, string> = { 'x-forwarded-for': `203.0.113.${66 + a}` };
  if (accounts) headers.authorization = await account(`Attacker ${a}`);
  senders.push(headers);
}

/** Times each candidate alone (from addresses of their own, so no budget is spent) and returns the slowest. */
async function slowestAttack(operations: AttackOperation[]) {
  let slowest: { operation: AttackOperation; p50: number } | null = null;
  let n = 0;
  for (const operation of operations) {
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < 5; i++) {
      const variables = Object.fromEntries(
        Array.from({ length: operation.aliases }, (_, a) => [`s${a}`, attackWords[n++ % attackWords.length]]),
      );
      // From addresses (and, signed in, an account) of their own: the attackers' budgets stay whole.
      const from = { 'x-forwarded-for': `12.0.${(n >> 8) & 255}.${n & 255}` };
      const answer = await post(url, operation.query, variables, {
        headers: accounts ? { ...from, authorization: await account(`Timing ${n}`) } : from,
      });
      if (answer.status !== 200 || answer.errors) {
        throw new Error(`"${operation.name}" failed: ${answer.status} ${JSON.stringify(answer.errors)}`);
      }
      times.push(answer.ms);
    }
    const cpu = process.cpuUsage(cpu0);
    const { p50 } = latencySummary(times);
    console.log(
      `  ${operation.name}: ${operation.aliases} aliases of ${operation.first} jobs, cost ${operation.cost}, ` +
        `alone p50 ${ms(p50)}, ` +
        `server CPU ${ms((cpu.user + cpu.system) / 1000 / 5)} each`,
    );
    if (!slowest || p50 > slowest.p50) slowest = { operation, p50 };
  }
  return slowest!.operation;
}

bench.step('timing the attacker’s candidates alone');
console.log(
  accounts
    ? `\nThe attackers: ${accounts} signed-in accounts; their operation, as large as a user may send:`
    : '\nThe attacker’s candidates, each as large as a visitor may send:',
);
const attack = await slowestAttack(
  accounts ? attackOperations(costLimits.user, [similarTitlesShape]) : attackOperations(),
);
console.log(
  `The attacker sends: ${attack.name} (${attack.aliases} aliases of ${attack.first} jobs, cost ${attack.cost})`,
);

// What one such request costs the server, alone: five of them under the profiler.
bench.step('profiling the attack alone');
const profiled = 5;
let bytes = 0;
const byArea = await profile(async () => {
  for (let i = 0; i < profiled; i++) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `12.0.1.${i}`,
        ...(accounts ? { authorization: await account(`Profiled ${i}`) } : {}),
      },
      body: JSON.stringify({
        query: attack.query,
        variables: Object.fromEntries(
          Array.from({ length: attack.aliases }, (_, a) => [
            `s${a}`,
            attackWords[(i * 31 + a) % attackWords.length],
          ]),
        ),
      }),
    });
    bytes += (await response.arrayBuffer()).byteLength;
  }
});
const profiledCpu = byArea.reduce((sum, [, spentMs]) => sum + spentMs, 0);
console.log(
  `Five of them under the profiler: ${(bytes / profiled / 1024).toFixed(0)} KB of JSON each; ` +
    `where the server's CPU went:`,
);
for (const [area, spentMs] of byArea.slice(0, 12)) {
  console.log(`  ${area.padEnd(40)} ${((spentMs / profiledCpu) * 100).toFixed(0).padStart(3)}%`);
}
console.log();

const phases: Phase[] = [{ name: 'warm-up', seconds: warmUpSeconds, attack: false, measured: false }];
for (let round = 1; round <= rounds; round++) {
  phases.push({ name: `quiet ${round}`, seconds: phaseSeconds, attack: false, measured: true });
  phases.push({ name: `attack ${round}`, seconds: phaseSeconds, attack: true, measured: true });
}

const load = bench.track(
  fork(new URL('./attacker/load.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] }),
);
await new Promise((resolve) => load.once('message', resolve));
const pinned = bench.pin(process.pid, '1') && bench.pin(load.pid!, '0');
console.log(
  `${users} users, ${jobs} jobs, phases of ${phaseSeconds} s; ` +
    (values['cost-window'] ? `WHAT-IF: cost budgets per ${values['cost-window']} s; ` : '') +
    (values['visitor-cost']
      ? `WHAT-IF: a visitor's operation costs at most ${values['visitor-cost']}; `
      : '') +
    `${pinned ? 'server on core 1, users and attacker on core 0' : 'not pinned'}`,
);
const cpuByPhase = new Map<string, number>();
let current: { name: string; cpu: NodeJS.CpuUsage } | null = null;
const closePhase = () => {
  if (!current) return;
  const used = process.cpuUsage(current.cpu);
  cpuByPhase.set(current.name, (used.user + used.system) / 1000);
};
const results = await new Promise<PhaseFigures[]>((resolve) => {
  load.on('message', (message: { phase?: string; results?: PhaseFigures[] }) => {
    if (message.phase) {
      bench.step(`the ${message.phase} phase`);
      closePhase();
      current = { name: message.phase, cpu: process.cpuUsage() };
    }
    if (message.results) {
      closePhase();
      resolve(message.results);
    }
  });
  load.send({
    url,
    users,
    pageQuery: page.query,
    pageSize: page.variables(null).first,
    searches,
    attack: { query: attack.query, aliases: attack.aliases, words: attackWords, senders },
    phases,
  } satisfies AttackerOrders);
});

console.log('\nphase        users: loads  p50       p95       server CPU   attacker');
for (const r of results.filter((p) => p.measured)) {
  const { p50, p95, count } = latencySummary(r.latencies);
  const cpu = (cpuByPhase.get(r.name) ?? 0) / (phaseSeconds * 1000);
  const attacker = r.attack
    ? `served ${r.attacker.served} (p50 ${ms(latencySummary(r.attacker.latencies).p50)}), 429 ${r.attacker.limited}; ` +
      `served within the first ${(r.burstMs / 1000).toFixed(1)} s; users' p95 until then ` +
      `${ms(latencySummary(r.burstLatencies).p95)}, after ${ms(latencySummary(r.afterBurstLatencies).p95)}` +
      (r.attacker.other !== 'none' ? `, other ${r.attacker.other}` : '')
    : '';
  console.log(
    `${r.name.padEnd(12)} ${String(count).padStart(11)}  ${ms(p50).padEnd(9)} ${ms(p95).padEnd(9)} ` +
      `${(cpu * 100).toFixed(0).padStart(4)}% of a core  ${attacker}` +
      (r.userFailures !== 'none' ? `  users' failures: ${r.userFailures}` : ''),
  );
}
const pooled = (attackPhase: boolean) =>
  latencySummary(results.filter((p) => p.measured && p.attack === attackPhase).flatMap((p) => p.latencies));
const quiet = pooled(false);
const attacked = pooled(true);
console.log(
  `\nquiet p95 ${ms(quiet.p95)}, attacked p95 ${ms(attacked.p95)}: ${(attacked.p95 / quiet.p95).toFixed(2)}× ` +
    `(target ≤ 2×); p50 ${ms(quiet.p50)} → ${ms(attacked.p50)}`,
);
const burst = latencySummary(results.filter((p) => p.measured && p.attack).flatMap((p) => p.burstLatencies));
console.log(
  `while the attacker was being served (before its budget ran out): p95 ${ms(burst.p95)}, ` +
    `${(burst.p95 / quiet.p95).toFixed(2)}× the quiet p95 (${burst.count} loads)`,
);
console.log(`gateway log: ${logged.counts}`);
bench.figure('quiet p95', quiet.p95, 'ms');
bench.figure('attacked p95', attacked.p95, 'ms');
bench.figure('attacked over quiet', attacked.p95 / quiet.p95, '×');
bench.figure(
  'attacker served',
  results.reduce((n, r) => n + r.attacker.served, 0),
);

load.kill();
await bench.end();
