import { searchTerms } from '@platform/rules/search-text';
import { coverDensityRank, parseTsvector, type RankEntries } from './search-rank.ts';
import { postedWithinChoices, type JobListFilter } from './jobs.search.ts';

/**
 * The published jobs' search words, kept in each server's memory, so that a relevance search's first page (the
 * common case: a few words, the newest matches ranked) costs microseconds of work instead of a PostgreSQL
 * statement. It answers exactly as the SQL search (`rankedPage` in jobs.search.ts) for the WORDS match: the
 * same matches (every word, the last as a prefix), the same window of the 500 newest, the same count, facets
 * and order (PostgreSQL's `ts_rank_cd` on the job's head, computed alike: search-rank.ts). Everything else
 * (other orders, later tiers, facets with their own filter) stays in PostgreSQL.
 *
 * Jobs are held in two parts:
 * - `main`: the jobs as loaded, newest first, with a posting list per word (the jobs that have it, by their
 *   place in that order); a job changed since is marked dead there.
 * - `recent`: jobs added or changed since the load, each with its own words, searched one by one. When they
 *   grow past `maxRecent`, the owner loads everything again (jobs.search-index.live.ts).
 */

/** What a job row gives the index (jobs.search-index.live.ts reads these columns). */
export interface IndexedJobRow {
  id: string;
  slug: string;
  language: string;
  title: string;
  companyName: string;
  postedById: string | null;
  postedAt: number;
  expiresAt: number | null;
  permanent: boolean;
  type: string;
  experienceLevel: string;
  location: string;
  salaryMinRials: number | null;
  salaryMaxRials: number | null;
  skills: string[];
  /** The words of `search_vector`, space-separated (a word never holds a space). */
  words: string;
  /** `search_head` as PostgreSQL prints it. */
  head: string;
}

interface IndexedJob {
  id: string;
  slug: string;
  language: string;
  title: string;
  companyName: string;
  postedById: string | null;
  postedAt: number;
  expiresAt: number | null;
  permanent: boolean;
  type: string;
  experienceLevel: string;
  location: string;
  salaryMin: number | null;
  salaryMax: number | null;
  skills: string[];
  /**
   * The head's words with their positions and weights, in position order: entries `headAt` to `headAt +
   * headLength` of `heads` (one store for all the loaded jobs, one of its own for a recent job; few large
   * arrays keep the collector's work small).
   */
  heads: HeadStore;
  headAt: number;
  headLength: number;
  /** For recent jobs only: their words (word numbers). */
  words?: Set<number>;
}

/** A published job's columns that the index holds, as Prisma reads them: what a job card shows. */
export interface JobCard {
  id: string;
  slug: string;
  language: string;
  title: string;
  companyName: string;
  location: string;
  salaryMinRials: bigint | null;
  salaryMaxRials: bigint | null;
  type: string;
  experienceLevel: string;
  skills: string[];
  postedAt: Date;
  expiresAt: Date | null;
  status: 'PUBLISHED';
  permanent: boolean;
  postedById: string | null;
}

/** The parts of a search the index answers; the same as `JobSearch` without the prepared query. */
export interface IndexSearch {
  search: string;
  filter?: JobListFilter | null | undefined;
  now: Date;
}

export type FacetDimension = 'types' | 'experienceLevels' | 'locations' | 'postedWithinDays';

interface HeadStore {
  words: Int32Array;
  /** Position × 4 + weight. */
  positionWeights: Int32Array;
}

export interface IndexPage {
  ids: string[];
  count: { count: number; exact: boolean };
  facets?: Record<string, { value: string | number; count: number }[]>;
}

/** Newer first; among jobs posted at the same moment, the greater id first (as `posted_at DESC, id DESC`). */
const newerFirst = (a: IndexedJob, b: IndexedJob) =>
  b.postedAt - a.postedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export const maxRecent = 5_000;
/** Words in at least this share of the jobs get a bitmap (n / 8 bytes each: 25 KB for 200,000 jobs). */
const denseShare = 1 / 50;

