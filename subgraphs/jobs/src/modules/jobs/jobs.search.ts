import { PrismaNamespace, type ExperienceLevel, type JobType, type Prisma } from '@platform/db';
import { normalizeSearchText, prefixTsQuery, searchTerms } from '@platform/rules/search-text';
import { cachedSearch } from './jobs.search-cache.ts';
import { estimateMatches, searchStats, shareSince } from './jobs.search-stats.ts';

const { sql, join, raw } = PrismaNamespace;
type Sql = PrismaNamespace.Sql;

export interface JobListFilter {
  types?: JobType[] | null | undefined;
  experienceLevels?: ExperienceLevel[] | null | undefined;
  locations?: string[] | null | undefined;
  skills?: string[] | null | undefined;
  /** Jobs paying at least this much at the top of their range. */
  salaryMinRials?: number | null | undefined;
  /** Jobs whose range starts at or below this. */
  salaryMaxRials?: number | null | undefined;
  postedWithinDays?: number | null | undefined;
  includeExpired?: boolean | null | undefined;
}

export type JobOrder = 'RELEVANCE' | 'NEWEST' | 'OLDEST' | 'SALARY_HIGHEST';
/**
 * How a search matched, in the order tried: WORDS (every word, the last as a prefix), PREFIXES (every word as a
 * prefix: "برنامه‌نو ارش"), SIMILAR (trigram similarity of titles: typos). A later tier runs only when the
 * earlier ones found nothing.
 */
export type JobMatch = 'ALL' | 'WORDS' | 'PREFIXES' | 'SIMILAR';
export const searchTiers = ['WORDS', 'PREFIXES', 'SIMILAR'] as const;

export interface JobSearch {
  search?: string | null | undefined;
  filter?: JobListFilter | null | undefined;
  orderBy?: JobOrder | null | undefined;
  now: Date;
  /** The WORDS tsquery, its last word expanded (`prepare`); set by the exported functions. */
  wordsQuery?: string | null;
  /** How many WORDS matches `recentMonths` are expected to hold, from PostgreSQL's statistics. */
  recentExpected?: number | null;
}

/**
 * Expands the last word of a search to the indexed words that start with it (`search_words_query` in the
 * search_terms migration), once per search and then from the search cache. The statements that follow get the
 * query as a value, so PostgreSQL plans them for it: a word in half of all jobs walks the posting-date index,
 * a rarer one reads the full-text index.
 */
async function prepare(prisma: Prisma, s: JobSearch): Promise<JobSearch> {
  if (s.wordsQuery !== undefined) return s;
  const terms = s.search ? searchTerms(s.search) : [];
  if (!terms.length) return { ...s, wordsQuery: null };
  const wordsQuery = await cachedSearch(
    prisma,
    { search: terms.join(' '), now: s.now },
    ['words'],
    async () => {
      const [row] = await prisma.$queryRaw<
        { q: string }[]
      >`SELECT search_words_query(${terms}::text[])::text AS q`;
      return row!.q;
    },
  );
  const stats = await searchStats(prisma);
  const expected = stats && estimateMatches(stats, wordsQuery);
  const recentExpected =
    stats && expected != null ? expected * shareSince(stats, recentMonths(s).since) : null;
  return { ...s, wordsQuery, recentExpected };
}

/**
 * Work on a match set stops here: counts and facets above it are lower bounds, never exact scans. A search
 * reads each match from the table (the full-text index only finds them), so it stops sooner than browsing.
 */
export const countCap = { browse: 10_000, search: 1_000 };
/** Relevance is ranked among this many most recent matches, so a very common word costs no more than a rare one. */
export const rankWindow = 500;

const capFor = (match: JobMatch) => (match === 'ALL' ? countCap.browse : countCap.search);

type Dimension = 'types' | 'experienceLevels' | 'locations' | 'postedWithinDays';

/**
 * The conditions of a listing, leaving out one filter when computing that filter's own facet counts; `recent`
 * keeps the jobs of this calendar month and the last (`recentMonths`), found by the month marks of the
 * full-text index or by posting date.
 */
