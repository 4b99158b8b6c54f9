import { createPrisma } from '@platform/db';
import { skillKey } from '@platform/rules/skills';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsServices, type JobsServices } from '../../context.ts';
import { schema } from '../../schema.ts';
import {
  firstSearchPage,
  inWeeks,
  jobFacets,
  weekOf,
  type JobFacets,
  type WeekPasses,
  type SearchDb,
} from './search.queries.ts';

let db: TestDatabase;
let services: JobsServices;
/** The search statements on the test database, without the service's cache or statistics. */
const uncached = (): SearchDb => ({
  prisma: db.prisma,
  remember: (_key, load) => load(),
  stats: async () => null,
});
const day = 86_400_000;
const now = Date.now();

type Seed = {
  slug: string;
  title: string;
  description?: string;
  companyName?: string;
  place?: string;
  skills?: string[];
  type?: 'FULL_TIME' | 'REMOTE' | 'HYBRID' | 'INTERNSHIP';
  experienceLevel?: 'ENTRY' | 'MID' | 'SENIOR';
  salary?: [number | null, number | null];
  daysAgo?: number;
  expiresInDays?: number;
  language?: string;
};

const seeds: Seed[] = [
  {
    slug: 'fa-react',
    title: 'برنامه‌نویس ارشد React',
    skills: ['React', 'TypeScript'],
    place: 'tehran',
    experienceLevel: 'SENIOR',
    salary: [900_000_000, 1_300_000_000],
    daysAgo: 1,
  },
  {
    slug: 'fa-backend',
    title: 'برنامه‌نویس بک‌اند',
    skills: ['Go', 'PostgreSQL'],
    place: 'isfahan',
    type: 'HYBRID',
    salary: [600_000_000, 800_000_000],
    daysAgo: 10,
  },
  {
    slug: 'fa-support',
    title: 'کارشناس پشتیبانی',
    description: 'پاسخگویی به مشتریان و همکاری با برنامه‌نویس‌ها',
    place: 'tehran',
    type: 'REMOTE',
    experienceLevel: 'ENTRY',
    salary: [200_000_000, null],
    daysAgo: 2,
  },
  {
    slug: 'en-react',
    title: 'Senior React Developer',
    companyName: 'Caspian Cloud',
    skills: ['React', 'GraphQL'],
    place: 'tehran',
    type: 'REMOTE',
    experienceLevel: 'SENIOR',
    salary: [null, 1_500_000_000],
    daysAgo: 5,
    language: 'en',
  },
  {
    slug: 'az-dev',
    title: 'Frontend proqramçı',
    skills: ['Vue'],
    place: 'baku',
    type: 'HYBRID',
    salary: [500_000_000, 700_000_000],
    daysAgo: 20,
    language: 'az',
  },
  { slug: 'fa-expired', title: 'برنامه‌نویس موبایل', skills: ['Flutter'], daysAgo: 40, expiresInDays: -3 },
  {
    slug: 'en-intern',
    title: 'Data Intern',
    description: 'Learn React and Python with mentors',
    type: 'INTERNSHIP',
    experienceLevel: 'ENTRY',
    daysAgo: 0,
    language: 'en',
  },
];

beforeAll(async () => {
  db = await createTestDatabase();
  services = createJobsServices(db.prisma);
  await db.prisma.job.createMany({
    data: seeds.map((s) => ({
      slug: s.slug,
      language: s.language ?? 'fa',
      title: s.title,
      companyName: s.companyName ?? 'آرین‌داده',
      placeId: s.place ?? 'tehran',
      salaryMinRials: s.salary?.[0] == null ? null : BigInt(s.salary[0]),
      salaryMaxRials: s.salary?.[1] == null ? null : BigInt(s.salary[1]),
      type: s.type ?? 'FULL_TIME',
      experienceLevel: s.experienceLevel ?? 'MID',
      skills: s.skills ?? [],
      skillKeys: (s.skills ?? []).map(skillKey),
      description: s.description ?? 'شرح شغل',
      postedAt: new Date(now - (s.daysAgo ?? 0) * day - 60_000),
      expiresAt: s.expiresInDays === undefined ? null : new Date(now + s.expiresInDays * day),
    })),
  });
});
afterAll(() => db.drop());

