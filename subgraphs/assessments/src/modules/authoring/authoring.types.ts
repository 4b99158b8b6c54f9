import { assessmentLimits } from '@platform/rules/assessments';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
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
        'A practice test (false when left out): takers review every answer with the right one and the ' +
        'explanation, and it gives no certificate.',
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
  }),
});

builder.prismaObjectField(TestNode, 'questions', (t) =>
  t.relation('questions', {
    type: TestQuestionNode,
    description: "The test's bank, by key (admins).",
    authScopes: { role: 'ADMIN' },
    directives: cost.list(assessmentLimits.bankMax),
    query: { orderBy: { key: 'asc' } },
  }),
);

const testIdOf = (id: string | number) => {
  const local = localId(String(id), 'Test');
  if (!local) throw new NotFoundFailure('No such test');
  return local;
};

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
    description: "An admin changes a test's settings. ConflictError: SLUG_TAKEN.",
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
