/**
 * Fault (c): the Redis that two gateways share (events between them, rate limits) is restarted. Users subscribed
 * on gateway A to their conversations; messages are sent through gateway B, relayed from the outbox by either
 * gateway and published over Redis. The Redis is a redis-server of the script's own on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createEventBus } from '@platform/subgraph-kit/events';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import type { Bench } from '../../../scripts/bench/harness.ts';
import { createApp } from '../../src/app.ts';
import { benchDatabase, countingLog, freePort, ms, sleep, Tally } from '../support.ts';
import { message, messageWriters, performWrite, type WriteOutcome } from '../writes.ts';

function startRedis(bench: Bench, port: number): Promise<ChildProcess> {
  const child = bench.track(
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
}

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A gateway as `startProduct` builds one with REDIS_URL: events and rate limits in Redis. */
async function gateway(
  prisma: Parameters<typeof createApp>[0]['prisma'],
  redisUrl: string,
  prefix: string,
  log: (m: string, e?: unknown) => void,
) {
  const events = createEventBus({ redisUrl, channelPrefix: prefix, log });
  const limitsRedis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  limitsRedis.on('error', () => {});
  const app = await createApp({
    prisma,
    events,
    rateLimits: createRateLimits({ redis: limitsRedis, prefix }),
    log,
  });
  const url = await app.listen(0, '127.0.0.1');
  return {
    url,
    async stop() {
      await app.stop();
      await events.close();
      limitsRedis.disconnect();
    },
  };
}

/**
 * Returns the time from Redis starting again until the first delivery of a message sent after it (milliseconds),
 * and how many acknowledged messages sent after the restart were never delivered.
 */
