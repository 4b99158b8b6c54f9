import net from 'node:net';
import { createPrisma } from '@platform/db';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { addressShare, createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { Redis } from 'ioredis';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from '../test-helpers.ts';
import { costLimits, operationLimits } from './operation-limits.ts';
import { gatewayBuckets } from './rate-limits.ts';

let db: TestDatabase;
let app: RunningApp;
let employerToken: string;
let adminToken: string;
let seekerToken: string;
let partnerKey: string;
const logged: string[] = [];

/** `job → applications → job → …` nested `hops` times: each hop is four levels deep. */
function applicationChain(hops: number, first = 1) {
  const open = `applications(first: ${first}) { totalCount edges { node { job { `;
  return `{ job(slug: "chain-job") { ${open.repeat(hops)} title ${'} } } } '.repeat(hops)} } }`;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const company = await db.prisma.company.create({ data: { name: 'Partner Co' } });
  const employer = await db.prisma.user.create({
    data: { displayName: 'Employer', roles: ['EMPLOYER'], registeredAt: new Date(), companyId: company.id },
  });
  ({ token: employerToken } = await createSession(db.prisma, employer.id, { days: 1 }));
  const job = await db.prisma.job.create({
    data: {
      slug: 'chain-job',
      language: 'en',
      title: 'Chain',
      companyName: 'Co',
      placeId: 'tehran',
      type: 'FULL_TIME',
      experienceLevel: 'MID',
      description: 'd',
      postedById: employer.id,
    },
  });
  await db.prisma.jobApplication.createMany({
    data: Array.from({ length: 3 }, (_, i) => ({
      jobId: job.id,
      fullName: `Applicant ${i}`,
      email: `a${i}@example.com`,
      phone: '+989121234567',
      coverLetter: 'Hello',
    })),
  });
  const admin = await db.prisma.user.create({
    data: { displayName: 'Admin', roles: ['ADMIN'], registeredAt: new Date() },
  });
  ({ token: adminToken } = await createSession(db.prisma, admin.id, { days: 1 }));
  const seeker = await db.prisma.user.create({
    data: { displayName: 'Seeker', roles: ['JOB_SEEKER'], registeredAt: new Date() },
  });
  ({ token: seekerToken } = await createSession(db.prisma, seeker.id, { days: 1 }));
  const text = (value: string) => ({ fa: value, en: value, az: value });
  await db.prisma.test.create({
    data: {
      slug: 'figures-test',
      type: 'LOGICAL_REASONING',
      title: text('Figures'),
      summary: text('s'),
      description: text('d'),
      categories: [{ key: 'c', name: text('C'), advice: text('A') }],
      questionsCount: 1,
      durationMinutes: 10,
      passingScore: 50,
      questions: {
        create: {
          key: 'q1',
          kind: 'NUMERIC',
          difficulty: 'EASY',
          category: 'c',
          skill: 's',
          versions: {
            create: { version: 1, content: { prompt: text('1 + 1?'), numeric: { value: 2, tolerance: 0 } } },
          },
        },
      },
    },
  });
  app = await startTestApp({ prisma: db.prisma, log: (message) => logged.push(message) });
  const created = await app.graphql<{ createApiKey: { data: { secret: string } } }>(
    'mutation { createApiKey(input: { name: "Feed" }) { ... on MutationCreateApiKeySuccess { data { secret } } } }',
    {},
    { authorization: `Bearer ${employerToken}` },
  );
  partnerKey = created.body.data!.createApiKey.data.secret;
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

describe('the nested list a visitor may not read', () => {
  it('answers the 20-hop crash query at once with the depth limit, in bounded memory', async () => {
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { status, body } = await app.graphql(applicationChain(20));
    const took = performance.now() - started;
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'depth',
      maximum: operationLimits.depth,
      measured: 82,
    });
    expect(took).toBeLessThan(1_000);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('loads nothing of a denied list: the visitor gets null and no application is read', async () => {
    db.resetQueries();
    const { body } = await app.graphql<{ job: { applications: null } }>(applicationChain(2));
    expect(body.errors).toBeUndefined();
    expect(body.data?.job.applications).toBeNull();
    expect(db.queries.some((q) => q.sql.includes('job_applications'))).toBe(false);
  });

  it('lets the employer read the same chain, one query per level', async () => {
    db.resetQueries();
    const { body } = await app.graphql<{
      job: { applications: { totalCount: number; edges: { node: { job: { applications: unknown } } }[] } };
    }>(applicationChain(2, 3), {}, { authorization: `Bearer ${employerToken}` });
    expect(body.errors).toBeUndefined();
    expect(body.data?.job.applications.totalCount).toBe(3);
    expect(body.data?.job.applications.edges).toHaveLength(3);
    expect(body.data?.job.applications.edges[0]?.node.job.applications).toMatchObject({ totalCount: 3 });
  });
});

describe('operation limits', () => {
  it('refuses too many aliases before anything runs, with the figure and the limit', async () => {
    db.resetQueries();
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: jobs(search: "x") { totalCount }`).join(' ');
    const { status, body } = await app.graphql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'aliases',
      measured: 40,
      maximum: operationLimits.aliases,
    });
    expect(db.queries).toHaveLength(0);
  });

  it('refuses an operation over the cost limit, with its cost', async () => {
    const pages = Array.from(
      { length: 10 },
      (_, i) =>
        `p${i}: jobs(first: 100, search: "x") { edges { node { approvedApplicants { submittedAt } } } }`,
    ).join(' ');
    const { status, body } = await app.graphql(`{ ${pages} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
    expect(Number(body.errors?.[0]?.extensions?.measured)).toBeGreaterThan(5_000);
  });

  it("lets an admin's page of item statistics through and refuses a signed-in person's identical cost", async () => {
    // What the admins' test page asks of the figures, priced at their measured server time (about 9,000).
    const figures = `{ test(slug: "figures-test") { id title itemStatistics { sessions minSessions
      items { key drawn answered right difficulty discrimination } } } }`;
    db.resetQueries();
    const refused = await app.graphql(figures, {}, { authorization: `Bearer ${seekerToken}` });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'cost',
      maximum: costLimits.user,
    });
    const cost = Number(refused.body.errors?.[0]?.extensions?.measured);
    expect(cost).toBeGreaterThan(costLimits.user);
    expect(cost).toBeLessThanOrEqual(costLimits.admin);
    // Refused before anything of the test was read: only the session was looked up.
    const readsTests = () => db.queries.filter((q) => /"tests"|"questions"|"test_sessions"/.test(q.sql));
    expect(readsTests()).toEqual([]);

    const served = await app.graphql<{ test: { itemStatistics: { sessions: number; items: unknown[] } } }>(
      figures,
      {},
      { authorization: `Bearer ${adminToken}` },
    );
    expect(served.status).toBe(200);
    expect(served.body.errors).toBeUndefined();
    expect(served.body.data?.test.itemStatistics).toMatchObject({
      sessions: 0,
      items: [{ key: 'q1', drawn: 0 }],
    });
    expect(readsTests().length).toBeGreaterThan(0);
  });

  it('answers at most 100 ids with nodes(ids:)', async () => {
    const ids = Array.from({ length: 101 }, (_, i) =>
      encodeGlobalID('Job', `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`),
    );
    const { body } = await app.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
    const some = await app.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: ids.slice(0, 100),
    });
    expect(some.body.errors).toBeUndefined();
  });

  it('stops reading a document at the token limit', async () => {
    const { status, body } = await app.graphql(`{ ${'__typename '.repeat(operationLimits.tokens + 10)} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'tokens' });
  });

  it('keeps schema reading and field suggestions from visitors when introspection is not public', async () => {
    const schema = await app.graphql('{ __schema { types { name } } }');
    expect(schema.status).toBe(403);
    expect(schema.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const typo = await app.graphql('{ jobz { totalCount } }');
    expect(typo.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('schema reading under npm start (NODE_ENV=production)', () => {
  const apps: RunningApp[] = [];
  /** The app as the production start builds it: Apollo Server reads NODE_ENV when it is made. */
  async function productionApp(publicIntrospection: boolean) {
    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const started = await startTestApp({ prisma: db.prisma, publicIntrospection, log: () => {} });
      apps.push(started);
      return started;
    } finally {
      process.env.NODE_ENV = mode;
    }
  }
  afterAll(async () => {
    for (const started of apps) await started.stop();
  });
  const introspection = '{ __schema { queryType { name } } }';

  it('follows the product rule: partners and admins read it, visitors only when it is public', async () => {
    const admin = await db.prisma.user.create({
      data: { displayName: 'Admin', roles: ['ADMIN'], registeredAt: new Date() },
    });
    const { token: adminToken } = await createSession(db.prisma, admin.id, { days: 1 });
    const closed = await productionApp(false);
    const callers: Record<string, string>[] = [
      { 'x-api-key': partnerKey },
      { authorization: `Bearer ${adminToken}` },
    ];
    for (const headers of callers) {
      const { status, body } = await closed.graphql(introspection, {}, headers);
      expect([status, body]).toEqual([200, { data: { __schema: { queryType: { name: 'Query' } } } }]);
    }
    const visitor = await closed.graphql(introspection);
    expect([visitor.status, visitor.body.errors?.[0]?.extensions?.code]).toEqual([403, 'FORBIDDEN']);

    const open = await productionApp(true);
    expect((await open.graphql(introspection)).body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });
});

describe('answers from /graphql', () => {
  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${app.url}/graphql`, { method: 'POST', headers, body });

  it('are GraphQL JSON with a code for every malformed request', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [post('{"query": '), 400, 'BAD_REQUEST'],
      [
        post(JSON.stringify({ query: `{ jobs(search: "${'x'.repeat(200_000)}") { totalCount } }` })),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [post('{ jobs { totalCount } }', { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [post('{}', { 'content-type': 'application/json; charset=latin1' }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [fetch(`${app.url}/graphql`, { method: 'PUT', body: '{}' }), 405, 'METHOD_NOT_ALLOWED'],
      [post(JSON.stringify({ query: 'subscription { activityAdded { id } }' })), 400, 'BAD_REQUEST'],
      [
        post(JSON.stringify({ query: '{ a: __typename }', operationName: 'Nope' })),
        400,
        'OPERATION_RESOLUTION_FAILURE',
      ],
    ];
    for (const [answer, status, code] of cases) {
      const response = await answer;
      expect([response.status, code], await response.clone().text()).toEqual([status, code]);
      expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code).toBe(code);
    }
    expect(logged).toEqual([]);
  });

  it('answer 429 with Retry-After once the caller has sent too many operations', async () => {
    const limited = await startTestApp({ prisma: db.prisma });
    try {
      let last: Awaited<ReturnType<RunningApp['graphql']>> | undefined;
      for (let i = 0; i < 301; i++) last = await limited.graphql('{ __typename }');
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last!.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.stop();
    }
  });

  it('count together across gateway instances that share a Redis', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `edge-test-${Date.now().toString(36)}`;
    const clients = [new Redis(redisUrl), new Redis(redisUrl)];
    const [one, two] = await Promise.all(
      clients.map((redis) =>
        startTestApp({ prisma: db.prisma, rateLimits: createRateLimits({ redis, prefix }) }),
      ),
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 301; i++)
        statuses.push((await (i % 2 ? one! : two!).graphql('{ __typename }')).status);
      expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true);
      expect(statuses[300]).toBe(429);
    } finally {
      await Promise.all([one!.stop(), two!.stop()]);
      clients.forEach((c) => c.disconnect());
    }
  });

  it('refuses token guessing, never the valid or ended credentials sent from the same address', async () => {
    // A tenth of each budget: 30 guesses per address.
    const guessing = await startTestApp({ prisma: db.prisma, rateLimits: createRateLimits({ factor: 0.1 }) });
    try {
      const codes: string[] = [];
      const guesses = gatewayBuckets.badCredentials.points / 10;
      for (let i = 0; i < guesses + 2; i++) {
        const { body } = await guessing.graphql(
          '{ __typename }',
          {},
          { authorization: `Bearer guess-${i}-${'x'.repeat(30)}` },
        );
        codes.push(String(body.errors?.[0]?.extensions?.code));
      }
      expect(codes.slice(0, guesses).every((c) => c === 'INVALID_TOKEN')).toBe(true);
      expect(codes.slice(guesses)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
      // The same address, as a carrier's NAT shares it: a valid session and a partner's key are served.
      const signedIn = await guessing.graphql(
        '{ viewer { id } }',
        {},
        { authorization: `Bearer ${employerToken}` },
      );
      expect([signedIn.status, signedIn.body.errors]).toEqual([200, undefined]);
      const keyed = await guessing.graphql('{ __typename }', {}, { 'x-api-key': partnerKey });
      expect([keyed.status, keyed.body.errors]).toEqual([200, undefined]);
      // A session that ended is its holder's, not a guess: INVALID_TOKEN (sign in again), not a wait.
      const user = await db.prisma.user.create({ data: { displayName: 'Ended', registeredAt: new Date() } });
      const { token: ended, session } = await createSession(db.prisma, user.id, { days: 1 });
      await db.prisma.session.update({ where: { id: session.id }, data: { revokedAt: new Date() } });
      const revoked = await guessing.graphql('{ __typename }', {}, { authorization: `Bearer ${ended}` });
      expect([revoked.status, revoked.body.errors?.[0]?.extensions?.code]).toEqual([401, 'INVALID_TOKEN']);
    } finally {
      await guessing.stop();
    }
  });

  it("counts a visitor who sends their visitor id by that id, under their address's ceiling", async () => {
    const shared = await startTestApp({
      prisma: db.prisma,
      rateLimits: createRateLimits({ factor: 0.01 }),
      trustProxy: 'loopback',
    });
    try {
      const perVisitor = gatewayBuckets.requests.visitor.points / 100;
      const from = (visitor: number) => ({
        'x-forwarded-for': '198.51.100.77',
        'x-token-auth': `${String(visitor).padStart(2, '0')}${'v'.repeat(62)}`,
      });
      const statuses = async (visitor: number, times: number) => {
        const seen: number[] = [];
        for (let i = 0; i < times; i++)
          seen.push((await shared.graphql('{ __typename }', {}, from(visitor))).status);
        return seen;
      };
      // One visitor spends their own budget; the next person behind the same address still has theirs.
      expect(await statuses(0, perVisitor + 1)).toEqual([...Array(perVisitor).fill(200), 429]);
      expect(await statuses(1, perVisitor)).toEqual(Array(perVisitor).fill(200));
      // Visitor ids cost nothing to make up: the address's ceiling (addressShare visitors' worth) still holds.
      const all: number[] = [];
      for (let visitor = 2; visitor < addressShare + 2; visitor++)
        all.push(...(await statuses(visitor, perVisitor)));
      expect(all.at(-1)).toBe(429);
      expect(all.filter((s) => s === 200)).toHaveLength(perVisitor * addressShare - 2 * perVisitor);
    } finally {
      await shared.stop();
    }
  });
});

describe('the stricter buckets of sensitive actions', () => {
  const limitedAt = async (
    app: RunningApp,
    send: (i: number) => Promise<{ status: number; body: unknown }>,
  ) => {
    for (let i = 0; i < 100; i++) {
      const answer = await send(i);
      if (answer.status === 429) return { at: i, answer };
    }
    return { at: -1, answer: null };
  };

  it('limit applications from one address to 30 an hour, with a coded 429', async () => {
    const fresh = await startTestApp({ prisma: db.prisma });
    try {
      const job = await db.prisma.job.findFirstOrThrow({ where: { slug: 'chain-job' } });
      const apply = (i: number) =>
        fresh.graphql('mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) { __typename } }', {
          input: {
            jobId: encodeGlobalID('Job', job.id),
            fullName: 'Flood',
            email: `flood${i}@example.com`,
            phone: '09121234567',
            coverLetter: 'I have built and run job boards for five years and would like to help.',
          },
        });
      const { at, answer } = await limitedAt(fresh, apply);
      expect(at).toBe(30);
      expect(answer?.body).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
      expect(await db.prisma.jobApplication.count({ where: { email: { startsWith: 'flood' } } })).toBe(30);
    } finally {
      await fresh.stop();
    }
  });

  it('limit demo sign-ins from one address to 20 a minute', async () => {
    process.env.DEV_SIGN_IN = 'true';
    const fresh = await startTestApp({ prisma: db.prisma });
    try {
      const { at } = await limitedAt(fresh, () =>
        fresh.graphql('mutation { devSignIn(input: { account: "job-seeker" }) { __typename } }'),
      );
      expect(at).toBe(20);
    } finally {
      delete process.env.DEV_SIGN_IN;
      await fresh.stop();
    }
  });
});

describe('partners with an API key', () => {
  it('get a larger budget than a visitor, may read the schema, and see their use counted per day', async () => {
    const keyed = await startTestApp({ prisma: db.prisma });
    // Other tests use the same key through apps of their own.
    const counted = async () => (await db.prisma.apiKeyUsage.findMany()).reduce((n, u) => n + u.requests, 0);
    const before = await counted();
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 320; i++) {
        statuses.add((await keyed.graphql('{ __typename }', {}, { 'x-api-key': partnerKey })).status);
      }
      expect([...statuses]).toEqual([200]);
      const schema = await keyed.graphql(
        '{ __schema { queryType { name } } }',
        {},
        { 'x-api-key': partnerKey },
      );
      expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      await keyed.stop();
      expect((await db.prisma.apiKeyUsage.findMany()).length).toBe(1);
      expect((await counted()) - before).toBe(321);
    } finally {
      await keyed.stop().catch(() => {});
    }
  });

  it('are refused with INVALID_TOKEN for an unknown key', async () => {
    const { status, body } = await app.graphql('{ __typename }', {}, { 'x-api-key': `kn_${'A'.repeat(43)}` });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN');
  });
});

