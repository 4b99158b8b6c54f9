import type {
  CareerMapping,
  ItemContent,
  LocalizedText,
  TestCategory,
  TestFaq,
} from '@platform/rules/assessments';
import { assessmentLimits } from '@platform/rules/assessments';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { inLocale } from '../text.ts';
import { DifficultyEnum, QuestionKindEnum, TestNode, TestTypeEnum } from '../tests/tests.types.ts';
import { createTest, saveQuestion, updateTest } from './authoring.service.ts';

const LocalizedTextInput = builder.inputType('LocalizedTextInput', {
  description: 'A text in Persian, English and Azerbaijani; each is required.',
  fields: (t) => ({
    fa: t.string({ required: true }),
    en: t.string({ required: true }),
    az: t.string({ required: true }),
  }),
});

const TestCategoryInput = builder.inputType('TestCategoryInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    name: t.field({ type: LocalizedTextInput, required: true }),
    advice: t.field({
      type: LocalizedTextInput,
      required: true,
      description: 'A next step for a low result.',
    }),
  }),
});

const TestSkillInput = builder.inputType('TestSkillInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    name: t.field({ type: LocalizedTextInput, required: true }),
  }),
});

const TestFaqInput = builder.inputType('TestFaqInput', {
  fields: (t) => ({
    question: t.field({ type: LocalizedTextInput, required: true }),
    answer: t.field({ type: LocalizedTextInput, required: true }),
  }),
});

const CareerWeightInput = builder.inputType('CareerWeightInput', {
  fields: (t) => ({ category: t.string({ required: true }), weight: t.float({ required: true }) }),
});

const CareerInput = builder.inputType('TestCareerInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    name: t.field({ type: LocalizedTextInput, required: true }),
    weights: t.field({ type: [CareerWeightInput], required: true }),
  }),
});

const TestStatusInput = builder.enumType('TestStatusInput', {
  values: ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const,
});

const TestSettingsInput = builder.inputType('TestSettingsInput', {
  description: "A test's settings (docs/assessments.md); prices in rials.",
  fields: (t) => ({
    slug: t.string({ required: true }),
    type: t.field({ type: TestTypeEnum, required: true }),
    status: t.field({ type: TestStatusInput, required: true }),
    topics: t.stringList({ required: false }),
    title: t.field({ type: LocalizedTextInput, required: true }),
    summary: t.field({ type: LocalizedTextInput, required: true }),
    description: t.field({ type: LocalizedTextInput, required: true }),
    categories: t.field({ type: [TestCategoryInput], required: true }),
    skills: t.field({
      type: [TestSkillInput],
      required: false,
      description: 'Names of the skills items measure.',
    }),
    features: t.field({ type: [LocalizedTextInput], required: false }),
    faq: t.field({ type: [TestFaqInput], required: false }),
    careers: t.field({ type: [CareerInput], required: false }),
    questionsCount: t.int({ required: true }),
    durationMinutes: t.int({ required: true }),
    passingScore: t.int({ required: true }),
    originalPriceRials: t.field({ type: 'SafeInt', required: true }),
    priceRials: t.field({ type: 'SafeInt', required: true }),
    reportDelayHours: t.int({ required: true }),
    maxAttempts: t.int({ required: false }),
    cooldownHours: t.int({ required: true }),
    practice: t.boolean({
      required: false,
      description:
        'A practice test: takers review every answer with the right one and the explanation, and it gives no ' +
        'certificate. Left out: false for a new test, unchanged by an update. Fixed once the test has a session ' +
        '(ConflictError PRACTICE_FIXED).',
    }),
  }),
});

const UpdateTestInput = builder.inputType('UpdateTestInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    test: t.field({ type: TestSettingsInput, required: true }),
  }),
});

const QuestionOptionInput = builder.inputType('QuestionOptionInput', {
  fields: (t) => ({
    key: t.string({ required: true, description: 'a … f, stable across versions.' }),
    text: t.field({ type: LocalizedTextInput, required: true }),
  }),
});

