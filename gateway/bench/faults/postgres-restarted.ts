/**
 * Fault (b): PostgreSQL stops for a few seconds (a fast shutdown: sessions are ended) and starts again, under
 * writers (visitors applying, users sending messages) and readers. The database is an embedded PostgreSQL of the
 * script's own, in a temporary folder on a free port.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPrisma } from '@platform/db';
import { createDatabase, withDatabase } from '@platform/db/admin';
import { startEmbeddedPostgres } from '@platform/db/embedded';
import { applyMigrations } from '@platform/db/migrations';
import { seedDemoData } from '@platform/db/seed';
import { createSession } from '@platform/subgraph-accounts/testing';
import type { Bench } from '../../../scripts/bench/harness.ts';
import { createApp } from '../../src/app.ts';
import { codesOf, countingLog, ms, post, sleep, Tally, type Answer } from '../support.ts';
import {
  addressOf,
  application,
  audit,
  message,
  messageWriters,
  openJobs,
  performWrite,
  type WriteOutcome,
} from '../writes.ts';

const readQuery = '{ jobs(first: 10) { edges { node { title postedBy { displayName } } } } }';

interface Read {
  at: number;
  answer: Answer;
}

const isWholeRead = (answer: Answer) => answer.status === 200 && !answer.errors && !!answer.data;

function describeReads(label: string, reads: Read[]) {
  const statuses = new Tally();
  const codes = new Tally();
  for (const { answer } of reads) {
    statuses.add(answer.failure ? 'no answer' : String(answer.status));
    for (const code of codesOf(answer)) codes.add(code);
  }
  console.log(`    ${label}: ${reads.length} reads; HTTP ${statuses}; codes ${codes}`);
}

/**
 * Returns the time from PostgreSQL accepting connections until reads were whole again (milliseconds), and the
 * acknowledged writes lost and the writes duplicated.
 */
