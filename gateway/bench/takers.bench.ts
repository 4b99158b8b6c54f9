/**
 * Test takers benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:takers [--takers 500] [--seconds 120] [--every 5] [--spread 0.5]
 *     [--smoke] [--time-limit 900]
 *
 * `takers` signed-in users take the demo's free tests through the gateway: each starts a test, answers one
 * question every `every` seconds on average (each pause drawn evenly within ± `spread` of it; `--spread 0` keeps
 * everyone in step, so a test's takers all finish in the same moment), saved one by one as the session page does,
 * finishes when every question is answered (the session is scored in that request) and starts the next free
 * test, until the time is up. Prints the latency p50/p95 of an answer (also by stretch of the run), of finishing
 * (scoring included) and of starting a session (the drawing included), and the database's transactions. First,
 * 30 other takers start, answer and finish one request at a time, for each kind of operation's CPU alone.
 * `--smoke`: 10 takers for 6 s, an answer every half second, 4 takers one request at a time.
 *
 * The server (this process) runs on core 1 and the takers (a child process) on core 0 where `taskset` allows;
 * PostgreSQL (DATABASE_URL's server, or the embedded one) is not pinned. The data is a database of its own,
 * dropped at the end.
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { seedDemoData } from '@platform/db/seed';
import { openDatabaseServer } from '@platform/db/server';
import { createSession } from '@platform/subgraph-accounts/testing';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { benchDatabase, countingLog, latencySummary, ms } from './support.ts';
import type { TakerOrders, TakerReport } from './takers/load.ts';
import { operationCosts } from './takers/one-at-a-time.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    takers: { type: 'string' },
    seconds: { type: 'string' },
    every: { type: 'string' },
    spread: { type: 'string', default: '0.5' },
  },
});
const bench = startBench('bench:takers', values, { fullSeconds: 900, smokeSeconds: 60 });
const takers = bench.size(values.takers, 500, 10);
const seconds = bench.size(values.seconds, 120, 6);
const every = bench.size(values.every, 5, 0.5);

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'takers', { max: 10 });
bench.defer(() => db.drop());
bench.step('seeding the demo data and the takers');
await seedDemoData(db.prisma);
const tests = await db.prisma.test.findMany({
  where: { status: 'ACTIVE', priceRials: 0 },
  orderBy: { createdAt: 'asc' },
});
// The load's takers, and 40 more who first take the tests one request at a time (10 to warm up, 30 counted).
const warmUp = bench.smoke ? 2 : 10;
const alone = bench.smoke ? 4 : 40;
const users = await db.prisma.user.createManyAndReturn({
  data: Array.from({ length: takers + alone }, (_, i) => ({
    displayName: `Taker ${i}`,
    registeredAt: new Date(),
  })),
  select: { id: true },
});
const allTokens = await Promise.all(
  users.map(async (u) => (await createSession(db.prisma, u.id, { days: 1 })).token),
);
const tokens = allTokens.slice(0, takers);
const logged = countingLog();
const app = await createApp({ prisma: db.prisma, trustProxy: 'loopback', log: logged.log });
bench.defer(() => app.stop());
const base = await app.listen(0, '127.0.0.1');

const load = bench.track(
  fork(new URL('./takers/load.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] }),
);
await new Promise((resolve) => load.once('message', resolve));
const pinned = bench.pin(process.pid, '1') && bench.pin(load.pid!, '0');
console.log(
  `${takers} takers of ${tests.map((t) => t.slug).join(', ')}, an answer every ${every} s each on average (± ${Number(values.spread) * 100}%), for ` +
    `${seconds} s; ${pinned ? 'server on core 1, takers on core 0' : 'not pinned'}\n`,
);
const testIds = tests.map((t) => encodeGlobalID('Test', t.id));
bench.step('taking the tests one request at a time');
await operationCosts(`${base}/graphql`, allTokens.slice(takers, takers + warmUp), testIds);
const costs = await operationCosts(`${base}/graphql`, allTokens.slice(takers + warmUp), testIds);
console.log(
  `one at a time (CPU of server and client, one process): start ${ms(costs.start)}, ` +
    `answer ${ms(costs.answer)}, finish ${ms(costs.finish)}\n`,
);
const statements0 = await db.prisma.$queryRaw<
  { n: bigint }[]
>`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`;
bench.step(`${takers} takers answering for ${seconds} s`);
const cpu0 = process.cpuUsage();
const report = await new Promise<TakerReport>((resolve) => {
  load.once('message', (message) => resolve(message as TakerReport));
  load.send({
    url: `${base}/graphql`,
    seconds,
    everySeconds: every,
    spread: Number(values.spread),
    tokens,
    tests: testIds,
  } satisfies TakerOrders);
});
const statements1 = await db.prisma.$queryRaw<
  { n: bigint }[]
>`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`;
const cpu = process.cpuUsage(cpu0);
const answers = latencySummary(report.answers);
const finishes = latencySummary(report.finishes);
const starts = latencySummary(report.starts);
const operations = answers.count + finishes.count + starts.count;
console.log(
  `answers: ${answers.count} (${(answers.count / seconds).toFixed(1)} a second), p50 ${ms(answers.p50)}, p95 ${ms(answers.p95)}`,
);
console.log(
  `finishing (scoring included): ${finishes.count}, p50 ${ms(finishes.p50)}, p95 ${ms(finishes.p95)}`,
);
console.log(`starting (drawing included): ${starts.count}, p50 ${ms(starts.p50)}, p95 ${ms(starts.p95)}`);
console.log(
  `sessions started ${report.sessions}; database transactions ${Number(statements1[0]!.n - statements0[0]!.n)}; ` +
    `server CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, ` +
    `${((cpu.user + cpu.system) / 1000 / operations).toFixed(2)} ms per operation`,
);
// Answers by when they were sent: the first seconds hold every taker's first start.
const windowSeconds = Math.max(5, Math.round(seconds / 6));
const windows: string[] = [];
for (let from = 0; from < seconds; from += windowSeconds) {
  const inWindow = report.answers.filter(
    (_, i) => report.answeredAt[i]! >= from && report.answeredAt[i]! < from + windowSeconds,
  );
  const summary = latencySummary(inWindow);
  if (summary.count)
    windows.push(`${from}–${from + windowSeconds} s: ${summary.count}, p95 ${ms(summary.p95)}`);
}
console.log(`answers by ${windowSeconds} s window: ${windows.join('; ')}`);
console.log(`failures: ${JSON.stringify(report.failures)}; gateway log: ${logged.counts}`);
bench.figure('answers a second', answers.count / seconds);
bench.figure('answer p95', answers.p95, 'ms');
bench.figure('finishing p95', finishes.p95, 'ms');
bench.figure('starting p95', starts.p95, 'ms');
bench.figure(
  'failures',
  Object.values(report.failures).reduce((a, b) => a + b, 0),
);
await bench.end();