const SaveTestQuestionInput = builder.inputType('SaveTestQuestionInput', {
  description:
    "An item of a test's bank, by its key. A changed text, option or answer makes a new version; sessions keep the one they drew.",
  fields: (t) => ({
    testId: t.id({ required: true }),
    key: t.string({ required: true }),
    kind: t.field({ type: QuestionKindEnum, required: true }),
    difficulty: t.field({ type: DifficultyEnum, required: true }),
    category: t.string({ required: true }),
    skill: t.string({ required: true }),
    trait: t.string({ required: false }),
    reverseKeyed: t.boolean({ required: false }),
    pairKey: t.string({ required: false }),
    sample: t.boolean({ required: false }),
    active: t.boolean({ required: false }),
    prompt: t.field({ type: LocalizedTextInput, required: true }),
    options: t.field({ type: [QuestionOptionInput], required: false }),
    correct: t.stringList({ required: false }),
    numericValue: t.float({ required: false }),
    numericTolerance: t.float({ required: false }),
    explanation: t.field({ type: LocalizedTextInput, required: false }),
  }),
});

/** A stored `{ fa, en, az }` text, for the admins' editors. */
/** Each language of a text is paid as one of up to 1,000 characters; a field holding longer texts weighs more. */
const shortText = 1_000;
/** The weight of a field holding a longer text in three languages: what the three cost at their longest. */
const longTexts = (maxCharacters: number) => cost.weight(3 * Math.ceil(maxCharacters / shortText));

const LocalizedTextRef = builder.objectRef<LocalizedText>('LocalizedText').implement({
  description: 'A text in Persian, English and Azerbaijani (admins, to edit it).',
  fields: (t) => ({
    fa: t.exposeString('fa', { directives: cost.text(shortText) }),
    en: t.exposeString('en', { directives: cost.text(shortText) }),
    az: t.exposeString('az', { directives: cost.text(shortText) }),
  }),
});

/** A stored text as it is, or empty texts for one that is missing. */
const texts = (value: unknown): LocalizedText => {
  const v = (value ?? {}) as Partial<LocalizedText>;
  return { fa: v.fa ?? '', en: v.en ?? '', az: v.az ?? '' };
};

const TestCategorySettingsRef = builder
  .objectRef<{ key: string; name: LocalizedText; advice: LocalizedText }>('TestCategorySettings')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      name: t.field({ type: LocalizedTextRef, resolve: (c) => texts(c.name) }),
      advice: t.field({ type: LocalizedTextRef, resolve: (c) => texts(c.advice) }),
    }),
  });

const TestSkillSettingsRef = builder
  .objectRef<{ key: string; name: LocalizedText }>('TestSkillSettings')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      name: t.field({ type: LocalizedTextRef, resolve: (c) => texts(c.name) }),
    }),
  });

const TestFaqSettingsRef = builder
  .objectRef<{ question: LocalizedText; answer: LocalizedText }>('TestFaqSettings')
  .implement({
    fields: (t) => ({
      question: t.field({ type: LocalizedTextRef, resolve: (f) => texts(f.question) }),
      answer: t.field({ type: LocalizedTextRef, resolve: (f) => texts(f.answer) }),
    }),
  });

const CareerWeightRef = builder
  .objectRef<{ category: string; weight: number }>('TestCareerWeight')
  .implement({
    fields: (t) => ({ category: t.exposeString('category'), weight: t.exposeFloat('weight') }),
  });

const TestCareerSettingsRef = builder.objectRef<CareerMapping>('TestCareerSettings').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.field({ type: LocalizedTextRef, resolve: (c) => texts(c.name) }),
    weights: t.field({
      type: [CareerWeightRef],
      directives: cost.list(10),
      resolve: (c) => Object.entries(c.weights).map(([category, weight]) => ({ category, weight })),
    }),
  }),
});

interface SettingsShape {
  title: unknown;
  summary: unknown;
  description: unknown;
  categories: unknown;
  skills: unknown;
  features: unknown;
  faq: unknown;
  careers: unknown;
}

