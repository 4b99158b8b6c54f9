import { describe, expect, it } from 'vitest';
import { matchesAtMost, shareSince, type SearchStats } from './search.stats.ts';
import { inWeeks, weekOf, weekPasses } from './search.queries.ts';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 22);
const stats: SearchStats = {
  jobs: 200_000,
  frequency: new Map([
    ['net', 0.04],
    ['developer', 0.1],
    ['devops', 0.02],
  ]),
  rare: 0.001,
  // Ten equal shares of the jobs over the last 100 days.
  postedBounds: Array.from({ length: 11 }, (_, i) => now - (100 - i * 10) * day),
};

describe('bounding the matches of a search', () => {
  it('takes the rarest needed word, and adds up the words an expanded word stands for', () => {
    expect(matchesAtMost(stats, "'net' & 'developer'")).toBeCloseTo(8_000);
    expect(matchesAtMost(stats, "'developer' & ( 'net' | 'devops' )")).toBeCloseTo(12_000);
  });

  it('takes a word ANALYZE did not list as rarer than the rarest it did', () => {
    expect(matchesAtMost(stats, "'developer' & 'kafka'")).toBeCloseTo(200);
    expect(matchesAtMost(stats, "'it''s'")).toBeCloseTo(200);
  });

  it('has no bound for a prefix', () => {
    expect(matchesAtMost(stats, "'net' & 'd':*")).toBeNull();
  });

  it('reads the share of recent jobs from the posting-date histogram', () => {
    expect(shareSince(stats, new Date(now - 30 * day))).toBeCloseTo(0.3);
    expect(shareSince(stats, new Date(now - 1000 * day))).toBe(1);
    expect(shareSince({ ...stats, postedBounds: [] }, new Date(now))).toBe(1);
  });
});

describe('the weeks a ranked search reads first', () => {
  it('are numbered as the week index numbers them: whole weeks since 1970-01-01 (a Thursday), UTC', () => {
    expect(weekOf(new Date('1970-01-07T23:59:59Z'))).toBe(0);
    expect(weekOf(new Date('1970-01-08T00:00:00Z'))).toBe(1);
    // Thursday 00:00 UTC starts a week, whatever the time zone of the moment.
    expect(weekOf(new Date('2026-11-19T00:00:00Z'))).toBe(2968);
    expect(weekOf(new Date('2026-11-19T02:00:00+03:30'))).toBe(2967);
  });

  it('turn each word of a query into that word in each week, prefixes and quotes kept', () => {
    expect(inWeeks("'net' & ( 'developer' | 'it''s' )", [2968, 2967])).toBe(
      "( '2968.net' | '2967.net' ) & ( ( '2968.developer' | '2967.developer' ) | " +
        "( '2968.it''s' | '2967.it''s' ) )",
    );
    expect(inWeeks("'c' & 'd':*", [2968])).toBe("( '2968.c' ) & ( '2968.d':* )");
  });

  // 200,000 jobs posted evenly over the last 350 days (50 weeks): a week holds 4,000 of them.
  const now = Date.UTC(2026, 10, 25, 12); // a Wednesday: the week began 6.5 days ago
  const year: SearchStats = {
    ...stats,
    postedBounds: Array.from({ length: 101 }, (_, i) => now - (350 - i * 3.5) * day),
  };
  const week = weekOf(new Date(now));

  it('hold enough possible matches for the count and the rank window, then a quarter more at a time', () => {
    // "developer" is in at most 20,000 jobs, 400 a week: two weeks could hold 800.
    const passes = weekPasses(new Date(now), year, "'developer'");
    expect(passes.first).toEqual([week + 1, week, week - 1]);
    expect(passes.next.slice(0, 2)).toEqual([
      { weeks: [week - 2], scale: 1.5 },
      { weeks: [week - 2, week - 3], scale: 2 },
    ]);
    const scales = passes.next.map((o) => o.scale);
    scales.slice(1, -1).forEach((scale, i) => expect(scale).toBeGreaterThanOrEqual(1.25 * scales[i]!));
    // A rare word's next weeks reach back to the oldest week with jobs.
    const rare = weekPasses(new Date(now), { ...year, rare: 0.01 }, "'kafka'");
    expect(rare.first).toHaveLength(17);
    expect(rare.next.map((o) => o.scale)).toHaveLength(5);
    expect(rare.next.at(-1)!.weeks.at(-1)).toBe(week - 49);
    // A word in half of all jobs: this week alone.
    expect(
      weekPasses(new Date(now), { ...year, frequency: new Map([['دنبال', 0.5]]) }, "'دنبال'").first,
    ).toEqual([week + 1, week]);
  });

  it('are none, reading every match at once, when all of them may be too few', () => {
    expect(weekPasses(new Date(now), year, "'developer' & 'kafka'")).toEqual({ first: [], next: [] });
    // Or when the jobs are older than two years.
    const old = { ...year, postedBounds: year.postedBounds.map((b) => b - 800 * day) };
    expect(weekPasses(new Date(now), old, "'developer'")).toEqual({ first: [], next: [] });
  });

  it('are the last eight weeks when the statistics cannot tell', () => {
    const eight = [week + 1, ...Array.from({ length: 8 }, (_, i) => week - i)];
    expect(weekPasses(new Date(now), null, "'developer'")).toEqual({ first: eight, next: [] });
    expect(weekPasses(new Date(now), year, "'developer' & 'd':*")).toEqual({ first: eight, next: [] });
  });

  it('keep their index work within a budget, and name no more than 128 words in a pass', () => {
    // Two words that seldom go together, one in a tenth of the jobs: the index weighs every name for each job
    // that has either word. The next weeks stop at nine: 18 names for each of some 5,000 jobs.
    const passes = weekPasses(new Date(now), year, "'developer' & 'net'");
    expect(passes.first).toEqual([week + 1, ...[0, 1, 2, 3].map((i) => week - i)]);
    expect(passes.next.at(-1)!.weeks).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => week - i));
    // Four common words: even the first weeks would be too much work; every match is read at once.
    const common = { ...year, frequency: new Map([...stats.frequency, ['برنامه', 0.3], ['نویس', 0.3]]) };
    expect(weekPasses(new Date(now), common, "'برنامه' & 'نویس' & 'developer' & 'devops'")).toEqual({
      first: [],
      next: [],
    });
    const many = (n: number) =>
      `'developer' & ( ${Array.from({ length: n }, (_, i) => `'w${i}'`).join(' | ')} )`;
    // 81 words: not even the two weeks the first pass needs; and without statistics, one.
    expect(weekPasses(new Date(now), { ...year, rare: 0.001 }, many(80))).toEqual({ first: [], next: [] });
    expect(weekPasses(new Date(now), null, many(80))).toEqual({ first: [week + 1, week], next: [] });
  });
});
