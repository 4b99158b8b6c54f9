import { consumer } from '@platform/subgraph-kit/consumers';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { lockSessionStart } from '../sessions/sessions.service.ts';
import { applicationTestScored } from './test-scored.ts';

/**
 * Turns a job application into invitations to the job's tests (`application.submitted`, from the jobs domain):
 * each test free of charge for the applicant, and its result readable by the job's employer. Only an applicant
 * who consented to share the results is invited; without consent nothing is shared, and nothing is given free.
 * Once per application and test, however often the event arrives. Applications sent without an account, or to a
 * job without tests or without an employer, invite nobody. Reads the jobs domain's events, never its tables.
 *
 * The event arrives a moment after the application: a session of a free test the applicant started since applying
 * (following the confirmation's link at once) is the invitation's session all the same.
 */
export const hiringInvitations = consumer({
  name: 'assessments.hiring-invitations',
  on: ['application.submitted'],
  async handle(tx, event) {
    const { applicationId, jobId, employerId, applicantId, tests, shareTestResults } = event.payload;
    const submittedAt = new Date(event.payload.submittedAt);
    if (!applicantId || !employerId || !shareTestResults || !tests.length) return;
    // One test at a time, in one order, under the lock a session's start takes: a session started while the
    // invitation is recorded either sees it or is seen by it.
    for (const { testId } of [...tests].sort((a, b) => a.testId.localeCompare(b.testId))) {
      await lockSessionStart(tx, applicantId, testId);
      await tx.testInvitation.createMany({
        data: [
          { userId: applicantId, testId, viewerId: employerId, applicationId, jobId, invitedAt: submittedAt },
        ],
        skipDuplicates: true,
      });
      const started = await tx.testSession.findFirst({
        where: { userId: applicantId, testId, startedAt: { gte: submittedAt } },
        orderBy: { startedAt: 'asc' },
        select: { id: true, startedAt: true },
      });
      if (!started) continue;
      // The lock scoring takes: a session being scored now is either scored before this reads it, or sees the
      // invitation when it is scored; its result is announced once either way.
      await tx.$queryRaw`SELECT 1 FROM test_sessions WHERE id = ${started.id}::uuid FOR UPDATE`;
      const linked = await tx.testInvitation.updateMany({
        where: { applicationId, testId, sessionId: null },
        data: { sessionId: started.id, usedAt: started.startedAt },
      });
      if (!linked.count) continue;
      // Already scored before the invitation arrived: its result is announced now.
      const session = await tx.testSession.findUniqueOrThrow({
        where: { id: started.id },
        select: { id: true, result: true, scoredAt: true },
      });
      await recordEvents(tx, await applicationTestScored(tx, session));
    }
  },
});
