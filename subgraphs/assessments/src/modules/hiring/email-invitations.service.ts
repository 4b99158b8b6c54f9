import { randomBytes } from 'node:crypto';
import { ConflictFailure, NotFoundFailure, parseInput } from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { z } from 'zod';
import type { AssessmentsPrisma, AssessmentsTx } from '../../context.ts';
import { lockSessionStart } from '../sessions/sessions.service.ts';

const day = 86_400_000;

/** Limits of invitations by e-mail: addresses per batch (and so per order), an address's length, a link's life. */
export const emailInvitationLimits = { perBatch: 20, emailMax: 254, validDaysDefault: 7 } as const;

/**
 * The addresses an employer invites: trimmed, compared without case, each once, 1 to `perBatch` of them, each at
 * most `emailMax` characters. Codes: `EMAILS_REQUIRED`, `TOO_MANY_EMAILS`, `EMAIL_INVALID`, `TOO_LONG`.
 */
export const invitationEmailsRules = z.object({
  emails: z
    .array(
      z
        .string()
        .max(emailInvitationLimits.emailMax, 'TOO_LONG')
        .transform((e) => e.trim().toLowerCase())
        .pipe(z.email('EMAIL_INVALID')),
    )
    .max(emailInvitationLimits.perBatch * 2, 'TOO_MANY_EMAILS')
    .transform((emails) => [...new Set(emails)])
    .refine((emails) => emails.length > 0, 'EMAILS_REQUIRED')
    .refine((emails) => emails.length <= emailInvitationLimits.perBatch, 'TOO_MANY_EMAILS'),
});

export interface BatchRequest {
  viewerId: string;
  jobId: string;
  testId: string;
  emails: string[];
  locale: string;
  priceRials: bigint;
  validDays?: number;
}

/**
 * Records an employer's batch of invitations by e-mail (the caller has made sure the job is theirs and the test
 * one of its tests). A free test's invitations are made at once, in the same transaction; a paid test's wait for
 * billing's `order.paid` of N × the price (`sendBatch`).
 */
export async function createInvitationBatch(
  prisma: AssessmentsPrisma,
  request: BatchRequest,
  now = new Date(),
) {
  const { emails } = parseInput(invitationEmailsRules, { emails: request.emails });
  return prisma.$transaction(async (tx) => {
    const batch = await tx.testInvitationBatch.create({
      data: {
        viewerId: request.viewerId,
        jobId: request.jobId,
        testId: request.testId,
        emails,
        locale: request.locale,
        priceRials: request.priceRials,
        validDays: request.validDays ?? emailInvitationLimits.validDaysDefault,
        createdAt: now,
      },
    });
    if (request.priceRials === 0n) await sendBatch(tx, batch.id, now);
    return batch;
  });
}

/**
 * Makes a batch's invitations, one per address, each with a link of its own valid for the batch's days: once,
 * however often it is asked (a replayed `order.paid`); returns the invitations made by this call.
 */
export async function sendBatch(tx: AssessmentsTx, batchId: string, now = new Date()) {
  const locked =
    await tx.$executeRaw`SELECT id FROM test_invitation_batches WHERE id = ${batchId}::uuid FOR UPDATE`;
  if (!locked) return [];
  const batch = await tx.testInvitationBatch.findUniqueOrThrow({ where: { id: batchId } });
  // A batch whose order was refunded before its payment's event arrived is never sent.
  if (batch.sentAt || batch.withdrawnAt) return [];
  const expiresAt = new Date(now.getTime() + batch.validDays * day);
  await tx.testInvitation.createMany({
    data: batch.emails.map((email) => ({
      testId: batch.testId,
      viewerId: batch.viewerId,
      jobId: batch.jobId,
      batchId: batch.id,
      email,
      token: randomBytes(24).toString('base64url'),
      expiresAt,
      invitedAt: now,
      shareResult: false,
    })),
  });
  await tx.testInvitationBatch.update({ where: { id: batch.id }, data: { sentAt: now } });
  // Mailed by `assessments.invitation-mail` once this commits, one job per invitation.
  await recordEvents(tx, [domainEvent('test.invitations-sent', { batchId: batch.id })]);
  return tx.testInvitation.findMany({ where: { batchId: batch.id }, orderBy: { email: 'asc' } });
}

/**
 * Billing's refund of a batch's order withdraws the batch: every invitation of it nobody accepted yet is revoked
 * (its link no longer opens), while an accepted one stays valid, its taker having started already; a batch not
 * sent yet never will be. Once, however often the event arrives; returns how many invitations this call revoked.
 */
export async function withdrawBatch(tx: AssessmentsTx, batchId: string, now = new Date()) {
  const locked =
    await tx.$executeRaw`SELECT id FROM test_invitation_batches WHERE id = ${batchId}::uuid FOR UPDATE`;
  if (!locked) return 0;
  await tx.testInvitationBatch.updateMany({
    where: { id: batchId, withdrawnAt: null },
    data: { withdrawnAt: now },
  });
  // Accepting locks the invitation's row and checks it is not revoked: an acceptance and a withdrawal are ordered.
  const { count } = await tx.testInvitation.updateMany({
    where: { batchId, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  return count;
}

/** An e-mailed invitation's state as its link shows it. */
export function linkState(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
) {
  if (invitation.acceptedAt) return 'USED' as const;
  if (invitation.revokedAt) return 'WITHDRAWN' as const;
  if (invitation.expiresAt && invitation.expiresAt <= now) return 'EXPIRED' as const;
  return 'OPEN' as const;
}

/**
 * The signed-in person who opened an invitation's link accepts it: they become its taker, the test is free for
 * them once, and the inviting employer reads the result only if they agreed (`shareResult`). A link accepted
 * before (by anyone), withdrawn or past its time is refused (`INVITATION_USED`, `INVITATION_WITHDRAWN`,
 * `INVITATION_EXPIRED`); an unknown one is not found. The employer cannot accept their own invitation (`INVITATION_OWN`).
 */
export async function acceptInvitation(
  prisma: AssessmentsPrisma,
  viewer: Identity,
  token: string,
  shareResult: boolean,
  now = new Date(),
) {
  return prisma.$transaction(async (tx) => {
    const found = await tx.testInvitation.findUnique({
      where: { token },
      select: { id: true, testId: true },
    });
    if (!found) throw new NotFoundFailure('No such invitation');
    // Under the lock a session's start takes, so the start that follows sees the invitation.
    await lockSessionStart(tx, viewer.userId, found.testId);
    await tx.$executeRaw`SELECT id FROM test_invitations WHERE id = ${found.id}::uuid FOR UPDATE`;
    const invitation = await tx.testInvitation.findUniqueOrThrow({ where: { id: found.id } });
    const state = linkState(invitation, now);
    if (state === 'USED')
      throw new ConflictFailure('INVITATION_USED', 'This invitation was accepted already');
    if (state === 'WITHDRAWN')
      throw new ConflictFailure('INVITATION_WITHDRAWN', 'This invitation was withdrawn');
    if (state === 'EXPIRED') throw new ConflictFailure('INVITATION_EXPIRED', 'This invitation has expired');
    if (invitation.viewerId === viewer.userId)
      throw new ConflictFailure('INVITATION_OWN', 'One cannot accept an invitation one sent');
    return tx.testInvitation.update({
      where: { id: invitation.id },
      data: { userId: viewer.userId, acceptedAt: now, shareResult },
    });
  });
}
