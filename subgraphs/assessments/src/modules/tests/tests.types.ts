import type { ItemContent, TestFaq } from '@platform/rules/assessments';
import { assessmentLimits, difficulties, questionKinds, testTypes } from '@platform/rules/assessments';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { z } from 'zod';
import { selection } from '../query.ts';
import { builder } from '../../builder.ts';
import { inLocale, optionsIn } from '../text.ts';
import { viewerAccess, type AccessShape } from '../sessions/access.service.ts';
import { statsOf, statsSelection } from './test-stats.ts';
import { categoriesOf, discountPercent, publicTestsWhere } from './tests.service.ts';

export const TestTypeEnum = builder.enumType('TestType', { values: testTypes });
export const QuestionKindEnum = builder.enumType('QuestionKind', { values: questionKinds });
export const DifficultyEnum = builder.enumType('QuestionDifficulty', { values: difficulties });
const TestStatusEnum = builder.enumType('TestStatus', { values: ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const });

interface CategoryShape {
  key: string;
  name: string;
}

export const TestCategoryRef = builder.objectRef<CategoryShape>('TestCategory').implement({
  description: "A category a test's results are reported by (for personality tests, a trait).",
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name') }),
});

const TestFaqRef = builder.objectRef<{ question: string; answer: string }>('TestFaq').implement({
  fields: (t) => ({ question: t.exposeString('question'), answer: t.exposeString('answer') }),
});

export interface OptionShape {
  key: string;
  text: string;
}

export const QuestionOptionRef = builder.objectRef<OptionShape>('QuestionOption').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    text: t.exposeString('text', { directives: cost.text(assessmentLimits.optionMax) }),
  }),
});

export interface SampleQuestionShape {
  kind: (typeof questionKinds)[number];
  difficulty: (typeof difficulties)[number];
  category: string;
  content: ItemContent;
}

const SampleQuestionRef = builder.objectRef<SampleQuestionShape>('SampleQuestion').implement({
  description: "A sample of a test's questions, shown on its page (never drawn into a session).",
  fields: (t) => ({
    kind: t.field({ type: QuestionKindEnum, resolve: (q) => q.kind }),
    difficulty: t.field({ type: DifficultyEnum, resolve: (q) => q.difficulty }),
    category: t.exposeString('category'),
    prompt: t.string({
      directives: cost.text(assessmentLimits.promptMax),
      resolve: (q, _args, context) => inLocale(q.content.prompt, context.locale),
    }),
    options: t.field({
      type: [QuestionOptionRef],
      directives: cost.list(assessmentLimits.optionsMax),
      resolve: (q, _args, context) => optionsIn(q.content, context.locale),
    }),
  }),
});

const TestAccessRef = builder.objectRef<AccessShape>('TestViewerAccess').implement({
  description:
    'What the signed-in viewer may do with a test now. `blockedBy`: PAYMENT_REQUIRED (buy it first), ' +
    'ATTEMPTS_EXHAUSTED, COOLDOWN (see `nextAttemptAt`), or null when the viewer can start (or continue).',
  fields: (t) => ({
    canStart: t.exposeBoolean('canStart'),
    blockedBy: t.exposeString('blockedBy', { nullable: true }),
    attemptsUsed: t.exposeInt('attemptsUsed'),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
    paid: t.exposeBoolean('paid', { description: 'An unused purchase of the test is waiting.' }),
    invited: t.exposeBoolean('invited', {
      description: 'An invitation (a job the viewer applied to) makes the next attempt free of charge.',
    }),
    sessionInProgress: t.exposeString('sessionInProgress', {
      nullable: true,
      description: "The token of the viewer's unfinished session of this test, to continue.",
    }),
  }),
});

