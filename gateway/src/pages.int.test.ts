import { createPrisma } from '@platform/db';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayBuckets } from './edge/rate-limits.ts';
import { writeClientBuild } from './testing/client-build.ts';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let build: { dist: string; render: string };

beforeAll(async () => {
  db = await createTestDatabase();
  build = await writeClientBuild();
});
afterAll(async () => {
  await db.drop();
});

const html = { accept: 'text/html' };

describe('a page whose data is refused', () => {
  let app: RunningApp;
  beforeAll(async () => {
    // A tenth of every budget: a visitor's 30 operations a minute, 60 pages.
    app = await startTestApp({
      prisma: db.prisma,
      clientDist: build.dist,
      clientRender: build.render,
      rateLimits: createRateLimits({ factor: 0.1 }),
      trustProxy: 'loopback',
    });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('is one page view, whatever the visitor spent of their GraphQL budget', async () => {
    const from = { 'x-forwarded-for': '198.51.100.1' };
    const operations = gatewayBuckets.requests.visitor.points / 10;
    for (let i = 0; i < operations; i++) {
      expect((await app.graphql('{ __typename }', {}, from)).status).toBe(200);
    }
    expect((await app.graphql('{ __typename }', {}, from)).status).toBe(429);
    // The page's own operations are not counted against it: the page renders with its data.
    const page = await fetch(`${app.url}/fa/jobs`, { headers: { ...html, ...from } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('page /fa/jobs graph=Query');
  });

  it('answers 429 with Retry-After and the localized page once the page budget is spent, and keeps serving', async () => {
    const from = { 'x-forwarded-for': '198.51.100.2' };
    const pages = gatewayBuckets.pages.points / 10;
    for (let i = 0; i < pages; i++) {
      expect((await fetch(`${app.url}/fa`, { headers: { ...html, ...from } })).status).toBe(200);
    }
    const refused = await fetch(`${app.url}/en/jobs`, { headers: { ...html, ...from } });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`refused 429 retry ${wait}`);
    // Another address is served as before, and so is this one's API (a page view is not an API call).
    expect(
      (await fetch(`${app.url}/fa`, { headers: { ...html, 'x-forwarded-for': '198.51.100.3' } })).status,
    ).toBe(200);
    expect((await app.graphql('{ __typename }', {}, from)).status).toBe(200);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  it('counts a whole IPv6 /64 as one address, whichever of its addresses each page is asked from', async () => {
    const pages = gatewayBuckets.pages.points / 10;
    for (let i = 0; i < pages; i++) {
      const from = { 'x-forwarded-for': `2001:db8:7:1::${(i + 1).toString(16)}` };
      expect((await fetch(`${app.url}/fa`, { headers: { ...html, ...from } })).status).toBe(200);
    }
    const sameSubscriber = { 'x-forwarded-for': '2001:db8:7:1:ffff:ffff:ffff:fffe' };
    expect((await fetch(`${app.url}/fa`, { headers: { ...html, ...sameSubscriber } })).status).toBe(429);
    const nextSubscriber = { 'x-forwarded-for': '2001:db8:7:2::1' };
    expect((await fetch(`${app.url}/fa`, { headers: { ...html, ...nextSubscriber } })).status).toBe(200);
  });
});

describe('a page rendered while the database is away', () => {
  let app: RunningApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every statement fails to connect.
    const away = createPrisma('postgresql://postgres:postgres@127.0.0.1:1/away', { max: 1 });
    app = await startTestApp({
      prisma: away,
      clientDist: build.dist,
      clientRender: build.render,
      relayOutbox: false,
      log: () => {},
    });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('answers 503 with Retry-After and the page that says so', async () => {
    const response = await fetch(`${app.url}/fa/jobs-count`, { headers: html });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('refused 503');
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