export class JobSearchIndex {
  /** Word → word number; `sortedWords` lists them in code-unit order for prefixes. */
  private readonly wordNumbers = new Map<string, number>();
  private sortedWords: string[] = [];
  private postings: Int32Array[] = [];
  /** For words that many jobs have (`denseShare`): a bit per job, so that checking a job costs one lookup. */
  private bitmaps: (Uint32Array | undefined)[] = [];
  private main: IndexedJob[] = [];
  private alive = new Uint8Array(0);
  private readonly placeOf = new Map<string, number>();
  private recent: IndexedJob[] = [];
  private readonly recentById = new Map<string, IndexedJob>();
  /** While building, new words are sorted once at the end; afterwards each is put in its place. */
  private building = true;
  /** Scratch for `rankedPage`: the query groups of each word, by word number; all zero between searches. */
  private masks = new Int32Array(0);

  private constructor() {}

  /**
   * Builds an index from rows added in `posted_at DESC, id DESC` order (jobs.search-index.live.ts reads them so),
   * a batch at a time.
   */
  static builder() {
    const index = new JobSearchIndex();
    const lists: number[][] = [];
    const heads: HeadStore = { words: new Int32Array(0), positionWeights: new Int32Array(0) };
    const headWords: number[] = [];
    const headPositionWeights: number[] = [];
    return {
      add(row: IndexedJobRow) {
        const place = index.main.length;
        index.main.push(index.toJob(row, heads, headWords, headPositionWeights));
        index.placeOf.set(row.id, place);
        for (const word of distinctWords(row.words)) (lists[index.numberOf(word)] ??= []).push(place);
      },
      finish(): JobSearchIndex {
        heads.words = Int32Array.from(headWords);
        heads.positionWeights = Int32Array.from(headPositionWeights);
        index.postings = Array.from({ length: index.wordNumbers.size }, (_, n) =>
          Int32Array.from(lists[n] ?? []),
        );
        index.alive = new Uint8Array(index.main.length).fill(1);
        const n = index.main.length;
        index.bitmaps = index.postings.map((list) => {
          if (list.length < n * denseShare) return undefined;
          const bits = new Uint32Array((n >>> 5) + 1);
          for (const place of list) bits[place >>> 5]! |= 1 << (place & 31);
          return bits;
        });
        index.sortedWords = [...index.wordNumbers.keys()].sort();
        index.building = false;
        return index;
      },
    };
  }

  static build(rows: Iterable<IndexedJobRow>): JobSearchIndex {
    const builder = JobSearchIndex.builder();
    for (const row of rows) builder.add(row);
    return builder.finish();
  }

  /** How many jobs it holds, and how many of them were added or changed since it was built. */
  get size() {
    let dead = 0;
    for (const a of this.alive) dead += a ? 0 : 1;
    return { jobs: this.main.length - dead + this.recent.length, recent: this.recent.length };
  }

  /** A job changed: its new row if it is published, else null (closed, drafted back, deleted). */
  apply(id: string, row: IndexedJobRow | null): void {
    const place = this.placeOf.get(id);
    if (place !== undefined) this.alive[place] = 0;
    if (this.recentById.has(id)) {
      this.recent = this.recent.filter((j) => j.id !== id);
      this.recentById.delete(id);
    }
    if (!row) return;
    const words: number[] = [];
    const positionWeights: number[] = [];
    const heads: HeadStore = { words: new Int32Array(0), positionWeights: new Int32Array(0) };
    const job = this.toJob(row, heads, words, positionWeights);
    heads.words = Int32Array.from(words);
    heads.positionWeights = Int32Array.from(positionWeights);
    job.words = new Set([...distinctWords(row.words)].map((w) => this.numberOf(w)));
    this.recentById.set(id, job);
    const at = this.recent.findIndex((j) => newerFirst(job, j) < 0);
    this.recent.splice(at < 0 ? this.recent.length : at, 0, job);
  }

  private numberOf(word: string): number {
    let n = this.wordNumbers.get(word);
    if (n === undefined) {
      n = this.wordNumbers.size;
      this.wordNumbers.set(word, n);
      if (!this.building) this.sortedWords.splice(lowerBound(this.sortedWords, word), 0, word);
    }
    return n;
  }

