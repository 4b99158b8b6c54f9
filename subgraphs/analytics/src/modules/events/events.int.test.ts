import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropExpiredPartitions, ensurePartitions, partitionMaintenance } from './events.partitions.ts';
import { createEventWriter, type StoredEvent } from './events.writer.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

function event(overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    kind: 'PAGE_LOAD',
    elementId: null,
    url: 'https://karnama.test/fa/jobs',
    text: null,
    path: '/fa/jobs',
    query: null,
    referrer: null,
    clientAt: new Date(),
    visitorId: 'V'.repeat(64),
    signedIn: false,
    referralId: null,
    receivedAt: new Date(),
    ...overrides,
  };
}

async function partitions(): Promise<string[]> {
  const rows = await db.prisma.$queryRaw<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'analytics_events'::regclass ORDER BY 1`;
  return rows.map((r) => r.name);
}

const monthName = (date: Date) =>
  `analytics_events_p${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

describe('the event writer', () => {
  it('writes what many requests sent in one statement, when it flushes', async () => {
    const writer = createEventWriter(db.prisma, { flushEveryMs: 60_000 });
    const marker = `/writer-${Date.now()}`;
    expect(writer.add([event({ path: marker })])).toBe(true);
    expect(writer.add([event({ path: marker, kind: 'LINK_CLICK' }), event({ path: marker })])).toBe(true);
    expect(await db.prisma.analyticsEvent.count({ where: { path: marker } })).toBe(0);
    db.resetQueries();
    expect(await writer.flush()).toBe(3);
    expect(db.queries.filter((q) => /INSERT/i.test(q.sql))).toHaveLength(1);
    expect(await db.prisma.analyticsEvent.count({ where: { path: marker } })).toBe(3);
    await writer.stop();
  });

  it('refuses events beyond what it may keep while they wait', async () => {
    const writer = createEventWriter(db.prisma, { flushEveryMs: 60_000, maxPending: 3 });
    expect(writer.add([event(), event()])).toBe(true);
    expect(writer.add([event(), event()])).toBe(false);
    expect(writer.add([event()])).toBe(true);
    await writer.stop();
  });

  it('writes what is left when it stops', async () => {
    const writer = createEventWriter(db.prisma, { flushEveryMs: 60_000 });
    const marker = `/stop-${Date.now()}`;
    writer.add([event({ path: marker })]);
    await writer.stop();
    expect(await db.prisma.analyticsEvent.count({ where: { path: marker } })).toBe(1);
  });

  it("creates this month's partition when it is missing, and keeps the events", async () => {
    const now = new Date();
    const marker = `/missing-${Date.now()}`;
    await db.prisma.$executeRawUnsafe(`DROP TABLE ${monthName(now)}`);
    expect(await partitions()).not.toContain(monthName(now));
    const writer = createEventWriter(db.prisma, { flushEveryMs: 60_000, log: () => {} });
    writer.add([event({ path: marker })]);
    expect(await writer.flush()).toBe(1);
    expect(await partitions()).toContain(monthName(now));
    expect(await db.prisma.analyticsEvent.count({ where: { path: marker } })).toBe(1);
    await writer.stop();
  });
});

describe('the partitions', () => {
  it('are made for the month and the three after it, once', async () => {
    const at = new Date('2024-11-20T12:00:00Z');
    expect(await ensurePartitions(db.prisma, at)).toBe(4);
    expect(await ensurePartitions(db.prisma, at)).toBe(0);
    expect(await partitions()).toEqual(
      expect.arrayContaining([
        'analytics_events_p202411',
        'analytics_events_p202412',
        'analytics_events_p202501',
        'analytics_events_p202502',
      ]),
    );
    // An event lands in its month's partition, by the server's time of receipt.
    await db.prisma.analyticsEvent.create({
      data: { ...event(), receivedAt: new Date('2024-12-31T23:59:59.999Z') },
    });
    const [row] = await db.prisma.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM analytics_events_p202412`;
    expect(row!.count).toBe(1);
  });

  it('past the retention are dropped a whole month at a time, with their events', async () => {
    await ensurePartitions(db.prisma, new Date('2023-01-10T00:00:00Z'));
    await db.prisma.analyticsEvent.createMany({
      data: [
        { ...event(), receivedAt: new Date('2023-01-15T00:00:00Z') },
        { ...event(), receivedAt: new Date('2023-02-15T00:00:00Z') },
        { ...event(), receivedAt: new Date('2023-04-30T00:00:00Z') },
      ],
    });
    // 13 months before 2024-04-05 is 2023-03-05: January and February 2023 had ended by then, March had not.
    expect(await dropExpiredPartitions(db.prisma, 13, new Date('2024-04-05T00:00:00Z'))).toBe(2);
    const names = await partitions();
    expect(names).not.toContain('analytics_events_p202301');
    expect(names).not.toContain('analytics_events_p202302');
    expect(names).toContain('analytics_events_p202303');
    expect(names).toContain('analytics_events_p202304');
    expect(
      await db.prisma.analyticsEvent.count({
        where: { receivedAt: { lt: new Date('2023-05-01T00:00:00Z') } },
      }),
    ).toBe(1);
  });

  it('are kept by a worker that several processes may run at once', async () => {
    const at = new Date('2022-06-05T00:00:00Z');
    const failures: unknown[] = [];
    const workers = [1, 2, 3].map(() =>
      partitionMaintenance({
        prisma: db.prisma,
        retentionMonths: 120,
        now: () => at,
        log: (message, error) => failures.push([message, error]),
      }),
    );
    await Promise.all(workers.map((w) => w.start()));
    expect(failures).toEqual([]);
    expect(await partitions()).toEqual(
      expect.arrayContaining([
        'analytics_events_p202206',
        'analytics_events_p202207',
        'analytics_events_p202208',
        'analytics_events_p202209',
      ]),
    );
    await Promise.all(workers.map((w) => w.stop()));
    // Then the retention: with 12 months from a year later, June 2022 goes and the rest stays.
    const later = partitionMaintenance({
      prisma: db.prisma,
      retentionMonths: 12,
      now: () => new Date('2023-07-02T00:00:00Z'),
    });
    await later.start();
    await later.stop();
    const names = await partitions();
    expect(names).not.toContain('analytics_events_p202206');
    expect(names).toContain('analytics_events_p202207');
  });
});
