import { describe, expect, it } from 'vitest';
import { estimateMatches, shareSince, type SearchStats } from './jobs.search-stats.ts';
import { recentMonths } from './jobs.search.ts';

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

describe('estimating the matches of a search', () => {
  it('multiplies the shares of its words, as the planner does, and adds those of an expanded word', () => {
    expect(estimateMatches(stats, "'net' & 'developer'")).toBeCloseTo(800);
    expect(estimateMatches(stats, "'net' & ( 'developer' | 'devops' )")).toBeCloseTo(960);
  });

  it('takes a word ANALYZE did not list as rarer than the rarest it did', () => {
    expect(estimateMatches(stats, "'developer' & 'kafka'")).toBeCloseTo(20);
    expect(estimateMatches(stats, "'it''s'")).toBeCloseTo(200);
  });

  it('has no estimate for a prefix', () => {
    expect(estimateMatches(stats, "'net' & 'd':*")).toBeNull();
  });

  it('reads the share of recent jobs from the posting-date histogram', () => {
    expect(shareSince(stats, new Date(now - 30 * day))).toBeCloseTo(0.3);
    expect(shareSince(stats, new Date(now - 1000 * day))).toBe(1);
    expect(shareSince({ ...stats, postedBounds: [] }, new Date(now))).toBe(1);
  });
});

describe('the recent months a ranked search looks at first', () => {
  it('are this calendar month and the last, in UTC, across a new year', () => {
    expect(recentMonths({ now: new Date('2026-11-22T10:00:00Z') })).toEqual({
      since: new Date('2026-10-01T00:00:00Z'),
      tsquery: "'_m202611' | '_m202610'",
    });
    expect(recentMonths({ now: new Date('2027-01-01T00:30:00+03:30') }).tsquery).toBe(
      "'_m202612' | '_m202611'",
    );
  });
});
