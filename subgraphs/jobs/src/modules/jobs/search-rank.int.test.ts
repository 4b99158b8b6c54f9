import { seedGeneratedJobs } from '@platform/db/seed';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coverDensityRank, parseTsvector } from './search-rank.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedGeneratedJobs(db.prisma, 300, { seed: 3 });
}, 60_000);
afterAll(() => db?.drop());

/** Groups of words, ANDed; a group's words ORed; a word ending in '*' is a prefix. */
const queries = [
  [['برنامه'], ['نویس']],
  [['senior'], ['developer', 'devops']],
  [['react*']],
  [['برنامه'], ['نویس'], ['ارشد', 'ارشد*']],
  [['data'], ['engineer*']],
  [['mühəndis'], ['proqram*', 'baş']],
  [['کارشناس'], ['تهران', 'شبکه', 'فروش']],
  [['python'], ['django'], ['senior', 'junior']],
];

const tsquery = (groups: string[][]) =>
  groups
    .map((g) => `( ${g.map((w) => (w.endsWith('*') ? `'${w.slice(0, -1)}':*` : `'${w}'`)).join(' | ')} )`)
    .join(' & ');

it("ranks every job for every query exactly as PostgreSQL's ts_rank_cd", async () => {
  let ranked = 0;
  for (const groups of queries) {
    const rows = await db.prisma.$queryRawUnsafe<{ head: string; rank: number }[]>(
      `SELECT search_head::text AS head, ts_rank_cd(search_head, $1::tsquery) AS rank FROM jobs`,
      tsquery(groups),
    );
    for (const { head, rank } of rows) {
      const positions: number[] = [];
      const weights: number[] = [];
      const masks: number[] = [];
      const entries = parseTsvector(head).flatMap(({ word, positions: p, weights: w }) => {
        let mask = 0;
        groups.forEach((g, bit) => {
          if (g.some((q) => (q.endsWith('*') ? word.startsWith(q.slice(0, -1)) : word === q)))
            mask |= 1 << bit;
        });
        return mask ? p.map((position, i) => ({ position, weight: w[i]!, mask })) : [];
      });
      entries.sort((a, b) => a.position - b.position);
      for (const e of entries) {
        positions.push(e.position);
        weights.push(e.weight);
        masks.push(e.mask);
      }
      const mine = coverDensityRank(
        { length: entries.length, positions, weights, masks },
        (1 << groups.length) - 1,
      );
      // PostgreSQL prints a float4 in its shortest form; it is the same float4.
      expect(mine, `${head} ${tsquery(groups)}`).toBe(Math.fround(rank));
      if (rank > 0) ranked++;
    }
  }
  // The queries do rank many jobs above zero, several covers among them.
  expect(ranked).toBeGreaterThan(100);
});

it('reads the words, positions and weights of a tsvector, with quotes and backslashes', () => {
  expect(parseTsvector(`'a''b':1A,3 'c\\\\d':2B 'e'`)).toEqual([
    { word: "a'b", positions: [1, 3], weights: [3, 0] },
    { word: 'c\\d', positions: [2], weights: [2] },
    { word: 'e', positions: [], weights: [] },
  ]);
});
