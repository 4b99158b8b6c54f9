import {
  assessmentLimits,
  integritySignals,
  sessionTokenPattern,
  type ItemAnswer,
  type ItemContent,
} from '@platform/rules/assessments';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { requestLoader } from '@platform/subgraph-kit/loaders';
import { grantedForRequest, grantForRequest } from '@platform/subgraph-kit/request-grants';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { selection } from '../query.ts';
import { builder } from '../../builder.ts';
import type { AssessmentsContext } from '../../context.ts';
import { integrityRisk, isRight, testScoreOf, validProfileOf, type SessionScore } from '../scoring/score.ts';
import { inLocale, optionsIn } from '../text.ts';
import { careersOf, categoriesOf, skillsOf } from '../tests/tests.service.ts';
import { DifficultyEnum, QuestionKindEnum, QuestionOptionRef } from '../tests/tests.types.ts';
import { finishSession, recordSignal, saveAnswer, startSession, visitQuestion } from './sessions.service.ts';
import { comparisonOf } from './results.service.ts';
import { UserRef } from '../users/user.ref.ts';
import { printKeySubject } from '@platform/subgraph-kit/printing/print-key';
import { reportKeyAudience } from '../reports/reports.service.ts';

const SessionStatusEnum = builder.enumType('TestSessionStatus', {
  description:
    'IN_PROGRESS: can be continued. COMPLETED: finished by the taker. TIMED_OUT: its time ran out.',
  values: ['IN_PROGRESS', 'COMPLETED', 'TIMED_OUT'] as const,
});
const IntegritySignalEnum = builder.enumType('TestIntegritySignal', { values: integritySignals });
export const RiskEnum = builder.enumType('IntegrityRisk', { values: ['LOW', 'MEDIUM', 'HIGH'] as const });
export const ReportFailureEnum = builder.enumType('ReportFailure', {
  description:
    'Why the detailed report was not e-mailed. NO_ADDRESS: the account has no e-mail address. UNDELIVERABLE: the ' +
    'mail server refused the address, or every attempt failed.',
  values: ['NO_ADDRESS', 'UNDELIVERABLE'] as const,
});
const ScoringKindEnum = builder.enumType('TestScoringKind', {
  description: 'APTITUDE: answers are right or wrong. PERSONALITY: answers place the taker on traits.',
  values: ['APTITUDE', 'PERSONALITY'] as const,
});

interface QuestionRow {
  position: number;
  /** The item's key in its bank (a result's contradictions name items by key). */
  key: string;
  answer: ItemAnswer | null;
  content: ItemContent;
  kind: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'NUMERIC' | 'AGREEMENT_SCALE';
  difficulty: 'EASY' | 'MEDIUM' | 'HARD';
  category: string;
  /**
   * The answer key (right answers, explanations, which answers were right) may be shown: the session is scored
   * and its test is a practice test. A test that gives certificates keeps its key, as it may be taken again.
   */
  review: boolean;
  categoryName: string;
}

/** A session's items with the versions drawn, once per request. */
function questionsOf(
  context: AssessmentsContext,
  session: { id: string; scoredAt: Date | null; testId: string },
) {
  return requestLoader(context, 'TestSession.questions', async (ids: readonly string[]) => {
    const rows = await context.prisma.sessionItem.findMany({
      where: { sessionId: { in: [...ids] } },
      orderBy: { position: 'asc' },
      select: {
        sessionId: true,
        position: true,
        answer: true,
        version: {
          select: {
            content: true,
            question: { select: { key: true, kind: true, difficulty: true, category: true } },
          },
        },
      },
    });
    return ids.map((id) => rows.filter((r) => r.sessionId === id));
  })
    .load(session.id)
    .then(async (found) => {
      const rows = found ?? [];
      const test = await testOf(context, session.testId);
      const review = session.scoredAt !== null && test.practice;
      const names = new Map(categoriesOf(test).map((c) => [c.key, inLocale(c.name, context.locale)]));
      return rows.map((r): QuestionRow => ({
        position: r.position,
        key: r.version.question.key,
        answer: r.answer as ItemAnswer | null,
        content: r.version.content as unknown as ItemContent,
        kind: r.version.question.kind,
        difficulty: r.version.question.difficulty,
        category: r.version.question.category,
        categoryName: names.get(r.version.question.category) ?? r.version.question.category,
        review,
      }));
    });
}

