import { createPrisma } from '@platform/db';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { accountsSubgraph } from '@platform/subgraph-accounts';
import { jobsSubgraph } from '@platform/subgraph-jobs';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let posters: { id: string; displayName: string }[];

beforeAll(async () => {
  db = await createTestDatabase();
  posters = await Promise.all(
    ['گروه نرم‌افزاری آرین‌داده', 'Caspian Cloud Systems', 'Xəzər Rəqəmsal MMC'].map((displayName) =>
      db.prisma.user.create({ data: { displayName } }),
    ),
  );
  await db.prisma.job.createMany({
    data: Array.from({ length: 24 }, (_, i) => ({
      slug: `job-${i}`,
      language: 'en',
      title: `Engineer ${i}`,
      companyName: 'Co',
      placeId: 'tehran',
      type: 'FULL_TIME' as const,
      experienceLevel: 'MID' as const,
      description: 'Build things',
      postedAt: new Date(Date.now() - i * 60_000),
      postedById: posters[i % posters.length]!.id,
    })),
  });
});
afterAll(() => db.drop());

const spanning = /* GraphQL */ `
  query ($orderBy: JobOrder) {
    jobs(first: 20, orderBy: $orderBy) {
      totalCount
      edges {
        node {
          slug
          title
          postedBy {
            id
            displayName
          }
        }
      }
    }
  }
`;

type Spanning = {
  jobs: {
    totalCount: number;
    edges: { node: { slug: string; postedBy: { id: string; displayName: string } } }[];
  };
};

/**
 * `orderBy`: each mode lists the jobs in an order of its own (NEWEST is the default without a search), so that
 * neither finds the other's answers in the jobs subgraph's search cache.
 */
function gatewayBehaviour(mode: string, orderBy: 'NEWEST' | null, start: () => Promise<RunningApp>) {
  describe(`the gateway with subgraphs ${mode}`, () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await start();
    });
    afterAll(() => app.stop());

    it('answers a query spanning jobs and accounts without a query per job', async () => {
      db.resetQueries();
      const { status, body } = await app.graphql<Spanning>(spanning, { orderBy });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const edges = body.data!.jobs.edges;
      expect(edges).toHaveLength(20);
      expect(body.data!.jobs.totalCount).toBe(24);
      expect(edges[0]!.node.slug).toBe('job-0');
      expect(edges[0]!.node.postedBy).toEqual({
        id: encodeGlobalID('User', posters[0]!.id),
        displayName: posters[0]!.displayName,
      });
      expect(edges[1]!.node.postedBy.displayName).toBe(posters[1]!.displayName);
      // The page with its jobs' cards, one capped count and one batched users lookup, however many jobs.
      expect(db.queries.length).toBe(3);

      // The same search again within seconds: the page, its cards and the count come from the search cache;
      // the posters are looked up again.
      db.resetQueries();
      const again = await app.graphql<Spanning>(spanning, { orderBy });
      expect(again.body.data).toEqual(body.data);
      expect(db.queries.length).toBe(1);
    });

    it('resolves node(id) and nodes(ids) for types of different subgraphs', async () => {
      const job = await db.prisma.job.findFirstOrThrow({ where: { slug: 'job-3' } });
      const jobId = encodeGlobalID('Job', job.id);
      const userId = encodeGlobalID('User', posters[2]!.id);
      const { body } = await app.graphql<{ node: unknown; nodes: unknown[] }>(
        `query ($job: ID!, $ids: [ID!]!) {
          node(id: $job) { __typename id ... on Job { slug title } }
          nodes(ids: $ids) { __typename id ... on User { displayName } ... on Job { slug } }
        }`,
        { job: jobId, ids: [userId, jobId, encodeGlobalID('Nope', '1'), 'garbage'] },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.node).toEqual({ __typename: 'Job', id: jobId, slug: 'job-3', title: 'Engineer 3' });
      expect(body.data!.nodes).toEqual([
        { __typename: 'User', id: userId, displayName: posters[2]!.displayName },
        { __typename: 'Job', id: jobId, slug: 'job-3' },
        null,
        null,
      ]);
    });

    it('rejects an invalid query with a stable code', async () => {
      const { body } = await app.graphql('{ jobs { nope } }');
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('answers arguments that break a rule with BAD_USER_INPUT and the field, not a masked error', async () => {
      const { body } = await app.graphql('{ jobs(first: 500) { totalCount } }');
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [expect.objectContaining({ path: 'first' })],
      });
    });
  });
}

gatewayBehaviour('in-process', null, () => startTestApp({ prisma: db.prisma }));

