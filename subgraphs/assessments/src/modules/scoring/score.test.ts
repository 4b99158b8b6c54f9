import type { ItemAnswer, ItemContent, ItemMeta } from '@platform/rules/assessments';
import { describe, expect, it } from 'vitest';
import {
  integrityRisk,
  scoreSession,
  testScoreOf,
  validProfileOf,
  type ScoredItem,
  type ScoreInput,
} from './score.ts';

const t = (en: string) => ({ fa: en, en, az: en });
const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: 'abcdefgh'[i]!, text: t(`o${i}`) }));

function item(
  key: string,
  meta: Partial<ItemMeta>,
  content: Partial<ItemContent>,
  answer: ItemAnswer | null,
  elapsedMs: number | null = 10_000,
): ScoredItem {
  return {
    key,
    meta: { key, kind: 'SINGLE_CHOICE', difficulty: 'EASY', category: 'logic', skill: 'deduction', ...meta },
    content: { prompt: t(key), ...content },
    answer,
    elapsedMs,
  };
}

/** A four-option single-choice item whose right answer is `a`. */
const single = (key: string, answer: string | null, meta: Partial<ItemMeta> = {}) =>
  item(key, meta, { options: options(4), correct: ['a'] }, answer ? { choices: [answer] } : null);

/** A numbers item of the `numbers` category. */
const numeric = (key: string, expected: number, tolerance: number, value: number | null) =>
  item(
    key,
    { kind: 'NUMERIC', category: 'numbers', skill: 'series' },
    { numeric: { value: expected, tolerance } },
    value === null ? null : { value },
  );

const aptitude = (items: ScoredItem[], passingScore = 50): ScoreInput => ({
  kind: 'APTITUDE',
  passingScore,
  categories: [
    { key: 'logic', name: t('Logic'), advice: t('Practise') },
    { key: 'numbers', name: t('Numbers'), advice: t('Practise') },
  ],
  careers: [
    { key: 'analyst', name: t('Analyst'), weights: { logic: 2, numbers: 1 } },
    { key: 'writer', name: t('Writer'), weights: { logic: 1 } },
    { key: 'linguist', name: t('Linguist'), weights: { words: 1 } },
  ],
  items,
});

