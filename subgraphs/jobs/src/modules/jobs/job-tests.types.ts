import { jobPostingLimits } from '@platform/rules/jobs';
import { cost } from '@platform/subgraph-kit/cost';
import { entityReference } from '@platform/subgraph-kit/entities';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { JobNode } from './jobs.types.ts';

/** The assessments subgraph owns tests; a job points at the ones it asks for by id. */
const TestRef = entityReference(builder, 'Test');

export const JobTestInput = builder.inputType('JobTestInput', {
  description: 'A published talent test (not a practice one) attached to a job.',
  fields: (t) => ({
    testId: t.id({ required: true }),
    required: t.boolean({ required: true, description: 'Applicants must agree to take and share it.' }),
  }),
});

const JobTestNode = builder.prismaObject('JobTest', {
  description: "A talent test a job's applicants are invited to take, free of charge, for this job.",
  fields: (t) => ({
    test: t.field({
      type: TestRef,
      nullable: true,
      description: 'Null once the test is no longer published.',
      select: { testId: true },
      resolve: (jobTest) => ({ id: encodeGlobalID('Test', jobTest.testId) }),
    }),
    required: t.exposeBoolean('required'),
    position: t.exposeInt('position'),
  }),
});

builder.prismaObjectFields(JobNode, (t) => ({
  tests: t.relation('tests', {
    type: JobTestNode,
    description: `The talent tests the employer attached (at most ${jobPostingLimits.tests}), in their order.`,
    directives: cost.list(jobPostingLimits.tests),
    query: { orderBy: { position: 'asc' } },
  }),
}));
