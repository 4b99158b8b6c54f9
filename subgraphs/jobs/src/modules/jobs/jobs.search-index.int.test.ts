import { createPrisma, type Prisma } from '@platform/db';
import { seedGeneratedJobs } from '@platform/db/seed';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { forgetSearches } from './jobs.search-cache.ts';
import type { FacetDimension } from './jobs.search-index.ts';
import { searchIndexOf, startJobSearchIndex, type JobSearchIndexHandle } from './jobs.search-index.live.ts';
import { firstSearchPage, jobPageIds, rankWindow, type JobListFilter } from './jobs.search.ts';

let db: TestDatabase;
/** The same database through a client without an index: every search in PostgreSQL. */
let plain: Prisma;
let index: JobSearchIndexHandle;
const day = 86_400_000;

beforeAll(async () => {
  db = await createTestDatabase();
  // Batches under a thousand rows, so that loading them is notified job by job.
  await seedGeneratedJobs(db.prisma, 2_400, { seed: 11, batchSize: 400 });
  const base = {
    language: 'fa',
    companyName: 'آرین‌داده',
    location: 'تهران',
    type: 'FULL_TIME' as const,
    experienceLevel: 'MID' as const,
    skills: [],
    description: 'x',
  };
  await db.prisma.job.createMany({
    data: [
      { ...base, slug: 'expired', title: 'Expiredfoo Engineer' },
      { ...base, slug: 'permanent', title: 'Permanentfoo Engineer' },
      { ...base, slug: 'closed', title: 'Closedfoo Engineer' },
    ].map((j, i) => ({
      ...j,
      postedAt: new Date(Date.now() - (i + 1) * day),
      expiresAt: j.slug === 'closed' ? null : new Date(Date.now() - day / 2),
      permanent: j.slug === 'permanent',
      status: j.slug === 'closed' ? ('CLOSED' as const) : ('PUBLISHED' as const),
    })),
  });
  await db.prisma.$executeRawUnsafe('ANALYZE jobs');
  plain = createPrisma(db.url, { max: 2 });
  index = await startJobSearchIndex({ prisma: db.prisma, log: () => {} });
  await index.ready;
}, 120_000);

afterAll(async () => {
  await index?.stop();
  await plain?.$disconnect();
  await db?.drop();
});

const dimensions: FacetDimension[] = ['types', 'experienceLevels', 'locations', 'postedWithinDays'];

/** The in-memory first page against PostgreSQL's, for one search: the same match, page, count and facets. */
async function compare(search: string, filter: JobListFilter = {}) {
  const now = new Date();
  const s = { search, filter, now };
  const unfilteredDims = dimensions.filter((d) =>
    d === 'postedWithinDays' ? !filter.postedWithinDays : !(filter as Record<string, unknown[]>)[d]?.length,
  );
  const memory = index
    .current()!
    .rankedPage(s, { limit: 20, offset: 0, window: rankWindow, facets: unfilteredDims });
  const sql = await firstSearchPage(plain, s, 20, { facets: true });
  if (sql.match !== 'WORDS') {
    expect(memory?.ids ?? [], search).toEqual([]);
    return null;
  }
  expect(memory, search).not.toBeNull();
  expect(
    { ids: memory!.ids, count: memory!.count, facets: memory!.facets },
    `${search} ${JSON.stringify(filter)}`,
  ).toEqual({
    ids: sql.ids,
    count: sql.count,
    facets: sql.facets,
  });
  // A later page of the same ranked window.
  const later = index.current()!.rankedPage(s, { limit: 20, offset: 20, window: rankWindow });
  expect(later!.ids, `${search}, page 2`).toEqual(
    await jobPageIds(plain, s, 'WORDS', { limit: 20, offset: 20 }),
  );
  return memory!;
}

