/**
 * Restart benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:restart [--rounds 3] [--clients 4] [--smoke] [--time-limit 600]
 *
 * Starts the product as `npm start` runs it (`src/main.ts` in production mode: the supervisor and its server
 * process) on a database of its own with demo data, puts load on it (`clients` loops, each loading the jobs page and
 * sending the jobs page's query, from addresses of their own behind a trusted proxy), and in each round kills the
 * server process (SIGKILL, its pid from the supervisor's log) mid-load. Printed per round: the seconds until `/readyz`
 * answered again, the seconds until the first page was served again, and what the clients saw meanwhile. Needs the
 * client's build (`pnpm build`).
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { openDatabaseServer } from '@platform/db/server';
import {
  createDatabase,
  dropAbandonedDatabases,
  dropDatabase,
  processDatabaseName,
  withDatabase,
} from '@platform/db/admin';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { freePort, jobsPageQuery, post, sleep, Tally } from './support.ts';

const { values } = parseArgs({
  options: { ...benchOptions, rounds: { type: 'string' }, clients: { type: 'string' } },
});
const bench = startBench('bench:restart', values, { fullSeconds: 600, smokeSeconds: 120 });
const rounds = bench.size(values.rounds, 3, 1);
const clients = bench.size(values.clients, 4, 1);

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
await dropAbandonedDatabases(server.url, 'bench_restart');
const url = withDatabase(server.url, processDatabaseName('bench_restart'));
await createDatabase(url);
bench.defer(() => dropDatabase(url));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let log = '';
const product = spawn(process.execPath, ['src/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: url,
    TRUST_PROXY: 'loopback',
    // What is measured is a restart under load, not the first start's demo takers (their tests are taken and
    // their reports printed while the load runs) nor its demo collaborators.
    DEMO_TAKERS: 'false',
    DEMO_COLLABORATORS: 'false',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
bench.defer(async () => {
  if (product.exitCode !== null || !product.pid) return;
  process.kill(-product.pid, 'SIGTERM');
  await new Promise((resolve) => product.once('exit', resolve));
});
product.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
product.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));

const ready = () =>
  fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
async function until(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return (performance.now() - started) / 1000;
    await sleep(50);
  }
  throw new Error(`Not ready within ${limitMs / 1000} s:\n${log}`);
}

{
  bench.step('starting the product');
  const startedIn = await until(ready, 180_000);
  console.log(
    `The product answered /readyz ${startedIn.toFixed(1)} s after it was started (demo data seeded).`,
  );
  const page = jobsPageQuery();
  let stop = false;
  const seen = new Tally();
  let n = 0;
  const load = Array.from({ length: clients }, async (_, c) => {
    while (!stop) {
      const from = { 'x-forwarded-for': `10.9.${c}.${n++ % 250}` };
      const answer = await post(`${base}/graphql`, page.query, page.variables(null), {
        headers: from,
        timeoutMs: 10_000,
      });
      seen.add(answer.status === 200 ? 'served' : `${answer.status} ${answer.failure ?? ''}`.trim());
      const html = await fetch(`${base}/fa/jobs`, {
        headers: { accept: 'text/html', ...from },
        signal: AbortSignal.timeout(10_000),
      }).then(
        (response) => response.status,
        () => 0,
      );
      seen.add(html === 200 ? 'served' : `page ${html}`);
    }
  });
  const readyAfter: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    bench.step(`round ${round}: load`);
    await sleep(bench.smoke ? 1_000 : 5_000);
    const pids = [...log.matchAll(/Started the server process \(pid (\d+)\)/g)];
    const pid = Number(pids.at(-1)?.[1]);
    const before = seen.toString();
    process.kill(pid, 'SIGKILL');
    const killedAt = performance.now();
    bench.step(`round ${round}: waiting for the server process that replaces pid ${pid}`);
    const readyAgain = await until(ready, 120_000);
    readyAfter.push(readyAgain);
    const pageAgain = await until(
      () =>
        fetch(`${base}/fa/jobs`, { headers: { accept: 'text/html' } }).then(
          (response) => response.status === 200,
          () => false,
        ),
      120_000,
    );
    console.log(
      `round ${round}: killed pid ${pid}; /readyz again after ${readyAgain.toFixed(1)} s, a page after ` +
        `${((performance.now() - killedAt) / 1000).toFixed(1)} s (${pageAgain.toFixed(1)} s after /readyz); ` +
        `clients so far: ${seen.toString()} (before the kill: ${before})`,
    );
  }
  stop = true;
  await Promise.all(load);
  bench.figure('ready again, slowest round', Math.max(...readyAfter), 's');
}
await bench.end();
