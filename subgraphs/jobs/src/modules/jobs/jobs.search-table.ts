/**
 * The jobs of one part of the search index (jobs.search-index.ts), a column per field. A search reads a few
 * fields of hundreds of jobs in place order, so each column is read front to back instead of one scattered
 * object per job; and 200,000 jobs are a few dozen arrays for the garbage collector, not a million objects.
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

/** Repeated values (types, cities, companies, skills) as numbers, shared by the tables of one index. */
export class Values {
  private readonly codes = new Map<string, number>();
  readonly list: string[] = [];

  codeOf(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.list.length;
      this.codes.set(value, code);
      this.list.push(value);
    }
    return code;
  }

  /** The code of a value, or -1 when no job has it (a filter on it matches nothing). */
  knownCode(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/** A growing list of 32-bit integers in one typed array. */
export class IntList {
  data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = value;
  }

  grow(least: number): void {
    const data = new Int32Array(Math.max(least, this.data.length * 2));
    data.set(this.data.subarray(0, this.length));
    this.data = data;
  }

  trim(): void {
    this.data = this.data.slice(0, this.length);
  }
}

/** A head entry: a word number, and its position × 4 + weight. */
export type HeadEntry = [word: number, positionWeight: number];

const none = Number.NaN;

export class JobTable {
  length = 0;
  readonly ids: string[] = [];
  readonly slugs: string[] = [];
  readonly titles: string[] = [];
  readonly authors: (string | null)[] = [];
  postedAt: Float64Array;
  /** NaN when the job doesn't expire; so are the salaries when not given. */
  expiresAt: Float64Array;
  salaryMin: Float64Array;
  salaryMax: Float64Array;
  permanent: Uint8Array;
  /** 0 once the job changed or left (the index holds its new row elsewhere, or none). */
  alive: Uint8Array;
  /** Value codes (`Values`). */
  type: Int32Array;
  level: Int32Array;
  location: Int32Array;
  language: Int32Array;
  company: Int32Array;
  /** A job's skills are `skills` entries `skillsAt` to `skillsAt + skillsLength` (value codes). */
  skillsAt: Int32Array;
  skillsLength: Int32Array;
  readonly skills = new IntList();
  /**
   * A job's head (title, company, skills and location, weighted) is `headWords` and `headPositionWeights` entries
   * `headAt` to `headAt + headLength`, in position order as ts_rank_cd walks them.
   */
  headAt: Int32Array;
  headLength: Int32Array;
  readonly headWords = new IntList();
  readonly headPositionWeights = new IntList();
  /** Only in a table of recent jobs (`withWords`): each job's words (word numbers), found by a scan. */
  wordsAt: Int32Array;
  wordsLength: Int32Array;
  readonly words = new IntList(0);

  constructor(
    private readonly values: Values,
    private capacity = 1024,
  ) {
    this.postedAt = new Float64Array(capacity);
    this.expiresAt = new Float64Array(capacity);
    this.salaryMin = new Float64Array(capacity);
    this.salaryMax = new Float64Array(capacity);
    this.permanent = new Uint8Array(capacity);
    this.alive = new Uint8Array(capacity);
    this.type = new Int32Array(capacity);
    this.level = new Int32Array(capacity);
    this.location = new Int32Array(capacity);
    this.language = new Int32Array(capacity);
    this.company = new Int32Array(capacity);
    this.skillsAt = new Int32Array(capacity);
    this.skillsLength = new Int32Array(capacity);
    this.headAt = new Int32Array(capacity);
    this.headLength = new Int32Array(capacity);
    this.wordsAt = new Int32Array(capacity);
    this.wordsLength = new Int32Array(capacity);
  }