describe('the in-memory search index', () => {
  it('answers every search as PostgreSQL does: matches, page, count and facets', async () => {
    const sample = await db.prisma.job.findMany({
      where: { status: 'PUBLISHED' },
      select: { title: true, location: true, skills: true },
      orderBy: { id: 'asc' },
      take: 40,
    });
    // The most common words match more jobs than the ranked window holds.
    const common = await db.prisma.$queryRaw<{ word: string }[]>`
      SELECT word FROM ts_stat('SELECT search_vector FROM jobs') WHERE ndoc > 600 ORDER BY ndoc DESC LIMIT 12`;
    const words = (t: string) => t.split(/\s+/).filter((w) => w.length > 1);
    const searches = new Set<string>();
    for (const [i, job] of sample.entries()) {
      const [first = '', second = ''] = words(job.title);
      searches.add(`${first} ${second}`.trim());
      searches.add(first);
      // The word being typed: the start of the second word.
      if (second.length > 3) searches.add(`${first} ${second.slice(0, 3)}`);
      searches.add(`${first} ${i % 2 ? job.location : (job.skills[0] ?? job.location)}`);
    }
    for (const { word } of common) searches.add(word);
    searches.add('برنامه نويس');
    searches.add('zzqqxx');
    let compared = 0;
    let capped = 0;
    for (const search of searches) {
      const page = await compare(search);
      if (page) compared++;
      if (page && !page.count.exact) capped++;
    }
    expect(compared).toBeGreaterThan(40);
    // Some searches match more than the window, some fewer.
    expect(capped).toBeGreaterThan(5);
    expect(compared - capped).toBeGreaterThan(5);
  }, 120_000);

  it('applies every filter as PostgreSQL does', async () => {
    const filters: JobListFilter[] = [
      { types: ['REMOTE', 'HYBRID'] },
      { experienceLevels: ['SENIOR'] },
      { locations: ['تهران', 'Bakı'] },
      { postedWithinDays: 7 },
      { salaryMinRials: 800_000_000 },
      { salaryMaxRials: 500_000_000 },
      { includeExpired: true },
      { skills: ['React'] },
      { types: ['FULL_TIME'], postedWithinDays: 30, salaryMinRials: 300_000_000 },
    ];
    for (const filter of filters) {
      for (const search of ['برنامه‌نویس', 'developer', 'برنامه‌نویس ارشد', 'mühəndis', 'کارشناس ت']) {
        await compare(search, filter);
      }
    }
  }, 120_000);

  it('hides expired jobs unless permanent, and closed ones', async () => {
    const found = async (search: string, filter: JobListFilter = {}) =>
      slugsOf(
        index
          .current()!
          .rankedPage({ search, filter, now: new Date() }, { limit: 20, offset: 0, window: rankWindow })!.ids,
      );
    expect(await found('permanentfoo')).toEqual(['permanent']);
    expect(await found('expiredfoo')).toEqual([]);
    expect(await found('expiredfoo', { includeExpired: true })).toEqual(['expired']);
    expect(await found('closedfoo', { includeExpired: true })).toEqual([]);
  });

  it('follows changes made by any client, and serves searches through GraphQL', async () => {
    const other = createPrisma(db.url, { max: 1 });
    try {
      const job = await other.job.create({
        data: {
          slug: 'quokkasmith',
          language: 'en',
          title: 'Quokkasmith Engineer',
          companyName: 'Rottnest',
          location: 'Tabriz',
          type: 'REMOTE',
          experienceLevel: 'SENIOR',
          skills: ['Marsupials'],
          description: 'Keeps the quokkas happy',
          postedAt: new Date(),
        },
      });
      await index.sync();
      forgetSearches(db.prisma);
      db.queries.length = 0;
      expect(await graphqlSlugs('quokkasm')).toEqual(['quokkasmith']);
      // The page and its cards came from the index: nothing was read from PostgreSQL.
      expect(db.queries.map((q) => q.sql)).toEqual([]);
      expect(index.current()!.size.recent).toBe(1);
      expect(await graphqlSlugs('marsupials engineer')).toEqual(['quokkasmith']);

      await other.job.update({ where: { id: job.id }, data: { title: 'Wombat Engineer' } });
      await index.sync();
      forgetSearches(db.prisma);
      expect(await graphqlSlugs('quokkasmith')).toEqual([]);
      expect(await graphqlSlugs('wombat')).toEqual(['quokkasmith']);

      await other.job.update({ where: { id: job.id }, data: { status: 'CLOSED' } });
      await index.sync();
      forgetSearches(db.prisma);
      expect(await graphqlSlugs('wombat')).toEqual([]);
      expect(index.current()!.size.recent).toBe(0);
    } finally {
      await other.$disconnect();
    }
  });

  it('serves pages of job cards without reading PostgreSQL, as PostgreSQL would', async () => {
    const cards = /* GraphQL */ `
      query ($search: String, $filter: JobFilter, $orderBy: JobOrder) {
        jobs(search: $search, filter: $filter, orderBy: $orderBy, first: 20) {
          totalCount
          edges {
            node {
              __typename
              id
              slug
              language
              title
              companyName
              location
              salary {
                minRials
                maxRials
                currency
              }
              type
              experienceLevel
              skills
              postedAt
              expiresAt
              isExpired
              status
              permanent
              postedBy {
                id
              }
            }
          }
        }
      }
    `;
    const salaried = await plain.job.findFirst({
      where: { status: 'PUBLISHED', salaryMinRials: { not: null }, postedById: { not: null } },
      select: { title: true },
    });
    const variables = [
      { search: 'developer' },
      { search: 'برنامه‌نویس', orderBy: 'NEWEST' },
      { search: 'senior', orderBy: 'SALARY_HIGHEST' },
      { search: salaried?.title ?? 'engineer' },
      { filter: { types: ['REMOTE'], includeExpired: true } },
      { search: 'permanentfoo', filter: { includeExpired: true } },
    ];
    for (const v of variables) {
      forgetSearches(db.prisma);
      db.queries.length = 0;
      const fromIndex = await executeSubgraph(schema, db.prisma, cards, v);
      // Whatever found the page, its jobs were not read: only a search or count the index doesn't answer ran.
      expect(db.queries.filter((q) => /FROM "public"."jobs"/.test(q.sql) && /"slug"/.test(q.sql))).toEqual(
        [],
      );
      const fromPostgres = await executeSubgraph(schema, plain, cards, v);
      expect(fromIndex, JSON.stringify(v)).toEqual(fromPostgres);
      expect((fromIndex.data as { jobs: { edges: unknown[] } }).jobs.edges.length).toBeGreaterThan(0);
    }
    // A card with a salary and an author, as Prisma reads them.
    const page = await executeSubgraph<{ jobs: { edges: { node: Record<string, unknown> }[] } }>(
      schema,
      db.prisma,
      cards,
      variables[3]!,
    );
    expect(page.data!.jobs.edges.some((e) => e.node.salary && e.node.postedBy)).toBe(true);

    // A job of the page that the index lacks (here made to forget it, as when a change from another server is
    // still on its way): the page is read from PostgreSQL, with the job.
    const browse = /* GraphQL */ `
      {
        jobs(first: 5) {
          edges {
            node {
              slug
            }
          }
        }
      }
    `;
    forgetSearches(db.prisma);
    const newest = await executeSubgraph<{ jobs: { edges: { node: { slug: string } }[] } }>(
      schema,
      db.prisma,
      browse,
    );
    const first = await plain.job.findUniqueOrThrow({
      where: { slug: newest.data!.jobs.edges[0]!.node.slug },
    });
    index.current()!.apply(first.id, null);
    try {
      forgetSearches(db.prisma);
      db.queries.length = 0;
      expect(await executeSubgraph(schema, db.prisma, browse)).toEqual(newest);
      expect(db.queries.filter((q) => /"slug"/.test(q.sql))).toHaveLength(1);
    } finally {
      await plain.job.update({ where: { id: first.id }, data: { title: first.title } });
      await index.sync();
    }
    expect(index.current()!.cards([first.id])).toHaveLength(1);

    // A field the index doesn't hold: the jobs are read from PostgreSQL.
    forgetSearches(db.prisma);
    db.queries.length = 0;
    const withDescription = await executeSubgraph<{ jobs: { edges: { node: { description: string } }[] } }>(
      schema,
      db.prisma,
      /* GraphQL */ `
        {
          jobs(search: "developer", first: 3) {
            edges {
              node {
                slug
                description
              }
            }
          }
        }
      `,
    );
    expect(withDescription.data!.jobs.edges[0]!.node.description).toBeTruthy();
    expect(db.queries.map((q) => q.sql)).toEqual([expect.stringMatching(/"description"/)]);
  });

  it('reads everything again after a bulk change, searching in PostgreSQL meanwhile', async () => {
    const before = index.current()!;
    await seedGeneratedJobs(plain, 1_200, { seed: 9_001, batchSize: 1_200 });
    await index.sync();
    const after = index.current()!;
    expect(after).not.toBe(before);
    expect(after.size).toEqual({
      jobs: await plain.job.count({ where: { status: 'PUBLISHED' } }),
      recent: 0,
    });
    await compare('برنامه‌نویس');
    await compare('developer senior');
  }, 60_000);

  it('is used by the subgraph only while current', async () => {
    expect(searchIndexOf(db.prisma)).not.toBeNull();
    expect(searchIndexOf(plain)).toBeNull();
  });
});

async function slugsOf(ids: string[]) {
  const rows = await plain.job.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true } });
  const slug = new Map(rows.map((r) => [r.id, r.slug]));
  return ids.map((id) => slug.get(id));
}

async function graphqlSlugs(search: string) {
  const result = await executeSubgraph<{ jobs: { matchedBy: string; edges: { node: { slug: string } }[] } }>(
    schema,
    db.prisma,
    /* GraphQL */ `
      query ($search: String) {
        jobs(search: $search, first: 5) {
          matchedBy
          edges {
            node {
              slug
            }
          }
        }
      }
    `,
    { search },
  );
  expect(result.errors).toBeUndefined();
  const jobs = result.data!.jobs;
  return jobs.matchedBy === 'WORDS' ? jobs.edges.map((e) => e.node.slug) : [];
}