function conditions(
  s: JobSearch,
  match: JobMatch,
  { without, recent }: { without?: Dimension; recent?: 'marks' | 'dates' } = {},
): Sql[] {
  const f = s.filter ?? {};
  const c: Sql[] = [sql`j.status = 'PUBLISHED'`];
  if (!f.includeExpired) c.push(sql`(j.expires_at IS NULL OR j.expires_at > ${s.now} OR j.permanent)`);
  if (f.types?.length && without !== 'types') c.push(sql`j.type::text IN (${join(f.types)})`);
  if (f.experienceLevels?.length && without !== 'experienceLevels') {
    c.push(sql`j.experience_level::text IN (${join(f.experienceLevels)})`);
  }
  if (f.locations?.length && without !== 'locations') c.push(sql`j.location IN (${join(f.locations)})`);
  if (f.skills?.length) c.push(sql`j.skills @> ${f.skills}::text[]`);
  if (f.salaryMinRials != null) {
    c.push(sql`COALESCE(j.salary_max_rials, j.salary_min_rials) >= ${BigInt(f.salaryMinRials)}`);
  }
  if (f.salaryMaxRials != null) {
    c.push(sql`COALESCE(j.salary_min_rials, j.salary_max_rials) <= ${BigInt(f.salaryMaxRials)}`);
  }
  if (f.postedWithinDays && without !== 'postedWithinDays') {
    c.push(sql`j.posted_at > ${new Date(s.now.getTime() - f.postedWithinDays * 86_400_000)}`);
  }
  const tsquery = tsqueryFor(s, match);
  if (recent) c.push(sql`j.posted_at >= ${recentMonths(s).since}`);
  // The month marks narrow the full-text index's own scan.
  if (tsquery && recent === 'marks') {
    c.push(sql`j.search_vector @@ (${tsquery} && ${recentMonths(s).tsquery}::tsquery)`);
  } else if (tsquery) c.push(sql`j.search_vector @@ ${tsquery}`);
  if (match === 'SIMILAR' && s.search) c.push(sql`${normalizeSearchText(s.search)} <% j.search_title`);
  return c;
}

const where = (c: Sql[]) => sql`WHERE ${join(c, ' AND ')}`;

/**
 * The full-text query of a match. WORDS has its last word expanded (`prepare`); PREFIXES, tried only when that
 * found nothing, leaves every word a prefix.
 */
function tsqueryFor(s: JobSearch, match: JobMatch): Sql | null {
  if (!s.search) return null;
  if (match === 'WORDS') {
    if (s.wordsQuery === undefined) throw new Error('The search was not prepared');
    return s.wordsQuery === null ? null : sql`${s.wordsQuery}::tsquery`;
  }
  if (match === 'PREFIXES') {
    const tsquery = prefixTsQuery(s.search, 'all');
    return tsquery ? sql`to_tsquery('simple', ${tsquery})` : null;
  }
  return null;
}

/** pg_trgm's default (0.6) misses common typos such as "devloper" for "developer" (0.58). */
export const similarityThreshold = 0.4;
/** The typo fallback may not cost more than this; common title words can make trigram matching slow. */
export const similarityTimeoutMs = 250;

/**
 * Runs a query, for the SIMILAR match with the lower word-similarity threshold set for its transaction only;
 * the trigram index still serves `<%`, which reads the threshold when it runs.
 */
