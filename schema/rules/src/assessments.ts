import { z } from './zod.ts';

/** Text written in each of the product's languages. */
export interface LocalizedText {
  fa: string;
  en: string;
  az: string;
}

export const testTypes = [
  'ALGORITHMIC_THINKING',
  'LOGICAL_REASONING',
  'PROBLEM_SOLVING',
  'PERSONALITY_COGNITIVE',
] as const;
export type TestType = (typeof testTypes)[number];

export const questionKinds = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'NUMERIC', 'AGREEMENT_SCALE'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const difficulties = ['EASY', 'MEDIUM', 'HARD'] as const;
export type Difficulty = (typeof difficulties)[number];

/** The 7-point agreement scale of personality items: 1 strongly disagree … 4 neutral … 7 strongly agree. */
export const agreementScale = { min: 1, max: 7 } as const;

/** One option of a choice question. `key` is stable across versions of the item (`a`, `b`, …). */
export interface ItemOption {
  key: string;
  text: LocalizedText;
}

/**
 * What a question says and what counts as right, as one version of it. A session keeps the version it drew, so
 * a result always shows the item as it was answered.
 * - SINGLE_CHOICE: `options` (2–6) and exactly one key in `correct`.
 * - MULTIPLE_CHOICE: `options` (2–6) and at least one key in `correct`; all-or-nothing.
 * - NUMERIC: `numeric.value`, right when within `numeric.tolerance` (0 for exact).
 * - AGREEMENT_SCALE: no right answer; scored towards the item's trait (reversed when reverse-keyed).
 */
export interface ItemContent {
  prompt: LocalizedText;
  options?: ItemOption[];
  correct?: string[];
  numeric?: { value: number; tolerance: number };
  /** Why the answer is right, shown with the results. */
  explanation?: LocalizedText;
}

/** A taker's answer to one item. */
export type ItemAnswer = { choices: string[] } | { value: number } | { scale: number };

/** A bank item's description beside its content: what it measures and how it is drawn and scored. */
export interface ItemMeta {
  /** Stable within its test: `logic-07`. */
  key: string;
  kind: QuestionKind;
  difficulty: Difficulty;
  /** A key of the test's categories. */
  category: string;
  /** A narrower skill (`sequences`, `conditionals`; for personality the trait's facet). */
  skill: string;
  /** Personality items: the trait the item measures (a category key). */
  trait?: string;
  /** Personality items: agreement means less of the trait. */
  reverseKeyed?: boolean;
  /**
   * Two items of a test with the same pair key are meant to agree: personality items that say the same thing
   * (after reverse-keying), aptitude items that are parallel forms of one problem. They are drawn together.
   */
  pairKey?: string;
  /** Shown on the test's public page as a sample (never drawn into a session). */
  sample?: boolean;
}

/** A category of a test's items (for personality, a trait) with the advice shown when it is weak. */
export interface TestCategory {
  key: string;
  name: LocalizedText;
  /** A next step for a taker whose result in the category is low. */
  advice: LocalizedText;
}

/**
 * A career suggested by a test, with the weight each category (or trait) has in the match: the match % is the
 * weighted mean of the taker's category percentages. Weights are positive; for personality a negative weight
 * means the career suits people low on that trait (its percentage is taken as 100 − p).
 */
export interface CareerMapping {
  key: string;
  name: LocalizedText;
  weights: Record<string, number>;
}

export interface TestFaq {
  question: LocalizedText;
  answer: LocalizedText;
}

/** Limits of the tests' settings and of what takers send. */
export const assessmentLimits = {
  titleMax: 140,
  descriptionMax: 4_000,
  promptMax: 2_000,
  optionMax: 500,
  /** A test's features (the bullet points of its public page), each in every language. */
  featuresMax: 10,
  featureMax: 300,
  /** A test's FAQ: its questions and their answers, each in every language. */
  faqMax: 10,
  faqQuestionMax: 300,
  faqAnswerMax: 1_000,
  /** A test's topics: keys the product reads (`ethical_decision_making` labels a test as one of ethics). */
  topicsMax: 10,
  /** Questions a session draws at most (a session's page reads them all at once). */
  questionsCountMax: 40,
  /** Items of one test's bank at most (samples and retired items included). */
  bankMax: 200,
  /** Options of a choice question at most. */
  optionsMax: 6,
  durationMinutesMax: 240,
  /** Seconds after the deadline in which an answer sent before it still counts (network latency). */
  graceSeconds: 5,
  /** An answer faster than this is counted as "very fast" among the integrity signals. */
  fastAnswerMs: 2_000,
  /** Identical answers in a row from this length on are flagged (straight-lining). */
  flatRunMin: 8,
  /** A result is compared with others (its percentile) only once the test has this many scored results. */
  percentileSampleMin: 30,
  pageMax: 50,
  /** Rials: 1 Toman = 10 rials. */
  priceMaxRials: 1_000_000_000,
} as const;

