/**
 * Subscription benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:subscriptions [--subscribers 1000] [--rate 5] [--seconds 20]
 *     [--rounds 2] [--idle 5000] [--hold 15] [--cpu-prof DIR] [--smoke] [--time-limit 600]
 *
 * Against a database of its own (DATABASE_URL's server or the embedded PostgreSQL), dropped at the end, in one run:
 * 1. `subscribers` visitors subscribe to `activityAdded` through the gateway (graphql-ws), and as many plain
 *    WebSocket clients connect to a bare `ws` server (a process of its own). Each comes from an address of its own,
 *    as the product sees a crowd behind its proxy (the gateway trusts X-Forwarded-For from loopback, sent on the
 *    upgrade); the product's limits are its own. Connections refused or closed are counted and printed.
 * 2. `rounds` rounds, the two taking turns, `seconds` each in all, each turn after a full garbage collection on
 *    its server: events are committed at `rate` per second the way the product commits them (an activity item
 *    and its outbox event in one transaction, by another process), relayed, resolved through the gateway and
 *    delivered; the bare server broadcasts the same payload (the bytes a graphql-ws subscriber received, made
 *    anew) at the same rate. Prints delivery latency p50/p95 (commit or broadcast → received), each server's CPU
 *    per delivery and their ratio.
 * 3. `idle` other visitors subscribe and hold their subscriptions `hold` seconds (past a keep-alive round); prints
 *    how many stayed open, the errors, and the memory they take in the gateway's process.
 * The gateway (this process) and the bare server run on core 1, the subscribers and the event source on core 0
 * where `taskset` allows; PostgreSQL is not pinned. `--cpu-prof DIR` profiles the gateway during the graphql-ws
 * rounds (written to DIR, and summed by package). `--smoke`: 20 subscribers, 1 s each, 30 idle held 1 s.
 */
import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openDatabaseServer } from '@platform/db/server';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { profile } from './profile.ts';
import type { PublisherOrder, PublisherReply } from './subscriptions/publisher.ts';
import type { RawOrder, RawReply } from './subscriptions/raw-server.ts';
import type { Command, Mode, Reply, SubscribersStatus, Tallies } from './subscriptions/subscribers.ts';
import { benchDatabase, latencySummary, ms, sleep } from './support.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    subscribers: { type: 'string' },
    rate: { type: 'string', default: '5' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    idle: { type: 'string' },
    hold: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const bench = startBench('bench:subscriptions', values, { fullSeconds: 600, smokeSeconds: 60 });
const subscribers = bench.size(values.subscribers, 1000, 20);
const rate = Number(values.rate);
const seconds = bench.size(values.seconds, 20, 1);
const rounds = bench.size(values.rounds, 2, 1);
const idle = bench.size(values.idle, 5000, 30);
const holdSeconds = bench.size(values.hold, 15, 1);
const query = 'subscription { activityAdded { id kind category title actor link vip live occurredAt } }';
const script = (name: string) => new URL(`./subscriptions/${name}.ts`, import.meta.url).pathname;

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'ws');
bench.defer(() => db.drop());
const app = await createApp({ prisma: db.prisma, trustProxy: 'loopback', log: () => {} });
bench.defer(() => app.stop());
const wsUrl = `${(await app.listen(0, '127.0.0.1')).replace('http', 'ws')}/graphql`;
const pinned = bench.pin(process.pid, '1');
/** A full garbage collection: what setting up left behind is not the deliveries' to collect. */
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Sends `order` (if any) to a child process and resolves with the first reply `pick` takes. */
function ask<R, T>(child: ChildProcess, order: Serializable | undefined, pick: (reply: R) => T | undefined) {
  return new Promise<T>((resolve, reject) => {
    const onReply = (reply: R) => {
      const value = pick(reply);
      if (value === undefined) return;
      child.off('message', onReply).off('exit', onExit);
      resolve(value);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`A child process exited (${code}) before answering`));
    child.on('message', onReply).once('exit', onExit);
    if (order !== undefined) child.send(order);
  });
}

/** Subscribers in a process of their own, from addresses `first`, `first + 1`, …, on the load's core. */
async function startSubscribers(target: string, mode: Mode, count: number, first: number) {
  const child = bench.track(
    fork(script('subscribers'), [target, mode, String(count), String(first), query], {
      execArgv: ['--import', 'tsx'],
    }),
  );
  await ask(child, undefined, (r: Reply) => ('started' in r ? true : undefined));
  if (pinned) bench.pin(child.pid!, '0');
  const command = <T>(c: Command, pick: (r: Reply) => T | undefined) => ask(child, c, pick);
  return {
    status: () => command('status', (r) => ('status' in r ? r.status : undefined)),
    latencies: () => command('latencies', (r) => ('latencies' in r ? r.latencies : undefined)),
    sample: () => command('sample', (r) => ('sample' in r ? r.sample : undefined)),
    reset: () => child.send('reset' satisfies Command),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('exit' satisfies Command);
      }),
  };
}
type Subscribers = Awaited<ReturnType<typeof startSubscribers>>;

