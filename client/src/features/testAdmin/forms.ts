import { testSettingsRules } from '@platform/rules/assessments';
import { parseNumber } from '../../shared/tests/numberInput';
import { validate } from '../../ui/fieldErrors';

export const languages = ['fa', 'en', 'az'] as const;
export type Language = (typeof languages)[number];
export type Texts = Record<Language, string>;

export const emptyTexts = (): Texts => ({ fa: '', en: '', az: '' });
const textsOf = (
  t: { readonly fa: string; readonly en: string; readonly az: string } | null | undefined,
): Texts => (t ? { fa: t.fa, en: t.en, az: t.az } : emptyTexts());

export const questionKinds = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'NUMERIC', 'AGREEMENT_SCALE'] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const difficulties = ['EASY', 'MEDIUM', 'HARD'] as const;
export type Difficulty = (typeof difficulties)[number];
export const testTypes = [
  'ALGORITHMIC_THINKING',
  'LOGICAL_REASONING',
  'PROBLEM_SOLVING',
  'PERSONALITY_COGNITIVE',
] as const;
export const testStatuses = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;
/** Option keys in order; an item has 2 to 6 options. */
export const optionKeys = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** Digits in the interface language's own (Persian digits in Persian), for numbers shown in fields. */
export const localDigits = (text: string, digit: (d: number) => string) =>
  text.replace(/[0-9]/g, (d) => digit(Number(d)));

/** An item of the bank as the editor holds it: texts in every language, numbers as typed. */
export interface ItemForm {
  key: string;
  kind: QuestionKind;
  difficulty: Difficulty;
  category: string;
  skill: string;
  trait: string;
  reverseKeyed: boolean;
  pairKey: string;
  sample: boolean;
  active: boolean;
  prompt: Texts;
  options: { key: string; text: Texts }[];
  correct: string[];
  numericValue: string;
  numericTolerance: string;
  explanation: Texts;
}

export function newItem(category: string): ItemForm {
  return {
    key: '',
    kind: 'SINGLE_CHOICE',
    difficulty: 'MEDIUM',
    category,
    skill: '',
    trait: '',
    reverseKeyed: false,
    pairKey: '',
    sample: false,
    active: true,
    prompt: emptyTexts(),
    options: optionKeys.slice(0, 4).map((key) => ({ key, text: emptyTexts() })),
    correct: [],
    numericValue: '',
    numericTolerance: '',
    explanation: emptyTexts(),
  };
}

type Localized = { readonly fa: string; readonly en: string; readonly az: string };

/** An item as the server gives it (`Test.question`). */
export interface ServerItem {
  readonly key: string;
  readonly kind: string;
  readonly difficulty: string;
  readonly category: string;
  readonly skill: string;
  readonly trait: string | null | undefined;
  readonly reverseKeyed: boolean;
  readonly pairKey: string | null | undefined;
  readonly sample: boolean;
  readonly active: boolean;
  readonly prompts: Localized;
  readonly options: readonly { readonly key: string; readonly text: Localized }[];
  readonly correct: readonly string[];
  readonly numericValue: number | null | undefined;
  readonly numericTolerance: number | null | undefined;
  readonly explanation: Localized | null | undefined;
}

export function itemFromServer(q: ServerItem): ItemForm {
  return {
    key: q.key,
    kind: q.kind as QuestionKind,
    difficulty: q.difficulty as Difficulty,
    category: q.category,
    skill: q.skill,
    trait: q.trait ?? '',
    reverseKeyed: q.reverseKeyed,
    pairKey: q.pairKey ?? '',
    sample: q.sample,
    active: q.active,
    prompt: textsOf(q.prompts),
    options: q.options.map((o) => ({ key: o.key, text: textsOf(o.text) })),
    correct: [...q.correct],
    numericValue: q.numericValue === null || q.numericValue === undefined ? '' : String(q.numericValue),
    numericTolerance:
      q.numericTolerance === null || q.numericTolerance === undefined ? '' : String(q.numericTolerance),
    explanation: textsOf(q.explanation),
  };
}

