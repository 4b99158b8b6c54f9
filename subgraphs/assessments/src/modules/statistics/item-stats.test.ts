import { describe, expect, it } from 'vitest';
import { discriminationMinSessions, itemStatistics, type DrawnItem } from './item-stats.ts';

const item = (questionId: string, right: boolean | null, answered = true): DrawnItem => ({
  questionId,
  answered,
  right: answered ? right : right === null ? null : false,
});

/** Five sessions of each pattern of A, B, C right (1) or not (0), with the scale item D beside them. */
const patterns: [boolean, boolean, boolean][] = [
  [true, true, true],
  [true, true, false],
  [false, true, false],
  [false, false, false],
];
const sessions = patterns.flatMap(([a, b, c], i) =>
  Array.from({ length: 5 }, () => [
    item('A', a),
    item('B', b),
    // In the last pattern C is left unanswered: not answered, and not right.
    item('C', c, i !== 3),
    item('D', null),
  ]),
);

describe('item statistics', () => {
  it('counts, difficulty and the point-biserial discrimination with the rest score, exactly', () => {
    const stats = Object.fromEntries(itemStatistics(sessions).map((s) => [s.questionId, s]));
    // A: right sessions' rest scores 100 and 50 (mean 75), wrong ones' 50 and 0 (mean 25); σ = √1250, p = ½:
    // (75 − 25) ÷ √1250 × √(½ · ½) = 0.7071.
    expect(stats.A).toEqual({
      questionId: 'A',
      drawn: 20,
      answered: 20,
      right: 10,
      difficulty: 0.5,
      discrimination: 0.707,
      discriminationSessions: 20,
    });
    // B: rest 100, 50, 0 when right (mean 50), 0 when wrong; σ = √1718.75, p = ¾: 50 ÷ 41.458 × 0.4330 = 0.5222.
    expect(stats.B).toMatchObject({
      drawn: 20,
      answered: 20,
      right: 15,
      difficulty: 0.75,
      discrimination: 0.522,
    });
    // C: right in 5 of the 15 answered, so p = ⅓; the unanswered five count as not right for the correlation.
    expect(stats.C).toMatchObject({
      drawn: 20,
      answered: 15,
      right: 5,
      difficulty: 0.333,
      discrimination: 0.522,
    });
    // D has no right answer: drawn and answered only.
    expect(stats.D).toEqual({
      questionId: 'D',
      drawn: 20,
      answered: 20,
      right: null,
      difficulty: null,
      discrimination: null,
      discriminationSessions: 0,
    });
  });

  it('shows no discrimination below the minimum sample, or when the item or the rest does not vary', () => {
    expect(discriminationMinSessions).toBe(20);
    const fewer = itemStatistics(sessions.slice(0, 19)).find((s) => s.questionId === 'A')!;
    expect(fewer).toMatchObject({ drawn: 19, discriminationSessions: 19, discrimination: null });
    const allRight = itemStatistics(Array.from({ length: 25 }, () => [item('A', true), item('B', false)]));
    expect(allRight.map((s) => s.discrimination)).toEqual([null, null]);
    // A session with one scored item has no rest score: it counts as drawn but not for the correlation.
    expect(itemStatistics([[item('A', true), item('D', null)]])[0]).toMatchObject({
      drawn: 1,
      right: 1,
      difficulty: 1,
      discriminationSessions: 0,
    });
  });
});
