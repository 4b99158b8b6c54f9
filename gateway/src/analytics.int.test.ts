import { gzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { analyticsLimits } from '@platform/rules/analytics-limits';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

/**
 * The client's telemetry through the real product server: events and navigations posted as the web client (and
 * the seed's) sends them, refused when malformed or too many, and read back by an admin.
 */
let db: TestDatabase;
let app: RunningApp;
const bearer: Record<'admin' | 'employer', Record<string, string>> = {} as never;
const visitor = 'T'.repeat(64);
const otherVisitor = 'U'.repeat(64);
const sessionToken = 'k'.repeat(43);
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await createTestDatabase();
  for (const role of ['ADMIN', 'EMPLOYER'] as const) {
    const user = await db.prisma.user.create({
      data: { displayName: role, email: `${role}@telemetry.test`, roles: [role], registeredAt: new Date() },
    });
    const { token } = await createSession(db.prisma, user.id, { days: 1 });
    bearer[role === 'ADMIN' ? 'admin' : 'employer'] = { authorization: `Bearer ${token}` };
  }
  // A tenth of every budget, so that the limits are reached in a few requests.
  app = await startTestApp({ prisma: db.prisma, rateLimits: createRateLimits({ factor: 0.1 }) });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

interface Answer {
  status: number;
  headers: Headers;
  body: { errors?: { message: string; extensions: Record<string, unknown> }[] } | null;
}

async function post(
  path: string,
  body: string | Uint8Array,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Answer> {
  const response = await fetch(`${app.url}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const json = (value: unknown, headers: Record<string, string> = {}) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json', ...headers },
});

function clickOn(path: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'A',
    id: 'job-link',
    url: `${app.url}/fa/jobs/some-job`,
    text: 'A job',
    path,
    timestamp: new Date().toISOString(),
    auth_token: false,
    ...extra,
  };
}

async function summary(headers: Record<string, string>) {
  return app.graphql<{
    analyticsSummary: {
      visits: number;
      clicks: number;
      visitors: number;
      days: { day: string; visits: number; clicks: number }[];
      topPaths: { value: string; count: number }[];
      topReferrers: { value: string; count: number }[];
    };
  }>(
    `query ($day: String!) {
      analyticsSummary(from: $day, to: $day) {
        visits clicks visitors
        days { day visits clicks }
        topPaths(first: 5) { value count }
        topReferrers(first: 5) { value count }
      }
    }`,
    { day: today },
    headers,
  );
}

describe('POST /js/analytics/create.php', () => {
  it('takes one event, a batch, and a beacon sent as text/plain, answering 204', async () => {
    const single = json(
      {
        type: 'page_load',
        url: `${app.url}/fa/jobs`,
        path: '/fa/jobs',
        referrer: 'https://www.google.com/',
        timestamp: new Date().toISOString(),
        auth_token: sessionToken,
        ref_id: 'partner-9',
      },
      { 'x-token-auth': visitor },
    );
    const first = await post('/js/analytics/create.php', single.body, single.headers);
    expect(first.status).toBe(204);
    expect(first.headers.get('cache-control')).toBe('no-store');

    const batch = json([clickOn('/fa/jobs'), clickOn('/fa/jobs', { type: 'button', id: 'search' })], {
      'x-token-auth': visitor,
    });
    expect((await post('/js/analytics/create.php', batch.body, batch.headers)).status).toBe(204);

    // navigator.sendBeacon cannot set headers: the visitor id travels in the body.
    const beacon = await post(
      '/js/analytics/create.php',
      JSON.stringify([clickOn('/en/jobs', { token_auth: otherVisitor })]),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(beacon.status).toBe(204);

    // A Blob without a type, compressed on the way.
    const blob = await post(
      '/js/analytics/create.php',
      new Uint8Array(gzipSync(JSON.stringify({ type: 'page_load', path: '/az', token_auth: otherVisitor }))),
      { 'content-encoding': 'gzip' },
    );
    expect(blob.status).toBe(204);
  });
});

describe('POST /api/log-navigation', () => {
  it('takes a finished navigation (path, query, referrer), answering 204', async () => {
    const navigation = json(
      { path: '/fa/jobs/some-job', query: 'from=search', referrer: 'https://www.google.com/' },
      { 'x-token-auth': visitor },
    );
    const answer = await post('/api/log-navigation', navigation.body, navigation.headers);
    expect(answer.status).toBe(204);
  });
});

describe('what was posted', () => {
  it('is stored with the visitor, the referral and whether a session existed, never the token', async () => {
    await app.drainEvents();
    const rows = await db.prisma.analyticsEvent.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.kind, r.path, r.visitorId])).toEqual([
      ['PAGE_LOAD', '/fa/jobs', visitor],
      ['LINK_CLICK', '/fa/jobs', visitor],
      ['BUTTON_CLICK', '/fa/jobs', visitor],
      ['LINK_CLICK', '/en/jobs', otherVisitor],
      ['PAGE_LOAD', '/az', otherVisitor],
      ['NAVIGATION', '/fa/jobs/some-job', visitor],
    ]);
    expect(rows[0]).toMatchObject({
      signedIn: true,
      referralId: 'partner-9',
      referrer: 'https://www.google.com/',
    });
    expect(rows[5]).toMatchObject({ query: 'from=search', signedIn: false });
    const [stored] = await db.prisma.$queryRaw<{ rows: string }[]>`
      SELECT string_agg(row_to_json(e)::text, ' ') AS rows FROM analytics_events e`;
    expect(stored!.rows).not.toContain(sessionToken);
  });

  it('is summarised for an admin: visits, clicks, visitors, top paths and referrers of the day', async () => {
    const { body } = await summary(bearer.admin);
    expect(body.errors).toBeUndefined();
    const result = body.data!.analyticsSummary;
    expect(result).toMatchObject({ visits: 3, clicks: 3, visitors: 2 });
    expect(result.days).toEqual([{ day: today, visits: 3, clicks: 3 }]);
    expect(result.topPaths).toEqual([
      { value: '/az', count: 1 },
      { value: '/fa/jobs', count: 1 },
      { value: '/fa/jobs/some-job', count: 1 },
    ]);
    expect(result.topReferrers).toEqual([{ value: 'www.google.com', count: 1 }]);
  });

  it('is refused to anyone else before anything is read', async () => {
    db.resetQueries();
    const asEmployer = await summary(bearer.employer);
    expect(asEmployer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await summary({});
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(db.queries.filter((q) => /analytics_events/.test(q.sql))).toEqual([]);
  });
});

describe('bad input', () => {
  const refusals: [
    what: string,
    body: string | Uint8Array,
    headers: Record<string, string>,
    status: number,
    code: string,
  ][] = [
    ['not JSON', '{"type": ', { 'content-type': 'application/json' }, 400, 'BAD_REQUEST'],
    ['an empty body', '', { 'content-type': 'text/plain' }, 400, 'BAD_REQUEST'],
    ['a path that is no path', JSON.stringify({ type: 'a', path: 'x' }), {}, 400, 'BAD_USER_INPUT'],
    ['a NUL', JSON.stringify({ type: 'a', path: '/\u0000' }), {}, 400, 'BAD_USER_INPUT'],
    [
      'a malformed X-Token-Auth',
      JSON.stringify({ type: 'a', path: '/' }),
      { 'x-token-auth': '<script>' },
      400,
      'BAD_USER_INPUT',
    ],
    [
      'too large a batch',
      JSON.stringify(Array.from({ length: analyticsLimits.batchMax + 1 }, () => ({ type: 'a', path: '/' }))),
      {},
      400,
      'BAD_USER_INPUT',
    ],
    [
      'too large a body',
      JSON.stringify({ type: 'a', path: '/', text: 'x'.repeat(analyticsLimits.bodyBytesMax) }),
      {},
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'an unknown charset',
      '{}',
      { 'content-type': 'text/plain; charset=klingon' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['an unknown encoding', '{}', { 'content-encoding': 'nope' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a broken gzip', 'not gzip', { 'content-encoding': 'gzip' }, 400, 'BAD_REQUEST'],
  ];

  it.each(refusals)(
    '%s is refused with a code, as JSON, never a 5xx',
    async (_what, body, headers, status, code) => {
      for (const path of ['/js/analytics/create.php', '/api/log-navigation']) {
        const answer = await post(path, body, headers);
        expect(answer.status).toBe(status);
        expect(answer.body?.errors?.[0]?.extensions.code).toBe(code);
        expect(JSON.stringify(answer.body)).not.toMatch(/node_modules|\.ts:\d+|\n\s+at /);
      }
    },
  );

  it('refuses an event of an unknown type', async () => {
    const answer = await post('/js/analytics/create.php', JSON.stringify({ type: 'div', path: '/' }));
    expect(answer.status).toBe(400);
    expect(answer.body?.errors?.[0]?.extensions.fields).toEqual([
      { path: 'body.0.type', code: 'TYPE_INVALID' },
    ]);
  });

  it('names the fields at fault', async () => {
    const answer = await post(
      '/js/analytics/create.php',
      JSON.stringify([
        { type: 'a', path: '/' },
        { type: 'a', path: 'nowhere' },
      ]),
    );
    expect(answer.body?.errors?.[0]?.extensions.fields).toEqual([
      { path: 'body.1.path', code: 'PATH_INVALID' },
    ]);
  });
});

describe('rate limits', () => {
  it('refuse a visitor who sends more events than a person would, with Retry-After', async () => {
    const heavy = 'H'.repeat(64);
    const batch = json(
      Array.from({ length: 30 }, () => clickOn('/fa')),
      { 'x-token-auth': heavy },
    );
    expect((await post('/js/analytics/create.php', batch.body, batch.headers)).status).toBe(204);
    const one = json(clickOn('/fa'), { 'x-token-auth': heavy });
    const refused = await post('/js/analytics/create.php', one.body, one.headers);
    expect(refused.status).toBe(429);
    expect(refused.body?.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another browser at the same address still may.
    const other = json(clickOn('/fa'), { 'x-token-auth': 'O'.repeat(64) });
    expect((await post('/js/analytics/create.php', other.body, other.headers)).status).toBe(204);
  });

  it('refuse an address that sends more than many browsers would', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      const batch = json(Array.from({ length: analyticsLimits.batchMax }, () => clickOn('/fa')));
      statuses.push((await post('/js/analytics/create.php', batch.body, batch.headers)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
  });
});
