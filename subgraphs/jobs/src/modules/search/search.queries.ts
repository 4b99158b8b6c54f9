import { PrismaNamespace, type ExperienceLevel, type Job, type JobType } from '@platform/db';
import { jobSearchLimits } from '@platform/rules/jobs';
import { normalizeSearchText, prefixTsQuery, searchTerms } from '@platform/rules/search-text';
import { skillKey } from '@platform/rules/skills';
import type { JobsPrisma } from '../../db.ts';
import { matchesAtMost, postingsOf, shareSince, type SearchStats } from './search.stats.ts';

/**
 * The statements of a search, built over the SQL functions of prisma/sql/search.sql (normalisation, the word
 * and week indexes, the expansion of the last word). The search service (search.service.ts) runs them through
 * its cache.
 */

/** What the statements need besides the database: the service's remembered word expansions and statistics. */
export interface SearchDb {
  prisma: JobsPrisma;
  /** `load`'s answer for this key, remembered for a while. */
  remember<T>(key: unknown[], load: () => Promise<T>): Promise<T>;
  stats(): Promise<SearchStats | null>;
}

const { sql, join, raw, empty } = PrismaNamespace;
type Sql = PrismaNamespace.Sql;

export interface JobListFilter {
  types?: JobType[] | null | undefined;
  experienceLevels?: ExperienceLevel[] | null | undefined;
  /** Place ids: a province stands for its cities. */
  places?: string[] | null | undefined;
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
  /** The weeks a ranked WORDS page reads first, and next (`weekPasses`); set with `wordsQuery`. */
  weeks?: WeekPasses;
}

/**
 * The weeks (as the week index numbers them, newest first: `weekOf`) that a ranked WORDS page reads before all of
 * them (`weekPasses`).
 */
export interface WeekPasses {
  /** The newest weeks, read first. */
  first: number[];
  /**
   * The weeks read next when the first ones hold too few matches, longer and longer: the page reads the shortest
   * of them that the first weeks' matches say will do, or else none. `scale`: how many times the jobs of the
   * first weeks these weeks hold, the first weeks included (from the posting-date histogram).
   */
  next: { weeks: number[]; scale: number }[];
}

/**
 * Expands the last word of a search to the indexed words that start with it (`search_words_query` in
 * prisma/sql/search.sql), once per search and then from the service's cache, and plans from PostgreSQL's
 * statistics which weeks the ranked page reads first (`weekPasses`).
 */
async function prepare(db: SearchDb, s: JobSearch): Promise<JobSearch> {
  if (s.wordsQuery !== undefined) return s;
  const terms = s.search ? searchTerms(s.search) : [];
  if (!terms.length) return { ...s, wordsQuery: null };
  const wordsQuery = await db.remember(['words', ...terms], async () => {
    const [row] = await db.prisma.$queryRaw<{ q: string }[]>`
      SELECT search_words_query(${terms}::text[])::text AS q`;
    return row!.q;
  });
  const stats = await db.stats();
  return { ...s, wordsQuery, weeks: weekPasses(s.now, stats, wordsQuery) };
}

/** Relevance is ranked among this many most recent matches, so a very common word costs no more than a rare one. */
export const rankWindow = 500;

/**
 * Work on a match set stops here: counts and facets above it are lower bounds, never exact scans. A search counts
 * as far as it ranks: the rank window is read anyway, and a search that matches more is one to narrow.
 */
export const countCap = { browse: 10_000, search: rankWindow };

const capFor = (match: JobMatch) => (match === 'ALL' ? countCap.browse : countCap.search);

type Dimension = 'types' | 'experienceLevels' | 'places' | 'postedWithinDays';

/**
 * The conditions of a listing, leaving out one filter when computing that filter's own facet counts; `weeks`
 * finds the matches by the week index instead, with this query of week words (`inWeeks`).
 */
