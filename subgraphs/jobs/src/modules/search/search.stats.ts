import type { JobsPrisma } from '../../db.ts';

/**
 * What PostgreSQL's ANALYZE knows of the jobs' search words and posting dates (the planner's own statistics),
 * so that a search can tell how many jobs it will match before it runs. Autovacuum keeps them current.
 */
export interface SearchStats {
  jobs: number;
  /** The fraction of jobs that have each frequent word. */
  frequency: Map<string, number>;
  /** A word ANALYZE did not list is rarer than the rarest it did. */
  rare: number;
  /** Posting dates (ms) bounding equal shares of the jobs, oldest first. */
  postedBounds: number[];
}

const refreshMs = 60_000;

/**
 * The statistics, read at most once a minute; null before the first ANALYZE. Until new statistics arrive,
 * searches go on with the old ones.
 */
export function searchStatsReader(prisma: JobsPrisma): () => Promise<SearchStats | null> {
  let last: { at: number; stats: Promise<SearchStats | null> } | null = null;
  return () => {
    if (last && Date.now() - last.at < refreshMs) return last.stats;
    const previous = last;
    const stats = readStats(prisma).catch(() => null);
    last = { at: Date.now(), stats: previous ? stats.then((s) => s ?? previous.stats) : stats };
    return previous?.stats ?? stats;
  };
}

async function readStats(prisma: JobsPrisma): Promise<SearchStats | null> {
  const [row] = await prisma.$queryRaw<
    { words: string[] | null; freqs: number[] | null; posted: Date[] | null; jobs: number }[]
  >`
    SELECT
      (SELECT most_common_elems::text::text[] FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = 'jobs' AND attname = 'search_vector') AS words,
      (SELECT most_common_elem_freqs FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = 'jobs' AND attname = 'search_vector') AS freqs,
      (SELECT histogram_bounds::text::timestamptz[] FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = 'jobs' AND attname = 'posted_at') AS posted,
      (SELECT reltuples FROM pg_class WHERE oid = 'jobs'::regclass)::float8 AS jobs`;
  if (!row?.words || !row.freqs || !row.posted || row.jobs <= 0) return null;
  const frequency = new Map(row.words.map((word, i) => [word, row.freqs![i]!]));
  // The frequencies list ends with their minimum, maximum and the share of empty vectors.
  return {
    jobs: row.jobs,
    frequency,
    rare: row.freqs[row.words.length] ?? 0,
    postedBounds: row.posted.map((d) => new Date(d).getTime()),
  };
}

/**
 * At most how many jobs a WORDS tsquery (as PostgreSQL prints it: `'net' & ( 'developer' | 'devops' )`) matches:
 * no more than its rarest needed word, or group of alternatives, has. The words of a search usually go together
 * («برنامه» and «نویس», "data" and "engineer"), so taking them as independent, as the planner does, guesses up to
 * 47 times too few; a bound errs the other way, by a few times at most. Null for a prefix (`'d':*`).
 */
export function matchesAtMost(stats: SearchStats, tsquery: string): number | null {
  let share = 1;
  for (const group of tsquery.split(' & ')) {
    if (group.includes(':*')) return null;
    share = Math.min(share, shareWithAny(stats, group));
  }
  return share * stats.jobs;
}

/**
 * How many postings the words of a tsquery have together, over all weeks: the jobs a GIN index scan for any of
 * them looks at. Null for a prefix, which stands for words the statistics can't tell.
 */
export function postingsOf(stats: SearchStats, tsquery: string): number | null {
  if (tsquery.includes(':*')) return null;
  return shareWithAny(stats, tsquery) * stats.jobs;
}

/**
 * The share of jobs that have any of the words a tsquery (or a part of one) quotes, at most: their shares
 * added up.
 */
function shareWithAny(stats: SearchStats, tsquery: string): number {
  const words = [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
  return words.reduce((sum, w) => sum + (stats.frequency.get(w) ?? stats.rare), 0);
}

/** The share of jobs posted after `since`, from the posting-date histogram. */
export function shareSince(stats: SearchStats, since: Date): number {
  const bounds = stats.postedBounds;
  if (bounds.length < 2) return 1;
  const after = bounds.filter((b) => b > since.getTime()).length;
  return Math.min(1, after / (bounds.length - 1));
}