const tallies = (t: Tallies) =>
  Object.entries(t)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ') || 'none';
const describe = (s: SubscribersStatus) =>
  `${s.ready} ready; refused (HTTP) ${tallies(s.refused)}; failed ${tallies(s.failed)}; ` +
  `closed ${tallies(s.closed)}; errors ${tallies(s.errors)}` +
  (s.pending ? `; ${s.pending} never answered` : '');

/**
 * Waits until every connection is ready, refused, failed or closed, or until none has moved on for 30 s: a
 * connection the server never answers is reported, not waited on.
 */
async function settled(subs: Subscribers, label: string) {
  let last = await subs.status();
  let movedAt = Date.now();
  while (last.pending && Date.now() - movedAt < 30_000) {
    await sleep(200);
    const now = await subs.status();
    if (now.pending !== last.pending) movedAt = Date.now();
    last = now;
  }
  console.log(`${label}: ${describe(last)}`);
  return last;
}

bench.step(`connecting ${subscribers} graphql-ws subscribers`);
const graphql = await startSubscribers(wsUrl, 'graphql', subscribers, 1);
const graphqlReady = (await settled(graphql, 'graphql-ws subscribers')).ready;
bench.step('connecting the bare ws clients');
const raw = bench.track(fork(script('raw-server'), { execArgv: ['--import', 'tsx'] }));
const rawUrl = await ask(raw, undefined, (r: RawReply) => ('url' in r ? r.url : undefined));
if (pinned) bench.pin(raw.pid!, '1');
const rawSubs = await startSubscribers(rawUrl, 'raw', subscribers, 1);
const rawReady = (await settled(rawSubs, 'bare ws clients')).ready;
console.log(
  `\n${subscribers} subscribers each, ${rate} events/s, ${seconds} s each in ${rounds} round${rounds === 1 ? '' : 's'}; ` +
    `${pinned ? 'servers on core 1, subscribers and events on core 0' : 'not pinned'}`,
);

/** The event source: another process, as mutations would commit them, on the load's core. */
const publisher = bench.track(
  fork(script('publisher'), [db.url, String(rate)], { execArgv: ['--import', 'tsx'] }),
);
await ask(publisher, undefined, (r: PublisherReply) => ('ready' in r ? true : undefined));
if (pinned) bench.pin(publisher.pid!, '0');
const commitEvents = (count: number) =>
  ask(publisher, { publish: count } satisfies PublisherOrder, (r: PublisherReply) =>
    'published' in r ? r.published : undefined,
  );

let sample: string | null = null;
const broadcast = (count: number) =>
  ask(raw, { broadcast: { count, rate, sample: sample! } } satisfies RawOrder, (r: RawReply) =>
    'broadcasted' in r ? r.broadcasted : undefined,
  );
const rawCpu = () =>
  ask(raw, 'cpu' satisfies RawOrder, (r: RawReply) => ('cpuMicros' in r ? r.cpuMicros : undefined));
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

interface Kind {
  label: string;
  subs: Subscribers;
  ready: number;
  drive: (count: number) => Promise<unknown>;
  cpu: () => Promise<number> | number;
  latencies: number[];
  events: number;
  cpuMicros: number;
}
const viaGateway: Kind = {
  label: 'graphql-ws',
  subs: graphql,
  ready: graphqlReady,
  drive: commitEvents,
  cpu: ownCpu,
  latencies: [],
  events: 0,
  cpuMicros: 0,
};
const viaRaw: Kind = {
  label: 'raw ws',
  subs: rawSubs,
  ready: rawReady,
  drive: broadcast,
  cpu: rawCpu,
  latencies: [],
  events: 0,
  cpuMicros: 0,
};

const warmUpEvents = bench.smoke ? rate : rate * 5;
bench.step('warming up the gateway');
await viaGateway.drive(warmUpEvents);
/** The first delivery waits on the relay's first poll and the gateway's first plan: on a busy machine, seconds. */
const warmUpUntil = Date.now() + 20_000;
while (!(sample = await graphql.sample()) && Date.now() < warmUpUntil) await sleep(200);
if (!sample) throw new Error('No event reached the graphql-ws subscribers within 20 s of warming up');
await sleep(1000);
bench.step('warming up the bare server');
await viaRaw.drive(warmUpEvents);
await sleep(1000);

