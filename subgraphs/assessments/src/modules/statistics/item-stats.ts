/** Fewest finished sessions with the item drawn (and at least one other scored item) before its discrimination is shown. */
export const discriminationMinSessions = 20;

/** One drawn item of a finished session: whether it was answered and, for items with a right answer, whether right. */
export interface DrawnItem {
  questionId: string;
  answered: boolean;
  /** Null for items without a right answer (agreement scales). */
  right: boolean | null;
}

export interface ItemStatistics {
  questionId: string;
  /** Finished sessions that drew the item. */
  drawn: number;
  answered: number;
  /** Null for items without a right answer. */
  right: number | null;
  /** p = right ÷ answered; null without a right answer or before the first answer. */
  difficulty: number | null;
  /**
   * The point-biserial correlation of the item's right (1) or not (0) with the rest score (the session's percent
   * right over its other scored items); null below `discriminationMinSessions` or when either side does not vary.
   */
  discrimination: number | null;
  /** Sessions the discrimination was computed over. */
  discriminationSessions: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Pearson's correlation of two equally long series; null when either does not vary. */
function correlation(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // Sums of squares this small are rounding noise of a series that does not vary.
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * Each item's figures over the finished sessions given (docs/assessments.md#item-statistics). An unanswered item
 * counts as not right in the rest score and in the discrimination, as it does in the session's score.
 */
export function itemStatistics(sessions: DrawnItem[][]): ItemStatistics[] {
  const byItem = new Map<
    string,
    { drawn: number; answered: number; right: number | null; x: number[]; rest: number[] }
  >();
  for (const items of sessions) {
    const scored = items.filter((i) => i.right !== null);
    const rightCount = scored.filter((i) => i.right).length;
    for (const item of items) {
      let entry = byItem.get(item.questionId);
      if (!entry) {
        entry = { drawn: 0, answered: 0, right: item.right === null ? null : 0, x: [], rest: [] };
        byItem.set(item.questionId, entry);
      }
      entry.drawn++;
      if (item.answered) entry.answered++;
      if (item.right === null) continue;
      entry.right = (entry.right ?? 0) + (item.right ? 1 : 0);
      if (scored.length < 2) continue;
      const x = item.right ? 1 : 0;
      entry.x.push(x);
      entry.rest.push(((rightCount - x) / (scored.length - 1)) * 100);
    }
  }
  return [...byItem].map(([questionId, e]) => {
    const r = e.x.length >= discriminationMinSessions ? correlation(e.x, e.rest) : null;
    return {
      questionId,
      drawn: e.drawn,
      answered: e.answered,
      right: e.right,
      difficulty: e.right !== null && e.answered > 0 ? round3(e.right / e.answered) : null,
      discrimination: r === null ? null : round3(r),
      discriminationSessions: e.x.length,
    };
  });
}