  /** A job of `row`, its head's entries appended to `words` and `positionWeights` (to become `heads`). */
  private toJob(
    row: IndexedJobRow,
    heads: HeadStore,
    words: number[],
    positionWeights: number[],
  ): IndexedJob {
    // The head's entries in position order, as ts_rank_cd walks them.
    const entries: [number, number][] = [];
    for (const { word, positions, weights } of parseTsvector(row.head)) {
      const n = this.numberOf(word);
      positions.forEach((p, i) => entries.push([n, p * 4 + weights[i]!]));
    }
    entries.sort((a, b) => a[1] - b[1]);
    const headAt = words.length;
    for (const [n, pw] of entries) {
      words.push(n);
      positionWeights.push(pw);
    }
    const same = (v: string) => this.interned(v);
    return {
      id: row.id,
      slug: row.slug,
      language: same(row.language),
      title: row.title,
      companyName: same(row.companyName),
      postedById: row.postedById,
      postedAt: row.postedAt,
      expiresAt: row.expiresAt,
      permanent: row.permanent,
      type: same(row.type),
      experienceLevel: same(row.experienceLevel),
      location: same(row.location),
      salaryMin: row.salaryMinRials,
      salaryMax: row.salaryMaxRials,
      skills: row.skills.map(same),
      heads,
      headAt,
      headLength: entries.length,
    };
  }

  /** One copy of each repeated value (types, cities, skills) instead of one per job. */
  private readonly values = new Map<string, string>();
  private interned(value: string): string {
    const known = this.values.get(value);
    if (known !== undefined) return known;
    this.values.set(value, value);
    return value;
  }

  /**
   * The jobs of `ids` that it holds (the published ones), in that order, as a page of cards reads them: the
   * columns of `JobCard`, in the types Prisma gives them. A page of ids from anywhere (the index, PostgreSQL,
   * the search cache) needs no database read for its cards.
   */
  cards(ids: readonly string[]): JobCard[] {
    const cards: JobCard[] = [];
    for (const id of ids) {
      const place = this.placeOf.get(id);
      const job = place !== undefined && this.alive[place] ? this.main[place]! : this.recentById.get(id);
      if (!job) continue;
      cards.push({
        id: job.id,
        slug: job.slug,
        language: job.language,
        title: job.title,
        companyName: job.companyName,
        location: job.location,
        salaryMinRials: job.salaryMin === null ? null : BigInt(job.salaryMin),
        salaryMaxRials: job.salaryMax === null ? null : BigInt(job.salaryMax),
        type: job.type,
        experienceLevel: job.experienceLevel,
        skills: [...job.skills],
        postedAt: new Date(job.postedAt),
        expiresAt: job.expiresAt === null ? null : new Date(job.expiresAt),
        status: 'PUBLISHED',
        permanent: job.permanent,
        postedById: job.postedById,
      });
    }
    return cards;
  }

  /**
   * A relevance-ranked page of the WORDS match, with the count and (when asked) the facets that `rankedPage`
   * would give; null when the search has no words the index can use.
   */
  rankedPage(
    s: IndexSearch,
    page: { limit: number; offset: number; window: number; facets?: readonly FacetDimension[] },
  ): IndexPage | null {
    const terms = searchTerms(s.search);
    if (!terms.length) return null;
    // Every word needed; the last as a prefix. A group: the word numbers that satisfy one search word.
    const groups = terms.map((term, i) =>
      i === terms.length - 1
        ? this.withPrefix(term)
        : ((n) => (n === undefined ? [] : [n]))(this.wordNumbers.get(term)),
    );
    // The groups each word satisfies, by word number: set for this search, cleared before it returns.
    if (this.masks.length < this.wordNumbers.size) {
      this.masks = new Int32Array(Math.max(1024, this.wordNumbers.size * 2));
    }
    const masks = this.masks;
    groups.forEach((g, bit) => g.forEach((n) => (masks[n]! |= 1 << bit)));
    try {
      const all = (1 << groups.length) - 1;
      const accepts = acceptor(s);
      const wanted = page.window + 1;
      const found = this.mainMatches(groups, accepts, wanted);
      for (const job of this.recent) {
        if (!accepts(job)) continue;
        let seen = 0;
        for (const n of job.words!) seen |= masks[n]!;
        if (seen === all) found.push(job);
      }
      // The loaded jobs' matches come in order; recent ones join them.
      if (this.recent.length) found.sort(newerFirst);
      const count = { count: Math.min(found.length, page.window), exact: found.length <= page.window };
      const window = found.slice(0, page.window);
      const ranked = window.map((job) => ({ job, rank: coverDensityRank(this.entries(job, masks), all) }));
      // The window is newest first, and the sort is stable: equal ranks stay newest first.
      ranked.sort((a, b) => b.rank - a.rank);
      return {
        ids: ranked.slice(page.offset, page.offset + page.limit).map((r) => r.job.id),
        count,
        ...(page.facets &&
          page.offset === 0 &&
          window.length && { facets: facetsOf(window, page.facets, s.now) }),
      };
    } finally {
      for (const g of groups) for (const n of g) masks[n] = 0;
    }
  }

