import { searchTerms } from '@platform/rules/search-text';
import { coverDensityRank, parseTsvector, type RankEntries } from './search-rank.ts';
import { postedWithinChoices, type JobListFilter } from './jobs.search.ts';
import { JobTable, Values, type HeadEntry, type IndexedJobRow } from './jobs.search-table.ts';

export type { IndexedJobRow } from './jobs.search-table.ts';

/**
 * The published jobs' search words, kept in each server's memory, so that a relevance search's first page (the
 * common case: a few words, the newest matches ranked) costs microseconds of work instead of a PostgreSQL
 * statement. It answers exactly as the SQL search (`rankedPage` in jobs.search.ts) for the WORDS match: the
 * same matches (every word, the last as a prefix), the same window of the 500 newest, the same count, facets
 * and order (PostgreSQL's `ts_rank_cd` on the job's head, computed alike: search-rank.ts). Everything else
 * (other orders, later tiers, facets with their own filter) stays in PostgreSQL.
 *
 * Jobs are held in two tables of columns (jobs.search-table.ts):
 * - `main`: the jobs as loaded, newest first, with a posting list per word (the jobs that have it, by their
 *   place in that order); a job changed since is marked dead there.
 * - `recent`: jobs added or changed since the load, each with its own words, searched one by one. When they
 *   grow past `maxRecent`, the owner loads everything again (jobs.search-index.live.ts).
 *
 * It also holds what a job card shows, so that a page of cards needs no database read (`cards`).
 */

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

export interface IndexPage {
  ids: string[];
  count: { count: number; exact: boolean };
  facets?: Record<string, { value: string | number; count: number }[]>;
}

export const maxRecent = 5_000;
/** Words in at least this share of the jobs get a bitmap (n / 8 bytes each: 25 KB for 200,000 jobs). */
const denseShare = 1 / 50;

/**
 * A job of the index: a place of `main` (0 and up) or of `recent` (-1 and down: `-1 - place`), so that a list of
 * found jobs is a list of numbers.
 */
type Ref = number;

