import type { Test } from '@platform/db';
import type { AssessmentsPrisma } from '../../context.ts';

/** What the viewer may do with a test now (`Test.viewerAccess`, and the check before a session starts). */
export interface AccessShape {
  canStart: boolean;
  blockedBy: 'PAYMENT_REQUIRED' | 'ATTEMPTS_EXHAUSTED' | 'COOLDOWN' | null;
  attemptsUsed: number;
  nextAttemptAt: Date | null;
  /** An unused, unrevoked purchase is waiting. */
  paid: boolean;
  /** An unused invitation (a job's applicant's) makes the next attempt free of charge. */
  invited: boolean;
  sessionInProgress: string | null;
}

const hour = 3_600_000;

type Db = Pick<AssessmentsPrisma, 'testSession' | 'testAccess' | 'testInvitation'>;

/**
 * Attempts count every session started; the cool-down runs from the last one's start. An unfinished session
 * within its deadline is continued rather than started again, so it never blocks.
 */
export async function viewerAccess(
  prisma: Db,
  userId: string,
  test: Pick<Test, 'id' | 'maxAttempts' | 'cooldownHours' | 'priceRials'>,
  now: Date,
): Promise<AccessShape> {
  const [sessions, grant, invitation] = await Promise.all([
    prisma.testSession.findMany({
      where: { userId, testId: test.id },
      select: { token: true, status: true, startedAt: true, deadline: true },
      orderBy: { startedAt: 'desc' },
    }),
    test.priceRials > 0n
      ? prisma.testAccess.findFirst({
          where: { userId, testId: test.id, sessionId: null, revokedAt: null },
          select: { id: true },
        })
      : null,
    test.priceRials > 0n
      ? prisma.testInvitation.findFirst({
          where: { userId, testId: test.id, sessionId: null },
          select: { id: true },
        })
      : null,
  ]);
  const open = sessions.find((s) => s.status === 'IN_PROGRESS' && s.deadline > now);
  const base = {
    attemptsUsed: sessions.length,
    paid: grant !== null,
    invited: invitation !== null,
    nextAttemptAt: null,
  };
  if (open) return { ...base, canStart: true, blockedBy: null, sessionInProgress: open.token };
  if (test.maxAttempts !== null && sessions.length >= test.maxAttempts)
    return { ...base, canStart: false, blockedBy: 'ATTEMPTS_EXHAUSTED', sessionInProgress: null };
  const last = sessions[0];
  const nextAttemptAt = last ? new Date(last.startedAt.getTime() + test.cooldownHours * hour) : null;
  if (nextAttemptAt && nextAttemptAt > now)
    return { ...base, nextAttemptAt, canStart: false, blockedBy: 'COOLDOWN', sessionInProgress: null };
  if (test.priceRials > 0n && !grant && !invitation)
    return { ...base, canStart: false, blockedBy: 'PAYMENT_REQUIRED', sessionInProgress: null };
  return { ...base, canStart: true, blockedBy: null, sessionInProgress: null };
}
