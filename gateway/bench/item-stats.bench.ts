/**
 * Item statistics benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:item-stats [--items 200] [--sessions 2000] [--runs 20] [--smoke]
 *
 * What `Test.itemStatistics` costs at its bound: a bank of `items` four-option items and `sessions` finished
 * sessions of 40 drawn items each (the most a session draws and the most the figures read), generated straight
 * into a database of the script's own (dropped at the end). The admin's query is sent `runs` times, one at a time,
 * through the gateway (every subgraph in this process), after a warm-up, beside the same query without the
 * figures; the difference is the field's server time, which its price (`cost.serverTime`) should match.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabaseServer } from '@platform/db/server';
import { schemaPath } from '@platform/schema/files';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { createSession } from '@platform/subgraph-accounts/testing';
import { buildSchema, parse } from 'graphql';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { costModelOf, operationCost } from '../src/edge/operation-cost.ts';
import { benchDatabase, countingLog, latencySummary, ms, post } from './support.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    items: { type: 'string' },
    sessions: { type: 'string' },
    runs: { type: 'string' },
  },
});
const bench = startBench('bench:item-stats', values, { fullSeconds: 600, smokeSeconds: 60 });
const itemCount = bench.size(values.items, 200, 40);
const sessionCount = bench.size(values.sessions, 2_000, 100);
const runs = bench.size(values.runs, 20, 3);
const drawn = Math.min(40, itemCount);

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'item_stats');
bench.defer(() => db.drop());
{
  bench.step('generating the bank and its sessions');
  const words = (en: string) => ({ fa: en, en, az: en });
  const test = await db.prisma.test.create({
    data: {
      slug: 'bench-item-stats',
      type: 'LOGICAL_REASONING',
      status: 'ACTIVE',
      title: words('Item statistics'),
      summary: words('Summary'),
      description: words('Description'),
      categories: [{ key: 'logic', name: words('Logic'), advice: words('Practise') }],
      careers: [],
      questionsCount: drawn,
      durationMinutes: 40,
      passingScore: 50,
      originalPriceRials: 0n,
      priceRials: 0n,
    },
  });
  const versions: string[] = [];
  for (let n = 0; n < itemCount; n++) {
    const question = await db.prisma.question.create({
      data: {
        testId: test.id,
        key: `q${String(n).padStart(3, '0')}`,
        kind: 'SINGLE_CHOICE',
        difficulty: 'MEDIUM',
        category: 'logic',
        skill: 'deduction',
        versions: {
          create: {
            version: 1,
            content: {
              prompt: words(`Question ${n}: ${'a reasonably long question text '.repeat(12)}`),
              options: ['a', 'b', 'c', 'd'].map((key) => ({ key, text: words(`Option ${key} of ${n}`) })),
              correct: ['a'],
              explanation: words('Because '.repeat(40)),
            },
          },
        },
      },
      select: { versions: { select: { id: true } } },
    });
    versions.push(question.versions[0]!.id);
  }
  const now = Date.now();
  for (let s = 0; s < sessionCount; s++) {
    const id = randomUUID();
    const at = new Date(now - (sessionCount - s) * 60_000);
    await db.prisma.testSession.create({
      data: {
        id,
        token: randomBytes(32).toString('base64url'),
        testId: test.id,
        userId: randomUUID(),
        status: 'COMPLETED',
        seed: randomBytes(16).toString('hex'),
        startedAt: at,
        deadline: at,
        finishedAt: at,
        scoredAt: at,
        total: drawn,
        answeredCount: drawn,
        score: 50,
        passed: true,
        result: {},
      },
    });
    const offset = (s * 7) % itemCount;
    await db.prisma.sessionItem.createMany({
      data: Array.from({ length: drawn }, (_, position) => ({
        sessionId: id,
        position,
        versionId: versions[(offset + position) % itemCount]!,
        answer: { choices: [(s + position) % 3 === 0 ? 'b' : 'a'] },
      })),
    });
  }
  await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');

  const admin = await db.prisma.user.create({
    data: { displayName: 'admin', roles: ['ADMIN'], registeredAt: new Date() },
  });
  const headers = {
    authorization: `Bearer ${(await createSession(db.prisma, admin.id, { days: 1 })).token}`,
  };
  const logged = countingLog();
  const app = await createApp({
    prisma: db.prisma,
    log: logged.log,
    rateLimits: createRateLimits({ factor: 1_000_000 }),
  });
  bench.defer(() => app.stop());
  const url = `${await app.listen(0, '127.0.0.1')}/graphql`;
  const api = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
  const model = costModelOf(readFileSync(schemaPath('supergraph.graphql'), 'utf8'));

  const shapes = [
    { name: 'the test alone', query: `{ test(slug: "bench-item-stats") { id title } }` },
    {
      name: `item statistics: ${itemCount} items, ${sessionCount} sessions`,
      query: `{ test(slug: "bench-item-stats") { id title itemStatistics { sessions minSessions
        items { key drawn answered right difficulty discrimination } } } }`,
    },
  ];
  const rows: string[][] = [];
  const p50s: number[] = [];
  for (const shape of shapes) {
    bench.step(shape.name);
    const cost = operationCost(api, model, parse(shape.query), undefined, {});
    for (let i = 0; i < 3; i++) await post(url, shape.query, {}, { headers });
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < runs; i++) {
      const answer = await post(url, shape.query, {}, { headers });
      if (answer.status !== 200 || answer.errors)
        throw new Error(`"${shape.name}": ${answer.status} ${JSON.stringify(answer.errors)}`);
      times.push(answer.ms);
    }
    const cpu = process.cpuUsage(cpu0);
    const { p50, p95 } = latencySummary(times);
    p50s.push(p50);
    rows.push([shape.name, String(cost), ms(p50), ms(p95), ms((cpu.user + cpu.system) / 1000 / runs)]);
    bench.figure(shape.name, p50, 'ms');
  }
  const head = ['shape', 'cost', 'p50', 'p95', 'Node CPU'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  for (const row of [head, ...rows]) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  console.log(`The figures' own server time: ${ms(p50s[1]! - p50s[0]!)}`);
  bench.figure('item statistics, own server time', p50s[1]! - p50s[0]!, 'ms');
  if (logged.counts.size) console.log(`Logged: ${logged.counts.toString()}`);
}
await bench.end();
