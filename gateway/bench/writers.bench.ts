/**
 * Writers benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:writers [--writers 200] [--seconds 60] [--cut 0.05] [--cut-within 1000]
 *     [--timeout 5000] [--smoke] [--time-limit 600]
 *
 * `writers` clients write through the gateway for `seconds`: half are visitors applying to jobs, each application
 * from an address of its own (the gateway believes X-Forwarded-For from loopback), half are signed-in users
 * sending messages in their conversations with a client id. Each writer sends one write at a time and retries
 * the same payload until it is acknowledged: after network errors, its own timeout (`timeout` ms), any 5xx and
 * 503 (waiting the Retry-After given), and after the Retry-After of a 429. A share `cut` of all attempts is
 * aborted on purpose 0–`cut-within` ms after it was sent, so that writes whose answer was lost are really retried
 * (and some retries race the attempt still running on the server). When the time is up, each writer finishes its
 * last write.
 *
 * Then the database is asked, by the key each write carries in its text: writes attempted, acknowledged, lost
 * (acknowledged but absent), duplicated (a key with more than one row). Prints throughput and latency p50/p95,
 * of one answer and of a whole write with its retries and waits.
 *
 * The server (this process) runs on core 1 and the writers (a child process) on core 0 where `taskset` allows;
 * PostgreSQL (DATABASE_URL's server, or the embedded one) is not pinned. The data is a database of its own,
 * dropped at the end. `--smoke`: 10 writers for 3 s.
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { seedDemoData } from '@platform/db/seed';
import { openDatabaseServer } from '@platform/db/server';
import { createSession } from '@platform/subgraph-accounts/testing';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { benchDatabase, countingLog, latencySummary, ms, Tally } from './support.ts';
import type { LoadOrders, LoadReport } from './writers/load.ts';
import { audit, messageWriters, openJobs, type WriteKind } from './writes.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    writers: { type: 'string' },
    seconds: { type: 'string' },
    cut: { type: 'string', default: '0.05' },
    'cut-within': { type: 'string', default: '1000' },
    timeout: { type: 'string', default: '5000' },
  },
});
const bench = startBench('bench:writers', values, { fullSeconds: 600, smokeSeconds: 60 });
const writers = bench.size(values.writers, 200, 10);
const seconds = bench.size(values.seconds, 60, 3);
const applicants = Math.floor(writers / 2);

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'writers');
bench.defer(() => db.drop());
bench.step('seeding the demo data and the writers');
await seedDemoData(db.prisma);
const jobs = await openJobs(db.prisma);
const users = await messageWriters(db.prisma, writers - applicants, async (userId) => {
  return (await createSession(db.prisma, userId, { days: 1 })).token;
});
const logged = countingLog();
const app = await createApp({ prisma: db.prisma, trustProxy: 'loopback', log: logged.log });
bench.defer(() => app.stop());
const base = await app.listen(0, '127.0.0.1');

const load = bench.track(
  fork(new URL('./writers/load.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] }),
);
await new Promise((resolve) => load.once('message', resolve));
const pinned = bench.pin(process.pid, '1') && bench.pin(load.pid!, '0');
console.log(
  `${writers} writers (${applicants} visitors applying, ${writers - applicants} users sending messages) for ` +
    `${seconds} s; ${Number(values.cut) * 100}% of attempts cut short within ${values['cut-within']} ms; ` +
    `client timeout ${values.timeout} ms; ${pinned ? 'server on core 1, writers on core 0' : 'not pinned'}\n`,
);
bench.step(`writing for ${seconds} s, then finishing the last writes`);
const cpu0 = process.cpuUsage();
const wall0 = Date.now();
const report = await new Promise<LoadReport>((resolve) => {
  load.once('message', (message) => resolve(message as LoadReport));
  load.send({
    url: `${base}/graphql`,
    writers,
    seconds,
    drainSeconds: bench.smoke ? 20 : 120,
    timeoutMs: Number(values.timeout),
    cutFraction: Number(values.cut),
    cutWithinMs: Number(values['cut-within']),
    jobs,
    users: users.map(({ token, conversationId }) => ({ token, conversationId })),
    run: Date.now().toString(36),
  } satisfies LoadOrders);
});
const cpu = process.cpuUsage(cpu0);
const wallSeconds = (Date.now() - wall0) / 1000;
const { outcomes, startedAt, endsAt } = report;

bench.step('auditing the database');
const result = await audit(db.prisma, outcomes);
for (const kind of ['application', 'message'] as WriteKind[]) {
  const of = outcomes.filter((o) => o.kind === kind);
  const acknowledged = of.filter((o) => o.acknowledged);
  const inTime = acknowledged.filter((o) => o.acknowledgedAt! <= endsAt).length;
  const failures = new Tally();
  const refused = new Tally();
  for (const o of of) {
    for (const f of o.failures) failures.add(f);
    if (o.refused) refused.add(o.refused);
  }
  const retried = of.filter((o) => o.attempts > 1).length;
  const cut = of.reduce((n, o) => n + o.cut, 0);
  const attempts = of.reduce((n, o) => n + o.attempts, 0);
  const answers = latencySummary(of.filter((o) => o.answerMs !== undefined).map((o) => o.answerMs!));
  const whole = latencySummary(acknowledged.map((o) => o.totalMs!));
  const a = result[kind];
  const perSecond = inTime / ((endsAt - startedAt) / 1000);
  bench.figure(`${kind}s a second`, perSecond);
  bench.figure(`${kind} answer p95`, answers.p95, 'ms');
  bench.figure(`${kind}s lost`, a.lost);
  bench.figure(`${kind}s duplicated`, a.duplicated);
  console.log(`${kind}s`);
  console.log(
    `  ${perSecond.toFixed(1)} acknowledged a second; attempts ${attempts}, ` +
      `cut short on purpose ${cut}, writes retried ${retried}`,
  );
  console.log(
    `  latency: an acknowledged answer p50 ${ms(answers.p50)}, p95 ${ms(answers.p95)}; ` +
      `a whole write (retries and waits included) p50 ${ms(whole.p50)}, p95 ${ms(whole.p95)}`,
  );
  console.log(`  failed attempts: ${failures}`);
  console.log(`  refused: ${refused}`);
  console.log(
    `  writes attempted ${a.attempted}, acknowledged ${a.acknowledged}, lost (acknowledged, absent) ${a.lost}, ` +
      `absent ${a.absent}, stored without acknowledgement ${a.storedUnacknowledged}, duplicated ${a.duplicated}; ` +
      `retries answered with what an earlier attempt stored ${a.answeredFromStore}`,
  );
}
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `\nserver process CPU ${(cpuMs / 1000).toFixed(1)} s in ${wallSeconds.toFixed(0)} s (the last writes included); ` +
    `gateway log: ${logged.counts}`,
);
await bench.end();
