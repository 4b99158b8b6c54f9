import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { Identity } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { ensurePartitions } from '../events/events.partitions.ts';
import type { StoredEvent } from '../events/events.writer.ts';

let db: TestDatabase;
const admin: Identity = {
  userId: '00000000-0000-7000-8000-00000000000a',
  sessionId: 's',
  roles: ['ADMIN'],
  registered: true,
};
const employer: Identity = { ...admin, roles: ['EMPLOYER'] };
const alice = 'A'.repeat(64);
const bob = 'B'.repeat(64);

function event(receivedAt: string, overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    kind: 'PAGE_LOAD',
    elementId: null,
    url: 'https://karnama.test/fa/jobs',
    text: null,
    path: '/fa/jobs',
    query: null,
    referrer: null,
    clientAt: null,
    visitorId: alice,
    signedIn: false,
    referralId: null,
    receivedAt: new Date(receivedAt),
    ...overrides,
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  // March and April 2026; the events sit around Tehran's midnight (UTC+3:30), and one in the next month.
  await ensurePartitions(db.prisma, new Date('2026-03-01T00:00:00Z'));
  await db.prisma.analyticsEvent.createMany({
    data: [
      // 2026-03-10 in Tehran and in UTC.
      event('2026-03-10T10:00:00Z', { referrer: 'https://www.google.com/search?q=karnama' }),
      event('2026-03-10T10:01:00Z', { kind: 'LINK_CLICK', elementId: 'apply', text: 'Apply' }),
      event('2026-03-10T10:02:00Z', { kind: 'NAVIGATION', path: '/fa/jobs/react-developer' }),
      event('2026-03-10T11:00:00Z', {
        visitorId: bob,
        url: 'https://karnama.test/en/jobs',
        path: '/en/jobs',
        referrer: 'https://WWW.Google.com/',
      }),
      // 2026-03-10 21:00 UTC is 2026-03-11 00:30 in Tehran.
      event('2026-03-10T21:00:00Z', {
        visitorId: bob,
        path: '/fa/jobs/react-developer',
        url: 'https://karnama.test/fa/jobs/react-developer',
        referrer: 'https://t.me/karnama_jobs',
      }),
      event('2026-03-10T21:01:00Z', { visitorId: bob, kind: 'BUTTON_CLICK', text: 'Send' }),
      // A reload of our own page is no referral.
      event('2026-03-11T08:00:00Z', { referrer: 'https://karnama.test/fa' }),
      // 2026-04-01 02:00 in Tehran, outside a March range.
      event('2026-03-31T22:30:00Z', { path: '/az/jobs', referrer: 'https://bing.com/' }),
    ],
  });
});
afterAll(() => db.drop());

const summaryQuery = /* GraphQL */ `
  query ($from: String!, $to: String!, $timeZone: String, $top: Int) {
    analyticsSummary(from: $from, to: $to, timeZone: $timeZone) {
      from
      to
      timeZone
      visits
      clicks
      visitors
      days {
        day
        visits
        clicks
        visitors
      }
      topPaths(first: $top) {
        value
        count
      }
      topReferrers(first: $top) {
        value
        count
      }
    }
  }
`;

type Summary = {
  analyticsSummary: {
    visits: number;
    clicks: number;
    visitors: number;
    days: { day: string; visits: number; clicks: number; visitors: number }[];
    topPaths: { value: string; count: number }[];
    topReferrers: { value: string; count: number }[];
  };
};

const run = (variables: Record<string, unknown>, viewer: Identity | null = admin) =>
  executeSubgraph<Summary>(schema, db.prisma, summaryQuery, variables, viewer ? { viewer } : {});

