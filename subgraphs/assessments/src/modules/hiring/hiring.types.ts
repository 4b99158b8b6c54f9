import { jobPostingLimits } from '@platform/rules/jobs';
import { cost } from '@platform/subgraph-kit/cost';
import { localId } from '@platform/subgraph-kit/global-id';
import { requestLoader, byKeys } from '@platform/subgraph-kit/loaders';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { RiskEnum } from '../sessions/sessions.types.ts';
import { TestNode } from '../tests/tests.types.ts';
import { applicationTestResults, type HiringResult } from './hiring.service.ts';

const HiringTestStateEnum = builder.enumType('ApplicationTestState', {
  description: 'NOT_TAKEN: not started since applying. IN_PROGRESS: started, not finished. SCORED: finished.',
  values: ['NOT_TAKEN', 'IN_PROGRESS', 'SCORED'] as const,
});

export const ApplicationTestResultRef = builder.objectRef<HiringResult>('ApplicationTestResult').implement({
  description:
    "The applicant's result of one of the job's tests, taken after applying, as its employer sees it: the test's " +
    'score (adjusted for guessing), band, consistency and integrity level; a personality test gives whether its ' +
    'profile is valid instead of a score.',
  fields: (t) => ({
    testId: t.id({
      description: "The test's id (`Test`), for a client that has the job's tests already.",
      resolve: (r) => encodeGlobalID('Test', r.testId),
    }),
    test: t.field({
      type: TestNode,
      nullable: true,
      description: 'Null once the test is no longer published.',
      resolve: (r, _args, context) =>
        requestLoader(context, 'ApplicationTestResult.test', async (ids: readonly string[]) =>
          byKeys(
            ids,
            await context.prisma.test.findMany({ where: { id: { in: [...ids] }, status: 'ACTIVE' } }),
            (test) => test.id,
          ),
        ).load(r.testId),
    }),
    state: t.field({ type: HiringTestStateEnum, resolve: (r) => r.state }),
    score: t.exposeFloat('score', {
      nullable: true,
      description: 'Percent, the adjusted score; null for a personality test or one not finished.',
    }),
    band: t.exposeString('band', { nullable: true, description: 'The score band: 80-89, 90-100.' }),
    passed: t.exposeBoolean('passed', { nullable: true }),
    consistency: t.exposeFloat('consistency', {
      nullable: true,
      description: 'Agreement of paired questions, percent; null when it could not be measured.',
    }),
    integrityRisk: t.field({ type: RiskEnum, nullable: true, resolve: (r) => r.integrityRisk }),
    validProfile: t.exposeBoolean('validProfile', {
      nullable: true,
      description: 'A personality profile that can be relied on; null for an aptitude test.',
    }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});

/** The jobs subgraph owns applications; this one adds the results of the job's tests to them. */
builder.externalRef('JobApplication', builder.selection<{ id: string }>('id')).implement({
  externalFields: (t) => ({ id: t.id() }),
  fields: (t) => ({
    testResults: t.field({
      type: [ApplicationTestResultRef],
      nullable: true,
      directives: cost.list(jobPostingLimits.tests),
      description:
        "The results of the job's tests, in the order the applicant was invited to them: only for the job's " +
        'employer, and only when the applicant agreed to share them (null otherwise).',
      resolve: (application, _args, context) => {
        const id = localId(String(application.id), 'JobApplication');
        return id ? applicationTestResults(context, id) : null;
      },
    }),
  }),
});
