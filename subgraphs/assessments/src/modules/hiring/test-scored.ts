import { domainEvent } from '@platform/subgraph-kit/catalogue';
import type { NewEvent } from '@platform/subgraph-kit/outbox';
import type { AssessmentsTx } from '../../context.ts';
import { testScoreOf, validProfileOf, type SessionScore } from '../scoring/score.ts';

/**
 * `application.test-scored` for each job application a scored session was taken on (its invitations'): the
 * result the applicant agreed to share with the job's employer, as the employer reads it (the test's score
 * rounded to one decimal, the verdict, or a personality profile's validity), and nothing of who took it. Only an
 * applicant who consented has an invitation, so no other result is ever announced. Recorded in the transaction
 * that scores the session, or that links an already scored session to an invitation recorded after it.
 */
export async function applicationTestScored(
  tx: AssessmentsTx,
  session: { id: string; result: unknown; scoredAt: Date | null },
): Promise<NewEvent[]> {
  const score = session.result as SessionScore | null;
  if (!score || !session.scoredAt) return [];
  const invitations = await tx.testInvitation.findMany({
    where: { sessionId: session.id, applicationId: { not: null } },
    select: { applicationId: true, testId: true },
  });
  const testScore = testScoreOf(score);
  return invitations.map((invitation) =>
    domainEvent('application.test-scored', {
      applicationId: invitation.applicationId!,
      testId: invitation.testId,
      score: testScore === null ? null : Math.round(testScore * 10) / 10,
      passed: testScore === null ? null : score.passed,
      validProfile: validProfileOf(score),
      scoredAt: session.scoredAt!.toISOString(),
    }),
  );
}