export class JobSearchIndex {
  /** Word → word number; `sortedWords` lists them in code-unit order for prefixes. */
  private readonly wordNumbers = new Map<string, number>();
  private sortedWords: string[] = [];
  private postings: Int32Array[] = [];
  /** For words that many jobs have (`denseShare`): a bit per job, so that checking a job costs one lookup. */
  private bitmaps: (Uint32Array | undefined)[] = [];
  private readonly values = new Values();
  private readonly main = new JobTable(this.values, 16_384);
  private readonly placeOf = new Map<string, number>();
  private readonly recent = new JobTable(this.values);
  private readonly recentPlaceOf = new Map<string, number>();
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
    return {
      add(row: IndexedJobRow) {
        const place = index.main.push(row, index.headOf(row));
        index.placeOf.set(row.id, place);
        for (const word of distinctWords(row.words)) (lists[index.numberOf(word)] ??= []).push(place);
      },
      finish(): JobSearchIndex {
        index.main.trim();
        index.postings = Array.from({ length: index.wordNumbers.size }, (_, n) =>
          Int32Array.from(lists[n] ?? []),
        );
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
    for (let place = 0; place < this.main.length; place++) dead += this.main.alive[place] ? 0 : 1;
    return { jobs: this.main.length - dead + this.recentPlaceOf.size, recent: this.recentPlaceOf.size };
  }

  /** How many changes it holds apart from the loaded jobs (a job changed twice counts twice). */
  get changes(): number {
    return this.recent.length;
  }

  /** A job changed: its new row if it is published, else null (closed, drafted back, deleted). */
  apply(id: string, row: IndexedJobRow | null): void {
    const place = this.placeOf.get(id);
    if (place !== undefined) this.main.alive[place] = 0;
    const before = this.recentPlaceOf.get(id);
    if (before !== undefined) {
      this.recent.alive[before] = 0;
      this.recentPlaceOf.delete(id);
    }
    if (!row) return;
    const words = new Set([...distinctWords(row.words)].map((w) => this.numberOf(w)));
    this.recentPlaceOf.set(id, this.recent.push(row, this.headOf(row), words));
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

  /** The head's entries in position order, as ts_rank_cd walks them. */
  private headOf(row: IndexedJobRow): HeadEntry[] {
    const entries: HeadEntry[] = [];
    for (const { word, positions, weights } of parseTsvector(row.head)) {
      const n = this.numberOf(word);
      positions.forEach((p, i) => entries.push([n, p * 4 + weights[i]!]));
    }
    return entries.sort((a, b) => a[1] - b[1]);
  }

  private tableOf(ref: Ref): JobTable {
    return ref >= 0 ? this.main : this.recent;
  }

  /**
   * The jobs of `ids` that it holds (the published ones), in that order, as a page of cards reads them: the
   * columns of `JobCard`, in the types Prisma gives them. A page of ids from anywhere (the index, PostgreSQL,
   * the search cache) needs no database read for its cards.
   */
  cards(ids: readonly string[]): JobCard[] {
    const cards: JobCard[] = [];
    for (const id of ids) {
      const loaded = this.placeOf.get(id);
      const changed = this.recentPlaceOf.get(id);
      const t = loaded !== undefined && this.main.alive[loaded] ? this.main : this.recent;
      const p = t === this.main ? loaded! : changed;
      if (p === undefined) continue;
      const expiresAt = t.expiresAt[p]!;
      const salaryMin = t.salaryMin[p]!;
      const salaryMax = t.salaryMax[p]!;
      cards.push({
        id: t.ids[p]!,
        slug: t.slugs[p]!,
        language: t.value(t.language[p]!),
        title: t.titles[p]!,
        companyName: t.value(t.company[p]!),
        location: t.value(t.location[p]!),
        salaryMinRials: Number.isNaN(salaryMin) ? null : BigInt(salaryMin),
        salaryMaxRials: Number.isNaN(salaryMax) ? null : BigInt(salaryMax),
        type: t.value(t.type[p]!),
        experienceLevel: t.value(t.level[p]!),
        skills: t.skillsOf(p),
        postedAt: new Date(t.postedAt[p]!),
        expiresAt: Number.isNaN(expiresAt) ? null : new Date(expiresAt),
        status: 'PUBLISHED',
        permanent: t.permanent[p] === 1,
        postedById: t.authors[p]!,
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
      const accepts = acceptor(s, this.values);
      const wanted = page.window + 1;
      const found = this.mainMatches(groups, accepts, wanted);
      const recent = this.recent;
      const words = recent.words.data;
      let joined = false;
      for (let p = 0; p < recent.length; p++) {
        if (!recent.alive[p] || !accepts(recent, p)) continue;
        let seen = 0;
        for (let i = recent.wordsAt[p]!; i < recent.wordsAt[p]! + recent.wordsLength[p]!; i++) {
          seen |= masks[words[i]!]!;
        }
        if (seen === all) {
          found.push(-1 - p);
          joined = true;
        }
      }
      // The loaded jobs' matches come in order; recent ones join them.
      if (joined) found.sort((a, b) => this.compare(a, b));
      const count = { count: Math.min(found.length, page.window), exact: found.length <= page.window };
      const window = found.length > page.window ? found.slice(0, page.window) : found;
      const ranks = new Float64Array(window.length);
      const order = Array.from(window.keys());
      for (let i = 0; i < window.length; i++) {
        const ref = window[i]!;
        ranks[i] = coverDensityRank(this.entries(this.tableOf(ref), ref >= 0 ? ref : -1 - ref, masks), all);
      }
      // The window is newest first, and the sort is stable: equal ranks stay newest first.
      order.sort((a, b) => ranks[b]! - ranks[a]!);
      return {
        ids: order.slice(page.offset, page.offset + page.limit).map((i) => {
          const ref = window[i]!;
          return this.tableOf(ref).ids[ref >= 0 ? ref : -1 - ref]!;
        }),
        count,
        ...(page.facets &&
          page.offset === 0 &&
          window.length && { facets: this.facetsOf(window, page.facets, s.now) }),
      };
    } finally {
      for (const g of groups) for (const n of g) masks[n] = 0;
    }
  }

  private compare(a: Ref, b: Ref): number {
    return this.tableOf(a).compareNewerFirst(a >= 0 ? a : -1 - a, this.tableOf(b), b >= 0 ? b : -1 - b);
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
  private mainMatches(groups: number[][], accepts: Acceptor, wanted: number): Ref[] {
    const found: Ref[] = [];
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
    const main = this.main;
    const alive = main.alive;
    let place = seekGroup(leading, 0);
    next: for (; place !== end && found.length < wanted; place = seekGroup(leading, place + 1)) {
      if (!alive[place]) continue;
      for (const check of checks) {
        if (check.bitmaps) {
          const word = place >>> 5;
          const bit = 1 << (place & 31);
          let has = false;
          for (const bits of check.bitmaps) if (bits[word]! & bit) has = true;
          if (!has) continue next;
        } else if (seekGroup(check.cursors, place) !== place) continue next;
      }
      if (accepts(main, place)) found.push(place);
    }
    return found;
  }

  /**
   * The head entries of a job whose words the query names, with the groups they satisfy, in `scratch` (reused:
   * valid until the next call).
   */
  private entries(table: JobTable, place: number, masks: Int32Array): RankEntries {
    const words = table.headWords.data;
    const positionWeights = table.headPositionWeights.data;
    const at = table.headAt[place]!;
    const until = at + table.headLength[place]!;
    let length = 0;
    for (let i = at; i < until; i++) {
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

  /** The facets of the ranked jobs, as `facetsJson` counts them: most first, then by value; 12 locations at most. */
  private facetsOf(window: Ref[], dimensions: readonly FacetDimension[], now: Date) {
    const grouped = (column: (t: JobTable) => Int32Array, limit: number) => {
      const counts = new Map<number, number>();
      for (const ref of window) {
        const code = column(this.tableOf(ref))[ref >= 0 ? ref : -1 - ref]!;
        counts.set(code, (counts.get(code) ?? 0) + 1);
      }
      return [...counts]
        .map(([code, count]) => ({ value: this.values.list[code]!, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
        .slice(0, limit);
    };
    const facets: Record<string, { value: string | number; count: number }[]> = {};
    for (const d of dimensions) {
      if (d === 'types') facets.types = grouped((t) => t.type, 50);
      else if (d === 'experienceLevels') facets.experienceLevels = grouped((t) => t.level, 50);
      else if (d === 'locations') facets.locations = grouped((t) => t.location, 12);
      else {
        facets.postedWithin = postedWithinChoices.map((days) => {
          const since = now.getTime() - days * 86_400_000;
          let count = 0;
          for (const ref of window) {
            if (this.tableOf(ref).postedAt[ref >= 0 ? ref : -1 - ref]! > since) count++;
          }
          return { value: days, count };
        });
      }
    }
    return facets;
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

/** Whether a job (a place of a table) passes a listing's filters. */
type Acceptor = (table: JobTable, place: number) => boolean;

/** The filters of a listing, as `conditions` in jobs.search.ts writes them in SQL. */
function acceptor(s: IndexSearch, values: Values): Acceptor {
  const f = s.filter ?? {};
  const now = s.now.getTime();
  const codes = (list: readonly string[] | null | undefined) =>
    list?.length ? new Set(list.map((v) => values.knownCode(v))) : null;
  const types = codes(f.types);
  const levels = codes(f.experienceLevels);
  const locations = codes(f.locations);
  const skills = f.skills?.length ? f.skills.map((k) => values.knownCode(k)) : null;
  const since = f.postedWithinDays ? now - f.postedWithinDays * 86_400_000 : null;
  const { salaryMinRials, salaryMaxRials, includeExpired } = f;
  // No filter but expiry, the common case: one column read per job.
  if (
    !types &&
    !levels &&
    !locations &&
    !skills &&
    since === null &&
    salaryMinRials == null &&
    salaryMaxRials == null
  ) {
    if (includeExpired) return () => true;
    return (t, p) => {
      const expiresAt = t.expiresAt[p]!;
      return !(expiresAt <= now) || t.permanent[p] === 1;
    };
  }
  return (t, p) => {
    if (!includeExpired) {
      const expiresAt = t.expiresAt[p]!;
      // NaN (no expiry) compares false.
      if (expiresAt <= now && !t.permanent[p]) return false;
    }
    if (types && !types.has(t.type[p]!)) return false;
    if (levels && !levels.has(t.level[p]!)) return false;
    if (locations && !locations.has(t.location[p]!)) return false;
    if (skills && !skills.every((code) => t.hasSkill(p, code))) return false;
    if (salaryMinRials != null) {
      const top = Number.isNaN(t.salaryMax[p]!) ? t.salaryMin[p]! : t.salaryMax[p]!;
      if (Number.isNaN(top) || top < salaryMinRials) return false;
    }
    if (salaryMaxRials != null) {
      const bottom = Number.isNaN(t.salaryMin[p]!) ? t.salaryMax[p]! : t.salaryMin[p]!;
      if (Number.isNaN(bottom) || bottom > salaryMaxRials) return false;
    }
    if (since !== null && !(t.postedAt[p]! > since)) return false;
    return true;
  };
}