function testOf(context: AssessmentsContext, testId: string) {
  return requestLoader(context, 'Test.byId', async (ids: readonly string[]) => {
    const rows = await context.prisma.test.findMany({ where: { id: { in: [...ids] } } });
    return ids.map((id) => rows.find((r) => r.id === id) ?? new Error(`No test ${id}`));
  })
    .load(testId)
    .then((test) => test!);
}

const SessionQuestionRef = builder.objectRef<QuestionRow>('TestSessionQuestion').implement({
  description:
    "A question of a session, in the attempt's order, as the version drawn. Right answers, explanations and " +
    'whether each answer was right are given only once the session is scored, and only for a practice test ' +
    '(`Test.practice`): a test that gives certificates never gives its key (docs/assessments.md).',
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'From 0.' }),
    kind: t.field({ type: QuestionKindEnum, resolve: (q) => q.kind }),
    difficulty: t.field({ type: DifficultyEnum, resolve: (q) => q.difficulty }),
    category: t.exposeString('categoryName'),
    prompt: t.string({
      directives: cost.text(assessmentLimits.promptMax),
      resolve: (q, _args, context) => inLocale(q.content.prompt, context.locale),
    }),
    options: t.field({
      type: [QuestionOptionRef],
      directives: cost.list(assessmentLimits.optionsMax),
      resolve: (q, _args, context) => optionsIn(q.content, context.locale),
    }),
    answered: t.boolean({ resolve: (q) => q.answer !== null }),
    answerChoices: t.stringList({
      nullable: true,
      directives: cost.list(assessmentLimits.optionsMax),
      resolve: (q) => (q.answer && 'choices' in q.answer ? q.answer.choices : null),
    }),
    answerValue: t.float({
      nullable: true,
      resolve: (q) => (q.answer && 'value' in q.answer ? q.answer.value : null),
    }),
    answerScale: t.int({
      nullable: true,
      description: '1 (strongly disagree) to 7 (strongly agree).',
      resolve: (q) => (q.answer && 'scale' in q.answer ? q.answer.scale : null),
    }),
    correct: t.boolean({
      nullable: true,
      description:
        'Whether the answer was right; null before scoring, for personality items and unless a practice test.',
      resolve: (q) => (q.review && q.kind !== 'AGREEMENT_SCALE' ? isRight(q.content, q.answer) : null),
    }),
    correctChoices: t.stringList({
      nullable: true,
      directives: cost.list(assessmentLimits.optionsMax),
      description: 'Null unless a scored session of a practice test.',
      resolve: (q) => (q.review ? (q.content.correct ?? null) : null),
    }),
    correctValue: t.float({
      nullable: true,
      description: 'Null unless a scored session of a practice test.',
      resolve: (q) => (q.review ? (q.content.numeric?.value ?? null) : null),
    }),
    explanation: t.string({
      nullable: true,
      directives: cost.text(assessmentLimits.promptMax),
      resolve: (q, _args, context) =>
        q.review && q.content.explanation ? inLocale(q.content.explanation, context.locale) : null,
    }),
  }),
});

interface NamedResult {
  key: string;
  name: string;
  percent: number;
  correct: number | null;
  answered: number | null;
  total: number;
}

const CategoryResultRef = builder.objectRef<NamedResult>('TestCategoryResult').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    percent: t.exposeFloat('percent'),
    correct: t.exposeInt('correct', {
      nullable: true,
      description: 'Right answers; null for personality traits.',
    }),
    wrong: t.int({
      nullable: true,
      description: 'Wrong answers (answered, not right); null for personality traits.',
      resolve: (c) => (c.correct === null || c.answered === null ? null : c.answered - c.correct),
    }),
    unanswered: t.int({
      nullable: true,
      description: 'Questions left unanswered; null for personality traits.',
      resolve: (c) => (c.correct === null || c.answered === null ? null : c.total - c.answered),
    }),
    total: t.exposeInt('total'),
  }),
});

const ComparisonRef = builder
  .objectRef<{ sampleSize: number; betterThan: number | null }>('TestResultComparison')
  .implement({
    description:
      "How a result compares with everyone's scored results of the test, given only from " +
      `${assessmentLimits.percentileSampleMin} results on (docs/assessments.md).`,
    fields: (t) => ({
      sampleSize: t.exposeInt('sampleSize', {
        description: 'Scored results of the test, this one included.',
      }),
      minimumSample: t.int({
        description: 'The results a comparison needs.',
        resolve: () => assessmentLimits.percentileSampleMin,
      }),
      betterThan: t.float({
        nullable: true,
        description:
          'Percent of those results with a lower score (ties count half); null while there are fewer than ' +
          '`minimumSample`.',
        resolve: (c) => c.betterThan,
      }),
    }),
  });