const TestSettingsRef = builder.objectRef<SettingsShape>('TestSettings').implement({
  description: "A test's texts in every language, to edit them (admins).",
  fields: (s) => ({
    title: s.field({ type: LocalizedTextRef, resolve: (v) => texts(v.title) }),
    summary: s.field({ type: LocalizedTextRef, resolve: (v) => texts(v.summary) }),
    description: s.field({
      type: LocalizedTextRef,
      directives: longTexts(assessmentLimits.descriptionMax),
      resolve: (v) => texts(v.description),
    }),
    categories: s.field({
      type: [TestCategorySettingsRef],
      directives: cost.list(10),
      resolve: (v) => v.categories as TestCategory[],
    }),
    skills: s.field({
      type: [TestSkillSettingsRef],
      directives: cost.list(50),
      resolve: (v) => v.skills as { key: string; name: LocalizedText }[],
    }),
    features: s.field({
      type: [LocalizedTextRef],
      directives: cost.list(10),
      resolve: (v) => (v.features as unknown[]).map(texts),
    }),
    faq: s.field({
      type: [TestFaqSettingsRef],
      directives: cost.list(10),
      resolve: (v) => v.faq as TestFaq[],
    }),
    careers: s.field({
      type: [TestCareerSettingsRef],
      directives: cost.list(10),
      resolve: (v) => v.careers as CareerMapping[],
    }),
  }),
});

/**
 * The texts of a test's settings in every language, as `TestSettingsInput` takes them back (admins). Read by the
 * test's id once the viewer is known to be an admin: a selection would be loaded with the test for anyone.
 */
builder.prismaObjectFields(TestNode, (t) => ({
  settings: t.field({
    type: TestSettingsRef,
    description: "The test's texts in every language, to edit them (admins).",
    authScopes: { role: 'ADMIN' },
    select: { id: true },
    resolve: (test, _args, context) =>
      context.prisma.test.findUniqueOrThrow({
        where: { id: test.id },
        select: {
          title: true,
          summary: true,
          description: true,
          categories: true,
          skills: true,
          features: true,
          faq: true,
          careers: true,
        },
      }),
  }),
}));

const TestQuestionOptionRef = builder
  .objectRef<{ key: string; text: LocalizedText }>('TestQuestionOption')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      text: t.field({ type: LocalizedTextRef, resolve: (o) => texts(o.text) }),
    }),
  });

/** The current version's content of an item. */
const currentVersion = {
  select: {
    version: true,
    versions: { select: { version: true, content: true }, orderBy: { version: 'desc' as const }, take: 1 },
  },
};
const contentOf = (q: { versions: { content: unknown }[] }) =>
  (q.versions[0]?.content ?? { prompt: texts(null) }) as ItemContent;

/** An item of a test's bank as admins see it: its description and its current version. */
const TestQuestionNode = builder.prismaObject('Question', {
  name: 'TestQuestion',
  description: "An item of a test's bank (admins).",
  fields: (t) => ({
    key: t.exposeString('key'),
    kind: t.expose('kind', { type: QuestionKindEnum }),
    difficulty: t.expose('difficulty', { type: DifficultyEnum }),
    category: t.exposeString('category'),
    skill: t.exposeString('skill'),
    trait: t.exposeString('trait', { nullable: true }),
    reverseKeyed: t.exposeBoolean('reverseKeyed'),
    pairKey: t.exposeString('pairKey', { nullable: true }),
    sample: t.exposeBoolean('sample'),
    active: t.exposeBoolean('active'),
    version: t.exposeInt('version', {
      description: 'The current version; earlier ones stay for the sessions that drew them.',
    }),
    prompt: t.string({
      directives: cost.text(assessmentLimits.promptMax),
      select: {
        version: true,
        versions: { select: { version: true, content: true }, orderBy: { version: 'desc' }, take: 1 },
      },
      resolve: (q, _args, context) =>
        inLocale((q.versions[0]?.content as { prompt?: unknown } | undefined)?.prompt, context.locale),
    }),
    prompts: t.field({
      type: LocalizedTextRef,
      directives: longTexts(assessmentLimits.promptMax),
      description: "The current version's text in every language.",
      ...currentVersion,
      resolve: (q) => texts(contentOf(q).prompt),
    }),
    options: t.field({
      type: [TestQuestionOptionRef],
      description: "A choice question's options in every language.",
      directives: cost.list(8),
      ...currentVersion,
      resolve: (q) => contentOf(q).options ?? [],
    }),
    correct: t.stringList({
      description: "A choice question's right options, by key.",
      directives: cost.list(8),
      ...currentVersion,
      resolve: (q) => contentOf(q).correct ?? [],
    }),
    numericValue: t.float({
      nullable: true,
      ...currentVersion,
      resolve: (q) => contentOf(q).numeric?.value ?? null,
    }),
    numericTolerance: t.float({
      nullable: true,
      ...currentVersion,
      resolve: (q) => contentOf(q).numeric?.tolerance ?? null,
    }),
    explanation: t.field({
      type: LocalizedTextRef,
      nullable: true,
      directives: longTexts(assessmentLimits.promptMax),
      ...currentVersion,
      resolve: (q) => {
        const e = contentOf(q).explanation;
        return e ? texts(e) : null;
      },
    }),
  }),
});