describe('an aptitude session', () => {
  it('scores every right answer as 100, original and adjusted', () => {
    expect(scoreSession(aptitude([single('1', 'a'), single('2', 'a')]))).toMatchObject({
      kind: 'APTITUDE',
      total: 2,
      answered: 2,
      correct: 2,
      wrong: 0,
      originalScore: 100,
      adjustedScore: 100,
      passed: true,
    });
  });

  it('corrects for guessing: a wrong four-option answer costs a third of a point', () => {
    // 10 items: 6 right, 3 wrong (single choice, 4 options: a wrong one costs 1/(4 − 1)), 1 unanswered.
    // Original 6/10 = 60%. Adjusted (6 − 3 × 1/3) / 10 = 5/10 = 50%.
    const items = [
      ...['1', '2', '3', '4', '5', '6'].map((k) => single(k, 'a')),
      ...['7', '8', '9'].map((k) => single(k, 'b')),
      single('10', null),
    ];
    expect(scoreSession(aptitude(items, 50))).toMatchObject({
      total: 10,
      answered: 9,
      correct: 6,
      wrong: 3,
      originalScore: 60,
      adjustedScore: 50,
      passed: true,
    });
    // The pass mark is judged on the adjusted score, the test's score: 60% right answers do not pass at 60.
    expect(scoreSession(aptitude(items, 60)).passed).toBe(false);
  });

  it('does not pass on guesses: 50% right answers, 44.4% adjusted, pass mark 50%', () => {
    // 18 four-option items: 9 right, 3 wrong, 6 unanswered. Original 9/18 = 50%.
    // Adjusted (9 − 3 × 1/3) / 18 = 8/18 = 44.44…% → 44.4: below the pass mark.
    const items = [
      ...Array.from({ length: 9 }, (_, i) => single(`r${i}`, 'a')),
      ...Array.from({ length: 3 }, (_, i) => single(`w${i}`, 'b')),
      ...Array.from({ length: 6 }, (_, i) => single(`u${i}`, null)),
    ];
    const score = scoreSession(aptitude(items, 50));
    expect(score).toMatchObject({ originalScore: 50, adjustedScore: 44.4, passed: false });
    expect(testScoreOf(score)).toBe(44.4);
    expect(validProfileOf(score)).toBeNull();
  });

  it('scores multiple choice all or nothing and numbers within their tolerance', () => {
    const multiple = (key: string, choices: string[]) =>
      item(key, { kind: 'MULTIPLE_CHOICE' }, { options: options(3), correct: ['a', 'c'] }, { choices });
    const score = scoreSession(
      aptitude([
        multiple('m1', ['c', 'a']),
        multiple('m2', ['a']),
        // 0.4 − 0.3 is 0.10000000000000003 in floating point: still within a tolerance of 0.1.
        numeric('n1', 0.3, 0.1, 0.4),
        numeric('n2', 0.3, 0.1, 0.45),
      ]),
    );
    // Right: m1, n1. Wrong: m2 (3 options: 2³ − 1 = 7 non-empty subsets to guess from, costs 1/6) and n2
    // (a number costs nothing). Original 2/4 = 50%. Adjusted (2 − 1/6) / 4 = 45.83…% → 45.8.
    expect(score).toMatchObject({ correct: 2, wrong: 2, originalScore: 50, adjustedScore: 45.8 });
    expect(score.categories).toEqual([
      { key: 'logic', correct: 1, answered: 2, total: 2, percent: 50 },
      { key: 'numbers', correct: 1, answered: 2, total: 2, percent: 50 },
    ]);
    // An exact number (tolerance 0) typed as 0.1 + 0.2 is still 0.3.
    expect(scoreSession(aptitude([numeric('n', 0.3, 0, 0.1 + 0.2)])).correct).toBe(1);
  });

  it('never adjusts below zero', () => {
    // Two wrong answers: −2/3 points, shown as 0.
    expect(scoreSession(aptitude([single('1', 'b'), single('2', 'c')]))).toMatchObject({
      originalScore: 0,
      adjustedScore: 0,
      passed: false,
    });
  });

  it('counts unanswered items as not right and costs nothing for them', () => {
    // 1 right of 3: original and adjusted 33.3%; nothing answered: 0.
    const score = scoreSession(aptitude([single('1', 'a'), single('2', null), numeric('3', 7, 0, null)]));
    expect(score).toMatchObject({
      total: 3,
      answered: 1,
      correct: 1,
      wrong: 0,
      originalScore: 33.3,
      adjustedScore: 33.3,
    });
    expect(score.categories).toEqual([
      { key: 'logic', correct: 1, answered: 1, total: 2, percent: 50 },
      { key: 'numbers', correct: 0, answered: 0, total: 1, percent: 0 },
    ]);
    expect(scoreSession(aptitude([single('1', null)]))).toMatchObject({
      answered: 0,
      originalScore: 0,
      adjustedScore: 0,
    });
  });

  it('lists categories in the test order, names strengths and weaknesses, and matches careers', () => {
    const numbers = { category: 'numbers', skill: 'series' };
    const items = [
      single('n1', 'b', numbers),
      single('l1', 'a'),
      single('n2', 'a', numbers),
      single('l2', 'a'),
      single('l3', 'a'),
      single('n3', 'b', numbers),
      single('l4', 'b'),
    ];
    const score = scoreSession(aptitude(items));
    // logic 3/4 = 75% (≥ 70: a strength), numbers 1/3 = 33.3% (< 50: a weakness).
    expect(score.categories).toEqual([
      { key: 'logic', correct: 3, answered: 4, total: 4, percent: 75 },
      { key: 'numbers', correct: 1, answered: 3, total: 3, percent: 33.3 },
    ]);
    expect(score.skills).toEqual([
      { key: 'series', correct: 1, answered: 3, total: 3, percent: 33.3 },
      { key: 'deduction', correct: 3, answered: 4, total: 4, percent: 75 },
    ]);
    expect(score.strengths).toEqual(['logic']);
    expect(score.weaknesses).toEqual(['numbers']);
    // analyst: (2 × 75 + 1 × 33.33…) / 3 = 61.1 → 61; writer: 75; linguist: no `words` drawn, left out.
    expect(score.careers).toEqual([
      { key: 'writer', match: 75 },
      { key: 'analyst', match: 61 },
    ]);
  });

  it('measures consistency on parallel pairs and names the contradicting one', () => {
    const items = [
      single('p1a', 'a', { pairKey: 'p1' }),
      single('p2a', 'a', { pairKey: 'p2' }),
      single('p3a', 'b', { pairKey: 'p3' }),
      single('p1b', 'a', { pairKey: 'p1' }),
      single('p4a', 'a', { pairKey: 'p4' }),
      single('p2b', 'c', { pairKey: 'p2' }),
      single('p3b', 'd', { pairKey: 'p3' }),
      single('p4b', null, { pairKey: 'p4' }),
      single('lone', 'a', { pairKey: 'p5' }),
    ];
    // p1 both right, p3 both wrong: agree. p2 right and wrong: a contradiction. p4 is half unanswered and p5
    // half drawn: neither counts. 2 of 3 pairs agree: 66.7.
    expect(scoreSession(aptitude(items)).consistency).toEqual({
      score: 66.7,
      pairs: 3,
      contradictions: [{ a: 'p2a', b: 'p2b' }],
      longestRun: 2,
      flatRun: false,
    });
    expect(scoreSession(aptitude([single('x', 'a')])).consistency.score).toBeNull();
  });

  it('flags a long run of identical answers and counts very fast answers', () => {
    const fast = (i: number) => (i < 3 ? 1_999 : i === 3 ? 2_000 : 9_000);
    const items = Array.from({ length: 9 }, (_, i) => ({ ...single(`${i}`, 'b'), elapsedMs: fast(i) }));
    const score = scoreSession(aptitude([...items, { ...single('skipped', null), elapsedMs: 500 }]));
    // Nine `b` in a row; answers under 2 000 ms are very fast (an unanswered item is not an answer).
    expect(score.consistency).toMatchObject({ longestRun: 9, flatRun: true });
    expect(score.fastAnswers).toBe(3);
    // An unanswered item breaks the run: 4 and 4, below the flag's 8.
    const broken = [...items.slice(0, 4), single('skipped', null), ...items.slice(4, 8)];
    expect(scoreSession(aptitude(broken)).consistency).toMatchObject({ longestRun: 4, flatRun: false });
  });

  it('treats the same set of choices in another order as the same answer in a run', () => {
    const multiple = (key: string, choices: string[]) =>
      item(key, { kind: 'MULTIPLE_CHOICE' }, { options: options(4), correct: ['a'] }, { choices });
    const items = Array.from({ length: 8 }, (_, i) => multiple(`${i}`, i % 2 ? ['a', 'c'] : ['c', 'a']));
    expect(scoreSession(aptitude(items)).consistency).toMatchObject({ longestRun: 8, flatRun: true });
  });
});