const CareerMatchRef = builder
  .objectRef<{ key: string; name: string; match: number }>('CareerMatch')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      name: t.exposeString('name'),
      match: t.exposeInt('match', { description: 'Percent (docs/assessments.md).' }),
    }),
  });

const ContradictionRef = builder.objectRef<{ first: string; second: string }>('TestContradiction').implement({
  description: 'Two questions meant to agree that the taker answered against each other.',
  fields: (t) => ({
    first: t.exposeString('first', { directives: cost.text(assessmentLimits.promptMax) }),
    second: t.exposeString('second', { directives: cost.text(assessmentLimits.promptMax) }),
  }),
});

interface ResultShape {
  score: SessionScore;
  session: { id: string; testId: string; scoredAt: Date | null };
}

const ConsistencyRef = builder.objectRef<ResultShape>('TestConsistency').implement({
  fields: (t) => ({
    score: t.float({
      nullable: true,
      description: 'From 0 to 100; null when no pair of agreeing questions was answered.',
      resolve: (r) => r.score.consistency.score,
    }),
    pairs: t.int({ resolve: (r) => r.score.consistency.pairs }),
    contradictions: t.field({
      type: [ContradictionRef],
      directives: cost.list(assessmentLimits.questionsCountMax / 2),
      resolve: async (r, _args, context) => {
        const prompts = await promptsByKey(context, r.session);
        return r.score.consistency.contradictions.map((c) => ({
          first: prompts.get(c.a) ?? c.a,
          second: prompts.get(c.b) ?? c.b,
        }));
      },
    }),
    longestRun: t.int({
      description: 'The longest run of identical answers in a row.',
      resolve: (r) => r.score.consistency.longestRun,
    }),
    flatRun: t.boolean({
      description: `A run of at least ${assessmentLimits.flatRunMin} identical answers.`,
      resolve: (r) => r.score.consistency.flatRun,
    }),
  }),
});

/** The session's item keys and their prompts in the request's language (contradictions name them). */
async function promptsByKey(
  context: AssessmentsContext,
  session: { id: string; scoredAt: Date | null; testId: string },
) {
  const questions = await questionsOf(context, session);
  return new Map(questions.map((q) => [q.key, inLocale(q.content.prompt, context.locale)]));
}