describe('analyticsSummary', () => {
  it('counts visits, clicks and visitors per day in the time zone asked for, every day present', async () => {
    const { data, errors } = await run({ from: '2026-03-09', to: '2026-03-12', timeZone: 'Asia/Tehran' });
    expect(errors).toBeUndefined();
    const summary = data!.analyticsSummary;
    expect(summary.days).toEqual([
      { day: '2026-03-09', visits: 0, clicks: 0, visitors: 0 },
      { day: '2026-03-10', visits: 3, clicks: 1, visitors: 2 },
      { day: '2026-03-11', visits: 2, clicks: 1, visitors: 2 },
      { day: '2026-03-12', visits: 0, clicks: 0, visitors: 0 },
    ]);
    expect(summary).toMatchObject({ visits: 5, clicks: 2, visitors: 2 });
    expect(summary.topPaths).toEqual([
      { value: '/fa/jobs', count: 2 },
      { value: '/fa/jobs/react-developer', count: 2 },
      { value: '/en/jobs', count: 1 },
    ]);
    // By host, case aside; our own site is not a referrer.
    expect(summary.topReferrers).toEqual([
      { value: 'www.google.com', count: 2 },
      { value: 't.me', count: 1 },
    ]);
  });

  it('moves events across midnight with the time zone', async () => {
    const { data } = await run({ from: '2026-03-10', to: '2026-03-10', timeZone: 'UTC' });
    expect(data!.analyticsSummary.days).toEqual([{ day: '2026-03-10', visits: 4, clicks: 2, visitors: 2 }]);
    const tehran = await run({ from: '2026-04-01', to: '2026-04-01', timeZone: 'Asia/Tehran' });
    expect(tehran.data!.analyticsSummary.topPaths).toEqual([{ value: '/az/jobs', count: 1 }]);
  });

  it('lists at most as many top paths as asked', async () => {
    const { data } = await run({ from: '2026-03-01', to: '2026-03-31', timeZone: 'UTC', top: 1 });
    expect(data!.analyticsSummary.topPaths).toEqual([{ value: '/fa/jobs', count: 2 }]);
  });

  it('answers in three statements, whatever it selects, and reads only the range’s months', async () => {
    await run({ from: '2026-03-01', to: '2026-03-02', timeZone: 'UTC' });
    db.resetQueries();
    const { errors } = await run({ from: '2026-03-01', to: '2026-03-31', timeZone: 'Asia/Baku' });
    expect(errors).toBeUndefined();
    expect(db.queries).toHaveLength(3);
    const [plan] = await db.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
      `EXPLAIN (FORMAT JSON) SELECT count(*) FROM analytics_events
       WHERE received_at >= ('2026-03-01'::date::timestamp AT TIME ZONE 'Asia/Baku')
         AND received_at < (('2026-03-31'::date + 1)::timestamp AT TIME ZONE 'Asia/Baku')`,
    );
    const read = JSON.stringify(plan).match(/analytics_events_p\d{6}/g) ?? [];
    expect([...new Set(read)]).toEqual(['analytics_events_p202603']);
  });

  it.each([
    [{ from: '2026-03-10', to: '2026-03-09' }, 'to', 'RANGE_REVERSED'],
    [{ from: '2025-02-28', to: '2026-03-01' }, 'to', 'RANGE_TOO_LONG'],
    [{ from: '2025-03-01', to: '2026-03-01' }, null, null],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from', 'DATE_INVALID'],
    [{ from: 'yesterday', to: '2026-03-01' }, 'from', 'DATE_INVALID'],
    [{ from: '2026-03-01', to: '2026-03-01', timeZone: 'Mars/Olympus' }, 'timeZone', 'TIME_ZONE_INVALID'],
    [{ from: '2026-03-01', to: '2026-03-01', timeZone: '+03:30' }, 'timeZone', 'TIME_ZONE_INVALID'],
    [{ from: '2026-03-01', to: '2026-03-01', top: 51 }, 'first', null],
  ])('checks %j: refused with BAD_USER_INPUT at the field at fault', async (variables, path, code) => {
    const { data, errors } = await run({ timeZone: 'UTC', ...variables });
    if (!path) {
      // 366 days, the longest range allowed.
      expect(errors).toBeUndefined();
      expect(data!.analyticsSummary.days).toHaveLength(366);
      return;
    }
    expect(data?.analyticsSummary ?? null).toBeNull();
    const extensions = errors?.[0]?.extensions as {
      code: string;
      fields: { path: string; message?: string; code?: string }[];
    };
    expect(extensions.code).toBe('BAD_USER_INPUT');
    expect(extensions.fields[0]!.path).toBe(path);
    if (code) expect(extensions.fields[0]!.code).toBe(code);
  });

  it('is for admins: FORBIDDEN to others, UNAUTHENTICATED to visitors, before anything is read', async () => {
    db.resetQueries();
    const asEmployer = await run({ from: '2026-03-01', to: '2026-03-02' }, employer);
    expect(asEmployer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await run({ from: '2026-03-01', to: '2026-03-02' }, null);
    expect(asVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(db.queries).toEqual([]);
  });
});
