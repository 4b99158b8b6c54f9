import {
  collaboratorLimits as L,
  reviewDimensions,
  reviewReplyRules,
  reviewReportRules,
  reviewRules,
  type ReviewRole,
} from '@platform/rules/collaborators';
import {
  ConflictFailure,
  isUniqueViolation,
  NotFoundFailure,
  parseInput,
} from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { CollaboratorsPrisma } from '../../context.ts';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { moderationReason } from '../profiles/profiles.service.ts';
import { requestChanged } from '../requests/requests.service.ts';
import { refreshProfileFigures, refreshRatingScores } from './reviews.figures.ts';

const reviewWindowMs = L.reviewDays * 86_400_000;
const isAdmin = (viewer: Identity | null) => viewer?.roles.includes('ADMIN') === true;

/** What a review is read with: its request's two parties, whom its readers are decided by. */
const withParties = { request: { select: { senderId: true, collaboratorId: true } } } as const;

/** Until when the two sides of completed work may review each other (and when what they wrote is shown). */
export const reviewUntil = (completedAt: Date) => new Date(completedAt.getTime() + reviewWindowMs);

interface Readable {
  role: ReviewRole;
  authorId: string;
  revealAt: Date;
  hiddenAt: Date | null;
  request: { senderId: string; collaboratorId: string };
}

/**
 * Who reads a review: its author and admins always; nobody else before it is shown (double-blind). Then a client's
 * review of a collaborator is public unless an admin hid it (the collaborator still reads it), and a collaborator's
 * review of a client is read by the two of them.
 */
export function canReadReview(review: Readable, viewer: Identity | null, now = new Date()): boolean {
  if (isAdmin(viewer) || viewer?.userId === review.authorId) return true;
  if (review.revealAt > now) return false;
  if (review.role === 'COLLABORATOR') return viewer?.userId === review.request.senderId;
  return review.hiddenAt === null || viewer?.userId === review.request.collaboratorId;
}

/** The reviews a profile's page lists: its clients', shown, not hidden. */
export const shownClientReviews = (now = new Date()) => ({
  role: 'CLIENT' as const,
  revealAt: { lte: now },
  hiddenAt: null,
});

/**
 * One side of completed work reviews the other, within `reviewDays` days of its completion (REVIEW_CLOSED after),
 * once (REVIEW_EXISTS). Nobody reads it until the other side has reviewed too or the days are over; the second
 * review shows both at once, and the client's enters the profile's figures in the same transaction.
 */