/** Runs an operation on the subgraph's schema as its entry would: with the services it makes once. */
const run = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
  executeSubgraph<T>(schema, db.prisma, query, variables, { services });

const query = /* GraphQL */ `
  query ($search: String, $filter: JobFilter, $orderBy: JobOrder, $first: Int) {
    jobs(search: $search, filter: $filter, orderBy: $orderBy, first: $first) {
      totalCount
      totalCountIsExact
      matchedBy
      edges {
        node {
          slug
        }
      }
    }
  }
`;

type Result = {
  jobs: {
    totalCount: number;
    totalCountIsExact: boolean;
    matchedBy: string;
    edges: { node: { slug: string } }[];
  };
};

async function search(variables: Record<string, unknown>) {
  const result = await run<Result>(query, variables);
  expect(result.errors).toBeUndefined();
  const jobs = result.data!.jobs;
  return { ...jobs, slugs: jobs.edges.map((e) => e.node.slug) };
}

describe('searching jobs', () => {
  it('finds "برنامه‌نویس" when typed with an Arabic yeh and a space', async () => {
    const r = await search({ search: 'برنامه نويس' });
    expect(r.matchedBy).toBe('WORDS');
    expect(r.slugs).toEqual(expect.arrayContaining(['fa-react', 'fa-backend']));
    expect(r.slugs).not.toContain('fa-expired');
  });

  it('matches the start of a word, and skills, companies and locations', async () => {
    expect(await search({ search: 'برنامه‌نو ارش' })).toMatchObject({
      matchedBy: 'PREFIXES',
      slugs: ['fa-react'],
    });
    expect(await search({ search: 'برنامه‌نویس ارش' })).toMatchObject({
      matchedBy: 'WORDS',
      slugs: ['fa-react'],
    });
    expect((await search({ search: 'graphql' })).slugs).toEqual(['en-react']);
    expect((await search({ search: 'caspian' })).slugs).toEqual(['en-react']);
    expect((await search({ search: 'اصفهان' })).slugs).toEqual(['fa-backend']);
    expect((await search({ search: 'PROQRAMÇI' })).slugs).toEqual(['az-dev']);
  });

  it('finds the jobs of a place by its name in any language', async () => {
    const persian = (await search({ search: 'تهران' })).slugs.sort();
    expect(persian).toEqual(expect.arrayContaining(['en-react', 'fa-react']));
    expect((await search({ search: 'Tehran' })).slugs.sort()).toEqual(persian);
    expect((await search({ search: 'tehran ' })).slugs.sort()).toEqual(persian);
    expect((await search({ search: 'باکو' })).slugs).toEqual(['az-dev']);
    expect((await search({ search: 'Baku' })).slugs).toEqual(['az-dev']);
    expect((await search({ search: 'İsfahan' })).slugs).toEqual(['fa-backend']);
  });

  it('ranks a title match above a mention in the description', async () => {
    const r = await search({ search: 'react' });
    expect(r.slugs.indexOf('en-intern')).toBeGreaterThan(r.slugs.indexOf('en-react'));
    expect(r.slugs.indexOf('en-intern')).toBeGreaterThan(r.slugs.indexOf('fa-react'));
  });

  it('falls back to similar titles for a typo and says so', async () => {
    const persian = await search({ search: 'کارشناس پشتیبنی' });
    expect(persian.matchedBy).toBe('SIMILAR');
    expect(persian.slugs[0]).toBe('fa-support');
    const english = await search({ search: 'devloper' });
    expect(english.matchedBy).toBe('SIMILAR');
    expect(english.slugs).toContain('en-react');
  });

  it('finds nothing for nonsense, without an error', async () => {
    const r = await search({ search: 'zzqqxx' });
    expect(r).toMatchObject({ totalCount: 0, slugs: [] });
  });
});