// Its own query, run only once the viewer is known to be an admin: a relation would be loaded with the test (for
// any visitor of its page) before its authorization could say no.
builder.prismaObjectField(TestNode, 'questions', (t) =>
  t.prismaField({
    type: [TestQuestionNode],
    description:
      "The test's bank, by key (admins). Its items' texts in every language are read one at a time (`question`).",
    authScopes: { role: 'ADMIN' },
    directives: cost.list(assessmentLimits.bankMax),
    select: { id: true },
    resolve: (query, test, _args, context) =>
      context.prisma.question.findMany({ ...query, where: { testId: test.id }, orderBy: { key: 'asc' } }),
  }),
);

builder.prismaObjectFields(TestNode, (t) => ({
  question: t.prismaField({
    type: TestQuestionNode,
    nullable: true,
    description: 'An item of the bank by its key, to edit it (admins).',
    authScopes: { role: 'ADMIN' },
    args: { key: t.arg.string({ required: true }) },
    validate: z.object({ key: z.string().max(40) }).loose(),
    select: { id: true },
    resolve: (query, test, { key }, context) =>
      context.prisma.question.findUnique({ ...query, where: { testId_key: { testId: test.id, key } } }),
  }),
}));

const testIdOf = (id: string | number) => {
  const local = localId(String(id), 'Test');
  if (!local) throw new NotFoundFailure('No such test');
  return local;
};

builder.queryFields((t) => ({
  adminTests: t.prismaConnection({
    type: 'Test',
    cursor: 'id',
    description: 'Every test in any status, newest first (admins).',
    authScopes: { role: 'ADMIN' },
    maxSize: assessmentLimits.pageMax,
    defaultSize: 20,
    totalCount: (_parent, _args, context) => context.prisma.test.count(),
    resolve: (query, _root, _args, context) =>
      context.prisma.test.findMany({ ...query, orderBy: { id: 'desc' } }),
  }),
}));

builder.mutationFields((t) => ({
  createTest: t.prismaField({
    type: 'Test',
    description: 'An admin creates a test. ConflictError: SLUG_TAKEN.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, ConflictFailure] },
    args: { input: t.arg({ type: TestSettingsInput, required: true }) },
    resolve: (query, _root, { input }, context) => createTest(context.prisma, input, query),
  }),
  updateTest: t.prismaField({
    type: 'Test',
    description: "An admin changes a test's settings. ConflictError: SLUG_TAKEN, PRACTICE_FIXED.",
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: UpdateTestInput, required: true }) },
    resolve: (query, _root, { input }, context) =>
      updateTest(context.prisma, testIdOf(input.id), input.test, query),
  }),
  saveTestQuestion: t.prismaField({
    type: TestQuestionNode,
    description: "An admin writes an item of a test's bank (a new version when its content changes).",
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: SaveTestQuestionInput, required: true }) },
    resolve: (query, _root, { input }, context) => {
      const { testId, ...question } = input;
      return saveQuestion(context.prisma, testIdOf(testId), question, query);
    },
  }),
}));