describe('a personality session', () => {
  const scale = (key: string, trait: string, answer: number | null, meta: Partial<ItemMeta> = {}) =>
    item(
      key,
      { kind: 'AGREEMENT_SCALE', category: trait, trait, skill: trait, difficulty: 'MEDIUM', ...meta },
      {},
      answer === null ? null : { scale: answer },
    );
  const reversed = { reverseKeyed: true };
  const personality = (items: ScoredItem[]): ScoreInput => ({
    kind: 'PERSONALITY',
    passingScore: 0,
    categories: [
      { key: 'extraversion', name: t('Extraversion'), advice: t('Speak up') },
      { key: 'openness', name: t('Openness'), advice: t('Try') },
      { key: 'conscientiousness', name: t('Conscientiousness'), advice: t('Plan') },
    ],
    careers: [
      { key: 'sales', name: t('Sales'), weights: { extraversion: 2, conscientiousness: 1 } },
      { key: 'research', name: t('Research'), weights: { openness: 1, extraversion: -1 } },
      { key: 'nursing', name: t('Nursing'), weights: { agreeableness: 3, conscientiousness: 1 } },
    ],
    items,
  });

  it('turns 7-point answers into trait percentages, reversing reverse-keyed items', () => {
    // An answer a counts (a − 1)/6 × 100; reverse-keyed, 100 minus that.
    // extraversion: 7 → 100; reversed 2 → 83.33; reversed 5 → 33.33. Mean 216.67/3 = 72.2.
    // openness: 4 → 50; 1 → 0; reversed 7 → 0. Mean 16.7.
    // conscientiousness: 4 → 50; reversed 3 → 66.67. Mean 58.3.
    const score = scoreSession(
      personality([
        scale('e1', 'extraversion', 7),
        scale('o1', 'openness', 4),
        scale('c1', 'conscientiousness', 4),
        scale('e2', 'extraversion', 2, reversed),
        scale('o2', 'openness', 1),
        scale('c2', 'conscientiousness', 3, reversed),
        scale('e3', 'extraversion', 5, reversed),
        scale('o3', 'openness', 7, reversed),
      ]),
    );
    expect(score.traits).toEqual([
      { key: 'extraversion', percent: 72.2, answered: 3, total: 3 },
      { key: 'openness', percent: 16.7, answered: 3, total: 3 },
      { key: 'conscientiousness', percent: 58.3, answered: 2, total: 2 },
    ]);
    expect(score.categories).toEqual([
      { key: 'extraversion', percent: 72.2, correct: 0, total: 3 },
      { key: 'openness', percent: 16.7, correct: 0, total: 3 },
      { key: 'conscientiousness', percent: 58.3, correct: 0, total: 2 },
    ]);
    // ≥ 65 a strength, ≤ 35 an area to develop.
    expect(score.strengths).toEqual(['extraversion']);
    expect(score.weaknesses).toEqual(['openness']);
    // sales: (2 × 72.22 + 58.33) / 3 = 67.6 → 68. nursing: agreeableness not drawn, so conscientiousness
    // alone: 58. research: extraversion's weight is negative, so (16.67 + (100 − 72.22)) / 2 = 22.2 → 22.
    expect(score.careers).toEqual([
      { key: 'sales', match: 68 },
      { key: 'nursing', match: 58 },
      { key: 'research', match: 22 },
    ]);
    // All answered and no pair to measure: a valid profile, nothing to adjust.
    expect(score).toMatchObject({
      kind: 'PERSONALITY',
      correct: 0,
      wrong: 0,
      originalScore: 100,
      adjustedScore: 100,
      passed: false,
      validProfile: true,
    });
    // A profile has no score and no pass.
    expect(testScoreOf(score)).toBeNull();
    expect(validProfileOf(score)).toBe(true);
    expect(score.consistency.score).toBeNull();
  });

  it('measures agreement of paired items after reverse keying and names the contradiction', () => {
    const score = scoreSession(
      personality([
        // x: 6 and the reversed 2 are both 83.3: agreement 1.
        scale('a1', 'extraversion', 6, { pairKey: 'x' }),
        // y: 5 and 2 are three points (50) apart: a contradiction, agreement 1 − 50/100 = 0.5.
        scale('b1', 'openness', 5, { pairKey: 'y' }),
        scale('a2', 'extraversion', 2, { pairKey: 'x', ...reversed }),
        // w: 6 and 4 are two points (33.3) apart: agreement 0.667, not a contradiction.
        scale('f1', 'conscientiousness', 6, { pairKey: 'w' }),
        scale('b2', 'openness', 2, { pairKey: 'y' }),
        scale('f2', 'conscientiousness', 4, { pairKey: 'w' }),
        // z: one unanswered, not counted.
        scale('d1', 'openness', 4, { pairKey: 'z' }),
        scale('d2', 'openness', null, { pairKey: 'z' }),
      ]),
    );
    // Consistency (1 + 0.5 + 0.667) / 3 = 72.2. Answered 7 of 8 = 87.5%; adjusted 87.5 × 0.7222 = 63.2.
    expect(score.consistency).toEqual({
      score: 72.2,
      pairs: 3,
      contradictions: [{ a: 'b1', b: 'b2' }],
      // f2 and d1 are both 4.
      longestRun: 2,
      flatRun: false,
    });
    // Fewer than 90% answered: not a valid profile.
    expect(score).toMatchObject({
      answered: 7,
      originalScore: 87.5,
      adjustedScore: 63.2,
      validProfile: false,
    });
  });

  it('gives a valid profile from 90% answered and a consistency of 60', () => {
    // 9 of 10 answered, no pairs: valid, 90 and 90.
    const ninety = [
      ...Array.from({ length: 9 }, (_, i) => scale(`e${i}`, 'extraversion', (i % 7) + 1)),
      scale('e9', 'extraversion', null),
    ];
    expect(scoreSession(personality(ninety))).toMatchObject({
      originalScore: 90,
      adjustedScore: 90,
      validProfile: true,
    });
    // All answered; pairs gap 0 (agreement 1) and gap 5 (1/6): consistency 58.3 < 60, not valid; adjusted
    // 100 × 0.5833 = 58.3.
    const inconsistent = [
      scale('p1', 'openness', 5, { pairKey: 'p' }),
      scale('q1', 'openness', 7, { pairKey: 'q' }),
      scale('p2', 'openness', 5, { pairKey: 'p' }),
      scale('q2', 'openness', 2, { pairKey: 'q' }),
    ];
    expect(scoreSession(personality(inconsistent))).toMatchObject({
      consistency: { score: 58.3, pairs: 2, contradictions: [{ a: 'q1', b: 'q2' }] },
      originalScore: 100,
      adjustedScore: 58.3,
      validProfile: false,
    });
    // gaps 0 and 4 (1/3): consistency 66.7, valid.
    const consistent = inconsistent.map((i) =>
      i.key === 'q2' ? scale('q2', 'openness', 3, { pairKey: 'q' }) : i,
    );
    expect(scoreSession(personality(consistent))).toMatchObject({
      consistency: { score: 66.7 },
      adjustedScore: 66.7,
      validProfile: true,
    });
  });

  it('flags straight-lining from eight identical answers in a row', () => {
    const run = (n: number) => Array.from({ length: n }, (_, i) => scale(`o${i}`, 'openness', 4));
    expect(scoreSession(personality(run(8))).consistency).toMatchObject({ longestRun: 8, flatRun: true });
    expect(scoreSession(personality(run(7))).consistency).toMatchObject({ longestRun: 7, flatRun: false });
  });

  it('shows a trait with nothing answered as neutral and leaves it out of careers', () => {
    const score = scoreSession(personality([scale('o1', 'openness', 7), scale('e1', 'extraversion', null)]));
    expect(score.traits).toEqual([
      { key: 'extraversion', percent: 50, answered: 0, total: 1 },
      { key: 'openness', percent: 100, answered: 1, total: 1 },
    ]);
    // research: openness alone, 100; sales: nothing it weighs was answered.
    expect(score.careers).toEqual([{ key: 'research', match: 100 }]);
  });
});