describe('filters and order', () => {
  it('filters by place, skills, salary and posting date', async () => {
    expect((await search({ filter: { places: ['isfahan', 'baku'] } })).slugs.sort()).toEqual([
      'az-dev',
      'fa-backend',
    ]);
    // A province stands for its cities.
    expect((await search({ filter: { places: ['isfahan-province'] } })).slugs).toEqual(['fa-backend']);
    expect((await search({ filter: { skills: ['React', 'TypeScript'] } })).slugs).toEqual(['fa-react']);
    // Skills compare by the shared taxonomy: other spellings, scripts and cases of a skill find it.
    expect((await search({ filter: { skills: ['reactjs', 'ts'] } })).slugs).toEqual(['fa-react']);
    expect((await search({ filter: { skills: ['ری‌اکت'] } })).slugs.sort()).toEqual(['en-react', 'fa-react']);
    // Reaches at least 1.4B at the top of its range: only the job whose maximum is 1.5B.
    expect((await search({ filter: { salaryMinRials: 1_400_000_000 } })).slugs).toEqual(['en-react']);
    // Starts at or below 550M: jobs with a known start that low.
    expect((await search({ filter: { salaryMaxRials: 550_000_000 } })).slugs.sort()).toEqual([
      'az-dev',
      'fa-support',
    ]);
    expect((await search({ filter: { postedWithinDays: 3 } })).slugs.sort()).toEqual([
      'en-intern',
      'fa-react',
      'fa-support',
    ]);
  });

  it('orders by highest salary, jobs without a salary last', async () => {
    const r = await search({ orderBy: 'SALARY_HIGHEST' });
    expect(r.slugs.slice(0, 3)).toEqual(['en-react', 'fa-react', 'fa-backend']);
    expect(r.slugs.at(-1)).toBe('en-intern');
  });

  it('counts facets for the current search, each ignoring its own filter', async () => {
    const { data } = await run<{
      jobs: {
        facets: {
          types: { value: string; count: number }[];
          places: { value: { id: string; name: string }; count: number }[];
          postedWithin: { value: number; count: number }[];
          exact: boolean;
        };
      };
    }>(
      `query ($search: String, $filter: JobFilter) { jobs(search: $search, filter: $filter, first: 1) {
        facets { types { value count } places { value { id name } count } postedWithin { value count } exact } } }`,
      { search: 'برنامه نویس', filter: { types: ['HYBRID'] } },
    );
    const facets = data!.jobs.facets;
    // The type facet still counts the FULL_TIME job although HYBRID is chosen; the place facet follows it.
    expect(facets.types).toEqual(
      expect.arrayContaining([
        { value: 'FULL_TIME', count: 1 },
        { value: 'HYBRID', count: 1 },
      ]),
    );
    expect(facets.places).toEqual([{ value: { id: 'isfahan', name: 'اصفهان' }, count: 1 }]);
    expect(facets.postedWithin.map((p) => p.value)).toEqual([3, 7, 15, 30]);
    expect(facets.exact).toBe(true);
  });

  it('counts the facets without a filter of their own in the ranked statement, and each filtered one apart', async () => {
    const facetsOf = async (filter: Record<string, unknown> | null) => {
      db.resetQueries();
      const { data } = await run<{
        jobs: { facets: Omit<JobFacets, 'places'> & { places: { value: { id: string }; count: number }[] } };
      }>(
        `query ($search: String, $filter: JobFilter) { jobs(search: $search, filter: $filter, first: 1) {
          edges { node { slug } }
          facets { types { value count } experienceLevels { value count } places { value { id } count }
            postedWithin { value count } exact } } }`,
        { search: 'react', filter },
      );
      return { facets: data!.jobs.facets, statements: db.queries.map((q) => q.sql) };
    };
    const plain = await facetsOf(null);
    // The ranked page with its count, facets and cards (the word's expansion is cached by now).
    expect(plain.statements).toHaveLength(1);
    expect(plain.statements[0]).toMatch(/AS facets/);
    // Most first, then by name; the same as counting them apart.
    expect(plain.facets.types).toEqual([
      { value: 'FULL_TIME', count: 1 },
      { value: 'INTERNSHIP', count: 1 },
      { value: 'REMOTE', count: 1 },
    ]);
    const apart = await jobFacets(uncached(), { search: 'react', now: new Date() }, 'WORDS');
    expect({
      ...plain.facets,
      places: plain.facets.places.map((p) => ({ ...p, value: p.value.id })),
    }).toEqual(apart);

    // A chosen type and age: those two facets leave out their own filter, in a statement each.
    const typed = await facetsOf({ types: ['REMOTE'], postedWithinDays: 30 });
    expect(typed.statements.filter((q) => /WITH sample/.test(q))).toHaveLength(2);
    expect(typed.facets.types).toEqual(plain.facets.types);
    expect(typed.facets.places).toEqual([{ value: { id: 'tehran' }, count: 1 }]);
  });
});