export async function submitReview(
  prisma: CollaboratorsPrisma,
  viewer: Identity,
  requestId: string | null,
  input: unknown,
  now = new Date(),
) {
  const values = parseInput(reviewRules, input);
  const request = requestId
    ? await prisma.contactRequest.findFirst({
        where: { id: requestId, OR: [{ senderId: viewer.userId }, { collaboratorId: viewer.userId }] },
      })
    : null;
  if (!request) throw new NotFoundFailure('No such request');
  // Talent-pool requests are never completed: only a profile's work is.
  if (request.state !== 'COMPLETED' || !request.completedAt || !request.profileId)
    throw new ConflictFailure('REQUEST_NOT_COMPLETED', 'Only work both sides marked done is reviewed');
  const profileId = request.profileId;
  const closes = reviewUntil(request.completedAt);
  if (closes <= now) throw new ConflictFailure('REVIEW_CLOSED', 'The days to review this work are over');
  const role: ReviewRole = request.senderId === viewer.userId ? 'CLIENT' : 'COLLABORATOR';
  const rating = reviewDimensions.reduce((sum, key) => sum + values[key], 0) / reviewDimensions.length;
  try {
    return await prisma.$transaction(async (tx) => {
      const review = await tx.collaboratorReview.create({
        data: {
          requestId: request.id,
          role,
          profileId,
          authorId: viewer.userId,
          quality: values.quality,
          communication: values.communication,
          schedule: values.schedule,
          cooperation: values.cooperation,
          rating,
          text: values.text,
          createdAt: now,
          revealAt: closes,
        },
        include: withParties,
      });
      // The other side hears that it was reviewed (not what was written, until it is shown).
      const otherSide = role === 'CLIENT' ? request.collaboratorId : request.senderId;
      await recordEvents(tx, [requestChanged(request.id, [otherSide])]);
      const other = await tx.collaboratorReview.count({
        where: { requestId: request.id, role: role === 'CLIENT' ? 'COLLABORATOR' : 'CLIENT' },
      });
      if (!other) return review;
      await tx.collaboratorReview.updateMany({
        where: { requestId: request.id, revealAt: { gt: now } },
        data: { revealAt: now, countedAt: now },
      });
      await refreshProfileFigures(tx, profileId);
      return tx.collaboratorReview.findUniqueOrThrow({ where: { id: review.id }, include: withParties });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictFailure('REVIEW_EXISTS', 'You have reviewed this work already');
    throw error;
  }
}

/** The collaborator replies, once (REPLY_EXISTS), to a client's review of them that is shown. */
export async function replyToReview(
  prisma: CollaboratorsPrisma,
  viewer: Identity,
  reviewId: string | null,
  input: unknown,
  now = new Date(),
) {
  const { reply } = parseInput(reviewReplyRules, input);
  const review = reviewId
    ? await prisma.collaboratorReview.findFirst({
        where: {
          id: reviewId,
          role: 'CLIENT',
          revealAt: { lte: now },
          request: { collaboratorId: viewer.userId },
        },
      })
    : null;
  if (!review) throw new NotFoundFailure('No such review');
  const { count } = await prisma.collaboratorReview.updateMany({
    where: { id: review.id, reply: null },
    data: { reply, repliedAt: now },
  });
  if (!count) throw new ConflictFailure('REPLY_EXISTS', 'You have replied to this review already');
  return prisma.collaboratorReview.findUniqueOrThrow({ where: { id: review.id }, include: withParties });
}

/**
 * A signed-in reader reports a shown review (not their own: OWN_REVIEW) for the admins to look at. Reporting it
 * again changes nothing.
 */
export async function reportReview(
  prisma: CollaboratorsPrisma,
  viewer: Identity,
  reviewId: string | null,
  input: unknown,
  now = new Date(),
) {
  const { reason, note } = parseInput(reviewReportRules, input);
  const review = reviewId
    ? await prisma.collaboratorReview.findFirst({
        where: { id: reviewId, revealAt: { lte: now }, hiddenAt: null },
        include: withParties,
      })
    : null;
  if (!review || !canReadReview(review, viewer, now)) throw new NotFoundFailure('No such review');
  if (review.authorId === viewer.userId) throw new ConflictFailure('OWN_REVIEW', 'This is your own review');
  try {
    await prisma.$transaction(async (tx) => {
      await tx.collaboratorReviewReport.create({
        data: { reviewId: review.id, reporterId: viewer.userId, reason, note, createdAt: now },
      });
      await tx.collaboratorReview.update({
        where: { id: review.id },
        data: { reportsCount: { increment: 1 } },
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return prisma.collaboratorReview.findUniqueOrThrow({ where: { id: review.id }, include: withParties });
}

/** An admin hides a review (with a reason) or shows it again; the profile's figures follow. */
export async function setReviewHidden(
  prisma: CollaboratorsPrisma,
  reviewId: string | null,
  input: { hidden: boolean; reason?: string | null },
  now = new Date(),
) {
  const reason = input.hidden ? moderationReason(input.reason, true) : null;
  const review = reviewId ? await prisma.collaboratorReview.findUnique({ where: { id: reviewId } }) : null;
  if (!review) throw new NotFoundFailure('No such review');
  return prisma.$transaction(async (tx) => {
    const updated = await tx.collaboratorReview.update({
      where: { id: review.id },
      data: input.hidden ? { hiddenAt: now, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null },
      include: withParties,
    });
    await refreshProfileFigures(tx, review.profileId);
    return updated;
  });
}

/**
 * The hourly sweep: reviews whose days are over are shown already (reads compare `reveal_at`); this counts them
 * into their profiles' figures, then rescores every profile against the directory's new mean. Returns how many
 * reviews it counted.
 */
export async function countRevealedReviews(prisma: CollaboratorsPrisma, now = new Date()): Promise<number> {
  const counted = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ profile_id: string }[]>`
      UPDATE collaborator_reviews SET counted_at = ${now}
       WHERE counted_at IS NULL AND reveal_at <= ${now}
      RETURNING profile_id`;
    for (const profileId of new Set(rows.map((row) => row.profile_id)))
      await refreshProfileFigures(tx, profileId);
    return rows.length;
  });
  await refreshRatingScores(prisma);
  return counted;
}