async function run<T>(prisma: Prisma, match: JobMatch, query: Sql): Promise<T> {
  if (match !== 'SIMILAR') return prisma.$queryRaw<T>(query);
  try {
    const [, , rows] = await prisma.$transaction([
      prisma.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(similarityThreshold)}, true)`,
      prisma.$queryRaw`SELECT set_config('statement_timeout', ${`${similarityTimeoutMs}ms`}, true)`,
      prisma.$queryRaw<T>(query),
    ]);
    return rows;
  } catch (error) {
    // Similar titles are a courtesy for typos: when they would take too long, there are none.
    if (isStatementTimeout(error)) return [] as T;
    throw error;
  }
}

function isStatementTimeout(error: unknown): boolean {
  return /57014|statement timeout/i.test(String((error as { message?: string })?.message ?? error));
}

/**
 * Relevance ranking looks at the jobs posted this calendar month and the last first (UTC; `rankedPage`).
 * search_vector marks each job with its posting month ('_m202611', a word no text can make: normalization turns
 * '_' into a space), so the full-text index finds recent matches by itself.
 */
export function recentMonths(s: Pick<JobSearch, 'now'>): { since: Date; tsquery: string } {
  const year = s.now.getUTCFullYear();
  const month = s.now.getUTCMonth();
  const since = new Date(Date.UTC(year, month - 1, 1));
  const mark = (d: Date) => `'_m${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}'`;
  return { since, tsquery: `${mark(s.now)} | ${mark(since)}` };
}

/** How many jobs match, up to the cap; `exact` is false when there are more. */
export async function countMatches(prisma: Prisma, s: JobSearch, match: JobMatch) {
  s = await prepare(prisma, s);
  const cap = capFor(match);
  const count = async (extra: Sql[]) => {
    const [row] = await run<{ n: bigint }[]>(
      prisma,
      match,
      sql`SELECT count(*) AS n FROM (SELECT 1 FROM jobs j ${where([...conditions(s, match), ...extra])} LIMIT ${cap + 1}) capped`,
    );
    return Number(row?.n ?? 0);
  };
  // Counting stops at the cap anyway; a recent-first pass would scan the full-text index twice.
  const n = await count([]);
  return { count: Math.min(n, cap), exact: n <= cap };
}

async function anyMatch(prisma: Prisma, s: JobSearch, match: JobMatch) {
  const [row] = await run<{ found: boolean }[]>(
    prisma,
    match,
    sql`SELECT EXISTS (SELECT 1 FROM jobs j ${where(conditions(s, match))}) AS found`,
  );
  return row?.found === true;
}

/**
 * How a search is matched: every word as a prefix in the full-text index; when no job has them all, by
 * trigram similarity of the title (typos, joined or split words). Without a search, everything.
 */
export async function chooseMatch(prisma: Prisma, s: JobSearch): Promise<JobMatch> {
  s = await prepare(prisma, s);
  if (!isSearch(s)) return 'ALL';
  for (const tier of searchTiers.slice(0, -1)) if (await anyMatch(prisma, s, tier)) return tier;
  return 'SIMILAR';
}

export const isSearch = (s: JobSearch) => Boolean(s.search && prefixTsQuery(s.search));

/** A page of job ids, in order, and (for a ranked search) how many jobs match, which came with it. */
export interface JobPage {
  ids: string[];
  /** Matching jobs, counted as `countMatches` does; only when the page's own query could tell. */
  count?: { count: number; exact: boolean };
}

/**
 * The first page of a search decides its match by itself: the page of the first tier that has any job, so
 * that the common case (words found) costs no separate existence check.
 */
export async function firstSearchPage(prisma: Prisma, s: JobSearch, limit: number) {
  s = await prepare(prisma, s);
  for (const tier of searchTiers) {
    const page = await jobPage(prisma, s, tier, { limit, offset: 0 });
    if (page.ids.length || tier === 'SIMILAR') return { match: tier as JobMatch, ...page };
  }
  throw new Error('unreachable');
}

function effectiveOrder(s: JobSearch, match: JobMatch): JobOrder {
  if (s.orderBy) return s.orderBy === 'RELEVANCE' && match === 'ALL' ? 'NEWEST' : s.orderBy;
  return match === 'ALL' ? 'NEWEST' : 'RELEVANCE';
}

/** One page of job ids, in order. */
export async function jobPageIds(
  prisma: Prisma,
  s: JobSearch,
  match: JobMatch,
  page: { limit: number; offset: number },
): Promise<string[]> {
  s = await prepare(prisma, s);
  return (await jobPage(prisma, s, match, page)).ids;
}

async function jobPage(
  prisma: Prisma,
  s: JobSearch,
  match: JobMatch,
  page: { limit: number; offset: number },
): Promise<JobPage> {
  const c = conditions(s, match);
  const order = effectiveOrder(s, match);
  const tsquery = tsqueryFor(s, match);
  if (order === 'RELEVANCE' && tsquery) return rankedPage(prisma, s, match, tsquery, page);
  let rows: { id: string }[];
  if (order === 'RELEVANCE') {
    rows = await run(
      prisma,
      match,
      sql`SELECT j.id FROM jobs j ${where(c)}
        ORDER BY word_similarity(${normalizeSearchText(s.search!)}, j.search_title) DESC, j.posted_at DESC, j.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  } else {
    const orderBy = {
      NEWEST: raw('j.posted_at DESC, j.id DESC'),
      OLDEST: raw('j.posted_at ASC, j.id ASC'),
      SALARY_HIGHEST: raw(
        'COALESCE(j.salary_max_rials, j.salary_min_rials) DESC NULLS LAST, j.posted_at DESC, j.id DESC',
      ),
    }[order];
    rows = await run(
      prisma,
      match,
      sql`SELECT j.id FROM jobs j ${where(c)} ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  }
  return { ids: rows.map((r) => r.id) };
}

/** How the recent pass finds its jobs, from the matches PostgreSQL's statistics expect there (`prepare`). */
function recentPass(expected: number | null | undefined): 'marks' | 'dates' | null {
  if (expected == null) return 'marks';
  // Too few to fill the window: looking there first is only extra work.
  if (expected < rankWindow / 4) return null;
  // Many times the window: walking the posting-date index finds it soonest.
  return expected > 4 * rankWindow ? 'dates' : 'marks';
}

/**
 * A page ranked by relevance among the `rankWindow` newest matches, in one statement, counting the matches when
 * that costs nothing more:
 *
 * - `recent`: the newest matches of `recentMonths`, up to the rank window: the full-text index reads the words
 *   with the month marks, or, when the statistics expect many times the window there (a word in half of all
 *   jobs), PostgreSQL walks the posting-date index. When they fill the window it is the same window as over
 *   all jobs.
 * - `everything`: only when they don't (a PostgreSQL one-time filter skips it otherwise), all the matches,
 *   counted on the way (fewer than `rankWindow` recent ones means a few thousand at most).
 * - `recent` is skipped (a constant false condition: PostgreSQL plans it as empty) when PostgreSQL's statistics
 *   expect fewer than a quarter of the window there (`prepare`); the result is the same either way.
 * - Ranking reads `search_head` (title, company, skills, location), kept in the row: a mention in the
 *   description makes a match but adds nothing to its rank.
 * - the count: `everything`'s when it ran, or the recent matches' when they alone pass the cap. Otherwise
 *   `countMatches` counts up to the cap by itself, so that searches for the same common word share it.
 */
async function rankedPage(
  prisma: Prisma,
  s: JobSearch,
  match: JobMatch,
  tsquery: Sql,
  page: { limit: number; offset: number },
): Promise<JobPage> {
  const cap = capFor(match);
  const c = conditions(s, match);
  const recent = recentPass(match === 'WORDS' ? s.recentExpected : null);
  // The marks' scan reads every recent match anyway: counting them costs nothing more.
  const counted = recent === 'marks' ? sql`count(*) OVER ()` : sql`NULL::bigint`;
  const rows = await prisma.$queryRaw<{ id: string; total: bigint | null }[]>`
    WITH recent AS MATERIALIZED (
      SELECT j.id, j.posted_at, j.search_head, ${counted} AS n FROM jobs j
      ${where(recent ? conditions(s, match, { recent }) : [sql`false`])}
      ORDER BY j.posted_at DESC LIMIT ${rankWindow}
    ),
    enough AS MATERIALIZED (SELECT max(n) AS n, count(*) >= ${rankWindow} AS yes FROM recent),
    everything AS MATERIALIZED (
      SELECT j.id, j.posted_at, j.search_head, count(*) OVER () AS n FROM jobs j
      ${where([...c, sql`NOT (SELECT yes FROM enough)`])}
      ORDER BY j.posted_at DESC LIMIT ${rankWindow}
    ),
    ranked AS (
      SELECT id, posted_at, search_head FROM recent WHERE (SELECT yes FROM enough)
      UNION ALL
      SELECT id, posted_at, search_head FROM everything
    )
    SELECT id, CASE
      WHEN NOT (SELECT yes FROM enough) THEN (SELECT max(n) FROM everything)
      WHEN (SELECT n FROM enough) > ${cap} THEN (SELECT n FROM enough)
    END AS total
    FROM ranked
    ORDER BY ts_rank_cd(search_head, ${tsquery}) DESC, posted_at DESC, id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  const total = rows[0]?.total;
  return {
    ids: rows.map((r) => r.id),
    count: total == null ? undefined : { count: Math.min(Number(total), cap), exact: total <= cap },
  };
}

export interface FacetCount<V> {
  value: V;
  count: number;
}

export interface JobFacets {
  types: FacetCount<string>[];
  experienceLevels: FacetCount<string>[];
  locations: FacetCount<string>[];
  postedWithin: FacetCount<number>[];
  /** False when a facet was counted over the first `countCap` matches only. */
  exact: boolean;
}

export const postedWithinChoices = [3, 7, 15, 30] as const;

/**
 * Counts per filter value for the current search. Each facet ignores its own filter (so choosing REMOTE still
 * shows how many FULL_TIME jobs there are) and counts at most `countCap` matches.
 */
export async function jobFacets(prisma: Prisma, s: JobSearch, match: JobMatch): Promise<JobFacets> {
  s = await prepare(prisma, s);
  const sample = (without: Dimension, columns: Sql) =>
    sql`(SELECT ${columns} FROM jobs j ${where(conditions(s, match, { without }))} LIMIT ${capFor(match) + 1})`;
  const grouped = (without: Dimension, column: string, limit = 50) =>
    run<{ value: string; n: bigint }[]>(
      prisma,
      match,
      sql`SELECT value, count(*) AS n FROM ${sample(without, sql`${raw(column)} AS value`)} s
        GROUP BY value ORDER BY n DESC, value LIMIT ${limit}`,
    );
  const totals = (without: Dimension) =>
    run<{ n: bigint }[]>(prisma, match, sql`SELECT count(*) AS n FROM ${sample(without, sql`1`)} s`);
  const within = postedWithinChoices.map(
    (days) => sql`count(*) FILTER (WHERE posted_at > ${new Date(s.now.getTime() - days * 86_400_000)})`,
  );
  const [types, levels, locations, posted, ...sizes] = await Promise.all([
    grouped('types', 'j.type::text'),
    grouped('experienceLevels', 'j.experience_level::text'),
    grouped('locations', 'j.location', 12),
    run<Record<string, bigint>[]>(
      prisma,
      match,
      sql`SELECT ${join(within.map((w, i) => sql`${w} AS ${raw(`d${i}`)}`))}
        FROM ${sample('postedWithinDays', sql`j.posted_at`)} s`,
    ),
    totals('types'),
    totals('experienceLevels'),
    totals('locations'),
    totals('postedWithinDays'),
  ]);
  const counts = (rows: { value: string; n: bigint }[]) =>
    rows.map((r) => ({ value: r.value, count: Number(r.n) }));
  return {
    types: counts(types),
    experienceLevels: counts(levels),
    locations: counts(locations),
    postedWithin: postedWithinChoices.map((days, i) => ({
      value: days,
      count: Number(posted[0]?.[`d${i}`] ?? 0),
    })),
    exact: sizes.every(([row]) => Number(row?.n ?? 0) <= capFor(match)),
  };
}
