/**
 * Fault (a): a subgraph that runs as a service of its own is killed (SIGKILL) under a steady load, then started
 * again. The gateway runs in this process with `subgraphUrls` for it; the other subgraphs run in-process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { seedDemoData } from '@platform/db/seed';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import type { Bench } from '../../../scripts/bench/harness.ts';
import { createApp } from '../../src/app.ts';
import {
  benchDatabase,
  codesOf,
  countingLog,
  freePort,
  latencySummary,
  ms,
  post,
  sleep,
  Tally,
  type Answer,
} from '../support.ts';

type Kind = 'both' | 'jobs' | 'accounts';

/** Three queries: one spanning jobs and accounts, and one for each alone. */
const queries: Record<Kind, string> = {
  both: '{ jobs(first: 10) { edges { node { title postedBy { displayName } } } } }',
  jobs: '{ jobs(first: 10) { edges { node { title companyName } } } }',
  accounts: '{ viewer { id displayName } }',
};

interface Seen {
  at: number;
  kind: Kind;
  answer: Answer;
}

/** Every field the query selected is there and no error came with it. */
function isWhole(kind: Kind, answer: Answer): boolean {
  if (answer.status !== 200 || answer.errors?.length || !answer.data) return false;
  if (kind === 'accounts') return !!(answer.data as { viewer?: unknown }).viewer;
  const edges = (answer.data as { jobs?: { edges: { node: { postedBy?: unknown } }[] } }).jobs?.edges ?? [];
  return edges.length > 0 && (kind === 'jobs' || edges.every((e) => e.node.postedBy));
}