describe('the integrity risk', () => {
  const none = { tabHidden: 0, pastes: 0, fullscreenExits: 0, fastAnswers: 0, answered: 20, flatRun: false };

  it('adds up the signals into a plain level', () => {
    expect(integrityRisk(none)).toBe('LOW');
    expect(integrityRisk({ ...none, answered: 0 })).toBe('LOW');
    // One point each: page hidden 3 times, a paste, leaving full screen twice, straight-lining.
    expect(integrityRisk({ ...none, tabHidden: 2, fullscreenExits: 1 })).toBe('LOW');
    expect(integrityRisk({ ...none, tabHidden: 3 })).toBe('LOW');
    expect(integrityRisk({ ...none, tabHidden: 3, pastes: 1 })).toBe('MEDIUM');
    expect(integrityRisk({ ...none, fullscreenExits: 2, flatRun: true })).toBe('MEDIUM');
    // Two points: hidden 10 times; more than 30% very fast answers.
    expect(integrityRisk({ ...none, tabHidden: 10 })).toBe('MEDIUM');
    expect(integrityRisk({ ...none, tabHidden: 10, fastAnswers: 7 })).toBe('HIGH');
    expect(integrityRisk({ ...none, pastes: 2, fullscreenExits: 3, tabHidden: 3, flatRun: true })).toBe(
      'HIGH',
    );
  });

  it('counts very fast answers by their share of the answers', () => {
    // Of 20: 3 is 15% (no point), 4 is 20% (1), 6 is 30% (1), 7 is 35% (2).
    const withPaste = { ...none, pastes: 1 };
    expect(integrityRisk({ ...withPaste, fastAnswers: 3 })).toBe('LOW');
    expect(integrityRisk({ ...withPaste, fastAnswers: 4 })).toBe('MEDIUM');
    expect(integrityRisk({ ...withPaste, fastAnswers: 6 })).toBe('MEDIUM');
    expect(integrityRisk({ ...withPaste, fastAnswers: 7, tabHidden: 3 })).toBe('HIGH');
    expect(integrityRisk({ ...withPaste, fastAnswers: 6, tabHidden: 3 })).toBe('MEDIUM');
  });
});