gatewayBehaviour('as separate services', 'NEWEST', async () => {
  const identitySecret = 'gateway-test-identity-secret-0123456789';
  const common = { prisma: db.prisma, port: 0, identitySecret };
  const jobs = await startSubgraphServer({ subgraph: jobsSubgraph, ...common });
  const accounts = await startSubgraphServer({ subgraph: accountsSubgraph, ...common });
  const app = await startTestApp({
    prisma: db.prisma,
    identitySecret,
    subgraphUrls: { jobs: jobs.url, accounts: accounts.url },
  });
  return {
    ...app,
    async stop() {
      await app.stop();
      await jobs.stop();
      await accounts.stop();
    },
  };
});

describe('failures', () => {
  it('masks unexpected errors, keeps the request id and logs the cause', async () => {
    const broken = createPrisma(db.url.replace(/\/[^/]+$/, '/no_such_database'));
    const logged: string[] = [];
    const app = await startTestApp({
      prisma: broken,
      log: (message, error) => logged.push(`${message} ${error}`),
    });
    try {
      const { status, headers, body } = await app.graphql(
        '{ jobs(first: 1) { totalCount } }',
        {},
        {
          'x-request-id': 'req-0123456789',
        },
      );
      expect(status).toBe(200);
      expect(headers.get('x-request-id')).toBe('req-0123456789');
      expect(body.errors?.[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-0123456789' },
      });
      expect(JSON.stringify(body)).not.toMatch(/no_such_database|prisma|select|stack/i);
      expect(logged.join('\n')).toMatch(/req-0123456789/);
      const ready = await fetch(`${app.url}/readyz`);
      expect(ready.status).toBe(503);
    } finally {
      await app.stop();
      await broken.$disconnect();
    }
  });

  describe('a subgraph that runs as a service of its own', () => {
    const identitySecret = 'gateway-test-identity-secret-0123456789';
    const startJobs = (port = 0) =>
      startSubgraphServer({ subgraph: jobsSubgraph, prisma: db.prisma, identitySecret, port });
    const startAccounts = (port = 0) =>
      startSubgraphServer({
        subgraph: accountsSubgraph,
        prisma: db.prisma,
        identitySecret,
        port,
      });
    const portOf = (url: string) => Number(new URL(url).port);

    it('is SERVICE_UNAVAILABLE while it cannot be reached, with the rest of the answer, and whole once back', async () => {
      const jobs = await startJobs();
      let accounts = await startAccounts();
      const logged: string[] = [];
      const app = await startTestApp({
        prisma: db.prisma,
        identitySecret,
        subgraphUrls: { jobs: jobs.url, accounts: accounts.url },
        log: (message) => logged.push(message),
      });
      try {
        await accounts.stop();
        const partial = await app.graphql<Spanning>(spanning);
        expect(partial.status).toBe(200);
        const edges = partial.body.data!.jobs.edges;
        expect(edges).toHaveLength(20);
        expect(edges.every((e) => e.node.postedBy === null)).toBe(true);
        expect(partial.body.errors?.length).toBeGreaterThan(0);
        expect(partial.body.errors!.every((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')).toBe(true);

        accounts = await startAccounts(portOf(accounts.url));
        const whole = await app.graphql<Spanning>(spanning);
        expect(whole.body.errors).toBeUndefined();
        expect(whole.body.data!.jobs.edges[0]!.node.postedBy.displayName).toBe(posters[0]!.displayName);

        await jobs.stop();
        const nothing = await app.graphql('{ jobs(first: 1) { totalCount } }');
        expect(nothing.status).toBe(503);
        expect(nothing.headers.get('retry-after')).toBe('5');
        expect(nothing.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
        expect(logged).toEqual([]);
      } finally {
        await app.stop();
        await accounts.stop();
        await jobs.stop().catch(() => {});
      }
    });

    it('passes its own coded refusal on: an application over its budget is RATE_LIMITED (429)', async () => {
      const job = await db.prisma.job.findFirstOrThrow({ where: { slug: 'job-5' } });
      // Every budget of the service cut to one: a visitor's second application in an hour is over it.
      const jobs = await startSubgraphServer({
        subgraph: jobsSubgraph,
        prisma: db.prisma,
        identitySecret,
        port: 0,
        limits: createRateLimits({ factor: 0.001 }),
      });
      const app = await startTestApp({ prisma: db.prisma, identitySecret, subgraphUrls: { jobs: jobs.url } });
      try {
        const apply = (n: number) =>
          app.graphql<{ applyToJob: { __typename: string } }>(
            `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) { __typename } }`,
            {
              input: {
                jobId: encodeGlobalID('Job', job.id),
                fullName: 'Sara Rezaei',
                email: `sara${n}@example.com`,
                phone: '09121234567',
                coverLetter: 'Three years of React.',
              },
            },
          );
        expect((await apply(0)).body.data?.applyToJob.__typename).toBe('MutationApplyToJobSuccess');
        const refused = await apply(1);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      } finally {
        await app.stop();
        await jobs.stop();
      }
    });
  });
});