  /** The word numbers of every word that starts with `prefix`. */
  private withPrefix(prefix: string): number[] {
    const words = this.sortedWords;
    const numbers: number[] = [];
    for (let i = lowerBound(words, prefix); i < words.length && words[i]!.startsWith(prefix); i++) {
      numbers.push(this.wordNumbers.get(words[i]!)!);
    }
    return numbers;
  }

  /**
   * The newest `wanted` live jobs of `main` that have a word of every group and pass the filters. The group
   * with the fewest postings leads: its lists are walked from the newest job, and each job found is checked
   * against the other groups, by their bitmaps when their words are common, else by skipping ahead in their
   * lists (galloping: the jobs come in order).
   */
  private mainMatches(
    groups: number[][],
    accepts: (job: IndexedJob) => boolean,
    wanted: number,
  ): IndexedJob[] {
    const found: IndexedJob[] = [];
    const cursors = groups.map((g) =>
      g.flatMap((n) => (this.postings[n]?.length ? [{ list: this.postings[n]!, at: 0 }] : [])),
    );
    if (cursors.some((c) => !c.length)) return found;
    const postingsIn = (c: { list: Int32Array }[]) => c.reduce((sum, { list }) => sum + list.length, 0);
    let lead = 0;
    for (let g = 1; g < cursors.length; g++)
      if (postingsIn(cursors[g]!) < postingsIn(cursors[lead]!)) lead = g;
    type Check = { bitmaps: Uint32Array[]; cursors: null } | { bitmaps: null; cursors: Cursor[] };
    const checks = groups.flatMap((g, i): Check[] => {
      if (i === lead) return [];
      const bitmaps = g.map((n) => this.bitmaps[n]);
      if (bitmaps.every((b) => b)) return [{ bitmaps: bitmaps as Uint32Array[], cursors: null }];
      return [{ bitmaps: null, cursors: cursors[i]! }];
    });
    const leading = cursors[lead]!;
    let place = seekGroup(leading, 0);
    next: for (; place !== end && found.length < wanted; place = seekGroup(leading, place + 1)) {
      for (const check of checks) {
        if (check.bitmaps) {
          const word = place >>> 5;
          const bit = 1 << (place & 31);
          let has = false;
          for (const bits of check.bitmaps) if (bits[word]! & bit) has = true;
          if (!has) continue next;
        } else if (seekGroup(check.cursors, place) !== place) continue next;
      }
      const job = this.main[place]!;
      if (this.alive[place] && accepts(job)) found.push(job);
    }
    return found;
  }

  /**
   * The head entries of a job whose words the query names, with the groups they satisfy, in `scratch` (reused:
   * valid until the next call).
   */
  private entries(job: IndexedJob, masks: Int32Array): RankEntries {
    const { words, positionWeights } = job.heads;
    let length = 0;
    for (let i = job.headAt; i < job.headAt + job.headLength; i++) {
      const mask = masks[words[i]!]!;
      if (!mask) continue;
      scratch.positions[length] = positionWeights[i]! >> 2;
      scratch.weights[length] = positionWeights[i]! & 3;
      scratch.masks[length] = mask;
      length++;
    }
    scratch.length = length;
    return scratch;
  }
}

