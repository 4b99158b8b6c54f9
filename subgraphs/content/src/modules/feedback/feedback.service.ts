import { createHmac } from 'node:crypto';
import type { PrismaNamespace as Prisma } from '@platform/db';
import {
  commentReplyRules,
  commentRules,
  feedbackLimits,
  testimonialRules,
  type commentActions,
  type commentQueueFilters,
  type commentReportReasons,
  type testimonialDecisions,
} from '@platform/rules/feedback';
import { ConflictFailure, NotFoundFailure, parseInput } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { ContentPrisma, ContentTx } from '../../context.ts';
import { caughtByHoneypot, type Sender } from '../inbox/inbox.service.ts';

/** The content items testimonials and comments may be about. */
const feedbackKinds = ['SERVICE', 'ARTICLE'] as const;

const notFound = () => new NotFoundFailure('No such service or article');

/**
 * The database id of a service or an article named by its global id (`ContentItem:<uuid>`); a NotFoundFailure
 * when the id names nothing, or an item of another kind.
 */
export async function feedbackItemId(prisma: ContentPrisma | ContentTx, itemId: string): Promise<string> {
  const id = localId(itemId, 'ContentItem');
  const item = id
    ? await prisma.contentItem.findFirst({
        where: { id, kind: { in: [...feedbackKinds] } },
        select: { id: true },
      })
    : null;
  if (!item) throw notFound();
  return item.id;
}

export const isAdmin = (viewer: Identity | null) => viewer?.roles.includes('ADMIN') === true;

/** Published testimonials, of one item when given, newest first. */
export const publishedTestimonials = (itemId: string | null) =>
  ({ state: 'PUBLISHED', ...(itemId ? { itemId } : {}) }) satisfies Prisma.TestimonialWhereInput;

/** How many published testimonials there are (of one item when given) and their average rating; null with none. */
export async function testimonialSummary(prisma: ContentPrisma, itemId: string | null) {
  const { _count, _avg } = await prisma.testimonial.aggregate({
    where: publishedTestimonials(itemId),
    _count: { _all: true },
    _avg: { rating: true },
  });
  return { count: _count._all, averageRating: _count._all ? (_avg.rating ?? null) : null };
}

/** A visitor's or a signed-in person's testimonial, kept SUBMITTED until an admin reviews it. */
export async function submitTestimonial(
  prisma: ContentPrisma,
  sender: Sender,
  input: { itemId?: string | null } & Record<string, unknown>,
) {
  const { itemId, ...rest } = input;
  const fields = parseInput(testimonialRules, rest);
  const item = itemId ? await feedbackItemId(prisma, itemId) : null;
  if (caughtByHoneypot(sender)) return { receivedAt: new Date() };
  const testimonial = await prisma.$transaction(async (tx) => {
    if (!sender.viewer) await sender.captcha.redeem(tx, sender.captchaSolution, 'input.captcha');
    return tx.testimonial.create({
      data: { ...fields, itemId: item, locale: sender.locale, senderId: sender.viewer?.userId ?? null },
    });
  });
  return { receivedAt: testimonial.createdAt };
}

async function testimonialFor(prisma: ContentPrisma, id: string) {
  const rowId = localId(id, 'Testimonial');
  const testimonial = rowId ? await prisma.testimonial.findUnique({ where: { id: rowId } }) : null;
  if (!testimonial) throw new NotFoundFailure('No such testimonial');
  return testimonial;
}

/** An admin publishes or rejects a testimonial; a published one may be withdrawn, a rejected one published. */
export async function reviewTestimonial(
  prisma: ContentPrisma,
  viewer: Identity,
  id: string,
  decision: (typeof testimonialDecisions)[number],
) {
  const testimonial = await testimonialFor(prisma, id);
  const state = decision === 'PUBLISH' ? 'PUBLISHED' : 'REJECTED';
  if (testimonial.state === state) return testimonial;
  return prisma.testimonial.update({
    where: { id: testimonial.id },
    data: { state, reviewedAt: new Date(), reviewerId: viewer.userId },
  });
}

/** A comment on a service or an article, kept PENDING until an admin publishes it. */
export async function addComment(
  prisma: ContentPrisma,
  sender: Sender,
  input: { itemId: string } & Record<string, unknown>,
) {
  const { itemId, ...rest } = input;
  const fields = parseInput(commentRules, rest);
  const item = await feedbackItemId(prisma, itemId);
  if (caughtByHoneypot(sender)) return { receivedAt: new Date() };
  const comment = await prisma.$transaction(async (tx) => {
    if (!sender.viewer) await sender.captcha.redeem(tx, sender.captchaSolution, 'input.captcha');
    return tx.comment.create({
      data: { ...fields, itemId: item, locale: sender.locale, authorId: sender.viewer?.userId ?? null },
    });
  });
  return { receivedAt: comment.createdAt };
}

