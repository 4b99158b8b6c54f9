import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from './events.ts';
import { recordEvents, startOutboxRelay } from './outbox.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('the outbox relay', () => {
  it('keeps the process up when PostgreSQL ends its connection between two queries, and relays the event later', async () => {
    await db.prisma.$transaction((tx) =>
      recordEvents(tx, [{ type: 'test.restart', topics: ['test.restart'], payload: { n: 1 } }]),
    );
    // The bus holds the first event until the test lets it go: meanwhile the relay holds its connection, its
    // rows locked, between the SELECT and the UPDATE.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let publishing = 0;
    const inProcess = createEventBus();
    const bus: EventBus = {
      ...inProcess,
      async publish(topic, event) {
        if (publishing++ === 0) await held;
        await inProcess.publish(topic, event);
      },
    };
    const logged: string[] = [];
    // It starts with a run, which waits for the held event.
    const starting = startOutboxRelay({
      prisma: db.prisma,
      bus,
      pollMs: 100,
      log: (message) => logged.push(message),
    });
    await expect.poll(() => publishing).toBe(1);

    // What a restart (a fast shutdown) does to the relay's connection.
    const ended = await db.prisma.$queryRaw<{ ended: boolean }[]>`
      SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'idle in transaction' AND query LIKE '%FROM outbox_events%'`;
    expect(ended).toEqual([{ ended: true }]);
    // The client hears of it while no query of its own is running.
    await new Promise((resolve) => setTimeout(resolve, 200));
    letGo();
    const relay = await starting;

    await expect
      .poll(() => db.prisma.outboxEvent.count({ where: { publishedAt: null } }), { timeout: 5_000 })
      .toBe(0);
    expect(publishing).toBeGreaterThan(1);
    expect(logged).toContain('Outbox relay failed; retrying on the next wake-up');
    await relay.stop();
    await inProcess.close();
  });
});