/** The token of a test session in its address: 32 random bytes, base64url (256 bits). */
export const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A certificate's public code: 20 characters of Crockford's base32 (100 bits), written in groups of five. */
export const certificateCodePattern = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

/** Signals of how a session was taken; recorded, shown as a risk level, never a verdict. */
export const integritySignals = ['TAB_HIDDEN', 'PASTE', 'FULLSCREEN_EXIT'] as const;
export type IntegritySignal = (typeof integritySignals)[number];

const answerRules = z.union([
  z.object({
    choices: z.array(z.string().regex(/^[a-z0-9]{1,8}$/, 'CHOICE_INVALID')).max(8, 'CHOICE_INVALID'),
  }),
  z.object({
    value: z.number().finite('VALUE_INVALID').min(-1e12, 'VALUE_INVALID').max(1e12, 'VALUE_INVALID'),
  }),
  z.object({
    scale: z
      .number()
      .int('SCALE_INVALID')
      .min(agreementScale.min, 'SCALE_INVALID')
      .max(agreementScale.max, 'SCALE_INVALID'),
  }),
]);

/** Whether an answer has the shape the item's kind takes. */
export function answerFits(kind: QuestionKind, answer: ItemAnswer): boolean {
  if (kind === 'NUMERIC') return 'value' in answer;
  if (kind === 'AGREEMENT_SCALE') return 'scale' in answer;
  if (!('choices' in answer)) return false;
  return kind === 'SINGLE_CHOICE' ? answer.choices.length === 1 : answer.choices.length >= 1;
}

export const itemAnswerRules = answerRules;

const text = (max: number) => z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

/** A text in each language; every language is required. */
const localized = (max: number) => z.object({ fa: text(max), en: text(max), az: text(max) });

const key = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'KEY_INVALID');

/** A test's settings as an admin writes them. */
export const testSettingsRules = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'SLUG_INVALID')
      .max(80, 'SLUG_INVALID'),
    type: z.enum(testTypes),
    status: z.enum(['DRAFT', 'ACTIVE', 'ARCHIVED']),
    topics: z.array(key).max(assessmentLimits.topicsMax, 'TOO_MANY_ITEMS').default([]),
    title: localized(assessmentLimits.titleMax),
    summary: localized(500),
    description: localized(assessmentLimits.descriptionMax),
    categories: z
      .array(z.object({ key, name: localized(100), advice: localized(500) }))
      .min(1, 'CATEGORY_REQUIRED')
      .max(10, 'TOO_MANY_ITEMS'),
    skills: z
      .array(z.object({ key, name: localized(100) }))
      .max(50, 'TOO_MANY_ITEMS')
      .default([]),
    features: z
      .array(localized(assessmentLimits.featureMax))
      .max(assessmentLimits.featuresMax, 'TOO_MANY_ITEMS')
      .default([]),
    faq: z
      .array(
        z.object({
          question: localized(assessmentLimits.faqQuestionMax),
          answer: localized(assessmentLimits.faqAnswerMax),
        }),
      )
      .max(assessmentLimits.faqMax, 'TOO_MANY_ITEMS')
      .default([]),
    careers: z
      .array(
        z.object({
          key,
          name: localized(100),
          weights: z.array(z.object({ category: key, weight: z.number().min(-10).max(10) })).max(10),
        }),
      )
      .max(10, 'TOO_MANY_ITEMS')
      .default([]),
    questionsCount: z
      .number()
      .int()
      .min(1, 'NUMBER_INVALID')
      .max(assessmentLimits.questionsCountMax, 'NUMBER_INVALID'),
    durationMinutes: z
      .number()
      .int()
      .min(1, 'NUMBER_INVALID')
      .max(assessmentLimits.durationMinutesMax, 'NUMBER_INVALID'),
    passingScore: z.number().int().min(0, 'NUMBER_INVALID').max(100, 'NUMBER_INVALID'),
    originalPriceRials: z
      .number()
      .int()
      .min(0, 'NUMBER_INVALID')
      .max(assessmentLimits.priceMaxRials, 'NUMBER_INVALID'),
    priceRials: z
      .number()
      .int()
      .min(0, 'NUMBER_INVALID')
      .max(assessmentLimits.priceMaxRials, 'NUMBER_INVALID'),
    reportDelayHours: z.number().int().min(1, 'NUMBER_INVALID').max(168, 'NUMBER_INVALID'),
    maxAttempts: z.number().int().min(1, 'NUMBER_INVALID').max(100, 'NUMBER_INVALID').nullish(),
    cooldownHours: z.number().int().min(0, 'NUMBER_INVALID').max(8_760, 'NUMBER_INVALID'),
    /**
     * Takers review every answer with the key; no certificate (docs/assessments.md). A new test is not one when
     * this is left out; an update that leaves it out keeps what the test was, so no default here.
     */
    practice: z.boolean().optional(),
  })
  .superRefine((test, ctx) => {
    if (test.priceRials > test.originalPriceRials)
      ctx.addIssue({ code: 'custom', path: ['priceRials'], message: 'PRICE_ABOVE_ORIGINAL' });
    const categories = new Set(test.categories.map((c) => c.key));
    if (categories.size !== test.categories.length)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'DUPLICATE_KEY' });
    if (new Set(test.topics).size !== test.topics.length)
      ctx.addIssue({ code: 'custom', path: ['topics'], message: 'DUPLICATE_KEY' });
    test.careers.forEach((career, i) => {
      if (career.weights.some((w) => !categories.has(w.category)))
        ctx.addIssue({ code: 'custom', path: ['careers', i, 'weights'], message: 'CATEGORY_UNKNOWN' });
    });
  });