const profiles = values['cpu-prof'];
if (profiles) mkdirSync(profiles, { recursive: true });
/** One kind's share of a round, after a full collection on its server: its events, then a second for the last deliveries. */
async function measure(kind: Kind, round: number) {
  const events = Math.max(1, Math.round((rate * seconds) / rounds));
  kind.subs.reset();
  if (kind === viaGateway) collect();
  else raw.send('collect' satisfies RawOrder);
  const cpu0 = await kind.cpu();
  const run = async () => {
    await kind.drive(events);
    await sleep(1000);
  };
  if (profiles && kind === viaGateway) {
    const byArea = await profile(run, path.join(profiles, `gateway-round-${round}.cpuprofile`));
    const total = byArea.reduce((sum, [, spent]) => sum + spent, 0);
    console.log(`  where the gateway's CPU went in round ${round}:`);
    for (const [area, spent] of byArea.slice(0, 12))
      console.log(`    ${area.padEnd(40)} ${((spent / total) * 100).toFixed(0).padStart(3)}%`);
  } else {
    await run();
  }
  const cpuMicros = (await kind.cpu()) - cpu0;
  const latencies = await kind.subs.latencies();
  kind.latencies.push(...latencies);
  kind.events += events;
  kind.cpuMicros += cpuMicros;
  const { p50, p95 } = latencySummary(latencies);
  console.log(
    `round ${round}  ${kind.label.padEnd(10)} deliveries ${String(latencies.length).padStart(7)}/${events * kind.ready}` +
      `   p50 ${ms(p50).padStart(6)}   p95 ${ms(p95).padStart(6)}   ` +
      `CPU ${(cpuMicros / 1000).toFixed(0)} ms = ${(cpuMicros / Math.max(1, latencies.length)).toFixed(1)} µs per delivery`,
  );
}

for (let round = 1; round <= rounds; round++) {
  for (const kind of round % 2 ? [viaGateway, viaRaw] : [viaRaw, viaGateway]) {
    bench.step(`round ${round} of ${rounds}: ${kind.label}`);
    await measure(kind, round);
  }
}

console.log();
const perDelivery = new Map<Kind, number>();
for (const kind of [viaGateway, viaRaw]) {
  const { p50, p95 } = latencySummary(kind.latencies);
  const each = kind.cpuMicros / Math.max(1, kind.latencies.length);
  perDelivery.set(kind, each);
  console.log(
    `${kind.label.padEnd(10)} deliveries ${kind.latencies.length}/${kind.events * kind.ready}   p50 ${ms(p50)}   ` +
      `p95 ${ms(p95)}${kind === viaGateway ? ' (target ≤ 100 ms)' : ''}   ` +
      `server CPU ${(kind.cpuMicros / 1000).toFixed(0)} ms = ${each.toFixed(1)} µs per delivery`,
  );
  bench.figure(`${kind.label} p95`, p95, 'ms');
}
const ratio = perDelivery.get(viaGateway)! / perDelivery.get(viaRaw)!;
console.log(`CPU per delivery: graphql-ws ${ratio.toFixed(2)}× raw ws (target ≤ 1.5×)`);
bench.figure('CPU per delivery', ratio, '× raw ws');
const after = await graphql.status();
console.log(`graphql-ws subscribers after the rounds: ${describe(after)}`);
bench.figure(
  'subscribers refused',
  Object.values(after.refused).reduce((a, b) => a + b, 0),
);
await graphql.stop();
await rawSubs.stop();
raw.send('exit' satisfies RawOrder);
publisher.send('exit' satisfies PublisherOrder);

// The memory the idle subscriptions take: what is still in use after a full collection, before and after.
async function holdIdle() {
  const memory = () => {
    collect();
    return { heap: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss };
  };
  bench.step('letting the active subscriptions go');
  for (let i = 0; i < 100 && app.subscriptions.groupCount(); i++) await sleep(100);
  const before = memory();
  bench.step(`opening ${idle} idle subscriptions`);
  const held = await startSubscribers(wsUrl, 'graphql', idle, subscribers + 1);
  const opened = await settled(held, `\n${idle} idle subscribers`);
  bench.step(`holding ${idle} idle subscriptions ${holdSeconds} s`);
  await sleep(holdSeconds * 1000);
  const heldStatus = await held.status();
  const inUse = memory();
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  const perSubscription = (inUse.heap - before.heap) / Math.max(1, heldStatus.open);
  console.log(
    `idle: ${heldStatus.open}/${idle} open after ${holdSeconds} s (${opened.ready} had subscribed), ` +
      `errors ${tallies(heldStatus.errors)}, closed ${tallies(heldStatus.closed)}; gateway heap ` +
      `${mib(before.heap)} → ${mib(inUse.heap)} (${(perSubscription / 1024).toFixed(1)} KiB a subscription), ` +
      `RSS ${mib(before.rss)} → ${mib(inUse.rss)}`,
  );
  bench.figure('idle open', heldStatus.open, `/${idle}`);
  bench.figure('idle heap per subscription', perSubscription / 1024, 'KiB');
  await held.stop();
}
if (idle) await holdIdle();
await bench.end();
