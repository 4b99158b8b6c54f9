import type { Difficulty, ItemMeta } from '@platform/rules/assessments';
import { describe, expect, it } from 'vitest';
import { drawItems, newSeed } from './draw.ts';

type BankItem = ItemMeta & { id: string };

const bankItem = (id: string, category: string, difficulty: Difficulty, pairKey?: string): BankItem => ({
  id,
  key: id,
  kind: 'SINGLE_CHOICE',
  difficulty,
  category,
  skill: category,
  ...(pairKey ? { pairKey } : {}),
});

/** 3 categories × 3 difficulties, 4 items each (36), with two pairs. */
const bank: BankItem[] = ['logic', 'numbers', 'words'].flatMap((category) =>
  (['EASY', 'MEDIUM', 'HARD'] as const).flatMap((difficulty) =>
    [1, 2, 3, 4].map((n) => {
      const pair =
        n <= 2 && category === 'logic' && difficulty === 'EASY'
          ? 'p1'
          : n <= 2 && category === 'words' && difficulty === 'HARD'
            ? 'p2'
            : undefined;
      return bankItem(`${category}-${difficulty}-${n}`, category, difficulty, pair);
    }),
  ),
);

const seeds = Array.from({ length: 60 }, (_, i) => `${i.toString(16).padStart(2, '0')}`.repeat(16));

const countBy = (ids: string[], part: (id: string) => string) =>
  ids.reduce<Record<string, number>>((n, id) => ({ ...n, [part(id)]: (n[part(id)] ?? 0) + 1 }), {});

const adjacent = (order: string[], a: string, b: string) =>
  Math.abs(order.indexOf(a) - order.indexOf(b)) === 1;