async function commentFor(prisma: ContentPrisma | ContentTx, id: string) {
  const rowId = localId(id, 'Comment');
  const comment = rowId ? await prisma.comment.findUnique({ where: { id: rowId } }) : null;
  if (!comment) throw new NotFoundFailure('No such comment');
  return comment;
}

const stateOf = { PUBLISH: 'PUBLISHED', HIDE: 'HIDDEN', SPAM: 'SPAM' } as const;

/**
 * An admin publishes, hides or marks a comment as spam, from any state. Publishing a comment readers reported
 * keeps it and clears their reports: they have been read.
 */
export async function moderateComment(
  prisma: ContentPrisma,
  viewer: Identity,
  id: string,
  action: (typeof commentActions)[number],
) {
  const comment = await commentFor(prisma, id);
  return prisma.$transaction(async (tx) => {
    if (action === 'PUBLISH') await tx.commentReport.deleteMany({ where: { commentId: comment.id } });
    return tx.comment.update({
      where: { id: comment.id },
      data: { state: stateOf[action], moderatedAt: new Date(), moderatorId: viewer.userId },
    });
  });
}

/**
 * An admin answers a published comment: the answer is published at once, marked as the admins', and listed
 * under the comment (a reply to a reply goes under the comment it answers). Answers the comment replied to.
 */
export async function replyToComment(prisma: ContentPrisma, viewer: Identity, id: string, input: unknown) {
  const { text } = parseInput(commentReplyRules, input);
  const target = await commentFor(prisma, id);
  const parent = target.parentId
    ? await prisma.comment.findUniqueOrThrow({ where: { id: target.parentId } })
    : target;
  if (parent.state !== 'PUBLISHED')
    throw new ConflictFailure('COMMENT_NOT_PUBLISHED', 'Publish the comment before answering it');
  // A comment shows its replies whole, and a page of comments is priced by them: a thread is answered a few times.
  const replies = await prisma.comment.count({ where: { parentId: parent.id, state: 'PUBLISHED' } });
  if (replies >= feedbackLimits.repliesMax)
    throw new ConflictFailure('REPLIES_FULL', `A comment takes at most ${feedbackLimits.repliesMax} replies`);
  await prisma.comment.create({
    data: {
      itemId: parent.itemId,
      parentId: parent.id,
      name: 'Admin',
      text,
      locale: parent.locale,
      state: 'PUBLISHED',
      authorId: viewer.userId,
      byAdmin: true,
      moderatedAt: new Date(),
      moderatorId: viewer.userId,
    },
  });
  return parent;
}

/**
 * Who reports: a signed-in reader by their id, a visitor by a keyed hash of the address they come from (the
 * address the rate limits count), so that one reader reports a comment once and no address is kept.
 */
export function reporterOf(viewer: Identity | null, address: string, secret: string): string {
  if (viewer) return viewer.userId;
  return createHmac('sha256', secret).update(`content.comment-report:${address}`).digest('hex');
}

/** A reader reports a published comment, once. */
export async function reportComment(
  prisma: ContentPrisma,
  reporter: string,
  id: string,
  reason: (typeof commentReportReasons)[number],
) {
  const comment = await commentFor(prisma, id).catch(() => null);
  if (!comment || comment.state !== 'PUBLISHED') throw new NotFoundFailure('No such comment');
  const stored = await prisma.$executeRaw`
    INSERT INTO comment_reports (comment_id, reporter, reason)
    VALUES (${comment.id}::uuid, ${reporter}, ${reason})
    ON CONFLICT (comment_id, reporter) DO NOTHING`;
  if (stored === 0) throw new ConflictFailure('ALREADY_REPORTED', 'You have already reported this comment');
  return { reportedAt: new Date() };
}

/** The comments an admin's queue lists for a filter: by state, or the published ones readers reported. */
export function commentQueueWhere(filter: (typeof commentQueueFilters)[number]): Prisma.CommentWhereInput {
  if (filter === 'REPORTED') return { state: 'PUBLISHED', reports: { some: {} } };
  if (filter === 'PUBLISHED') return { state: 'PUBLISHED', parentId: null };
  return { state: filter };
}

/** How much waits in the admins' queue. */
export async function feedbackQueueCounts(prisma: ContentPrisma) {
  const [submittedTestimonials, pendingComments, reportedComments, hiddenComments, spamComments] =
    await Promise.all([
      prisma.testimonial.count({ where: { state: 'SUBMITTED' } }),
      prisma.comment.count({ where: commentQueueWhere('PENDING') }),
      prisma.comment.count({ where: commentQueueWhere('REPORTED') }),
      prisma.comment.count({ where: commentQueueWhere('HIDDEN') }),
      prisma.comment.count({ where: commentQueueWhere('SPAM') }),
    ]);
  return { submittedTestimonials, pendingComments, reportedComments, hiddenComments, spamComments };
}