describe('when the database is away', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, and logs nothing as a fault', async () => {
    const unreachable = createPrisma('postgresql://postgres@127.0.0.1:9/nowhere');
    const seen: string[] = [];
    const away = await startTestApp({
      prisma: unreachable,
      relayOutbox: false,
      log: (message) => seen.push(message),
    });
    try {
      for (const headers of [{}, { authorization: `Bearer ${employerToken}` }] as Record<string, string>[]) {
        const {
          status,
          headers: answer,
          body,
        } = await away.graphql('{ jobs(first: 5) { totalCount } }', {}, headers);
        expect(status).toBe(503);
        expect(answer.get('retry-after')).toBe('5');
        expect(body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      }
      expect(seen).toEqual([]);
    } finally {
      await away.stop();
      await unreachable.$disconnect();
    }
  });
});

describe('headers', () => {
  it('send a strict CSP, nosniff and no framing, and HSTS only over HTTPS behind a trusted proxy', async () => {
    const plain = await fetch(`${app.url}/healthz`);
    const csp = plain.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    // Scripts and style elements only with the page's nonce; style attributes not at all.
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['style-src']).not.toContain("'unsafe-inline'");
    expect(directives['style-src-attr']).toBeUndefined();
    expect(csp).not.toContain('unsafe-');
    // The old header says the same as frame-ancestors 'none'.
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await startTestApp({ prisma: db.prisma, trustProxy: 'loopback' });
    try {
      for (const path of ['/healthz', '/graphql?query=%7B__typename%7D', '/no-such-file.js']) {
        const secure = await fetch(`${proxied.url}${path}`, {
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
        });
        expect(secure.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      }
      const forged = await fetch(`${app.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.stop();
    }
  });

  it('answer 408 and hang up on a request whose body or headers trickle in', async () => {
    const slow = await startTestApp({
      prisma: db.prisma,
      timeouts: { headersTimeout: 1_000, requestTimeout: 1_500, connectionsCheckingInterval: 200 },
    });
    try {
      const { port } = new URL(slow.url);
      /** Sends `head`, then a byte every 100 ms; resolves with what the server said once it hung up. */
      const trickle = (head: string) =>
        new Promise<{ answer: string }>((resolve) => {
          let answer = '';
          const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
          const drip = setInterval(() => socket.write('x'), 100);
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('error', () => {});
          socket.on('close', () => {
            clearInterval(drip);
            resolve({ answer });
          });
        });
      const body = await trickle(
        'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      );
      expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
      // Headers that never end are cut off the same way.
      const headers = await trickle('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await slow.stop();
    }
  });

  it('let partners call /graphql from any origin with a bearer token, without cookies', async () => {
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization, x-api-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });
});