const TestResultRef = builder.objectRef<ResultShape>('TestResult').implement({
  description:
    'A scored session: written once when the session finished and never changed (docs/assessments.md).',
  fields: (t) => {
    const named = async (
      r: ResultShape,
      context: AssessmentsContext,
      keys: string[],
    ): Promise<NamedResult[]> => {
      const all = await categoryResults(r, context);
      return keys.flatMap((k) => all.filter((c) => c.key === k));
    };
    return {
      kind: t.field({ type: ScoringKindEnum, resolve: (r) => r.score.kind }),
      score: t.float({
        nullable: true,
        description:
          "The test's score, percent: corrected for guessing (the adjusted score); passing, the certificate and " +
          'the comparison follow it. Null for a personality profile, which has no score.',
        resolve: (r) => testScoreOf(r.score),
      }),
      originalScore: t.float({
        description: 'Right answers ÷ questions, percent (personality: questions answered ÷ questions).',
        resolve: (r) => r.score.originalScore,
      }),
      adjustedScore: t.float({
        description: 'Corrected for guessing (aptitude) or for consistency (personality); percent.',
        resolve: (r) => r.score.adjustedScore,
      }),
      passed: t.boolean({
        nullable: true,
        description: "The test's score reached the pass mark; null for a personality profile.",
        resolve: (r) => (r.score.kind === 'PERSONALITY' ? null : r.score.passed),
      }),
      validProfile: t.boolean({
        nullable: true,
        description:
          'A personality profile that can be relied on (enough answered, consistently enough); null for aptitude.',
        resolve: (r) => validProfileOf(r.score),
      }),
      total: t.int({ resolve: (r) => r.score.total }),
      answered: t.int({ resolve: (r) => r.score.answered }),
      correct: t.int({ resolve: (r) => r.score.correct }),
      wrong: t.int({ resolve: (r) => r.score.wrong }),
      categories: t.field({
        type: [CategoryResultRef],
        directives: cost.list(10),
        resolve: (r, _args, context) => categoryResults(r, context),
      }),
      skills: t.field({
        type: [CategoryResultRef],
        directives: cost.list(assessmentLimits.questionsCountMax),
        resolve: async (r, _args, context) => {
          const test = await testOf(context, r.session.testId);
          const names = new Map(skillsOf(test).map((s) => [s.key, inLocale(s.name, context.locale)]));
          return r.score.skills.map((s) => ({
            ...s,
            answered: s.answered ?? null,
            name: names.get(s.key) || s.key.replace(/_/g, ' '),
          }));
        },
      }),
      strengths: t.field({
        type: [CategoryResultRef],
        directives: cost.list(10),
        resolve: (r, _args, context) => named(r, context, r.score.strengths),
      }),
      weaknesses: t.field({
        type: [CategoryResultRef],
        directives: cost.list(10),
        resolve: (r, _args, context) => named(r, context, r.score.weaknesses),
      }),
      nextSteps: t.stringList({
        description: 'Advice for the weakest categories.',
        directives: cost.textList(10, 500),
        resolve: async (r, _args, context) => {
          const test = await testOf(context, r.session.testId);
          const advice = new Map(categoriesOf(test).map((c) => [c.key, c.advice]));
          return r.score.weaknesses.map((k) => inLocale(advice.get(k), context.locale)).filter(Boolean);
        },
      }),
      careers: t.field({
        type: [CareerMatchRef],
        directives: cost.list(5),
        resolve: async (r, _args, context) => {
          const test = await testOf(context, r.session.testId);
          const names = new Map(careersOf(test).map((c) => [c.key, c.name]));
          return r.score.careers.map((c) => ({
            key: c.key,
            match: c.match,
            name: inLocale(names.get(c.key), context.locale) || c.key,
          }));
        },
      }),
      consistency: t.field({ type: ConsistencyRef, resolve: (r) => r }),
      comparison: t.field({
        type: ComparisonRef,
        nullable: true,
        description: "How the score compares with the test's other results; null for a personality profile.",
        directives: cost.weight(5),
        resolve: (r, _args, context) => {
          const score = testScoreOf(r.score);
          return score === null ? null : comparisonOf(context.prisma, r.session.testId, score);
        },
      }),
    };
  },
});

async function categoryResults(r: ResultShape, context: AssessmentsContext): Promise<NamedResult[]> {
  const test = await testOf(context, r.session.testId);
  const names = new Map(categoriesOf(test).map((c) => [c.key, inLocale(c.name, context.locale)]));
  const traits = new Map((r.score.traits ?? []).map((tr) => [tr.key, tr]));
  return r.score.categories.map((c) => ({
    key: c.key,
    name: names.get(c.key) ?? c.key,
    percent: c.percent,
    correct: traits.has(c.key) ? null : c.correct,
    answered: traits.has(c.key) ? null : (c.answered ?? null),
    total: c.total,
  }));
}

const IntegrityRef = builder
  .objectRef<{
    tabHidden: number;
    pastes: number;
    fullscreenExits: number;
    fastAnswers: number;
    risk: string;
  }>('TestIntegrity')
  .implement({
    description: 'How the session was taken: counted signals and a plain risk level. Never a verdict.',
    fields: (t) => ({
      risk: t.field({ type: RiskEnum, resolve: (i) => i.risk as 'LOW' | 'MEDIUM' | 'HIGH' }),
      tabHidden: t.exposeInt('tabHidden'),
      pastes: t.exposeInt('pastes'),
      fullscreenExits: t.exposeInt('fullscreenExits'),
      fastAnswers: t.exposeInt('fastAnswers'),
    }),
  });