function conditions(
  s: JobSearch,
  match: JobMatch,
  { without, weeks }: { without?: Dimension; weeks?: Sql } = {},
): Sql[] {
  const f = s.filter ?? {};
  const c: Sql[] = [sql`j.status = 'PUBLISHED'`];
  if (!f.includeExpired) c.push(sql`(j.expires_at IS NULL OR j.expires_at > ${s.now} OR j.permanent)`);
  if (f.types?.length && without !== 'types') c.push(sql`j.type::text IN (${join(f.types)})`);
  if (f.experienceLevels?.length && without !== 'experienceLevels') {
    c.push(sql`j.experience_level::text IN (${join(f.experienceLevels)})`);
  }
  if (f.places?.length && without !== 'places') {
    c.push(
      sql`j.place_id IN (SELECT id FROM places WHERE id IN (${join(f.places)}) OR province_id IN (${join(f.places)}))`,
    );
  }
  if (f.skills?.length) c.push(sql`j.skill_keys @> ${f.skills.map(skillKey)}::text[]`);
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
  if (weeks) c.push(sql`search_week_words(j.search_vector, j.posted_at) @@ ${weeks}`);
  else if (tsquery) c.push(sql`j.search_vector @@ ${tsquery}`);
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

/**
 * Whether this search may fall back to similar titles now: the fallback reads the trigram index of every title
 * (tens of milliseconds, many times a search found by its words), so each caller has a budget of them; past it, a
 * search that finds no job with its words simply shows none.
 */
export type SimilarTitlesGate = () => Promise<boolean>;
const allowSimilar: SimilarTitlesGate = () => Promise.resolve(true);

/** The caller may not fall back to similar titles now: the search shows no jobs, and nothing is remembered. */
export class SimilarTitlesRefused extends Error {
  constructor() {
    super('No similar titles for this caller now');
  }
}

/** pg_trgm's default (0.6) misses common typos such as "devloper" for "developer" (0.58). */
export const similarityThreshold = 0.4;
/** The typo fallback may not cost more than this; common title words can make trigram matching slow. */
export const similarityTimeoutMs = 250;

/**
 * Runs a query, for the SIMILAR match with the lower word-similarity threshold set for its transaction only;
 * the trigram index still serves `<%`, which reads the threshold when it runs.
 */
async function run<T>(db: SearchDb, match: JobMatch, query: Sql): Promise<T> {
  if (match !== 'SIMILAR') return db.prisma.$queryRaw<T>(query);
  try {
    const [, , rows] = await db.prisma.$transaction([
      db.prisma
        .$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(similarityThreshold)}, true)`,
      db.prisma.$queryRaw`SELECT set_config('statement_timeout', ${`${similarityTimeoutMs}ms`}, true)`,
      db.prisma.$queryRaw<T>(query),
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
 * Relevance ranks the newest matches (`rankedPage`), so a search reads the last weeks first. The week index
 * (`search_week_words` in its migration) files each word of a job under its posting week, '2968.کارشناس', so
 * that it reads only those weeks' postings, instead of every posting of each word.
 */
export function inWeeks(tsquery: string, weeks: number[]): string {
  return tsquery.replace(
    /'((?:[^']|'')*)'(:\*)?/g,
    (_, word: string, prefix = '') => `( ${weeks.map((w) => `'${w}.${word}'${prefix}`).join(' | ')} )`,
  );
}

const weekMs = 7 * 86_400_000;
/** The week of a moment, as the week index numbers them: whole weeks since 1970-01-01 (a Thursday), UTC. */
export const weekOf = (at: Date) => Math.floor(at.getTime() / weekMs);

/** The first weeks should hold enough matches to pass the count's cap, which fills the rank window too. */
const weeksTarget = Math.ceil(1.25 * (countCap.search + 1));
/**
 * A week pass names each word once per week, and the index weighs every name of the query for each job that has
 * any of the named words: its work grows with the names times those jobs, and past some weeks reading every
 * match through the full-text index is cheaper (docs/benchmarks.md, "Week passes"). A pass does at most
 * `maxWeekPassWork` (names times jobs looked at), names at most `maxWeekWords` words, and looks back two years
 * at most.
 */
const maxWeekPassWork = 100_000;
const maxWeekWords = 128;
const maxWeeks = 104;

/**
 * Which weeks a ranked WORDS page reads (`rankedPage`), from at most how many jobs the words can match
 * (`matchesAtMost`) and when the jobs were posted (the statistics' posting-date histogram):
 * - `first`: the fewest newest weeks that would hold `weeksTarget` matches if every possible one matched;
 * - `next`: more and more of the weeks after those, for when the words match fewer than they might;
 * - neither (every match, in one read) when all the matches together may be fewer, or when the newest weeks
 *   can't hold them within a pass's work. Without statistics, the last eight weeks first (fewer for a long
 *   query).
 */
export function weekPasses(now: Date, stats: SearchStats | null, tsquery: string): WeekPasses {
  const current = weekOf(now);
  const back = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => current - from - i);
  // The first weeks start with the next one: a job another server has just posted may be dated a moment ahead of
  // this server's clock.
  const newest = (weeks: number) => [current + 1, ...back(0, weeks)];
  const words = tsquery.match(/'(?:[^']|'')*'/g)?.length ?? 1;
  // The next week takes a name of each word too.
  const most = Math.min(maxWeeks, Math.floor(maxWeekWords / words) - 1);
  const atMost = stats && matchesAtMost(stats, tsquery);
  if (!stats || atMost == null) return { first: newest(Math.max(1, Math.min(8, most))), next: [] };
  const share = (weeks: number) => shareSince(stats, new Date((current - weeks + 1) * weekMs));
  // A bound means no prefix: the statistics know every word.
  const postings = postingsOf(stats, tsquery)!;
  // A pass over some weeks, holding a share of the jobs: the names of the query times the jobs that have any
  // of its words in those weeks.
  const work = (weeks: number, jobsShare: number) => weeks * words * postings * jobsShare;
  let first = 1;
  while (first <= most && atMost * share(first) < weeksTarget) first++;
  // The first weeks include the next one.
  if (first > most || work(first + 1, share(first)) > maxWeekPassWork) return { first: [], next: [] };
  // A quarter more jobs each: a few dozen choices at most, the last reaching as far back as there are jobs.
  const next: WeekPasses['next'] = [];
  let farthest: WeekPasses['next'][number] | undefined;
  for (let k = first + 1; k <= most && work(k - first, share(k) - share(first)) <= maxWeekPassWork; k++) {
    const scale = share(k) / share(first);
    if (scale <= (farthest?.scale ?? 1)) continue;
    farthest = { weeks: back(first, k), scale };
    if (scale >= 1.25 * (next.at(-1)?.scale ?? 1)) next.push(farthest);
  }
  if (farthest && farthest !== next.at(-1)) next.push(farthest);
  return { first: newest(first), next };
}

/** How many jobs match, up to the cap; `exact` is false when there are more. */
export async function countMatches(db: SearchDb, s: JobSearch, match: JobMatch) {
  s = await prepare(db, s);
  const cap = capFor(match);
  const count = async (extra: Sql[]) => {
    const [row] = await run<{ n: bigint }[]>(
      db,
      match,
      sql`SELECT count(*) AS n FROM (SELECT 1 FROM jobs j ${where([...conditions(s, match), ...extra])} LIMIT ${cap + 1}) capped`,
    );
    return Number(row?.n ?? 0);
  };
  // Counting stops at the cap anyway; a recent-first pass would scan the full-text index twice.
  const n = await count([]);
  return { count: Math.min(n, cap), exact: n <= cap };
}

async function anyMatch(db: SearchDb, s: JobSearch, match: JobMatch) {
  const [row] = await run<{ found: boolean }[]>(
    db,
    match,
    sql`SELECT EXISTS (SELECT 1 FROM jobs j ${where(conditions(s, match))}) AS found`,
  );
  return row?.found === true;
}

/**
 * How a search is matched: every word as a prefix in the full-text index; when no job has them all, by
 * trigram similarity of the title (typos, joined or split words). Without a search, everything.
 */
export async function chooseMatch(db: SearchDb, s: JobSearch): Promise<JobMatch> {
  s = await prepare(db, s);
  if (!isSearch(s)) return 'ALL';
  for (const tier of searchTiers.slice(0, -1)) if (await anyMatch(db, s, tier)) return tier;
  return 'SIMILAR';
}

export const isSearch = (s: JobSearch) => Boolean(s.search && prefixTsQuery(s.search));

/** A page to read; `facets`: also count the facets without a filter of their own (`unfiltered`). */
interface PageRequest {
  limit: number;
  offset: number;
  facets?: boolean;
}

/**
 * A page of job ids, in order, and (for a ranked search) how many jobs match and the facets, which came with
 * it.
 */
export interface JobPage {
  ids: string[];
  /** The page's jobs, in order, with their short columns (`JobCard`), read by the page's own statement. */
  cards: JobCard[];
  /**
   * The counts of the facets whose filter is not set, among the matches the page ranked (the newest
   * `rankWindow`); only when asked and the page's own query could tell. `jobFacets` adds the others.
   */
  facets?: SomeFacets;
  /** Matching jobs, counted as `countMatches` does; only when the page's own query could tell. */
  count?: { count: number; exact: boolean };
}

/**
 * The first page of a search decides its match by itself: the page of the first tier that has any job, so
 * that the common case (words found) costs no separate existence check.
 */
export async function firstSearchPage(
  db: SearchDb,
  s: JobSearch,
  limit: number,
  { facets = false, similar = allowSimilar }: { facets?: boolean; similar?: SimilarTitlesGate } = {},
) {
  s = await prepare(db, s);
  for (const tier of searchTiers) {
    if (tier === 'SIMILAR' && !(await similar())) throw new SimilarTitlesRefused();
    const page = await jobPage(db, s, tier, { limit, offset: 0, facets });
    if (page.ids.length || tier === 'SIMILAR') return { match: tier as JobMatch, ...page };
  }
  throw new Error('unreachable');
}

function effectiveOrder(s: JobSearch, match: JobMatch): JobOrder {
  if (s.orderBy) return s.orderBy === 'RELEVANCE' && match === 'ALL' ? 'NEWEST' : s.orderBy;
  return match === 'ALL' ? 'NEWEST' : 'RELEVANCE';
}

/** One page of jobs, in order: their ids and cards. */
export async function jobPageCards(
  db: SearchDb,
  s: JobSearch,
  match: JobMatch,
  page: { limit: number; offset: number },
): Promise<Pick<JobPage, 'ids' | 'cards'>> {
  s = await prepare(db, s);
  const { ids, cards } = await jobPage(db, s, match, page);
  return { ids, cards };
}

/** Job fields (and their columns) that only a job's own page shows: long texts and lists. */
export const longJobColumns = [
  'description',
  'requirements',
  'responsibilities',
  'benefits',
  'education',
  'skills',
  'skillKeys',
] as const;

/** A job's columns that a page of results shows (its card), as Prisma names them: every one but the long texts. */
export type JobCard = Omit<Job, (typeof longJobColumns)[number] | 'searchTitle'>;

/** Each of `JobCard`'s fields as a column of `jobs j`: a field the model gains must be named here. */
const cardColumnOf: Record<keyof JobCard, string> = {
  id: 'j.id',
  slug: 'j.slug',
  language: 'j.language',
  title: 'j.title',
  companyName: 'j.company_name',
  placeId: 'j.place_id',
  salaryMinRials: 'j.salary_min_rials',
  salaryMaxRials: 'j.salary_max_rials',
  type: 'j.type::text',
  experienceLevel: 'j.experience_level::text',
  postedAt: 'j.posted_at',
  expiresAt: 'j.expires_at',
  status: 'j.status::text',
  permanent: 'j.permanent',
  postedById: 'j.posted_by_id',
};
const cardColumns = raw(
  Object.entries(cardColumnOf)
    .map(([field, column]) => `${column} AS "${field}"`)
    .join(', '),
);

const cardsOf = (rows: JobCard[]) => ({ ids: rows.map((r) => r.id), cards: rows });

async function jobPage(db: SearchDb, s: JobSearch, match: JobMatch, page: PageRequest): Promise<JobPage> {
  const c = conditions(s, match);
  const order = effectiveOrder(s, match);
  const tsquery = tsqueryFor(s, match);
  if (order === 'RELEVANCE' && tsquery) return rankedPage(db, s, match, tsquery, page);
  let rows: JobCard[];
  if (order === 'RELEVANCE') {
    rows = await run(
      db,
      match,
      sql`SELECT ${cardColumns} FROM jobs j ${where(c)}
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
      db,
      match,
      sql`SELECT ${cardColumns} FROM jobs j ${where(c)} ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  }
  return cardsOf(rows);
}

/**
 * A page ranked by relevance among the `rankWindow` newest matches, in one statement that also counts the
 * matches up to the cap (`weekPasses` plans the weeks):
 *
 * - `newest`: the matches of the first weeks, found by the week index. When they pass the cap, they hold the
 *   newest window, and the count is "more than the cap".
 * - `older`: only when they don't (a PostgreSQL one-time filter skips it otherwise), the matches of the next
 *   weeks, the same way: as many weeks as the first ones' matches say will be enough.
 * - `everything`: only when both together don't pass the cap, every match, counted exactly.
 * - Ranking reads `search_head` (title, company, skills, place names), kept in the row: a mention in the
 *   description makes a match but adds nothing to its rank.
 */
async function rankedPage(
  db: SearchDb,
  s: JobSearch,
  match: JobMatch,
  tsquery: Sql,
  page: PageRequest,
): Promise<JobPage> {
  const cap = capFor(match);
  const { first, next } = (match === 'WORDS' && s.weeks) || { first: [], next: [] };
  const words = s.wordsQuery!;
  // The newest matches of a pass, each with the pass's count of them.
  const pass = (c: Sql[]) => sql`
    SELECT ${candidateColumns}, count(*) OVER () AS n FROM jobs j ${where(c)}
    ORDER BY j.posted_at DESC, j.id DESC LIMIT ${rankWindow}`;
  // A week pass without weeks is a constant false condition: PostgreSQL plans it as empty.
  const weekPass = (weeks: Sql | null, ...when: Sql[]) =>
    pass(weeks ? [...conditions(s, match, { weeks }), ...when] : [sql`false`]);
  // The next weeks: as many as the first weeks' matches say will hold the target; none (a NULL query: the
  // index finds nothing) when even the most are not enough, and every match will be read instead.
  const nextQuery = sql`(
    SELECT o.q FROM unnest(${next.map((o) => inWeeks(words, o.weeks))}::text[], ${next.map((o) => o.scale)}::float8[]) AS o(q, scale)
    WHERE (SELECT n FROM newest_n) * o.scale >= ${weeksTarget} ORDER BY o.scale LIMIT 1)::tsquery`;
  const rows = await db.prisma.$queryRaw<(JobCard & { total: bigint | null; facets?: SomeFacets })[]>`
    WITH newest AS MATERIALIZED (${weekPass(first.length ? sql`${inWeeks(words, first)}::tsquery` : null)}),
    newest_n AS MATERIALIZED (SELECT coalesce(max(n), 0) AS n FROM newest),
    older AS MATERIALIZED (${weekPass(next.length ? nextQuery : null, sql`(SELECT n FROM newest_n) <= ${cap}`)}),
    recent_n AS MATERIALIZED (SELECT (SELECT n FROM newest_n) + coalesce(max(n), 0) AS n FROM older),
    everything AS MATERIALIZED (${pass([...conditions(s, match), sql`(SELECT n FROM recent_n) <= ${cap}`])}),
    candidates AS (
      (SELECT * FROM newest WHERE (SELECT n FROM recent_n) > ${cap}
        UNION ALL
        SELECT * FROM older WHERE (SELECT n FROM recent_n) > ${cap}
        ORDER BY posted_at DESC, id DESC LIMIT ${rankWindow})
      UNION ALL
      SELECT * FROM everything
    ),
    ranked AS (
      SELECT id, posted_at, ts_rank_cd(search_head, ${tsquery}) AS rank, CASE
        WHEN (SELECT n FROM recent_n) > ${cap} THEN (SELECT n FROM recent_n)
        ELSE (SELECT coalesce(max(n), 0) FROM everything)
      END AS total
      ${page.facets && page.offset === 0 ? sql`, ${facetsJson(s, 'candidates', unfiltered(s))} AS facets` : empty}
      FROM candidates
      ORDER BY rank DESC, posted_at DESC, id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${cardColumns}, r.total ${page.facets && page.offset === 0 ? sql`, r.facets` : empty}
    FROM ranked r JOIN jobs j ON j.id = r.id
    ORDER BY r.rank DESC, r.posted_at DESC, r.id DESC`;
  const total = rows[0]?.total;
  const cards = rows.map(({ total: _total, facets: _facets, ...card }) => card);
  return {
    ...cardsOf(cards),
    count: total == null ? undefined : { count: Math.min(Number(total), cap), exact: total <= cap },
    ...(rows[0]?.facets && { facets: rows[0].facets }),
  };
}

/** What each pass keeps of a match: enough to rank it and to count the facets. */
const candidateColumns = sql`j.id, j.posted_at, j.search_head, j.type, j.experience_level, j.place_id`;

/** Some of the facets, counted. */
type SomeFacets = Partial<Omit<JobFacets, 'exact'>>;

const dimensions = ['types', 'experienceLevels', 'places', 'postedWithinDays'] as const;

/** The facets whose filter is not set: they count the same matches as the results. */
function unfiltered(s: JobSearch): Dimension[] {
  const f = s.filter ?? {};
  return dimensions.filter((d) => (d === 'postedWithinDays' ? !f.postedWithinDays : !f[d]?.length));
}

/**
 * The counts of `facets` among the rows of `relation` (a CTE with type, experience_level, place_id and
 * posted_at), as one JSON value: each list most first, then by value.
 */
function facetsJson(s: JobSearch, relation: 'candidates' | 'sample', facets: readonly Dimension[]): Sql {
  const from = raw(relation);
  const grouped = (column: string, limit: number) => sql`(
    SELECT coalesce(jsonb_agg(jsonb_build_object('value', value, 'count', n) ORDER BY n DESC, value), '[]')
    FROM (SELECT ${raw(column)} AS value, count(*) AS n FROM ${from} GROUP BY 1 ORDER BY n DESC, value LIMIT ${limit}) g)`;
  const within = postedWithinChoices.map(
    (days) =>
      sql`jsonb_build_object('value', ${days}::int, 'count', count(*) FILTER (WHERE posted_at > ${new Date(s.now.getTime() - days * 86_400_000)}))`,
  );
  const parts = facets.map((facet) => {
    if (facet === 'types') return sql`'types', ${grouped('type::text', 50)}`;
    if (facet === 'experienceLevels')
      return sql`'experienceLevels', ${grouped('experience_level::text', 50)}`;
    if (facet === 'places') return sql`'places', ${grouped('place_id', placeFacetSize)}`;
    return sql`'postedWithin', (SELECT jsonb_build_array(${join(within)}) FROM ${from})`;
  });
  // A subquery, so that PostgreSQL builds it once, not for each row it ranks.
  return parts.length ? sql`(SELECT jsonb_build_object(${join(parts)}))` : sql`'{}'::jsonb`;
}

export interface FacetCount<V> {
  value: V;
  count: number;
}

export interface JobFacets {
  types: FacetCount<string>[];
  experienceLevels: FacetCount<string>[];
  /** Place ids. */
  places: FacetCount<string>[];
  postedWithin: FacetCount<number>[];
  /** False when a facet was counted over the first `countCap` matches only. */
  exact: boolean;
}

export const postedWithinChoices = jobSearchLimits.postedWithinDays;

/** The place facet lists the most common places, this many. */
export const placeFacetSize = 12;

/**
 * Counts per filter value for the current search. Each facet ignores its own filter (so choosing REMOTE still
 * shows how many FULL_TIME jobs there are) and counts at most `countCap` matches. Facets whose filter is not set
 * see the same matches, so they share one sample and one statement: a page without such filters costs one.
 */
export async function jobFacets(
  db: SearchDb,
  s: JobSearch,
  match: JobMatch,
  shared?: { facets: SomeFacets; exact: boolean },
): Promise<JobFacets> {
  s = await prepare(db, s);
  const together = unfiltered(s);
  const samples: { without: Dimension | null; facets: readonly Dimension[] }[] = [
    // The ranked page counted these already.
    ...(shared || !together.length ? [] : [{ without: null, facets: together }]),
    ...dimensions.filter((d) => !together.includes(d)).map((d) => ({ without: d, facets: [d] })),
  ];
  const counted = await Promise.all(
    samples.map(({ without, facets }) => facetCounts(db, s, match, without, facets)),
  );
  const all = Object.assign({}, shared?.facets, ...counted.map((c) => c.facets)) as SomeFacets;
  return {
    types: all.types ?? [],
    experienceLevels: all.experienceLevels ?? [],
    places: all.places ?? [],
    postedWithin: all.postedWithin ?? [],
    exact: (shared?.exact ?? true) && counted.every((c) => c.sampled <= capFor(match)),
  };
}

/**
 * One statement: a sample of the matches (with every filter, or without one), the counts of `facets` in it, and
 * the sample's size.
 */
async function facetCounts(
  db: SearchDb,
  s: JobSearch,
  match: JobMatch,
  without: Dimension | null,
  facets: readonly Dimension[],
) {
  const [row] = await run<{ facets: SomeFacets; sampled: bigint }[]>(
    db,
    match,
    sql`WITH sample AS MATERIALIZED (
        SELECT j.type, j.experience_level, j.place_id, j.posted_at FROM jobs j
        ${where(conditions(s, match, { without: without ?? undefined }))} LIMIT ${capFor(match) + 1}
      )
      SELECT ${facetsJson(s, 'sample', facets)} AS facets, (SELECT count(*) FROM sample) AS sampled`,
  );
  return { facets: row!.facets, sampled: Number(row!.sampled) };
}
