import type {
  CareerMapping,
  ItemAnswer,
  ItemContent,
  ItemMeta,
  TestCategory,
} from '@platform/rules/assessments';
import { agreementScale, assessmentLimits } from '@platform/rules/assessments';

export type ScoringKind = 'APTITUDE' | 'PERSONALITY';

export interface ScoredItem {
  key: string;
  meta: ItemMeta;
  content: ItemContent;
  /** Null when not answered. */
  answer: ItemAnswer | null;
  elapsedMs: number | null;
}

export interface ScoreInput {
  kind: ScoringKind;
  passingScore: number;
  /** The test's categories (traits), in the order results list them. */
  categories: TestCategory[];
  careers: CareerMapping[];
  /** In the attempt's order. */
  items: ScoredItem[];
}

/** A category's or a skill's share of right answers among its drawn items. */
export interface PartResult {
  key: string;
  percent: number;
  correct: number;
  /** Answered items (right or wrong); absent from results scored before it was kept. */
  answered?: number;
  total: number;
}

/** A personality trait: the mean of its answered items' keyed values, 0–100. */
export interface TraitResult {
  key: string;
  percent: number;
  answered: number;
  total: number;
}

export interface ConsistencyResult {
  /** 0–100; null when no pair had both items drawn and answered. */
  score: number | null;
  pairs: number;
  /** Item keys of the pairs answered against each other, in the attempt's order. */
  contradictions: { a: string; b: string }[];
  longestRun: number;
  flatRun: boolean;
}

export interface CareerMatch {
  key: string;
  match: number;
}

/** A scored session, stored as JSON and shown as it is; docs/assessments.md explains every figure. */
export interface SessionScore {
  kind: ScoringKind;
  total: number;
  answered: number;
  correct: number;
  wrong: number;
  originalScore: number;
  adjustedScore: number;
  /** Aptitude: the test's score (the adjusted one) reached the pass mark. Personality: always false. */
  passed: boolean;
  /** Personality only: enough answered, consistently enough, for the profile to be relied on. */
  validProfile?: boolean;
  /**
   * `ORIGINAL` for an aptitude result scored before passing followed the adjusted score (marked by a migration):
   * its verdict, certificate and stored score were given on the original score, which stays its test's score.
   */
  scoreBasis?: 'ORIGINAL';
  categories: PartResult[];
  skills: PartResult[];
  traits: TraitResult[];
  consistency: ConsistencyResult;
  strengths: string[];
  weaknesses: string[];
  careers: CareerMatch[];
  fastAnswers: number;
}

const thresholds = {
  aptitudeStrength: 70,
  aptitudeWeakness: 50,
  traitStrength: 65,
  traitWeakness: 35,
  /** Share of the items a personality session answers at least to give a valid profile. */
  validAnswered: 90,
  validConsistency: 60,
} as const;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Whether an answer is right: exactly the set of right choices, or a number within the tolerance. */
export function isRight(content: ItemContent, answer: ItemAnswer | null): boolean {
  if (!answer) return false;
  if ('choices' in answer && content.correct) {
    const given = new Set(answer.choices);
    const correct = new Set(content.correct);
    return given.size === correct.size && [...correct].every((c) => given.has(c));
  }
  if ('value' in answer && content.numeric) {
    const { value, tolerance } = content.numeric;
    // A decimal such as 0.1 + 0.2 is not exactly 0.3 in floating point; the slack is far below any tolerance.
    return Math.abs(answer.value - value) <= tolerance + 1e-9 * Math.max(1, Math.abs(value));
  }
  return false;
}

/**
 * What a wrong answer costs: 1/(k − 1) for k equally likely guesses, so that blind guessing scores 0 on average.
 * A number is practically never guessed right, so a wrong one costs nothing.
 */
function guessPenalty(item: ScoredItem): number {
  const options = item.content.options?.length ?? 0;
  const ways =
    item.meta.kind === 'SINGLE_CHOICE'
      ? options
      : item.meta.kind === 'MULTIPLE_CHOICE'
        ? 2 ** options - 1
        : 0;
  return ways > 1 ? 1 / (ways - 1) : 0;
}