export const TestSessionNode = builder.prismaNode('TestSession', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: 'One attempt at a test; only its taker may read it.',
  select: { id: true, token: true, userId: true, testId: true, scoredAt: true },
  authScopes: (session, context) =>
    session.userId === context.viewer?.userId || grantedForRequest(context, reportGrant(session.token)),
  fields: (t) => ({
    token: t.exposeString('token', { description: "The session's address: /panel/tests/session/{token}." }),
    test: t.relation('test'),
    taker: t.field({
      type: UserRef,
      description: 'Who took the test (their public name is on the printed report).',
      resolve: (s) => ({ id: encodeGlobalID('User', s.userId) }),
    }),
    status: t.expose('status', { type: SessionStatusEnum }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    deadline: t.expose('deadline', { type: 'DateTime', description: 'Answers are accepted until then.' }),
    remainingSeconds: t.int({
      description: "Seconds left by the server's clock when this was read; 0 once over or finished.",
      select: { deadline: true, status: true },
      resolve: (s) =>
        s.status === 'IN_PROGRESS' ? Math.max(0, Math.floor((s.deadline.getTime() - Date.now()) / 1000)) : 0,
    }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    total: t.exposeInt('total'),
    answeredCount: t.exposeInt('answeredCount'),
    position: t.exposeInt('position', { description: 'Where the taker last was (from 0).' }),
    questions: t.field({
      type: [SessionQuestionRef],
      directives: cost.list(assessmentLimits.questionsCountMax),
      resolve: (s, _args, context) => questionsOf(context, s),
    }),
    question: t.field({
      type: SessionQuestionRef,
      nullable: true,
      args: { position: t.arg.int({ required: true }) },
      resolve: async (s, { position }, context) =>
        (await questionsOf(context, s)).find((q) => q.position === position) ?? null,
    }),
    score: t.exposeFloat('score', {
      nullable: true,
      description:
        "The test's score (see `TestResult.score`); null until scored and for a personality profile.",
    }),
    passed: t.exposeBoolean('passed', {
      nullable: true,
      description: 'Null until scored and for a personality profile, which is not passed or failed.',
    }),
    result: t.field({
      type: TestResultRef,
      nullable: true,
      description: 'Null until the session is scored.',
      select: { result: true },
      resolve: (s) => (s.result ? { score: s.result as unknown as SessionScore, session: s } : null),
    }),
    integrity: t.field({
      type: IntegrityRef,
      select: { tabHidden: true, pastes: true, fullscreenExits: true, result: true, answeredCount: true },
      resolve: (s) => {
        const score = s.result as unknown as SessionScore | null;
        const signals = {
          tabHidden: s.tabHidden,
          pastes: s.pastes,
          fullscreenExits: s.fullscreenExits,
          fastAnswers: score?.fastAnswers ?? 0,
        };
        return {
          ...signals,
          risk: integrityRisk({
            ...signals,
            answered: s.answeredCount,
            flatRun: score?.consistency.flatRun ?? false,
          }),
        };
      },
    }),
    certificate: t.relation('certificate', { nullable: true }),
    reportDueAt: t.expose('reportDueAt', { type: 'DateTime', nullable: true }),
    reportSentAt: t.expose('reportSentAt', { type: 'DateTime', nullable: true }),
    reportFailure: t.expose('reportFailure', {
      type: ReportFailureEnum,
      nullable: true,
      description: 'Set when the report will not be e-mailed; the results page prints as the report.',
    }),
  }),
});

builder.asEntity(TestSessionNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('TestSession', (context, ids) =>
    context.prisma.testSession.findMany({ where: { id: { in: ids } } }),
  ),
});

const token = z.string().regex(sessionTokenPattern, 'TOKEN_INVALID');

/** What a report key grants for the rest of its request: reading the one session it names. */
const reportGrant = (sessionToken: string) => `TestSession.report:${sessionToken}`;

builder.queryFields((t) => ({
  testSession: t.prismaField({
    type: 'TestSession',
    nullable: true,
    description:
      "The viewer's session by its token; null for a token that names none of the viewer's. With `reportKey` (the " +
      "report printer's, minutes long), that session whoever asks; a key that does not open it is refused.",
    args: {
      token: t.arg.string({ required: true }),
      reportKey: t.arg.string({ required: false }),
    },
    authScopes: async (_root, args, context) => {
      if (!args.reportKey) return { signedIn: true };
      const opens =
        (await printKeySubject(context.settings.reportSecret, reportKeyAudience, args.reportKey)) ===
        args.token;
      if (opens) grantForRequest(context, reportGrant(args.token));
      return opens;
    },
    validate: z.object({ token, reportKey: z.string().max(1_000, 'TOO_LONG').nullish() }).loose(),
    resolve: (query, _root, args, context) =>
      context.prisma.testSession.findFirst({
        ...selection(query),
        where: args.reportKey ? { token: args.token } : { token: args.token, userId: context.viewer!.userId },
      }),
  }),
  myTestSessions: t.prismaConnection({
    type: 'TestSession',
    cursor: 'id',
    description: "The viewer's sessions, newest first.",
    authScopes: { signedIn: true },
    maxSize: assessmentLimits.pageMax,
    defaultSize: 20,
    totalCount: (_parent, _args, context) =>
      context.prisma.testSession.count({ where: { userId: context.viewer!.userId } }),
    resolve: (query, _root, _args, context) =>
      context.prisma.testSession.findMany({
        ...selection(query),
        where: { userId: context.viewer!.userId },
        orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      }),
  }),
}));