export async function redisRestarted(options: {
  bench: Bench;
  serverUrl: string;
  conversations: number;
  downSeconds: number;
  beforeSeconds: number;
  afterSeconds: number;
}) {
  const { bench } = options;
  const step = (name: string) => bench.step(`(c) redis: ${name}`);
  console.log(
    '\n(c) Redis restarted under two gateways: subscribers on one, messages sent through the other',
  );
  step('starting Redis and two gateways');
  const port = await freePort();
  let redis = await startRedis(bench, port);
  const stopRedisAtEnd = bench.defer(() => stopRedis(redis));
  const redisUrl = `redis://127.0.0.1:${port}`;
  const db = await benchDatabase(options.serverUrl, 'faults_redis');
  const dropDatabase = bench.defer(() => db.drop());
  const users = await messageWriters(db.prisma, options.conversations, async (userId) => {
    return (await createSession(db.prisma, userId, { days: 1 })).token;
  });
  const prefix = `bench:${Date.now().toString(36)}`;
  const logged = countingLog();
  const a = await gateway(db.prisma, redisUrl, prefix, logged.log);
  const stopA = bench.defer(() => a.stop());
  const b = await gateway(db.prisma, redisUrl, prefix, logged.log);
  const stopB = bench.defer(() => b.stop());

  const t0 = performance.now();
  const now = () => performance.now() - t0;
  /** When each message first arrived, by key; a replay may deliver one again. */
  const received = new Map<string, number>();
  let duplicates = 0;
  const subscriptionProblems = new Tally();
  const clients = users.map((user) =>
    createClient({
      url: `${a.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${user.token}` },
      retryAttempts: 0,
      on: {
        closed: (event) => subscriptionProblems.add(`socket closed ${(event as { code: number }).code}`),
      },
    }),
  );
  users.forEach((user, i) =>
    clients[i]!.subscribe(
      {
        query: 'subscription ($id: ID!) { conversationMessages(conversationId: $id) { body } }',
        variables: { id: user.conversationId },
      },
      {
        next: (result) => {
          const body = (result.data?.conversationMessages as { body?: string } | undefined)?.body;
          const key = body?.slice('Message '.length);
          if (key && received.has(key)) duplicates++;
          else if (key) received.set(key, now());
          if (result.errors) subscriptionProblems.add(`error ${JSON.stringify(result.errors)}`);
        },
        error: (error) => subscriptionProblems.add(`subscription error ${String(error)}`),
        complete: () => subscriptionProblems.add('subscription completed'),
      },
    ),
  );
  await sleep(500); // the SUBSCRIBEs have reached Redis

  const run = Date.now().toString(36);
  const sent: (WriteOutcome & { sentAt: number })[] = [];
  let running = true;
  const policy = { timeoutMs: 10_000, cutFraction: 0, cutWithinMs: 0, giveUpAt: Infinity };
  // One message a second per user: their limit is 60 a minute.
  const senders = users.map(async (user, i) => {
    for (let n = 0; running; n++) {
      const sentAt = now();
      const outcome = await performWrite(
        `${b.url}/graphql`,
        message(`${run}-r${i}-${n}`, user.conversationId, user.token),
        policy,
      );
      sent.push({ ...outcome, sentAt });
      await sleep(1_000);
    }
  });

  step('messages before the restart');
  await sleep(options.beforeSeconds * 1000);
  step('stopping Redis');
  const stoppingAt = now();
  await stopRedis(redis);
  const stoppedAt = now();
  step('Redis down');
  await sleep(options.downSeconds * 1000);
  step('starting Redis again');
  const startingAt = now();
  redis = await startRedis(bench, port);
  const startedAt = now();
  step('messages after the restart');
  await sleep(options.afterSeconds * 1000);
  running = false;
  await Promise.all(senders);
  await sleep(2_000); // the last messages' deliveries

  const phase = (from: number, to: number) => sent.filter((s) => s.sentAt >= from && s.sentAt < to);
  const describePhase = (label: string, of: typeof sent) => {
    const acknowledged = of.filter((s) => s.acknowledged);
    const delivered = acknowledged.filter((s) => received.has(s.key));
    const latencies = delivered
      .map((s) => received.get(s.key)! - (s.acknowledgedAt! - t0))
      .sort((x, y) => x - y);
    const failures = new Tally();
    for (const s of of) for (const f of s.failures) failures.add(f);
    console.log(
      `    ${label}: ${of.length} sent, ${acknowledged.length} acknowledged (failed attempts: ${failures}), ` +
        `${delivered.length} delivered` +
        (latencies.length
          ? ` (after the answer: median ${ms(latencies[Math.floor(latencies.length / 2)]!)}, ` +
            `max ${ms(latencies.at(-1)!)})`
          : ''),
    );
  };
  console.log(
    `  Redis stop took ${ms(stoppedAt - stoppingAt)}; down ${ms(startingAt - stoppedAt)}; start took ${ms(startedAt - startingAt)}`,
  );
  describePhase('sent before', phase(0, stoppingAt));
  describePhase('sent while Redis was down', phase(stoppingAt, startedAt));
  describePhase('sent after it started', phase(startedAt, Infinity));
  const firstAfter = sent
    .filter((s) => s.sentAt >= startedAt && received.has(s.key))
    .reduce((m, s) => Math.min(m, received.get(s.key)!), Infinity);
  const lostAfter = sent.filter((s) => s.sentAt >= startedAt && s.acknowledged && !received.has(s.key));
  const lastMissing = lostAfter.reduce((m, s) => Math.max(m, s.sentAt), -Infinity);
  console.log(
    `  first delivery of a message sent after the restart: ${ms(firstAfter - startedAt)} after Redis started; ` +
      `undelivered messages sent after the restart: ${lostAfter.length}` +
      (lostAfter.length ? ` (the last sent ${ms(lastMissing - startedAt)} after the start)` : ''),
  );
  console.log(
    `  delivered twice (replayed): ${duplicates}; subscription errors and closed sockets: ${subscriptionProblems}`,
  );
  console.log(`  gateway log: ${logged.counts}`);

  for (const client of clients) await client.dispose();
  await stopA();
  await stopB();
  await stopRedisAtEnd();
  await dropDatabase();
  return { firstDelivery: firstAfter - startedAt, undelivered: lostAfter.length };
}