export const TestNode = builder.prismaNode('Test', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    "A talent, aptitude or personality test. Texts are in the request's language. A draft is the admins' alone; a " +
    'test archived since it was published stays readable where something refers to it (its takers’ sessions and ' +
    'reports), though lists, its slug and other domains’ references show only active ones.',
  select: { id: true, status: true },
  authScopes: (test, context) => test.status !== 'DRAFT' || context.viewer?.roles.includes('ADMIN') === true,
  fields: (t) => ({
    slug: t.exposeString('slug'),
    type: t.expose('type', { type: TestTypeEnum }),
    status: t.expose('status', { type: TestStatusEnum }),
    topics: t.exposeStringList('topics', { directives: cost.list(10) }),
    title: t.string({
      select: { title: true },
      resolve: (test, _args, context) => inLocale(test.title, context.locale),
    }),
    summary: t.string({
      select: { summary: true },
      directives: cost.text(500),
      resolve: (test, _args, context) => inLocale(test.summary, context.locale),
    }),
    description: t.string({
      select: { description: true },
      directives: cost.text(assessmentLimits.descriptionMax),
      resolve: (test, _args, context) => inLocale(test.description, context.locale),
    }),
    questionsCount: t.exposeInt('questionsCount', { description: 'Questions drawn per session.' }),
    durationMinutes: t.exposeInt('durationMinutes'),
    passingScore: t.exposeInt('passingScore', {
      description:
        'Percent of the adjusted score; a personality test (a profile, never passed or failed) has none.',
    }),
    practice: t.exposeBoolean('practice', {
      description:
        'A practice test: its takers review every answer with the right one and the explanation, and it gives no ' +
        'certificate (docs/assessments.md).',
    }),
    givesCertificate: t.boolean({
      description: 'A passed session earns a certificate: an aptitude test that is not a practice test.',
      select: { type: true, practice: true },
      resolve: (test) => test.type !== 'PERSONALITY_COGNITIVE' && !test.practice,
    }),
    originalPriceRials: t.field({
      type: 'SafeInt',
      select: { originalPriceRials: true },
      resolve: (test) => Number(test.originalPriceRials),
    }),
    priceRials: t.field({
      type: 'SafeInt',
      description: 'What the test costs now, in rials (IRR); 0 when free.',
      select: { priceRials: true },
      resolve: (test) => Number(test.priceRials),
    }),
    discountPercent: t.int({
      select: { originalPriceRials: true, priceRials: true },
      resolve: (test) => discountPercent(test.originalPriceRials, test.priceRials),
    }),
    free: t.boolean({ select: { priceRials: true }, resolve: (test) => test.priceRials === 0n }),
    reportDelayHours: t.exposeInt('reportDelayHours', {
      description: 'The detailed report is e-mailed within this many hours of finishing.',
    }),
    maxAttempts: t.exposeInt('maxAttempts', { nullable: true }),
    cooldownHours: t.exposeInt('cooldownHours'),
    participantsCount: t.int({
      description: 'Finished sessions.',
      select: { statShards: statsSelection },
      resolve: (test) => statsOf(test.statShards).participants,
    }),
    averageScore: t.float({
      nullable: true,
      description:
        'The mean score (percent) of finished sessions; null before the first and for a personality test.',
      select: { statShards: statsSelection, type: true },
      resolve: (test) => {
        const stats = statsOf(test.statShards);
        if (test.type === 'PERSONALITY_COGNITIVE') return null;
        return stats.participants ? Math.round((stats.scoreSum / stats.participants) * 10) / 10 : null;
      },
    }),
    passRate: t.float({
      nullable: true,
      description:
        'Percent of finished sessions that passed; null before the first and for a personality test.',
      select: { statShards: statsSelection, type: true },
      resolve: (test) => {
        const stats = statsOf(test.statShards);
        if (test.type === 'PERSONALITY_COGNITIVE') return null;
        return stats.participants ? Math.round((stats.passed / stats.participants) * 1000) / 10 : null;
      },
    }),
    categories: t.field({
      type: [TestCategoryRef],
      directives: cost.list(10),
      select: { categories: true },
      resolve: (test, _args, context) =>
        categoriesOf(test).map((c) => ({ key: c.key, name: inLocale(c.name, context.locale) })),
    }),
    features: t.stringList({
      directives: cost.textList(10, 300),
      select: { features: true },
      resolve: (test, _args, context) =>
        (test.features as unknown as Parameters<typeof inLocale>[0][]).map((f) =>
          inLocale(f, context.locale),
        ),
    }),
    faq: t.field({
      type: [TestFaqRef],
      directives: cost.list(10),
      select: { faq: true },
      resolve: (test, _args, context) =>
        (test.faq as unknown as TestFaq[]).map((f) => ({
          question: inLocale(f.question, context.locale),
          answer: inLocale(f.answer, context.locale),
        })),
    }),
    sampleQuestions: t.field({
      type: [SampleQuestionRef],
      directives: cost.list(3),
      select: {
        questions: {
          where: { sample: true, active: true },
          orderBy: { key: 'asc' },
          take: 3,
          select: {
            kind: true,
            difficulty: true,
            category: true,
            version: true,
            versions: { select: { version: true, content: true }, orderBy: { version: 'desc' }, take: 1 },
          },
        },
      },
      resolve: (test, _args, context) => {
        const names = new Map(categoriesOf(test as never).map((c) => [c.key, c.name]));
        return test.questions.map((q) => ({
          kind: q.kind,
          difficulty: q.difficulty,
          category: inLocale(names.get(q.category), context.locale) || q.category,
          content: q.versions[0]!.content as unknown as ItemContent,
        }));
      },
    }),
    viewerAccess: t.field({
      type: TestAccessRef,
      nullable: true,
      description: 'Null for visitors.',
      select: { maxAttempts: true, cooldownHours: true, priceRials: true },
      resolve: (test, _args, context) =>
        context.viewer ? viewerAccess(context.prisma, context.viewer.userId, test, new Date()) : null,
    }),
  }),
});