/**
 * An agreement answer as a point of the scale towards the item's trait (reversed for reverse-keyed items). Kept
 * as whole points so that "three points apart" is exact, which 0–100 values in sixths are not.
 */
function keyedPoint(item: ScoredItem): number | null {
  if (!item.answer || !('scale' in item.answer)) return null;
  const point = item.answer.scale;
  return item.meta.reverseKeyed ? agreementScale.min + agreementScale.max - point : point;
}

const scaleSpan = agreementScale.max - agreementScale.min;
const traitValue = (point: number) => ((point - agreementScale.min) / scaleSpan) * 100;

function sameAnswer(a: ItemAnswer, b: ItemAnswer): boolean {
  if ('choices' in a && 'choices' in b) {
    const x = new Set(a.choices);
    const y = new Set(b.choices);
    return x.size === y.size && [...x].every((c) => y.has(c));
  }
  if ('value' in a && 'value' in b) return a.value === b.value;
  if ('scale' in a && 'scale' in b) return a.scale === b.scale;
  return false;
}

/** The longest run of identical answers among consecutive answered items (straight-lining). */
function longestRun(items: readonly ScoredItem[]): number {
  let best = 0;
  let run = 0;
  let previous: ItemAnswer | null = null;
  for (const { answer } of items) {
    run = answer && previous && sameAnswer(previous, answer) ? run + 1 : answer ? 1 : 0;
    previous = answer;
    best = Math.max(best, run);
  }
  return best;
}

/** Groups items by a key, listing the test's categories first in the test's order, the rest as they come. */
function groupsOf(
  items: readonly ScoredItem[],
  keyOf: (item: ScoredItem) => string,
  order: readonly TestCategory[],
): [string, ScoredItem[]][] {
  const rank = new Map(order.map((c, i) => [c.key, i]));
  return [...Map.groupBy(items, keyOf)].sort(
    ([x], [y]) => (rank.get(x) ?? order.length) - (rank.get(y) ?? order.length),
  );
}

interface RawPart {
  key: string;
  raw: number;
  correct: number;
  answered: number;
  total: number;
}

function parts(groups: [string, ScoredItem[]][]): RawPart[] {
  return groups.map(([key, group]) => {
    const correct = group.filter((item) => isRight(item.content, item.answer)).length;
    const answered = group.filter((item) => item.answer).length;
    return { key, correct, answered, total: group.length, raw: (correct / group.length) * 100 };
  });
}

interface RawTrait {
  key: string;
  raw: number;
  answered: number;
  total: number;
}

function traitsOf(groups: [string, ScoredItem[]][]): RawTrait[] {
  return groups.map(([key, group]) => {
    const points = group.map(keyedPoint).filter((p): p is number => p !== null);
    const sum = points.reduce((n, p) => n + traitValue(p), 0);
    // A trait with nothing answered sits at the neutral middle and is left out of career matches.
    return {
      key,
      answered: points.length,
      total: group.length,
      raw: points.length ? sum / points.length : 50,
    };
  });
}

function consistencyOf(input: ScoreInput): { raw: number | null; result: ConsistencyResult } {
  const groups = Map.groupBy(
    input.items.filter((item) => item.meta.pairKey),
    (item) => item.meta.pairKey!,
  );
  const counted = [...groups.values()].filter(
    (pair): pair is [ScoredItem, ScoredItem] =>
      pair.length === 2 &&
      pair.every((item) => (input.kind === 'PERSONALITY' ? keyedPoint(item) !== null : item.answer !== null)),
  );
  const contradictions: { a: string; b: string }[] = [];
  let agreement = 0;
  for (const [a, b] of counted) {
    let agree: boolean;
    if (input.kind === 'PERSONALITY') {
      const gap = Math.abs(keyedPoint(a)! - keyedPoint(b)!);
      agreement += 1 - gap / scaleSpan;
      // Three points apart is 50 on the 0–100 values: the two answers sit on opposite sides of neutral.
      agree = gap < scaleSpan / 2;
    } else {
      agree = isRight(a.content, a.answer) === isRight(b.content, b.answer);
      agreement += agree ? 1 : 0;
    }
    if (!agree) contradictions.push({ a: a.key, b: b.key });
  }
  const raw = counted.length ? (agreement / counted.length) * 100 : null;
  const run = longestRun(input.items);
  return {
    raw,
    result: {
      score: raw === null ? null : round1(raw),
      pairs: counted.length,
      contradictions,
      longestRun: run,
      flatRun: run >= assessmentLimits.flatRunMin,
    },
  };
}

