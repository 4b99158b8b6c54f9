import { consumer } from '@platform/subgraph-kit/consumers';

/**
 * Turns a job application into invitations to the job's tests (`application.submitted`, from the jobs domain):
 * each test free of charge for the applicant, and its result readable by the job's employer. Only an applicant
 * who consented to share the results is invited; without consent nothing is shared, and nothing is given free.
 * Once per application and test, however often the event arrives. Applications sent without an account, or to a
 * job without tests or without an employer, invite nobody. Reads the jobs domain's events, never its tables.
 */
export const hiringInvitations = consumer({
  name: 'assessments.hiring-invitations',
  on: ['application.submitted'],
  async handle(tx, event) {
    const { applicationId, jobId, employerId, applicantId, tests, shareTestResults } = event.payload;
    if (!applicantId || !employerId || !shareTestResults || !tests.length) return;
    await tx.testInvitation.createMany({
      data: tests.map(({ testId }) => ({
        userId: applicantId,
        testId,
        viewerId: employerId,
        applicationId,
        jobId,
        invitedAt: event.occurredAt,
      })),
      skipDuplicates: true,
    });
  },
});