// Another subgraph's reference to a test no longer published (a job's attached test, archived since) is null for
// everyone but admins, as the test itself is, rather than an error that would fail the page pointing at it.
builder.asEntity(TestNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Test', (context, ids) =>
    context.prisma.test.findMany({
      where: {
        id: { in: ids },
        ...(context.viewer?.roles.includes('ADMIN') ? {} : { status: 'ACTIVE' as const }),
      },
    }),
  ),
});

builder.queryFields((t) => ({
  tests: t.prismaConnection({
    type: 'Test',
    cursor: 'id',
    description: 'Active tests, newest first, filtered by type, price (free or paid) and longest duration.',
    maxSize: assessmentLimits.pageMax,
    defaultSize: 20,
    args: {
      type: t.arg({ type: TestTypeEnum, required: false }),
      free: t.arg.boolean({ required: false }),
      maxDuration: t.arg.int({ required: false, description: 'Minutes.' }),
    },
    validate: z
      .object({ maxDuration: z.number().int().min(1).max(assessmentLimits.durationMinutesMax).nullish() })
      .loose(),
    totalCount: (_parent, args, context) => context.prisma.test.count({ where: publicTestsWhere(args) }),
    resolve: (query, _root, args, context) =>
      context.prisma.test.findMany({
        ...selection(query),
        where: publicTestsWhere(args),
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
  }),
  testsTaken: t.int({
    description:
      'Sessions finished on every test, as the tests’ own counters hold them: the figure the about page shows.',
    directives: cost.weight(5),
    resolve: async (_root, _args, context) => {
      const { _sum } = await context.prisma.testStatShard.aggregate({ _sum: { participants: true } });
      return _sum.participants ?? 0;
    },
  }),
  test: t.prismaField({
    type: 'Test',
    nullable: true,
    description: 'A test by its slug: active tests for everyone, any test for admins.',
    args: { slug: t.arg.string({ required: true }) },
    validate: z.object({ slug: z.string().max(80) }).loose(),
    resolve: (query, _root, { slug }, context) =>
      context.prisma.test.findFirst({
        ...selection(query),
        where: {
          slug,
          ...(context.viewer?.roles.includes('ADMIN') ? {} : { status: 'ACTIVE' as const }),
        },
      }),
  }),
}));
