import type { Prisma } from '@platform/db';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsServices, type JobsServices } from '../../context.ts';
import { schema } from '../../schema.ts';

let db: TestDatabase;
let services: JobsServices;
const day = 86_400_000;
const now = Date.now();
let posterId: string;

function job(i: number, overrides: Partial<Parameters<Prisma['job']['create']>[0]['data']> = {}) {
  return {
    slug: `job-${i}`,
    language: 'fa',
    title: `برنامه‌نویس ${i}`,
    companyName: 'آرین‌داده',
    placeId: 'tehran',
    salaryMinRials: 400_000_000n,
    salaryMaxRials: 600_000_000n,
    type: 'FULL_TIME' as const,
    experienceLevel: 'MID' as const,
    skills: ['TypeScript'],
    description: 'شرح شغل',
    requirements: ['الف'],
    responsibilities: ['ب'],
    benefits: ['بیمه'],
    postedAt: new Date(now - i * 60_000),
    postedById: posterId,
    ...overrides,
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  services = createJobsServices(db.prisma);
  posterId = (await db.prisma.user.create({ data: { displayName: 'Caspian Cloud' } })).id;
  await db.prisma.job.createMany({
    data: [
      ...Array.from({ length: 25 }, (_, i) => job(i)),
      job(100, { slug: 'expired', expiresAt: new Date(now - day) }),
      job(101, { slug: 'expired-permanent', expiresAt: new Date(now - day), permanent: true }),
      job(102, {
        slug: 'still-open',
        expiresAt: new Date(now + day),
        type: 'REMOTE',
        experienceLevel: 'SENIOR',
      }),
      job(103, { slug: 'draft', status: 'DRAFT' }),
      job(104, { slug: 'closed', status: 'CLOSED' }),
      job(105, { slug: 'no-salary', salaryMinRials: null, salaryMaxRials: null, type: 'INTERNSHIP' }),
    ],
  });
});
afterAll(() => db.drop());

/** Runs an operation on the subgraph's schema as its entry would: with the services it makes once. */
const run = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
  executeSubgraph<T>(schema, db.prisma, query, variables, { services });

const listQuery = /* GraphQL */ `
  query ($first: Int, $after: String, $filter: JobFilter, $orderBy: JobOrder) {
    jobs(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          slug
          title
          salary {
            minRials
            maxRials
            currency
          }
          postedBy {
            id
          }
          isExpired
        }
      }
    }
  }
`;

type ListResult = {
  jobs: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: {
      node: {
        id: string;
        slug: string;
        salary: unknown;
        postedBy: { id: string } | null;
        isExpired: boolean;
      };
    }[];
  };
};

describe('jobs query', () => {
  it('lists 20 newest visible jobs with a total, in a constant number of SQL statements', async () => {
    db.resetQueries();
    const result = await run<ListResult>(listQuery, { first: 20 });
    expect(result.errors).toBeUndefined();
    const { jobs } = result.data!;
    expect(jobs.edges).toHaveLength(20);
    expect(jobs.edges[0]!.node.slug).toBe('job-0');
    // 25 plain + expired-permanent + still-open + no-salary; not expired, draft or closed.
    expect(jobs.totalCount).toBe(28);
    expect(jobs.pageInfo.hasNextPage).toBe(true);
    expect(jobs.edges[0]!.node.salary).toEqual({
      minRials: 400_000_000,
      maxRials: 600_000_000,
      currency: 'IRR',
    });
    expect(jobs.edges[0]!.node.postedBy).toEqual({ id: encodeGlobalID('User', posterId) });
    // The page with its jobs' cards and one (capped) count, however many jobs: no query per job.
    expect(db.queries.length).toBe(2);
  });

  it('pages through every visible job exactly once', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const { data } = await run<ListResult>(listQuery, { first: 7, after });
      seen.push(...data!.jobs.edges.map((e) => e.node.slug));
      if (!data!.jobs.pageInfo.hasNextPage) break;
      after = data!.jobs.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(28);
    expect(new Set(seen).size).toBe(28);
    expect(seen).toContain('expired-permanent');
    expect(seen).not.toContain('expired');
    expect(seen).not.toContain('draft');
    expect(seen).not.toContain('closed');
  });

  it('filters by type and experience level and counts the filtered set', async () => {
    const { data } = await run<ListResult>(listQuery, {
      filter: { types: ['REMOTE', 'INTERNSHIP'] },
    });
    expect(data!.jobs.edges.map((e) => e.node.slug).sort()).toEqual(['no-salary', 'still-open']);
    expect(data!.jobs.totalCount).toBe(2);
    const senior = await run<ListResult>(listQuery, {
      filter: { experienceLevels: ['SENIOR'] },
    });
    expect(senior.data!.jobs.edges.map((e) => e.node.slug)).toEqual(['still-open']);
  });

  it('lists expired jobs on request and marks them', async () => {
    const { data } = await run<ListResult>(listQuery, {
      first: 100,
      filter: { includeExpired: true },
    });
    const expired = data!.jobs.edges.find((e) => e.node.slug === 'expired');
    expect(expired?.node.isExpired).toBe(true);
  });

  it('orders oldest first on request', async () => {
    const { data } = await run<ListResult>(listQuery, {
      first: 1,
      orderBy: 'OLDEST',
    });
    expect(data!.jobs.edges[0]!.node.slug).toBe('no-salary');
  });

  it('shows no salary for a negotiable job', async () => {
    const { data } = await run<ListResult>(listQuery, {
      filter: { types: ['INTERNSHIP'] },
    });
    expect(data!.jobs.edges[0]!.node.salary).toBeNull();
  });

  it('refuses pages larger than 100 with a coded error', async () => {
    const result = await run(listQuery, { first: 500 });
    expect(result.errors?.[0]?.message).toMatch(/first/i);
  });
});

describe('job query', () => {
  const detail = `query ($slug: String!) { job(slug: $slug) { slug title isExpired status permanent } }`;

  it('finds a job by slug, including an expired one', async () => {
    const { data } = await run(detail, { slug: 'expired' });
    expect(data).toEqual({
      job: {
        slug: 'expired',
        title: 'برنامه‌نویس 100',
        isExpired: true,
        status: 'PUBLISHED',
        permanent: false,
      },
    });
  });

  it('hides drafts and unknown slugs', async () => {
    for (const slug of ['draft', 'nope']) {
      const { data } = await run(detail, { slug });
      expect(data).toEqual({ job: null });
    }
  });
});

describe('Job entity', () => {
  it('resolves many references in one SQL statement', async () => {
    const rows = await db.prisma.job.findMany({ where: { slug: { in: ['job-1', 'job-2', 'job-3'] } } });
    db.resetQueries();
    const { data, errors } = await run<{ _entities: ({ slug: string } | null)[] }>(
      `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Job { slug } } }`,
      {
        r: [
          ...rows.map((j) => ({ __typename: 'Job', id: encodeGlobalID('Job', j.id) })),
          { __typename: 'Job', id: 'not-a-global-id' },
        ],
      },
    );
    expect(errors).toBeUndefined();
    expect(data!._entities.map((e) => e?.slug ?? null)).toEqual([...rows.map((r) => r.slug), null]);
    expect(db.queries.filter((q) => /from "public"."jobs"/i.test(q.sql))).toHaveLength(1);
  });
});