/** An item of a test's bank as an admin writes it: its description and the content of its next version. */
export const questionRules = z
  .object({
    key,
    kind: z.enum(questionKinds),
    difficulty: z.enum(difficulties),
    category: key,
    skill: key,
    trait: key.nullish(),
    reverseKeyed: z.boolean().default(false),
    pairKey: key.nullish(),
    sample: z.boolean().default(false),
    active: z.boolean().default(true),
    prompt: localized(assessmentLimits.promptMax),
    options: z
      .array(
        z.object({
          key: z.string().regex(/^[a-h]$/, 'KEY_INVALID'),
          text: localized(assessmentLimits.optionMax),
        }),
      )
      .max(8, 'TOO_MANY_ITEMS')
      .default([]),
    correct: z
      .array(z.string().regex(/^[a-h]$/, 'KEY_INVALID'))
      .max(8)
      .default([]),
    numericValue: z.number().finite().nullish(),
    numericTolerance: z.number().min(0).max(1e9).nullish(),
    explanation: localized(assessmentLimits.promptMax).nullish(),
  })
  .superRefine((q, ctx) => {
    const keys = q.options.map((o) => o.key);
    const choice = q.kind === 'SINGLE_CHOICE' || q.kind === 'MULTIPLE_CHOICE';
    if (choice && (keys.length < 2 || new Set(keys).size !== keys.length))
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'OPTIONS_INVALID' });
    if (choice && (!q.correct.length || !q.correct.every((c) => keys.includes(c))))
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'CORRECT_INVALID' });
    if (q.kind === 'SINGLE_CHOICE' && q.correct.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'CORRECT_INVALID' });
    if (q.kind === 'NUMERIC' && (q.numericValue === null || q.numericValue === undefined))
      ctx.addIssue({ code: 'custom', path: ['numericValue'], message: 'REQUIRED' });
    if (q.kind === 'AGREEMENT_SCALE' && !q.trait)
      ctx.addIssue({ code: 'custom', path: ['trait'], message: 'REQUIRED' });
  });

/** A question's rules' output as the stored content of a version. */
export function itemContentOf(q: z.infer<typeof questionRules>): ItemContent {
  const choice = q.kind === 'SINGLE_CHOICE' || q.kind === 'MULTIPLE_CHOICE';
  return {
    prompt: q.prompt,
    ...(choice ? { options: q.options, correct: [...q.correct].sort() } : {}),
    ...(q.kind === 'NUMERIC'
      ? { numeric: { value: q.numericValue!, tolerance: q.numericTolerance ?? 0 } }
      : {}),
    ...(q.explanation ? { explanation: q.explanation } : {}),
  };
}
