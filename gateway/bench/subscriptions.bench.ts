/**
 * Subscription benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:subscriptions [--subscribers 1000] [--rate 5] [--seconds 20] [--idle 5000]
 *
 * Against a database of its own (DATABASE_URL's server or the embedded PostgreSQL), in one run:
 * 1. GraphQL: `subscribers` visitors subscribe to `activityAdded` through the gateway (graphql-ws); events are
 *    committed at `rate` per second the way the product commits them (an activity item and its outbox event in
 *    one transaction), relayed, resolved through the gateway and delivered.
 * 2. Raw ws: the same number of plain WebSocket clients get the same payload from a bare `ws` broadcast.
 * For each it prints delivery latency p50/p95 (commit → received) and the server process's CPU per delivery.
 * 3. Idle: `idle` subscriptions are opened and held; it prints whether all stayed open without errors.
 * The subscribers and the event source run in processes of their own, so the server's CPU is measured alone
 * (PostgreSQL's is not included).
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createPrisma } from '@platform/db';
import { createDatabase, dropDatabase, withDatabase } from '@platform/db/admin';
import { applyMigrations } from '@platform/db/migrations';
import { openDatabaseServer } from '@platform/db/server';
import { WebSocketServer } from 'ws';
import { createApp } from '../src/app.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '20' },
    idle: { type: 'string', default: '5000' },
  },
});
const subscribers = Number(values.subscribers);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const idle = Number(values.idle);
const query = 'subscription { activityAdded { id kind category title actor link vip live occurredAt } }';

const server = await openDatabaseServer();
const url = withDatabase(server.url, `bench_ws_${Date.now().toString(36)}`);
await createDatabase(url);
await applyMigrations(url);
const prisma = createPrisma(url);
const app = await createApp({ prisma, log: () => {} });
const base = await app.listen(0, '127.0.0.1');
const wsUrl = `${base.replace('http', 'ws')}/graphql`;

interface Status {
  ready: number;
  errors: number;
  closed: number;
  open: number;
}

function startSubscribers(target: string, mode: 'graphql' | 'raw', count: number) {
  const child = fork(
    new URL('./subscribers.ts', import.meta.url).pathname,
    [target, mode, String(count), query],
    {
      execArgv: ['--import', 'tsx'],
    },
  );
  const ask = <T>(command: string, key: string) =>
    new Promise<T>((resolve) => {
      const on = (message: Record<string, unknown>) => {
        if (key in message) {
          child.off('message', on);
          resolve(message as T);
        }
      };
      child.on('message', on);
      child.send(command);
    });
  return {
    child,
    started: new Promise<void>((resolve) => child.once('message', () => resolve())),
    status: () => ask<Status>('status', 'ready'),
    latencies: async () => (await ask<{ latencies: number[] }>('latencies', 'latencies')).latencies,
    reset: () => child.send('reset'),
    stop: () => new Promise<void>((resolve) => (child.send('exit'), child.once('exit', () => resolve()))),
  };
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Delivers `rate × seconds` events with `drive` after a warm-up, measuring this process's CPU meanwhile. */
async function run(
  label: string,
  subs: ReturnType<typeof startSubscribers>,
  drive: (count: number) => Promise<void>,
) {
  await drive(rate * 2); // warm up
  await new Promise((resolve) => setTimeout(resolve, 500));
  subs.reset();
  const total = rate * seconds;
  const cpu0 = process.cpuUsage();
  await drive(total);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const cpu = process.cpuUsage(cpu0);
  const latencies = (await subs.latencies()).sort((a, b) => a - b);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const expected = total * subscribers;
  console.log(
    `${label.padEnd(10)} deliveries ${String(latencies.length).padStart(7)}/${expected}   ` +
      `p50 ${percentile(latencies, 50).toFixed(0).padStart(4)} ms   p95 ${percentile(latencies, 95).toFixed(0).padStart(4)} ms   ` +
      `CPU ${cpuMs.toFixed(0)} ms = ${((cpuMs * 1000) / Math.max(1, latencies.length)).toFixed(1)} µs per delivery`,
  );
  return { perDelivery: (cpuMs * 1000) / Math.max(1, latencies.length), latencies };
}

/** `count` events at `rate` per second, each through `publish`, here in this process. */
async function atRate(count: number, publish: () => void) {
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    publish();
  }
}

console.log(`${subscribers} subscribers, ${rate} events/s for ${seconds} s\n`);

// 1. Through the gateway.
const graphql = startSubscribers(wsUrl, 'graphql', subscribers);
await graphql.started;
await waitFor(async () => {
  const s = await graphql.status();
  if (process.env.DEBUG_BENCH) console.log(s);
  return s.ready === subscribers;
}, 'graphql-ws connections');
await waitFor(async () => app.subscriptions.groupCount() === 1, 'the subscription group');
// Events are committed by another process, as mutations would be; relaying, resolving and delivering them is
// this process's work.
const viaGateway = await run(
  'graphql-ws',
  graphql,
  (count) =>
    new Promise<void>((resolve, reject) => {
      const publisher = fork(
        new URL('./publisher.ts', import.meta.url).pathname,
        [url, String(rate), String(count)],
        {
          execArgv: ['--import', 'tsx'],
        },
      );
      publisher.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`publisher exited ${code}`)),
      );
    }),
);
const graphqlStatus = await graphql.status();
await graphql.stop();

// 2. A bare ws broadcast of the same payload.
const raw = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise<void>((resolve) => raw.once('listening', () => resolve()));
const rawUrl = `ws://127.0.0.1:${(raw.address() as { port: number }).port}`;
const rawSubs = startSubscribers(rawUrl, 'raw', subscribers);
await rawSubs.started;
await waitFor(async () => (await rawSubs.status()).ready === subscribers, 'raw connections');
let n = 0;
const viaRaw = await run('raw ws', rawSubs, (count) =>
  atRate(count, () => {
    const payload = JSON.stringify({
      data: {
        activityAdded: {
          id: `QWN0aXZpdHlJdGVtOjAxOWFh${++n}`,
          kind: 'JOB_POSTED',
          category: 'BUSINESS',
          title: `Benchmark job ${n}`,
          actor: 'Bench Co',
          link: '/jobs',
          vip: false,
          live: true,
          occurredAt: new Date().toISOString(),
        },
      },
    });
    for (const client of raw.clients) client.send(payload);
  }),
);
await rawSubs.stop();
raw.close();

console.log(
  `\nCPU per delivery: graphql-ws ${(viaGateway.perDelivery / viaRaw.perDelivery).toFixed(2)}× raw ws ` +
    `(target ≤ 1.5×); errors ${graphqlStatus.errors}, closed ${graphqlStatus.closed}`,
);

// 3. Idle subscriptions.
const held = startSubscribers(wsUrl, 'graphql', idle);
await held.started;
await waitFor(async () => (await held.status()).ready === idle, `${idle} idle connections`, 300_000);
await new Promise((resolve) => setTimeout(resolve, 15_000)); // past a keep-alive round
const heldStatus = await held.status();
console.log(
  `idle: ${heldStatus.open}/${idle} subscriptions open after 15 s, ${heldStatus.errors} errors, ` +
    `server RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
);
await held.stop();

await app.stop();
await prisma.$disconnect();
await dropDatabase(url);
await server.stop();