const filled = (t: Texts) => languages.some((l) => t[l].trim() !== '');
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The editor's item as `SaveTestQuestionInput`: only what its kind holds; an explanation only when written. */
export function itemInput(testId: string, form: ItemForm) {
  const choice = form.kind === 'SINGLE_CHOICE' || form.kind === 'MULTIPLE_CHOICE';
  const numeric = form.kind === 'NUMERIC';
  return {
    testId,
    key: form.key.trim(),
    kind: form.kind,
    difficulty: form.difficulty,
    category: form.category,
    skill: form.skill.trim(),
    trait: form.kind === 'AGREEMENT_SCALE' ? orNull(form.trait) : null,
    reverseKeyed: form.kind === 'AGREEMENT_SCALE' && form.reverseKeyed,
    pairKey: orNull(form.pairKey),
    sample: form.sample,
    active: form.active,
    prompt: form.prompt,
    options: choice ? form.options : [],
    correct: choice ? form.correct : [],
    numericValue: numeric ? parseNumber(form.numericValue) : null,
    numericTolerance: numeric ? (parseNumber(form.numericTolerance) ?? 0) : null,
    explanation: filled(form.explanation) ? form.explanation : null,
  };
}

/** A test's settings as the editor holds them. */
export interface SettingsForm {
  slug: string;
  type: (typeof testTypes)[number];
  status: (typeof testStatuses)[number];
  title: Texts;
  summary: Texts;
  description: Texts;
  categories: { key: string; name: Texts; advice: Texts }[];
  questionsCount: string;
  durationMinutes: string;
  passingScore: string;
  originalPriceRials: string;
  priceRials: string;
  reportDelayHours: string;
  maxAttempts: string;
  cooldownHours: string;
  /** Takers review every answer with the key, and it gives no certificate; fixed once the test has a session. */
  practice: boolean;
  skills: { key: string; name: Texts }[];
  /** Each career's weight by category key, as typed; an empty weight leaves the category out. */
  careers: { key: string; name: Texts; weights: Record<string, string> }[];
  /** The bullet points of the test's public page, in their order. */
  features: Texts[];
  /** The questions and answers of the test's public page, in their order. */
  faq: { question: Texts; answer: Texts }[];
  /** Keys the product reads (`ethical_decision_making`), in their order. */
  topics: string[];
}

export function newSettings(): SettingsForm {
  return {
    slug: '',
    type: 'LOGICAL_REASONING',
    status: 'DRAFT',
    title: emptyTexts(),
    summary: emptyTexts(),
    description: emptyTexts(),
    categories: [{ key: '', name: emptyTexts(), advice: emptyTexts() }],
    questionsCount: '10',
    durationMinutes: '20',
    passingScore: '60',
    originalPriceRials: '0',
    priceRials: '0',
    reportDelayHours: '24',
    maxAttempts: '',
    cooldownHours: '0',
    practice: false,
    skills: [],
    careers: [],
    features: [],
    faq: [],
    topics: [],
  };
}

/** A test as the server gives it (`Test` with its `settings`). */
export interface ServerTest {
  readonly slug: string;
  readonly type: string;
  readonly status: string;
  readonly topics: readonly string[];
  readonly questionsCount: number;
  readonly durationMinutes: number;
  readonly passingScore: number;
  readonly originalPriceRials: number;
  readonly priceRials: number;
  readonly reportDelayHours: number;
  readonly maxAttempts: number | null | undefined;
  readonly cooldownHours: number;
  readonly practice: boolean;
  readonly settings:
    | {
        readonly title: Localized;
        readonly summary: Localized;
        readonly description: Localized;
        readonly categories: readonly {
          readonly key: string;
          readonly name: Localized;
          readonly advice: Localized;
        }[];
        readonly skills: readonly { readonly key: string; readonly name: Localized }[];
        readonly features: readonly Localized[];
        readonly faq: readonly { readonly question: Localized; readonly answer: Localized }[];
        readonly careers: readonly {
          readonly key: string;
          readonly name: Localized;
          readonly weights: readonly { readonly category: string; readonly weight: number }[];
        }[];
      }
    | null
    | undefined;
}

