/**
 * Report printing benchmark (a script that prints figures, not a test).
 *
 *   pnpm build:quiet && pnpm --filter @platform/gateway bench:reports [--reports 12] [--smoke] [--time-limit 900]
 *
 * Takers each finish one of the demo's free tests through the gateway; then the report job prints every
 * session's results page to PDF in Chromium (the real client build, served by this process) and mails it to an
 * SMTP server in this process, one report after another, as the product does. Prints the first report's time (the
 * browser starting with it), the time of each following one (p50/p95), the machine's CPU time per report
 * (Chromium, the server and PostgreSQL together, from /proc/stat), and the PDF's size. `--smoke`: one report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedDemoData } from '@platform/db/seed';
import { openDatabaseServer } from '@platform/db/server';
import { createSession } from '@platform/subgraph-accounts/testing';
import { parseAssessmentsSettings, reportMailing } from '@platform/subgraph-assessments/testing';
import { httpGraphClient } from '@platform/subgraph-kit/graph-client';
import { locales } from '@platform/subgraph-kit/locale';
import { runConsumers } from '@platform/subgraph-kit/testing/consumers';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { simpleParser } from 'mailparser';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { startMailServer } from '../src/testing/mail-catcher.ts';
import { benchDatabase, countingLog, latencySummary, post, sleep } from './support.ts';
import { answer, finish, given, start, type Started } from './takers/operations.ts';

const { values } = parseArgs({ options: { ...benchOptions, reports: { type: 'string' } } });
const bench = startBench('bench:reports', values, { fullSeconds: 900, smokeSeconds: 90 });
const count = bench.size(values.reports, 12, 1);
const clientDist = fileURLToPath(new URL('../../client/dist/', import.meta.url));
if (!existsSync(`${clientDist}.vite/manifest.json`)) {
  throw new Error('No client build: run `pnpm build:quiet` first.');
}

/** The machine's busy CPU time so far, in seconds (every core, from /proc/stat). */
function busySeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number) as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'reports');
bench.defer(() => db.drop());
bench.step('seeding the demo data');
await seedDemoData(db.prisma);
const test = await db.prisma.test.findFirstOrThrow({
  where: { status: 'ACTIVE', priceRials: 0, type: { not: 'PERSONALITY_COGNITIVE' } },
  orderBy: { createdAt: 'asc' },
});
const secret = 'reports-bench-secret-reports-bench-secret';
const logged = countingLog();
const app = await createApp({
  prisma: db.prisma,
  clientDist,
  identitySecret: secret,
  // The product without its own background work: the report's consumer and job below are the ones measured.
  relayOutbox: false,
  log: logged.log,
  env: { ...process.env, REPORT_SIGNING_SECRET: secret },
});
bench.defer(() => app.stop());
const base = await app.listen(0, '127.0.0.1');

// The takers, in each of the three languages in turn, each finishing the test once.
bench.step(`${count} takers finishing the test`);
for (let i = 0; i < count; i++) {
  const user = await db.prisma.user.create({
    data: {
      displayName: `داوطلب ${i + 1}`,
      fullName: `داوطلب ${i + 1}`,
      email: `taker${i}@bench.test`,
      preferredLanguage: locales[i % locales.length],
      registeredAt: new Date(),
    },
  });
  const headers = { authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}` };
  const url = `${base}/graphql`;
  const started = await post<Started>(url, start, { id: encodeGlobalID('Test', test.id) }, { headers });
  const session = started.data?.startTestSession.data;
  if (!session) throw new Error(`Could not start: ${JSON.stringify(started)}`);
  for (const q of session.questions)
    await post(
      url,
      answer,
      { input: { token: session.token, position: q.position, ...given(q) } },
      { headers },
    );
  await post(url, finish, { token: session.token }, { headers });
}

const arrivals: { at: number; pdfBytes: number }[] = [];
const mail = await startMailServer(async (message) => {
  const at = performance.now();
  const parsed = await simpleParser(message);
  arrivals.push({ at, pdfBytes: parsed.attachments[0]?.size ?? 0 });
});
bench.defer(() => mail.stop());
const reports = reportMailing({
  log: logged.log,
  graph: httpGraphClient(`${base}/graphql`, { subgraph: 'assessments', secret }),
  settings: parseAssessmentsSettings({
    SMTP_URL: mail.url,
    REPORT_SIGNING_SECRET: secret,
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  }),
  pagesUrl: () => base,
});
console.log(`${count} reports of "${test.slug}" (fa, en, az in turn) on ${cpus().length} cores\n`);
bench.step(`printing and mailing ${count} reports`);
const busy0 = busySeconds();
const t0 = performance.now();
// The queue's workers take the reports one at a time, as the product's do.
const worker = await runConsumers({ ...reports, prisma: db.prisma, log: logged.log });
bench.defer(() => worker.stop());
const deadline = Date.now() + count * 60_000;
while (arrivals.length < count && Date.now() < deadline) await sleep(100);
const wall = (performance.now() - t0) / 1000;
const busy = busySeconds() - busy0;

const first = arrivals[0] ? arrivals[0].at - t0 : NaN;
const gaps = arrivals.slice(1).map((a, i) => a.at - arrivals[i]!.at);
const each = latencySummary(gaps);
const kb = arrivals.map((a) => a.pdfBytes / 1024).sort((a, b) => a - b);
console.log('| reports sent | first (browser start) | each after p50 / p95 | CPU per report | PDF size |');
console.log('| ------------ | --------------------- | -------------------- | -------------- | -------- |');
console.log(
  `| ${arrivals.length} of ${count} in ${wall.toFixed(1)} s | ${(first / 1000).toFixed(2)} s | ` +
    (each.count ? `${(each.p50 / 1000).toFixed(2)} / ${(each.p95 / 1000).toFixed(2)} s | ` : '– | ') +
    `${(busy / Math.max(1, arrivals.length)).toFixed(2)} s | ${kb[0]?.toFixed(0)}–${kb.at(-1)?.toFixed(0)} KB |`,
);
if (logged.counts.size) console.log(`\nLogged: ${logged.counts.toString()}`);
bench.figure('reports sent', arrivals.length, `/${count}`);
bench.figure('first', first / 1000, 's');
if (each.count) bench.figure('each after p50', each.p50 / 1000, 's');
bench.figure('CPU per report', busy / Math.max(1, arrivals.length), 's');
await bench.end();
