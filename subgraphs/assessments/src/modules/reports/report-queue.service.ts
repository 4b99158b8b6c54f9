import type { ReportState } from '@platform/rules/certificates';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { ConflictFailure, NotFoundFailure } from '@platform/subgraph-kit/error-types';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import type { PrismaNamespace as Prisma } from '@platform/db';
import type { AssessmentsPrisma } from '../../context.ts';
import { selection, type Selection } from '../query.ts';

/**
 * The report queue's rows in a state: every scored session has a report, sent (`report_sent_at`), failed (settled
 * unsent: `report_failure`) or pending (queued or about to be, not yet settled).
 */
export function reportsWhere(state: ReportState | null | undefined): Prisma.TestSessionWhereInput {
  const scored = { scoredAt: { not: null } };
  switch (state) {
    case 'SENT':
      return { ...scored, reportSentAt: { not: null } };
    case 'FAILED':
      return { ...scored, reportSentAt: null, reportFailure: { not: null } };
    case 'PENDING':
      return { ...scored, reportSentAt: null, reportFailure: null };
    default:
      return scored;
  }
}

export function reportState(session: {
  reportSentAt: Date | null;
  reportFailure: string | null;
}): ReportState {
  if (session.reportSentAt) return 'SENT';
  return session.reportFailure ? 'FAILED' : 'PENDING';
}

/**
 * Sends a failed report to be e-mailed again: in one transaction the session's failure is cleared, it is queued
 * anew, and `test.report-retried` is recorded, whose consumer sets the report job (with its full round of
 * attempts). Only a failed report can be retried: a pending one is on its way, a sent one was sent.
 */
export async function retryReport(prisma: AssessmentsPrisma, query: Selection, sessionId: string) {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.testSession.updateMany({
      where: { id: sessionId, ...reportsWhere('FAILED') },
      data: { reportFailure: null, reportQueuedAt: new Date() },
    });
    const session = await tx.testSession.findFirst({
      ...selection(query),
      where: { id: sessionId, scoredAt: { not: null } },
    });
    if (!session) throw new NotFoundFailure('No such report');
    if (!count) throw new ConflictFailure('NOT_FAILED', 'Only a failed report can be sent again');
    await recordEvents(tx, [domainEvent('test.report-retried', { sessionId })]);
    return session;
  });
}