describe('the word being typed', () => {
  const post = (slug: string, title: string, description = 'شرح شغل') =>
    db.prisma.job.create({
      data: {
        slug,
        language: 'en',
        title,
        companyName: 'Typing Co',
        placeId: 'tabriz',
        type: 'FULL_TIME',
        experienceLevel: 'MID',
        description,
        postedAt: new Date(now - day),
      },
    });
  const wordsQuery = async (words: string[]) =>
    (await db.prisma.$queryRaw<{ q: string }[]>`SELECT search_words_query(${words}::text[])::text AS q`)[0]!
      .q;

  it('is expanded to the indexed words that start with it, which a new or edited job adds', async () => {
    await post('typing-new', 'Zebraphone engineer');
    expect(await wordsQuery(['engineer', 'zebrapho'])).toBe("'engineer' & 'zebraphone'");
    expect((await search({ search: 'engineer zebrapho' })).slugs).toEqual(['typing-new']);

    await db.prisma.job.update({ where: { slug: 'typing-new' }, data: { title: 'Quaggaphone engineer' } });
    expect((await search({ search: 'engineer quaggaph' })).slugs).toEqual(['typing-new']);
    // The ranking part of the vector follows the title too.
    const [head] = await db.prisma.$queryRaw<{ head: string }[]>`
      SELECT search_head::text AS head FROM jobs WHERE slug = 'typing-new'`;
    expect(head!.head).toBe(
      "'co':4B 'engineer':2A 'quaggaphone':1A 'tabriz':6B 'typing':3B 'təbriz':7B 'تبریز':5B",
    );
    // The old word stays in search_terms and no job has it (a new search: the last one is cached)
    expect(await wordsQuery(['engineer', 'zebraph'])).toBe("'engineer' & 'zebraphone'");
    // (only the typo fallback still likes the title).
    expect((await search({ search: 'engineer zebraph' })).matchedBy).toBe('SIMILAR');
  });

  it('stays a prefix when it starts more than 32 words, with the same matches', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `qx${String.fromCharCode(97 + (i % 26))}${i}`);
    await post('typing-many', 'Typist', words.join(' '));
    expect(await wordsQuery(['typist', 'qx'])).toBe("'typist' & 'qx':*");
    expect(await wordsQuery(['typist', 'qxa'])).toBe("'typist' & ( 'qxa0' | 'qxa26' )");
    expect((await search({ search: 'typist qx' })).slugs).toEqual(['typing-many']);
    expect((await search({ search: 'typist qxa2' })).slugs).toEqual(['typing-many']);
  });

  it('costs two statements for a first page with its count and cards, and none again soon after', async () => {
    await db.prisma.job.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        slug: `typing-count-${i}`,
        language: 'en',
        title: `Walrus keeper ${i}`,
        companyName: 'Typing Co',
        placeId: 'tabriz',
        type: 'FULL_TIME' as const,
        experienceLevel: 'MID' as const,
        description: 'walruses',
        postedAt: new Date(now - (i + 40) * day),
      })),
    });
    db.resetQueries();
    const found = await search({ search: 'walrus keep', first: 5 });
    expect(found).toMatchObject({ totalCount: 30, totalCountIsExact: true, matchedBy: 'WORDS' });
    expect(found.slugs).toEqual([
      'typing-count-0',
      'typing-count-1',
      'typing-count-2',
      'typing-count-3',
      'typing-count-4',
    ]);
    // The word expanded; the ranked page with its count and its jobs' cards (no long texts).
    expect(db.queries).toHaveLength(2);
    expect(db.queries[1]!.sql).toMatch(/j\.slug/);
    expect(db.queries[1]!.sql).not.toMatch(/description|requirements|j\.skills/);
    // The same page again within the cache's lifetime: its match, count and cards are remembered.
    db.resetQueries();
    expect(await search({ search: 'walrus keep', first: 5 })).toMatchObject({
      slugs: found.slugs,
      totalCount: 30,
    });
    expect(db.queries).toHaveLength(0);
    // Long texts are read fresh.
    const withText = await run<{ jobs: { edges: { node: { description: string } }[] } }>(
      `{ jobs(search: "walrus keep", first: 1) { edges { node { description } } } }`,
    );
    expect(withText.data!.jobs.edges[0]!.node.description).toBe('walruses');
    expect(db.queries.filter((q) => /"description"/.test(q.sql))).toHaveLength(1);
  });
});