function startSubgraph(bench: Bench, name: string, env: Record<string, string>): Promise<ChildProcess> {
  const root = fileURLToPath(new URL(`../../../subgraphs/${name}/`, import.meta.url));
  const child = bench.track(
    spawn(process.execPath, ['src/server.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('subgraph at')) {
        child.stdout!.off('data', onData);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('exit', (code) =>
      reject(new Error(`${name} subgraph exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

function describe(label: string, seen: Seen[]) {
  console.log(`  ${label}: ${seen.length} answers`);
  for (const kind of Object.keys(queries) as Kind[]) {
    const of = seen.filter((s) => s.kind === kind);
    if (!of.length) continue;
    const statuses = new Tally();
    const codes = new Tally();
    let whole = 0;
    let partial = 0;
    for (const { answer } of of) {
      statuses.add(answer.failure ? 'no answer' : String(answer.status));
      for (const code of codesOf(answer)) codes.add(code);
      if (isWhole(kind, answer)) whole++;
      else if (answer.data && answer.errors?.length) partial++;
    }
    const { p50, p95 } = latencySummary(of.map((s) => s.answer.ms));
    console.log(
      `    ${kind.padEnd(8)} ${String(of.length).padStart(5)}: whole ${whole}, partial data with errors ${partial}; ` +
        `HTTP ${statuses}; codes ${codes}; p50 ${ms(p50)}, p95 ${ms(p95)}`,
    );
  }
}

/** Returns the time from the restart until every kind of query was whole again, in milliseconds. */
export async function subgraphKilled(options: {
  bench: Bench;
  serverUrl: string;
  subgraph: 'accounts' | 'jobs';
  clients: number;
  downSeconds: number;
  beforeSeconds: number;
  steadySeconds: number;
}) {
  const { bench, subgraph } = options;
  const step = (name: string) => bench.step(`(a) ${subgraph}: ${name}`);
  console.log(`\n(a) The ${subgraph} subgraph, run as a service of its own, killed under load`);
  step('seeding the demo data');
  const db = await benchDatabase(options.serverUrl, 'faults_subgraph');
  const dropDatabase = bench.defer(() => db.drop());
  await seedDemoData(db.prisma);
  const user = await db.prisma.user.create({
    data: { displayName: 'Bench reader', roles: ['JOB_SEEKER'], registeredAt: new Date() },
  });
  const token = (await createSession(db.prisma, user.id, { days: 1 })).token;
  const identitySecret = randomBytes(32).toString('hex');
  const port = await freePort();
  const childEnv = {
    DATABASE_URL: db.url,
    IDENTITY_SECRET: identitySecret,
    [`${subgraph.toUpperCase()}_SUBGRAPH_PORT`]: String(port),
  };
  step('starting the service');
  let child = await startSubgraph(bench, subgraph, childEnv);
  const stopChild = bench.defer(() => child.kill('SIGTERM'));
  const logged = countingLog();
  const app = await createApp({
    prisma: db.prisma,
    subgraphUrls: { [subgraph]: `http://127.0.0.1:${port}/` },
    identitySecret,
    // The scenario is about the failure, not the budgets: one address sends all of the load.
    rateLimits: createRateLimits({ factor: 1000 }),
    log: logged.log,
  });
  const stopApp = bench.defer(() => app.stop());
  const url = `${await app.listen(0, '127.0.0.1')}/graphql`;

  const seen: Seen[] = [];
  let running = true;
  const t0 = performance.now();
  const kinds = Object.keys(queries) as Kind[];
  const clients = Array.from({ length: options.clients }, async (_, i) => {
    for (let n = i; running; n++) {
      const kind = kinds[n % kinds.length]!;
      const at = performance.now() - t0;
      const answer = await post(
        url,
        queries[kind],
        {},
        {
          headers: kind === 'accounts' ? { authorization: `Bearer ${token}` } : {},
          timeoutMs: 10_000,
        },
      );
      seen.push({ at, kind, answer });
      await sleep(20);
    }
  });

  step('the load before the kill');
  await sleep(options.beforeSeconds * 1000);
  const killedAt = performance.now() - t0;
  child.kill('SIGKILL');
  step('the service down');
  await sleep(options.downSeconds * 1000);
  const restartAt = performance.now() - t0;
  step('restarting the service');
  child = await startSubgraph(bench, subgraph, childEnv);
  const listeningAt = performance.now() - t0;
  // Keep the load on until every kind of query has been whole for a while, or 30 s have passed.
  step('waiting until every query is whole');
  const steadyMs = options.steadySeconds * 1000;
  const deadline = restartAt + 30_000;
  for (;;) {
    await sleep(250);
    const now = performance.now() - t0;
    const recent = seen.filter((s) => s.at > now - steadyMs && s.at > listeningAt);
    const steady = now - listeningAt >= steadyMs && recent.every((s) => isWhole(s.kind, s.answer));
    if (steady || now > deadline) break;
  }
  running = false;
  await Promise.all(clients);

  const broken = seen.filter((s) => s.at >= restartAt && !isWhole(s.kind, s.answer));
  const lastBroken = broken.length ? Math.max(...broken.map((s) => s.at)) : restartAt;
  const firstWholeAfter = seen
    .filter((s) => s.at > lastBroken && isWhole(s.kind, s.answer))
    .reduce((a, s) => Math.min(a, s.at), Infinity);
  const recoveredAt = broken.length ? firstWholeAfter : restartAt;

  describe(
    'before the kill',
    seen.filter((s) => s.at < killedAt),
  );
  describe(
    `while it was down (${options.downSeconds} s)`,
    seen.filter((s) => s.at >= killedAt && s.at < restartAt),
  );
  describe(
    'from the restart until it listened',
    seen.filter((s) => s.at >= restartAt && s.at < listeningAt),
  );
  describe(
    'after it listened',
    seen.filter((s) => s.at >= listeningAt),
  );
  const internal = seen.filter((s) => codesOf(s.answer).includes('INTERNAL_SERVER_ERROR')).length;
  const fiveHundreds = new Tally();
  for (const s of seen) if (s.answer.status >= 500) fiveHundreds.add(String(s.answer.status));
  console.log(
    `  restart → listening ${ms(listeningAt - restartAt)}; restart → every query whole ${ms(recoveredAt - restartAt)} ` +
      `(listening → whole ${ms(Math.max(0, recoveredAt - listeningAt))}; target ≤ 5 s)`,
  );
  console.log(`  INTERNAL_SERVER_ERROR in ${internal} answers; HTTP 5xx: ${fiveHundreds}`);
  console.log(`  gateway log: ${logged.counts}`);

  await stopChild();
  await stopApp();
  await dropDatabase();
  return recoveredAt - restartAt;
}