export function settingsFromServer(test: ServerTest): SettingsForm {
  const s = test.settings;
  return {
    slug: test.slug,
    type: test.type as SettingsForm['type'],
    status: test.status as SettingsForm['status'],
    title: textsOf(s?.title),
    summary: textsOf(s?.summary),
    description: textsOf(s?.description),
    categories: (s?.categories ?? []).map((c) => ({
      key: c.key,
      name: textsOf(c.name),
      advice: textsOf(c.advice),
    })),
    questionsCount: String(test.questionsCount),
    durationMinutes: String(test.durationMinutes),
    passingScore: String(test.passingScore),
    originalPriceRials: String(test.originalPriceRials),
    priceRials: String(test.priceRials),
    reportDelayHours: String(test.reportDelayHours),
    maxAttempts: test.maxAttempts ? String(test.maxAttempts) : '',
    cooldownHours: String(test.cooldownHours),
    practice: test.practice,
    skills: (s?.skills ?? []).map((k) => ({ key: k.key, name: textsOf(k.name) })),
    careers: (s?.careers ?? []).map((c) => ({
      key: c.key,
      name: textsOf(c.name),
      weights: Object.fromEntries(c.weights.map((w) => [w.category, String(w.weight)])),
    })),
    features: (s?.features ?? []).map(textsOf),
    faq: (s?.faq ?? []).map((f) => ({ question: textsOf(f.question), answer: textsOf(f.answer) })),
    topics: [...test.topics],
  };
}

const numberFields = [
  'questionsCount',
  'durationMinutes',
  'passingScore',
  'originalPriceRials',
  'priceRials',
  'reportDelayHours',
  'cooldownHours',
] as const;

/** A whole number as typed (Persian or Latin digits); 0 for anything else, which `settingsProblems` names first. */
const whole = (s: string) => parseNumber(s) ?? 0;

/** The number fields that are not whole numbers, by field, before anything is sent. */
export function settingsProblems(form: SettingsForm): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  for (const field of numberFields) {
    const n = parseNumber(form[field]);
    if (n === null || !Number.isInteger(n)) problems[field] = 'NUMBER_INVALID';
  }
  form.careers.forEach((career, i) => {
    for (const [category, weight] of Object.entries(career.weights))
      if (weight.trim() !== '' && parseNumber(weight) === null)
        problems[`careers.${i}.weights.${category}`] = 'NUMBER_INVALID';
  });
  const attempts = parseNumber(form.maxAttempts);
  if (form.maxAttempts.trim() !== '' && (attempts === null || !Number.isInteger(attempts)))
    problems.maxAttempts = 'NUMBER_INVALID';
  // The features, the FAQ and the topics by the shared rules (counts, lengths, every language written), as the
  // server will check them.
  for (const [path, code] of Object.entries(validate(testSettingsRules, settingsInput(form)) ?? {}))
    if (/^(features|faq|topics)(\.|$)/.test(path)) problems[path] = code;
  return problems;
}

export { moved } from '../../shared/moved';

/** The item's numbers that are not numbers, by field, before anything is sent. */
export function itemProblems(form: ItemForm): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  if (form.kind !== 'NUMERIC') return problems;
  if (parseNumber(form.numericValue) === null) problems.numericValue = 'NUMBER_INVALID';
  if (form.numericTolerance.trim() !== '' && parseNumber(form.numericTolerance) === null)
    problems.numericTolerance = 'NUMBER_INVALID';
  return problems;
}

/** The editor's settings as `TestSettingsInput`. */
export function settingsInput(form: SettingsForm) {
  return {
    slug: form.slug.trim(),
    type: form.type,
    status: form.status,
    topics: form.topics.map((t) => t.trim()),
    title: form.title,
    summary: form.summary,
    description: form.description,
    categories: form.categories,
    skills: form.skills,
    features: form.features,
    faq: form.faq,
    careers: form.careers.map((c) => ({
      key: c.key.trim(),
      name: c.name,
      weights: Object.entries(c.weights)
        .filter(
          ([category, weight]) => weight.trim() !== '' && form.categories.some((k) => k.key === category),
        )
        .map(([category, weight]) => ({ category, weight: parseNumber(weight) ?? 0 })),
    })),
    questionsCount: whole(form.questionsCount),
    durationMinutes: whole(form.durationMinutes),
    passingScore: whole(form.passingScore),
    originalPriceRials: whole(form.originalPriceRials),
    priceRials: whole(form.priceRials),
    reportDelayHours: whole(form.reportDelayHours),
    maxAttempts: form.maxAttempts.trim() === '' ? null : whole(form.maxAttempts),
    cooldownHours: whole(form.cooldownHours),
    practice: form.practice,
  };
}