export async function postgresRestarted(options: {
  bench: Bench;
  writers: number;
  readers: number;
  downSeconds: number;
  beforeSeconds: number;
  steadySeconds: number;
}) {
  const { bench } = options;
  const step = (name: string) => bench.step(`(b) postgres: ${name}`);
  console.log('\n(b) PostgreSQL stopped and started again under writers and readers');
  step('starting PostgreSQL and seeding the demo data');
  const dir = await mkdtemp(path.join(tmpdir(), 'karnama-bench-pg-'));
  const removeDir = bench.defer(() => rm(dir, { recursive: true, force: true }));
  // PostgreSQL runs as its own system user when this runs as root; it must reach its folder.
  await chmod(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  let postgres = await startEmbeddedPostgres(dataDir);
  const stopPostgres = bench.defer(() => postgres.stop());
  const url = withDatabase(postgres.adminUrl, 'bench_faults');
  await createDatabase(url);
  await applyMigrations(url);
  const prisma = createPrisma(url);
  const disconnect = bench.defer(() => prisma.$disconnect());
  await seedDemoData(prisma);
  const jobIds = await openJobs(prisma);
  const users = await messageWriters(prisma, Math.ceil(options.writers / 2), async (userId) => {
    return (await createSession(prisma, userId, { days: 1 })).token;
  });
  const logged = countingLog();
  const app = await createApp({ prisma, trustProxy: 'loopback', log: logged.log });
  const stopApp = bench.defer(() => app.stop());
  const base = await app.listen(0, '127.0.0.1');
  const graphql = `${base}/graphql`;

  const run = Date.now().toString(36);
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  let running = true;
  let visitors = 0;
  const reads: Read[] = [];
  const outcomes: WriteOutcome[] = [];
  const policy = { timeoutMs: 10_000, cutFraction: 0, cutWithinMs: 0, giveUpAt: Infinity };

  const readers = Array.from({ length: options.readers }, async () => {
    while (running) {
      const at = now();
      const answer = await post(
        graphql,
        readQuery,
        {},
        { headers: { 'x-forwarded-for': addressOf(++visitors) } },
      );
      reads.push({ at, answer });
      await sleep(50);
    }
  });
  const applicants = Array.from({ length: Math.floor(options.writers / 2) }, async (_, i) => {
    for (let n = 0; running; n++) {
      const write = application(`${run}-a${i}-${n}`, jobIds[(i + n) % jobIds.length]!, addressOf(++visitors));
      outcomes.push(await performWrite(graphql, write, policy));
      await sleep(100);
    }
  });
  // A user's messages are limited to 60 a minute; one a second keeps within it.
  const senders = users.map(async (user, i) => {
    for (let n = 0; running; n++) {
      outcomes.push(
        await performWrite(graphql, message(`${run}-m${i}-${n}`, user.conversationId, user.token), policy),
      );
      await sleep(1_000);
    }
  });
  const readiness: { at: number; status: number }[] = [];
  const probe = (async () => {
    while (running) {
      const at = now();
      const status = await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      readiness.push({ at, status });
      await sleep(250);
    }
  })();

  step('the load before the stop');
  await sleep(options.beforeSeconds * 1000);
  step('stopping PostgreSQL');
  const stoppingAt = now();
  await postgres.stop();
  const stoppedAt = now();
  step('PostgreSQL down');
  await sleep(options.downSeconds * 1000);
  step('starting PostgreSQL again');
  const startingAt = now();
  // On the same port: the product's connections come back to the address they know.
  postgres = await startEmbeddedPostgres(dataDir, { port: postgres.port });
  const startedAt = now();
  // Load on until reads have been whole for a while, or 30 s have passed.
  step('waiting until reads are whole');
  const steadyMs = options.steadySeconds * 1000;
  for (;;) {
    await sleep(250);
    const recent = reads.filter((r) => r.at > Math.max(startedAt, now() - steadyMs));
    const steady =
      now() - startedAt >= steadyMs && recent.length > 0 && recent.every((r) => isWholeRead(r.answer));
    if (steady || now() - startedAt > 30_000) break;
  }
  running = false;
  step('finishing the last writes');
  await Promise.all([...readers, ...applicants, ...senders, probe]);

  console.log(
    `  stop took ${ms(stoppedAt - stoppingAt)}; down ${ms(startingAt - stoppedAt)}; start took ${ms(startedAt - startingAt)}`,
  );
  describeReads(
    'before',
    reads.filter((r) => r.at < stoppingAt),
  );
  describeReads(
    'stopping and stopped',
    reads.filter((r) => r.at >= stoppingAt && r.at < startingAt),
  );
  describeReads(
    'starting',
    reads.filter((r) => r.at >= startingAt && r.at < startedAt),
  );
  describeReads(
    'after it started',
    reads.filter((r) => r.at >= startedAt),
  );
  const failedAfter = reads.filter((r) => r.at >= startingAt && !isWholeRead(r.answer));
  const lastFailed = failedAfter.length ? Math.max(...failedAfter.map((r) => r.at)) : startingAt;
  const recovered = reads
    .filter((r) => r.at > lastFailed && isWholeRead(r.answer))
    .reduce((a, r) => Math.min(a, r.at), Infinity);
  console.log(
    `  reads whole again ${ms(Math.max(0, recovered - startedAt))} after PostgreSQL accepted connections ` +
      `(${ms(recovered - startingAt)} after it was started)`,
  );
  const notReady = readiness.filter((r) => r.status !== 200);
  const readyAgain = readiness
    .filter((r) => r.at > startedAt && r.status === 200)
    .reduce((a, r) => Math.min(a, r.at), Infinity);
  console.log(
    `  /readyz: ${new Set(notReady.map((r) => r.status)).size ? `${[...new Set(notReady.map((r) => r.status))].join(', ')} while down` : 'never failed'}, ` +
      `200 again ${ms(Math.max(0, readyAgain - startedAt))} after the start`,
  );

  const failures = new Tally();
  for (const o of outcomes) for (const f of o.failures) failures.add(`${o.kind}: ${f}`);
  console.log(`  writers' failed attempts: ${failures}`);
  const refused = outcomes.filter((o) => o.refused);
  if (refused.length)
    console.log(`  refused writes: ${refused.map((o) => `${o.key} ${o.refused}`).join(', ')}`);
  const afterOutage = outcomes.filter((o) => o.acknowledged && o.acknowledgedAt! - t0 > startedAt);
  for (const kind of ['application', 'message'] as const) {
    const first = afterOutage
      .filter((o) => o.kind === kind)
      .reduce((a, o) => Math.min(a, o.acknowledgedAt! - t0), Infinity);
    const waited = outcomes.filter((o) => o.kind === kind && o.failures.length && o.acknowledged);
    const longest = waited.reduce((a, o) => Math.max(a, o.totalMs!), 0);
    console.log(
      `  ${kind}s: first acknowledged ${ms(first - startedAt)} after the start; ${waited.length} writes needed retries, ` +
        `the longest acknowledged after ${ms(longest)}`,
    );
  }
  const result = await audit(prisma, outcomes);
  for (const [kind, a] of Object.entries(result)) {
    console.log(
      `  ${kind}s: attempted ${a.attempted}, acknowledged ${a.acknowledged}, lost (acknowledged, absent) ${a.lost}, ` +
        `absent ${a.absent}, stored without acknowledgement ${a.storedUnacknowledged}, duplicated ${a.duplicated}; ` +
        `retries answered with what an earlier attempt stored ${a.answeredFromStore}`,
    );
  }
  console.log(`  gateway log: ${logged.counts}`);

  await stopApp();
  await disconnect();
  await stopPostgres();
  await removeDir();
  const audited = Object.values(result);
  return {
    reads: Math.max(0, recovered - startedAt),
    lost: audited.reduce((n, a) => n + a.lost, 0),
    duplicated: audited.reduce((n, a) => n + a.duplicated, 0),
  };
}