/**
 * For each career, Σ w·p / Σ |w| over the categories drawn, where p is the category's percentage, or 100 − p with
 * |w| for a negative weight (the career suits people low on it). The five best, in whole percent.
 */
function careerMatches(careers: readonly CareerMapping[], percents: Map<string, number>): CareerMatch[] {
  return careers
    .flatMap((career) => {
      let sum = 0;
      let weights = 0;
      for (const [key, weight] of Object.entries(career.weights)) {
        const p = percents.get(key);
        if (p === undefined) continue;
        sum += Math.abs(weight) * (weight < 0 ? 100 - p : p);
        weights += Math.abs(weight);
      }
      return weights ? [{ key: career.key, raw: sum / weights }] : [];
    })
    .sort((x, y) => y.raw - x.raw)
    .slice(0, 5)
    .map((c) => ({ key: c.key, match: Math.round(c.raw) }));
}

/**
 * Strengths best first and weaknesses worst first (ties in the test's order). Judged on the percentages as shown,
 * so a result shown as 70.0% is never left out of a "70% or more" list.
 */
function ranked(
  list: readonly { key: string; percent: number }[],
  keep: (percent: number) => boolean,
  best: boolean,
) {
  return list
    .filter((part) => keep(part.percent))
    .sort((x, y) => (best ? y.percent - x.percent : x.percent - y.percent))
    .map((part) => part.key);
}

function scorePersonality(input: ScoreInput, answered: number, fastAnswers: number): SessionScore {
  const total = input.items.length;
  const consistency = consistencyOf(input);
  const raw = traitsOf(
    groupsOf(input.items, (item) => item.meta.trait ?? item.meta.category, input.categories),
  );
  const traits = raw.map((t) => ({
    key: t.key,
    percent: round1(t.raw),
    answered: t.answered,
    total: t.total,
  }));
  const original = total ? (answered / total) * 100 : 0;
  const consistencyShown = consistency.result.score;
  return {
    kind: 'PERSONALITY',
    total,
    answered,
    correct: 0,
    wrong: 0,
    originalScore: round1(original),
    adjustedScore: round1(consistency.raw === null ? original : (original * consistency.raw) / 100),
    // A profile is not passed or failed; whether it can be relied on is `validProfile`.
    passed: false,
    validProfile:
      total > 0 &&
      answered * 100 >= thresholds.validAnswered * total &&
      (consistencyShown === null || consistencyShown >= thresholds.validConsistency),
    categories: traits.map((t) => ({ key: t.key, percent: t.percent, correct: 0, total: t.total })),
    skills: [],
    traits,
    consistency: consistency.result,
    strengths: ranked(traits, (p) => p >= thresholds.traitStrength, true),
    weaknesses: ranked(traits, (p) => p <= thresholds.traitWeakness, false),
    careers: careerMatches(input.careers, new Map(raw.filter((t) => t.answered).map((t) => [t.key, t.raw]))),
    fastAnswers,
  };
}