describe('drawing a session', () => {
  it('gives 128-bit hex seeds', () => {
    expect(newSeed()).toMatch(/^[0-9a-f]{32}$/);
    expect(newSeed()).not.toBe(newSeed());
  });

  it('draws the same items in the same order for a seed, and other items for another seed', () => {
    const seed = '0123456789abcdef0123456789abcdef';
    expect(drawItems(bank, 12, seed)).toEqual(drawItems(bank, 12, seed));
    expect(drawItems(bank, 12, seed)).not.toEqual(drawItems(bank, 12, 'fedcba9876543210fedcba9876543210'));
    expect(new Set(seeds.map((s) => drawItems(bank, 12, s).join())).size).toBe(seeds.length);
  });

  it('keeps drawing what a stored seed drew, so an attempt can be checked later', () => {
    const small = bank.filter((item) => item.id.endsWith('-1') || item.id.endsWith('-2'));
    // A change here means stored seeds no longer reproduce their sessions.
    expect(drawItems(small, 6, '00000000000000000000000000000000')).toEqual([
      'words-EASY-1',
      'numbers-EASY-1',
      'words-MEDIUM-2',
      'logic-EASY-1',
      'numbers-MEDIUM-2',
      'logic-EASY-2',
    ]);
  });

  it('draws each category × difficulty in proportion to the bank, without repeats', () => {
    for (const seed of seeds) {
      const drawn = drawItems(bank, 18, seed);
      expect(new Set(drawn).size).toBe(18);
      // 36 items in 9 strata of 4: each stratum gives 2 of the 18.
      expect(Object.values(countBy(drawn, (id) => id.replace(/-\d$/, '')))).toEqual(Array(9).fill(2));
    }
  });

  it('splits the count across categories, then difficulties, by largest remainder', () => {
    // logic 10 (6 easy, 4 hard), numbers 5, words 5; 8 drawn. Categories: 8 × 10/20 = 4, 2, 2.
    // Within logic: 4 × 6/10 = 2.4 and 4 × 4/10 = 1.6, so 2 and 1, and the larger remainder (.6) takes the
    // fourth: 2 easy, 2 hard.
    const uneven = [
      ...[1, 2, 3, 4, 5, 6].map((n) => bankItem(`logic-EASY-${n}`, 'logic', 'EASY')),
      ...[1, 2, 3, 4].map((n) => bankItem(`logic-HARD-${n}`, 'logic', 'HARD')),
      ...[1, 2, 3, 4, 5].map((n) => bankItem(`numbers-EASY-${n}`, 'numbers', 'EASY')),
      ...[1, 2, 3, 4, 5].map((n) => bankItem(`words-MEDIUM-${n}`, 'words', 'MEDIUM')),
    ];
    for (const seed of seeds)
      expect(countBy(drawItems(uneven, 8, seed), (id) => id.replace(/-\d$/, ''))).toEqual({
        'logic-EASY': 2,
        'logic-HARD': 2,
        'numbers-EASY': 2,
        'words-MEDIUM': 2,
      });
  });

  it('draws the two items of a pair together or not at all, and never side by side', () => {
    for (const seed of seeds) {
      const drawn = drawItems(bank, 9, seed);
      expect(drawn).toHaveLength(9);
      const pairs = [
        ['logic-EASY-1', 'logic-EASY-2'],
        ['words-HARD-1', 'words-HARD-2'],
      ].filter(([a, b]) => {
        expect(drawn.includes(a!)).toBe(drawn.includes(b!));
        return drawn.includes(a!);
      });
      // A pair's share of 9 of 36 is half a pair, rounded up to one: consistency can always be measured.
      expect(pairs.length).toBeGreaterThanOrEqual(1);
      for (const [a, b] of pairs) expect(adjacent(drawn, a!, b!)).toBe(false);
    }
  });

  it('keeps a pair apart even in the smallest session where that is possible', () => {
    const three = [
      bankItem('a1', 'logic', 'EASY', 'a'),
      bankItem('a2', 'logic', 'EASY', 'a'),
      bankItem('b', 'logic', 'EASY'),
    ];
    for (const seed of seeds) expect(drawItems(three, 3, seed)[1]).toBe('b');
    const twoPairs = [
      ...three.slice(0, 2),
      bankItem('c1', 'logic', 'HARD', 'c'),
      bankItem('c2', 'logic', 'HARD', 'c'),
    ];
    for (const seed of seeds) {
      const drawn = drawItems(twoPairs, 4, seed);
      expect(adjacent(drawn, 'a1', 'a2') || adjacent(drawn, 'c1', 'c2')).toBe(false);
    }
  });

  it('draws a pair whose stratum has room for one item by giving it a place of its category', () => {
    // Like the demo tests: per category one easy, a medium pair, one hard; 6 of 12 drawn, 2 per category.
    const demo = ['logic', 'numbers', 'words'].flatMap((category) => [
      bankItem(`${category}-EASY-1`, category, 'EASY'),
      bankItem(`${category}-MEDIUM-1`, category, 'MEDIUM', category),
      bankItem(`${category}-MEDIUM-2`, category, 'MEDIUM', category),
      bankItem(`${category}-HARD-1`, category, 'HARD'),
    ]);
    for (const seed of seeds) {
      const drawn = drawItems(demo, 6, seed);
      expect(countBy(drawn, (id) => id.split('-')[0]!)).toEqual({ logic: 2, numbers: 2, words: 2 });
      // Pairs' share: 6 × 6/12 / 2 = 1.5, rounded to 2 pairs.
      expect(drawn.filter((id) => id.includes('MEDIUM'))).toHaveLength(4);
    }
  });

  it('fills the count with a pair instead of a single when only pairs are left', () => {
    const few = [
      bankItem('s', 'logic', 'EASY'),
      bankItem('p1', 'numbers', 'EASY', 'p'),
      bankItem('p2', 'numbers', 'EASY', 'p'),
      bankItem('q1', 'words', 'EASY', 'q'),
      bankItem('q2', 'words', 'EASY', 'q'),
    ];
    for (const seed of seeds) expect(drawItems(few, 4, seed).sort()).toEqual(['p1', 'p2', 'q1', 'q2']);
  });

  it('draws the whole bank when it holds fewer items than asked for', () => {
    const five = bank.slice(0, 5);
    const drawn = drawItems(five, 10, 'seed');
    expect([...drawn].sort()).toEqual(five.map((item) => item.id).sort());
    expect(adjacent(drawn, 'logic-EASY-1', 'logic-EASY-2')).toBe(false);
  });
});