describe('a very common term', () => {
  it('is counted up to 500 when searching and 10,000 when browsing, and ranked within a bounded window', async () => {
    await db.prisma.$executeRaw`
      INSERT INTO jobs (id, slug, language, title, company_name, place_id, type, experience_level, description, posted_at)
      SELECT gen_random_uuid(), 'bulk-' || i, 'en', 'Common engineer ' || i, 'Bulk Co', 'shiraz', 'FULL_TIME',
             'MID', 'common work', now() - (i || ' minutes')::interval
      FROM generate_series(1, 10050) AS i`;
    db.resetQueries();
    const searched = await search({ search: 'common engineer', first: 5 });
    expect(searched).toMatchObject({ totalCount: 500, totalCountIsExact: false, matchedBy: 'WORDS' });
    // The recent matches alone pass the cap: the ranked page counted them, no count of its own.
    expect(db.queries.filter((q) => /count\(\*\) AS n FROM \(SELECT 1/.test(q.sql))).toEqual([]);
    expect(searched.slugs).toHaveLength(5);
    expect(await search({ first: 1 })).toMatchObject({ totalCount: 10_000, totalCountIsExact: false });
  });

  it('ranks the same 500 newest matches whether the last weeks hold them all or not', async () => {
    // 520 matches in the last 30 days (every 7th a closer match), and 100 older ones.
    await db.prisma.$executeRaw`
      INSERT INTO jobs (id, slug, language, title, company_name, place_id, type, experience_level, description, posted_at)
      SELECT gen_random_uuid(), 'window-' || i, 'en',
             CASE WHEN i % 7 = 0 THEN 'Window analyst, window analytics' ELSE 'Window analyst ' || i END,
             'Window Co', 'tabriz', 'FULL_TIME', 'MID', 'analysis',
             now() - (CASE WHEN i <= 520 THEN i || ' hours' ELSE (40 + i) || ' days' END)::interval
      FROM generate_series(1, 620) AS i`;
    const expected = async (offset: number) =>
      (
        await db.prisma.$queryRaw<{ slug: string }[]>`
          WITH newest AS (
            SELECT slug, posted_at, id, search_head FROM jobs
            WHERE status = 'PUBLISHED' AND search_vector @@ to_tsquery('simple', 'window & analyst:*')
            ORDER BY posted_at DESC LIMIT 500
          )
          SELECT slug FROM newest
          ORDER BY ts_rank_cd(search_head, to_tsquery('simple', 'window & analyst:*')) DESC, posted_at DESC, id DESC
          LIMIT 20 OFFSET ${offset}`
      ).map((r) => r.slug);
    const first = await search({ search: 'window analyst', first: 20 });
    expect(first.slugs).toEqual(await expected(0));
    expect(first.slugs[0]).toBe('window-7');
    expect(first).toMatchObject({ totalCount: 500, totalCountIsExact: false });

    // With statistics that say the matches are too few for the last weeks, only the read of them all: the same page.
    await db.prisma.$executeRaw`ANALYZE jobs`;
    const statements: string[] = [];
    const analyzed = createPrisma(db.url, { onQuery: (q) => statements.push(q.sql), max: 2 });
    try {
      await analyzed.$executeRaw`UPDATE jobs SET posted_at = posted_at - interval '400 days' WHERE slug LIKE 'bulk-%'`;
      await analyzed.$executeRaw`ANALYZE jobs`;
      const rare = await executeSubgraph<Result>(
        schema,
        analyzed,
        query,
        { search: 'window analyst', first: 20 },
        { services: createJobsServices(analyzed) },
      );
      expect(rare.data!.jobs.edges.map((e) => e.node.slug)).toEqual(await expected(0));
      expect(statements.some((q) => q.includes('WHERE false'))).toBe(true);
    } finally {
      await analyzed.$disconnect();
    }
  });
});

describe('the weeks a ranked search reads first', () => {
  const words = "'heron' & 'pilot'";
  // 300 matches in the last two days and 400 over the 400 days before the 20 last.
  beforeAll(async () => {
    await db.prisma.$executeRaw`
      INSERT INTO jobs (id, slug, language, title, company_name, place_id, type, experience_level, description, posted_at)
      SELECT gen_random_uuid(), 'heron-' || i, 'en',
             CASE WHEN i % 7 = 0 THEN 'Heron pilot, heron pilots' ELSE 'Pilot ' || i END,
             'Heron Air', 'tabriz', 'FULL_TIME', 'MID', 'flying',
             ${new Date(now)}::timestamptz - (CASE WHEN i <= 300 THEN i * 10 || ' minutes' ELSE (i - 280) || ' days' END)::interval
      FROM generate_series(1, 700) AS i`;
  });

  const expected = async () =>
    (
      await db.prisma.$queryRaw<{ id: string }[]>`
        WITH newest AS (
          SELECT id, posted_at, search_head FROM jobs
          WHERE status = 'PUBLISHED' AND search_vector @@ ${words}::tsquery
          ORDER BY posted_at DESC, id DESC LIMIT 500
        )
        SELECT id FROM newest
        ORDER BY ts_rank_cd(search_head, ${words}::tsquery) DESC, posted_at DESC, id DESC LIMIT 20`
    ).map((r) => r.id);
  const week = weekOf(new Date(now));
  const weeks = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => week - from - i);
  const page = (passes: WeekPasses) =>
    firstSearchPage(
      uncached(),
      { search: 'heron pilot', now: new Date(now), wordsQuery: words, weeks: passes },
      20,
    );

  it('gives the same page and count whichever weeks it reads, and however many', async () => {
    const ids = await expected();
    const plans: WeekPasses[] = [
      // The first weeks pass the cap by themselves.
      { first: weeks(0, 61), next: [] },
      // The first weeks hold 300 or so; the next ones, chosen from how many that is, hold the rest.
      { first: weeks(0, 8), next: [{ weeks: weeks(8, 61), scale: 8 }] },
      // The next weeks can't be enough: all the matches are read instead.
      { first: weeks(0, 2), next: [{ weeks: weeks(2, 4), scale: 2 }] },
      // No weeks at all.
      { first: [], next: [] },
    ];
    for (const plan of plans) {
      const found = await page(plan);
      expect(found.ids).toEqual(ids);
      expect(found.count).toEqual({ count: 500, exact: false });
    }
  });

  it('files a job under its posting week, and again when its posting date changes', async () => {
    const trainers = (w: number) =>
      db.prisma.$queryRaw<{ slug: string }[]>`
        SELECT slug FROM jobs WHERE search_week_words(search_vector, posted_at) @@ ${inWeeks("'trainer'", [w])}::tsquery`;
    // heron-700 was posted 420 days ago: 60 weeks back.
    const then = weekOf(new Date(now - 420 * day));
    await db.prisma.job.update({
      where: { slug: 'heron-700' },
      data: { title: 'Heron pilot, heron pilot trainer' },
    });
    expect(await trainers(then)).toEqual([{ slug: 'heron-700' }]);
    expect(await trainers(week)).toEqual([]);

    await db.prisma.job.update({ where: { slug: 'heron-700' }, data: { postedAt: new Date(now - 60_000) } });
    expect(await trainers(then)).toEqual([]);
    expect(await trainers(week)).toEqual([{ slug: 'heron-700' }]);
    // The first weeks alone pass the cap, and the job is the newest and best match.
    const found = await page({ first: weeks(0, 61), next: [] });
    expect(found.ids).toEqual(await expected());
    const [job] = await db.prisma.$queryRaw<{ id: string }[]>`SELECT id FROM jobs WHERE slug = 'heron-700'`;
    expect(found.ids[0]).toBe(job!.id);
  });
});