const startRate = { name: 'assessments.start', points: 30, seconds: 3_600 } satisfies Bucket;
/** Generous for a person (an answer every second for a minute), tight for a script. */
const answerRate = { name: 'assessments.answer', points: 120, seconds: 60 } satisfies Bucket;

const StartInput = builder.inputType('StartTestSessionInput', {
  fields: (t) => ({ testId: t.id({ required: true }) }),
});

const AnswerInput = builder.inputType('AnswerTestQuestionInput', {
  description: 'Exactly one of `choices` (choice questions), `value` (numeric) or `scale` (1–7) answers.',
  fields: (t) => ({
    token: t.string({ required: true }),
    position: t.int({ required: true }),
    choices: t.stringList({ required: false }),
    value: t.float({ required: false }),
    scale: t.int({ required: false }),
  }),
});

const VisitInput = builder.inputType('VisitTestQuestionInput', {
  fields: (t) => ({ token: t.string({ required: true }), position: t.int({ required: true }) }),
});

const TokenInput = builder.inputType('TestSessionTokenInput', {
  fields: (t) => ({ token: t.string({ required: true }) }),
});

const SignalInput = builder.inputType('ReportTestSignalInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    signal: t.field({ type: IntegritySignalEnum, required: true }),
  }),
});

const position = z.number().int().min(0).max(assessmentLimits.questionsCountMax);

function answerOf(input: {
  choices?: string[] | null;
  value?: number | null;
  scale?: number | null;
}): ItemAnswer {
  const given = [input.choices, input.value, input.scale].filter((v) => v !== null && v !== undefined);
  if (given.length !== 1) throw new ValidationFailure([{ path: 'input.answer', code: 'ANSWER_INVALID' }]);
  if (input.choices) return { choices: input.choices };
  if (input.value !== null && input.value !== undefined) return { value: input.value };
  return { scale: input.scale! };
}

builder.mutationFields((t) => ({
  startTestSession: t.field({
    type: TestSessionNode,
    description:
      "Starts a session of a test, or returns the viewer's unfinished one to continue. ConflictError codes: " +
      'PAYMENT_REQUIRED, ATTEMPTS_EXHAUSTED, COOLDOWN.',
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: StartInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const testId = localId(String(input.testId), 'Test');
      if (!testId) throw new NotFoundFailure('No such test');
      await rateLimit(context, startRate);
      return startSession(context.prisma, context.viewer!, testId, context.locale);
    },
  }),
  answerTestQuestion: t.prismaField({
    type: 'TestSession',
    description:
      'Saves one answer (again with the same answer changes nothing). ConflictError codes: SESSION_FINISHED, ' +
      'DEADLINE_PASSED.',
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: AnswerInput, required: true }) },
    validate: z
      .object({
        input: z.object({ token, position, choices: z.array(z.string().max(8)).max(8).nullish() }).loose(),
      })
      .loose(),
    resolve: async (query, _root, { input }, context) => {
      await rateLimit(context, answerRate);
      const answer = { token: input.token, position: input.position, answer: answerOf(input) };
      // The selection goes into the update, so the answer needs no second read of the session.
      return saveAnswer(context.prisma, context.viewer!, answer, new Date(), query);
    },
  }),
  visitTestQuestion: t.field({
    type: TestSessionNode,
    description: 'The taker is on this question now (resume point; when it was first shown).',
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: VisitInput, required: true }) },
    validate: z.object({ input: z.object({ token, position }).loose() }).loose(),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, answerRate);
      return visitQuestion(context.prisma, context.viewer!, input.token, input.position);
    },
  }),
  finishTestSession: t.field({
    type: TestSessionNode,
    description: 'Finishes and scores the session (a finished one is returned as it is).',
    errors: { types: [NotFoundFailure] },
    args: { input: t.arg({ type: TokenInput, required: true }) },
    validate: z.object({ input: z.object({ token }).loose() }).loose(),
    resolve: (_root, { input }, context) => finishSession(context.prisma, context.viewer!, input.token),
  }),
  reportTestSignal: t.field({
    type: TestSessionNode,
    description: 'Counts an integrity signal of an open session (tab hidden, paste, leaving full screen).',
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: SignalInput, required: true }) },
    validate: z.object({ input: z.object({ token }).loose() }).loose(),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, answerRate);
      return recordSignal(context.prisma, context.viewer!, input.token, input.signal);
    },
  }),
}));