function scoreAptitude(input: ScoreInput, answered: number, fastAnswers: number): SessionScore {
  const { items } = input;
  const total = items.length;
  let correct = 0;
  let points = 0;
  for (const item of items) {
    if (!item.answer) continue;
    if (isRight(item.content, item.answer)) {
      correct++;
      points += 1;
    } else points -= guessPenalty(item);
  }
  const raw = parts(groupsOf(items, (item) => item.meta.category, input.categories));
  const shown = (part: RawPart): PartResult => ({
    key: part.key,
    percent: round1(part.raw),
    correct: part.correct,
    answered: part.answered,
    total: part.total,
  });
  const categories = raw.map(shown);
  const originalScore = total ? round1((correct / total) * 100) : 0;
  const adjustedScore = total ? round1((Math.max(0, points) / total) * 100) : 0;
  return {
    kind: 'APTITUDE',
    total,
    answered,
    correct,
    wrong: answered - correct,
    originalScore,
    adjustedScore,
    // The adjusted score is the test's score: guessing does not pass a test (docs/assessments.md).
    passed: adjustedScore >= input.passingScore,
    categories,
    skills: parts(groupsOf(items, (item) => item.meta.skill, [])).map(shown),
    traits: [],
    consistency: consistencyOf(input).result,
    strengths: ranked(categories, (p) => p >= thresholds.aptitudeStrength, true),
    weaknesses: ranked(categories, (p) => p < thresholds.aptitudeWeakness, false),
    careers: careerMatches(input.careers, new Map(raw.map((part) => [part.key, part.raw]))),
    fastAnswers,
  };
}

/**
 * Scores a finished session (docs/assessments.md). Pure: the same answers always give the same result. Figures are
 * computed unrounded and rounded to one decimal only where they are returned.
 */
export function scoreSession(input: ScoreInput): SessionScore {
  const answered = input.items.filter((item) => item.answer).length;
  const fastAnswers = input.items.filter(
    (item) => item.answer && item.elapsedMs !== null && item.elapsedMs < assessmentLimits.fastAnswerMs,
  ).length;
  return input.kind === 'PERSONALITY'
    ? scorePersonality(input, answered, fastAnswers)
    : scoreAptitude(input, answered, fastAnswers);
}

/**
 * The test's one score, percent: the guess-corrected (adjusted) score of an aptitude test; passing, the band, the
 * certificate and the percentile all read it. A personality profile has none (null). A result scored before this
 * rule keeps the original score it was given (`scoreBasis`), as its verdict and certificate do.
 */
export function testScoreOf(
  score: Pick<SessionScore, 'kind' | 'adjustedScore' | 'originalScore' | 'scoreBasis'>,
): number | null {
  if (score.kind === 'PERSONALITY') return null;
  return score.scoreBasis === 'ORIGINAL' ? score.originalScore : score.adjustedScore;
}

/** Whether a personality profile can be relied on; null for an aptitude result. */
export function validProfileOf(
  score: Pick<SessionScore, 'kind' | 'passed' | 'validProfile'>,
): boolean | null {
  if (score.kind !== 'PERSONALITY') return null;
  // Profiles scored before `validProfile` was kept carried the verdict in `passed`.
  return score.validProfile ?? score.passed;
}

export interface IntegrityCounts {
  tabHidden: number;
  pastes: number;
  fullscreenExits: number;
  fastAnswers: number;
  answered: number;
  flatRun: boolean;
}

export type IntegrityRisk = 'LOW' | 'MEDIUM' | 'HIGH';

/**
 * A plain risk level from a session's integrity signals, shown to whoever views the results and never used to fail
 * anyone. Points: the page hidden 3–9 times 1, 10 or more 2; any paste 1; leaving full screen twice or more 1;
 * answers faster than assessmentLimits.fastAnswerMs over 15% of those given 1, over 30% 2; straight-lining 1.
 * 0–1 points LOW, 2–3 MEDIUM, 4 or more HIGH.
 */
export function integrityRisk(counts: IntegrityCounts): IntegrityRisk {
  let points = 0;
  if (counts.tabHidden >= 10) points += 2;
  else if (counts.tabHidden >= 3) points += 1;
  if (counts.pastes > 0) points += 1;
  if (counts.fullscreenExits >= 2) points += 1;
  // Compared as integers: 3 of 20 is exactly 15%, not a floating-point hair above it.
  if (counts.fastAnswers * 100 > 30 * counts.answered) points += 2;
  else if (counts.fastAnswers * 100 > 15 * counts.answered) points += 1;
  if (counts.flatRun) points += 1;
  return points >= 4 ? 'HIGH' : points >= 2 ? 'MEDIUM' : 'LOW';
}
