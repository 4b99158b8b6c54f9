import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvent } from './catalogue.ts';
import { consumeEvent, consumer, createJobRunner, job, jobsSchema, type EventJobData } from './consumers.ts';
import { createEventBus } from './events.ts';
import { recordEvents, startOutboxRelay } from './outbox.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./cli/events.ts', import.meta.url));
const closed = (jobId: string) => domainEvent('job.closed', { jobId });
const silent = () => {};

/** A runner and a relay over the test database, driven step by step by `drain` (no background work). */
async function harness(definition: Parameters<typeof createJobRunner>[0]['consumers'], jobs = []) {
  const runner = createJobRunner({
    prisma: db.prisma,
    log: silent,
    consumers: definition,
    jobs,
    background: false,
  });
  expect(await runner.ready()).toBe(true);
  const bus = createEventBus();
  const relay = await startOutboxRelay({ prisma: db.prisma, bus, jobs: runner, log: silent });
  return {
    runner,
    relay,
    async stop() {
      await relay.stop();
      await runner.stop();
      await bus.close();
    },
  };
}

describe('consumers run by the kit', () => {
  it('hands each event to every consumer of its type, once, and sets the timers a consumer asks for', async () => {
    const seen: string[] = [];
    const timed: string[] = [];
    const reminder = job<{ jobId: string }>({
      name: 'test.reminder',
      handle: async ({ jobId }) => void timed.push(jobId),
    });
    const { runner, relay, stop } = await harness(
      [
        consumer({
          name: 'test.closed-log',
          on: ['job.closed'],
          async handle(_tx, event, later) {
            seen.push(event.payload.jobId);
            later.send(reminder.name, { jobId: event.payload.jobId }, { key: event.payload.jobId });
          },
        }),
        consumer({ name: 'test.unrelated', on: ['order.paid'], handle: async () => void seen.push('wrong') }),
      ],
      [reminder] as never,
    );
    await recordEvents(db.prisma, [closed('a'), closed('b')]);
    await relay.drain();
    expect(await runner.drain()).toBe(4);
    expect(seen).toEqual(['a', 'b']);
    expect(timed.sort()).toEqual(['a', 'b']);
    // Relayed once: nothing comes again.
    await relay.drain();
    expect(await runner.drain()).toBe(0);
    await stop();
  });

  it('retries an event whose consumer throws, then parks it where an admin sees it, and sends it again on request', async () => {
    let failing = true;
    let handled = 0;
    const { runner, relay, stop } = await harness([
      consumer({
        name: 'test.flaky',
        on: ['job.closed'],
        retry: { limit: 2, delaySeconds: 0, backoff: false },
        async handle() {
          if (failing) throw new Error('The mail server is away');
          handled++;
        },
      }),
    ]);
    await recordEvents(db.prisma, [closed('flaky')]);
    await relay.drain();
    // The first attempt and two retries, all failing.
    expect(await runner.drain()).toBe(3);
    expect(handled).toBe(0);
    const parked = await runner.parked();
    expect(parked).toMatchObject([
      { queue: 'test.flaky', data: { type: 'job.closed', payload: { jobId: 'flaky' } } },
    ]);
    expect(parked[0]!.error).toContain('The mail server is away');
    // Nothing of the failed attempts was kept: the consumer's position did not move.
    expect(await db.prisma.consumedEvent.count({ where: { consumer: 'test.flaky' } })).toBe(0);

    // What an admin reads on the command line.
    const { stdout } = await run(process.execPath, [cli, 'parked'], {
      env: { ...process.env, DATABASE_URL: db.url },
    });
    expect(stdout).toContain('test.flaky');
    expect(stdout).toContain('The mail server is away');
    expect(stdout).toContain('1 parked');

    failing = false;
    expect(await runner.retryParked('test.flaky')).toBe(1);
    expect(await runner.drain()).toBe(1);
    expect(handled).toBe(1);
    expect(await runner.parked()).toEqual([]);
    await stop();
  });

  it('handles each event once when a process dies after its commit, mid-batch', async () => {
    const handled = new Map<string, number>();
    const counting = consumer({
      name: 'test.counting',
      on: ['job.closed'],
      // Tried again at once, for the test: the queue's backoff is not what it is about.
      retry: { delaySeconds: 0, backoff: false },
      async handle(tx, event) {
        await tx.$executeRaw`SELECT 1`;
        handled.set(event.payload.jobId, (handled.get(event.payload.jobId) ?? 0) + 1);
      },
    });
    const { runner, relay, stop } = await harness([counting]);
    await recordEvents(db.prisma, ['one', 'two', 'three', 'four', 'five'].map(closed));
    await relay.drain();

    // A process takes the batch, commits three events' handling, and dies before it tells the queue.
    const dying = new PgBoss({
      connectionString: db.url,
      schema: jobsSchema,
      supervise: false,
      schedule: false,
    });
    dying.on('error', silent);
    await dying.start();
    const batch = await dying.fetch<EventJobData>(counting.name, { batchSize: 5 });
    expect(batch).toHaveLength(5);
    for (const held of batch.slice(0, 3)) await consumeEvent(db.prisma, counting, held.data, async () => {});
    // Its claims lapse (as when its jobs expire): the queue hands them out again.
    await dying.fail(
      counting.name,
      batch.map((j) => j.id),
      { message: 'the process ended' },
    );
    await dying.stop({ graceful: false });

    expect(await runner.drain()).toBe(5);
    expect(Object.fromEntries(handled)).toEqual({ one: 1, two: 1, three: 1, four: 1, five: 1 });
    expect(await db.prisma.consumedEvent.count({ where: { consumer: counting.name } })).toBe(5);
    await stop();
  });
});