  /** Adds a job at the next place, which it returns; `words` only for a table of recent jobs. */
  push(row: IndexedJobRow, head: HeadEntry[], words?: Iterable<number>): number {
    if (this.length === this.capacity) this.resize(this.capacity * 2);
    const place = this.length++;
    const v = this.values;
    this.ids.push(row.id);
    this.slugs.push(row.slug);
    this.titles.push(row.title);
    this.authors.push(row.postedById);
    this.postedAt[place] = row.postedAt;
    this.expiresAt[place] = row.expiresAt ?? none;
    this.salaryMin[place] = row.salaryMinRials ?? none;
    this.salaryMax[place] = row.salaryMaxRials ?? none;
    this.permanent[place] = row.permanent ? 1 : 0;
    this.alive[place] = 1;
    this.type[place] = v.codeOf(row.type);
    this.level[place] = v.codeOf(row.experienceLevel);
    this.location[place] = v.codeOf(row.location);
    this.language[place] = v.codeOf(row.language);
    this.company[place] = v.codeOf(row.companyName);
    this.skillsAt[place] = this.skills.length;
    this.skillsLength[place] = row.skills.length;
    for (const skill of row.skills) this.skills.push(v.codeOf(skill));
    this.headAt[place] = this.headWords.length;
    this.headLength[place] = head.length;
    for (const [word, positionWeight] of head) {
      this.headWords.push(word);
      this.headPositionWeights.push(positionWeight);
    }
    if (words) {
      this.wordsAt[place] = this.words.length;
      for (const word of words) this.words.push(word);
      this.wordsLength[place] = this.words.length - this.wordsAt[place]!;
    }
    return place;
  }

  /** Drops the room kept for growth (a loaded table doesn't grow). */
  trim(): void {
    this.resize(this.length);
    this.skills.trim();
    this.headWords.trim();
    this.headPositionWeights.trim();
  }

  private resize(capacity: number): void {
    const floats = (a: Float64Array) => {
      const b = new Float64Array(capacity);
      b.set(a.subarray(0, this.length));
      return b;
    };
    const ints = (a: Int32Array) => {
      const b = new Int32Array(capacity);
      b.set(a.subarray(0, this.length));
      return b;
    };
    const bytes = (a: Uint8Array) => {
      const b = new Uint8Array(capacity);
      b.set(a.subarray(0, this.length));
      return b;
    };
    this.postedAt = floats(this.postedAt);
    this.expiresAt = floats(this.expiresAt);
    this.salaryMin = floats(this.salaryMin);
    this.salaryMax = floats(this.salaryMax);
    this.permanent = bytes(this.permanent);
    this.alive = bytes(this.alive);
    this.type = ints(this.type);
    this.level = ints(this.level);
    this.location = ints(this.location);
    this.language = ints(this.language);
    this.company = ints(this.company);
    this.skillsAt = ints(this.skillsAt);
    this.skillsLength = ints(this.skillsLength);
    this.headAt = ints(this.headAt);
    this.headLength = ints(this.headLength);
    this.wordsAt = ints(this.wordsAt);
    this.wordsLength = ints(this.wordsLength);
    this.capacity = capacity;
  }

  value(code: number): string {
    return this.values.list[code]!;
  }

  skillsOf(place: number): string[] {
    const at = this.skillsAt[place]!;
    const skills: string[] = [];
    for (let i = at; i < at + this.skillsLength[place]!; i++) skills.push(this.value(this.skills.data[i]!));
    return skills;
  }

  hasSkill(place: number, code: number): boolean {
    const at = this.skillsAt[place]!;
    const data = this.skills.data;
    for (let i = at; i < at + this.skillsLength[place]!; i++) if (data[i] === code) return true;
    return false;
  }

  /**
   * Negative when this job comes before `other` of `table` in `posted_at DESC, id DESC` order (newer first;
   * at the same moment, the greater id first), positive when after.
   */
  compareNewerFirst(place: number, table: JobTable, other: number): number {
    const a = this.postedAt[place]!;
    const b = table.postedAt[other]!;
    if (a !== b) return b - a;
    const x = this.ids[place]!;
    const y = table.ids[other]!;
    return x < y ? 1 : x > y ? -1 : 0;
  }
}