/** Entries of one job being ranked; a head has a few dozen positions at most (positions stop at 16,383). */
const scratch = {
  length: 0,
  positions: new Int32Array(16_384),
  weights: new Uint8Array(16_384),
  masks: new Int32Array(16_384),
};

function* distinctWords(words: string): Iterable<string> {
  if (!words) return;
  yield* new Set(words.split(' '));
}

/** The first place in a sorted list whose word is not before `word`. */
function lowerBound(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

type Cursor = { list: Int32Array; at: number };

/** Past every place: an integer, so that V8 keeps these loops on small integers. */
const end = 0x7fffffff;

/** The first place at or after `target` in any of a group's lists (`end` when none has one). */
function seekGroup(cursors: { list: Int32Array; at: number }[], target: number): number {
  if (cursors.length === 1) return gallop(cursors[0]!, target);
  let least = end;
  for (const c of cursors) {
    const value = gallop(c, target);
    if (value < least) least = value;
  }
  return least;
}

/** Moves a cursor to the first entry of its list at or after `target`, in steps that double, then halve. */
function gallop(c: { list: Int32Array; at: number }, target: number): number {
  const { list } = c;
  let lo = c.at;
  if (lo >= list.length) return end;
  if (list[lo]! >= target) return list[lo]!;
  let step = 1;
  let hi = lo + 1;
  while (hi < list.length && list[hi]! < target) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  if (hi > list.length) hi = list.length;
  // list[lo] < target; the answer is in (lo, hi].
  lo++;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  c.at = lo;
  return lo < list.length ? list[lo]! : end;
}

/** The filters of a listing, as `conditions` in jobs.search.ts writes them in SQL. */
function acceptor(s: IndexSearch): (job: IndexedJob) => boolean {
  const f = s.filter ?? {};
  const now = s.now.getTime();
  const types = f.types?.length ? new Set<string>(f.types) : null;
  const levels = f.experienceLevels?.length ? new Set<string>(f.experienceLevels) : null;
  const locations = f.locations?.length ? new Set(f.locations) : null;
  const skills = f.skills?.length ? f.skills : null;
  const since = f.postedWithinDays ? now - f.postedWithinDays * 86_400_000 : null;
  return (job) => {
    if (!f.includeExpired && !(job.expiresAt === null || job.expiresAt > now || job.permanent)) return false;
    if (types && !types.has(job.type)) return false;
    if (levels && !levels.has(job.experienceLevel)) return false;
    if (locations && !locations.has(job.location)) return false;
    if (skills && !skills.every((k) => job.skills.includes(k))) return false;
    if (f.salaryMinRials != null) {
      const top = job.salaryMax ?? job.salaryMin;
      if (top === null || top < f.salaryMinRials) return false;
    }
    if (f.salaryMaxRials != null) {
      const bottom = job.salaryMin ?? job.salaryMax;
      if (bottom === null || bottom > f.salaryMaxRials) return false;
    }
    if (since !== null && !(job.postedAt > since)) return false;
    return true;
  };
}

/** The facets of the ranked jobs, as `facetsJson` counts them: most first, then by value; 12 locations at most. */
function facetsOf(jobs: IndexedJob[], dimensions: readonly FacetDimension[], now: Date) {
  const grouped = (value: (j: IndexedJob) => string, limit: number) => {
    const counts = new Map<string, number>();
    for (const j of jobs) counts.set(value(j), (counts.get(value(j)) ?? 0) + 1);
    return [...counts]
      .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, limit)
      .map(([v, count]) => ({ value: v, count }));
  };
  const facets: Record<string, { value: string | number; count: number }[]> = {};
  for (const d of dimensions) {
    if (d === 'types') facets.types = grouped((j) => j.type, 50);
    else if (d === 'experienceLevels') facets.experienceLevels = grouped((j) => j.experienceLevel, 50);
    else if (d === 'locations') facets.locations = grouped((j) => j.location, 12);
    else {
      facets.postedWithin = postedWithinChoices.map((days) => {
        const since = now.getTime() - days * 86_400_000;
        return { value: days, count: jobs.filter((j) => j.postedAt > since).length };
      });
    }
  }
  return facets;
}
