import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  collaboratorLimits as L,
  reviewReportReasons,
  reviewRoles,
  successRating,
} from '@platform/rules/collaborators';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { CollaboratorsContext } from '../../context.ts';
import { CollaboratorNode } from '../profiles/profiles.types.ts';
import { boundedText, ContactRequestNode, UserRef } from '../requests/requests.types.ts';
import { markRequestDone } from '../requests/requests.service.ts';
import {
  canReadReview,
  replyToReview,
  reportReview,
  reviewUntil,
  setReviewHidden,
  shownClientReviews,
  submitReview,
} from './reviews.service.ts';

const RoleEnum = builder.enumType('CollaboratorReviewRole', {
  description:
    'CLIENT: the request’s sender reviewed the collaborator. COLLABORATOR: the collaborator the client.',
  values: reviewRoles,
});
const ReasonEnum = builder.enumType('CollaboratorReviewReportReason', { values: reviewReportReasons });

const isAdmin = (context: CollaboratorsContext) => context.viewer?.roles.includes('ADMIN') === true;
const adminOnly = {
  nullable: true as const,
  authScopes: (_review: unknown, _args: unknown, context: CollaboratorsContext) => isAdmin(context),
  unauthorizedResolver: () => null,
};

export const ReviewRef = builder.prismaObject('CollaboratorReview', {
  description:
    'One side’s review of completed work: four ratings 1–5 (poor, fair, good, very good, excellent) and a text. ' +
    'Double-blind: read by others only once both sides reviewed or the review days are over. Plain text.',
  select: {
    role: true,
    authorId: true,
    revealAt: true,
    hiddenAt: true,
    request: { select: { senderId: true, collaboratorId: true } },
  },
  authScopes: (review, context) => canReadReview(review, context.viewer),
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID('CollaboratorReview', r.id), select: { id: true } }),
    role: t.expose('role', { type: RoleEnum }),
    quality: t.exposeInt('quality'),
    communication: t.exposeInt('communication'),
    schedule: t.exposeInt('schedule'),
    cooperation: t.exposeInt('cooperation'),
    rating: t.exposeFloat('rating', { description: 'The mean of the four ratings.' }),
    text: t.exposeString('text', { directives: cost.text(L.reviewTextMax) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    shown: t.boolean({
      description: 'Whether the other side (and, for a client’s review, everyone) reads it yet.',
      resolve: (r) => r.revealAt <= new Date(),
    }),
    revealAt: t.expose('revealAt', {
      type: 'DateTime',
      description: 'When it is shown at the latest: the end of the review days, or when both had reviewed.',
    }),
    reply: t.exposeString('reply', {
      nullable: true,
      description: 'The collaborator’s one reply.',
      directives: cost.text(L.replyMax),
    }),
    repliedAt: t.expose('repliedAt', { type: 'DateTime', nullable: true }),
    author: t.field({
      type: UserRef,
      resolve: (r) => ({ id: encodeGlobalID('User', r.authorId) }),
    }),
    viewerIsAuthor: t.boolean({ resolve: (r, _args, context) => context.viewer?.userId === r.authorId }),
    viewerCanReply: t.boolean({
      description: 'Whether the viewer is the collaborator and may still reply to this client’s review.',
      select: { reply: true },
      resolve: (r, _args, context) =>
        r.role === 'CLIENT' &&
        r.reply === null &&
        r.revealAt <= new Date() &&
        context.viewer?.userId === r.request.collaboratorId,
    }),
    hidden: t.boolean({ resolve: (r) => r.hiddenAt !== null }),
    hiddenReason: t.exposeString('hiddenReason', adminOnly),
    reportsCount: t.exposeInt('reportsCount', adminOnly),
    collaborator: t.relation('profile', { type: CollaboratorNode, description: 'The profile it is about.' }),
  }),
});

const other = (role: 'CLIENT' | 'COLLABORATOR') => (role === 'CLIENT' ? 'COLLABORATOR' : 'CLIENT');
const viewerRole = (r: { senderId: string }, context: CollaboratorsContext) =>
  context.viewer?.userId === r.senderId ? ('CLIENT' as const) : ('COLLABORATOR' as const);

builder.prismaObjectFields(ContactRequestNode, (t) => ({
  viewerMarkedDone: t.boolean({
    description: 'Whether the viewer has marked the accepted work done.',
    select: { senderId: true, senderDoneAt: true, collaboratorDoneAt: true },
    resolve: (r, _args, context) =>
      (viewerRole(r, context) === 'CLIENT' ? r.senderDoneAt : r.collaboratorDoneAt) !== null,
  }),
  otherMarkedDone: t.boolean({
    description: 'Whether the other side has marked the accepted work done.',
    select: { senderId: true, senderDoneAt: true, collaboratorDoneAt: true },
    resolve: (r, _args, context) =>
      (viewerRole(r, context) === 'CLIENT' ? r.collaboratorDoneAt : r.senderDoneAt) !== null,
  }),
  completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  reviewUntil: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'Until when the two may review each other: completed work only.',
    select: { completedAt: true },
    resolve: (r) => (r.completedAt ? reviewUntil(r.completedAt) : null),
  }),
  viewerReview: t.field({
    type: ReviewRef,
    nullable: true,
    description: 'The viewer’s own review of this work, once they wrote it.',
    select: (_args, _context, nested) => ({ senderId: true, reviews: nested({ take: 2 }) }),
    // The nested selection loads each review as ReviewRef selects it (its parties included); its type says less.
    resolve: (r, _args, context) =>
      (r.reviews.find((review) => review.role === viewerRole(r, context)) ?? null) as never,
  }),
  otherReview: t.field({
    type: ReviewRef,
    nullable: true,
    description:
      'The other side’s review of the viewer: null until both reviewed or the review days are over.',
    select: (_args, _context, nested) => ({ senderId: true, reviews: nested({ take: 2 }) }),
    resolve: (r, _args, context) =>
      ((r.reviews as unknown as Parameters<typeof canReadReview>[0][]).find(
        (review) => review.role === other(viewerRole(r, context)) && canReadReview(review, context.viewer),
      ) ?? null) as never,
  }),
}));

builder.prismaObjectFields(CollaboratorNode, (t) => ({
  reviewsCount: t.exposeInt('reviewsCount', { description: 'Its clients’ shown reviews.' }),
  ratingAverage: t.exposeFloat('ratingAverage', {
    nullable: true,
    description:
      'The mean of its clients’ shown reviews (each the mean of its four ratings); null without any.',
  }),
  responseMinutes: t.exposeInt('responseMinutes', {
    nullable: true,
    description:
      'The median minutes it took to answer its last 20 closed contact requests; null before it answered any.',
  }),
  responseRate: t.exposeInt('responseRate', {
    nullable: true,
    description: 'The percentage of its last 20 closed contact requests it answered (the rest expired).',
  }),
  completedProjects: t.exposeInt('completedCount', {
    description: 'Contact requests it completed (accepted, and marked done by both).',
  }),
  successRate: t.int({
    nullable: true,
    description: `The percentage of its clients’ reviews that rate the work ${successRating} or more; null without any.`,
    select: { reviewsCount: true, successCount: true },
    resolve: (p) => (p.reviewsCount ? Math.round((100 * p.successCount) / p.reviewsCount) : null),
  }),
  reviews: t.relatedConnection('reviews', {
    cursor: 'id',
    description: 'Its clients’ shown reviews, the newest first.',
    maxSize: L.reviewsPageMax,
    defaultSize: L.reviewsPage,
    totalCount: true,
    query: () => ({ where: shownClientReviews(), orderBy: [{ revealAt: 'desc' }, { id: 'desc' }] }),
  }),
}));

builder.queryFields((t) => ({
  reportedCollaboratorReviews: t.prismaConnection({
    type: ReviewRef,
    cursor: 'id',
    description: 'Admins: reviews readers reported, the most reported first (hidden ones included).',
    authScopes: { role: 'ADMIN' },
    maxSize: L.reviewsPageMax,
    defaultSize: L.reviewsPage,
    totalCount: (_parent, _args, context) =>
      context.prisma.collaboratorReview.count({ where: { reportsCount: { gt: 0 } } }),
    resolve: (query, _root, _args, context) =>
      context.prisma.collaboratorReview.findMany({
        ...query,
        where: { reportsCount: { gt: 0 } },
        orderBy: [{ reportsCount: 'desc' }, { id: 'desc' }],
      }),
  }),
}));

const ReviewInput = builder.inputType('ReviewContactRequestInput', {
  fields: (t) => ({
    requestId: t.id({ required: true, description: 'The completed ContactRequest’s id.' }),
    quality: t.int({ required: true, description: '1 (poor) to 5 (excellent).' }),
    communication: t.int({ required: true }),
    schedule: t.int({ required: true }),
    cooperation: t.int({ required: true }),
    text: t.string({ required: true, description: `${L.reviewTextMin} to ${L.reviewTextMax} characters.` }),
  }),
});
const ReplyInput = builder.inputType('ReplyToCollaboratorReviewInput', {
  fields: (t) => ({
    reviewId: t.id({ required: true }),
    reply: t.string({ required: true, description: `At most ${L.replyMax} characters.` }),
  }),
});
const ReportInput = builder.inputType('ReportCollaboratorReviewInput', {
  fields: (t) => ({
    reviewId: t.id({ required: true }),
    reason: t.field({ type: ReasonEnum, required: true }),
    note: t.string({ required: false, description: `At most ${L.reportNoteMax} characters.` }),
  }),
});
const HideInput = builder.inputType('HideCollaboratorReviewInput', {
  fields: (t) => ({
    reviewId: t.id({ required: true }),
    hidden: t.boolean({ required: true, description: 'False shows it again.' }),
    reason: t.string({ required: false, description: 'Required to hide it.' }),
  }),
});

/** Reviews and reports per account and per address: each review needs completed work, each report a reader. */
const reviewRate = { name: 'collaborators.review', points: 20, seconds: 86_400 } satisfies Bucket;
const reviewAddressRate = {
  name: 'collaborators.review.address',
  points: 60,
  seconds: 86_400,
} satisfies Bucket;
const reportRate = { name: 'collaborators.review-report', points: 20, seconds: 86_400 } satisfies Bucket;
const reportAddressRate = {
  name: 'collaborators.review-report.address',
  points: 100,
  seconds: 86_400,
} satisfies Bucket;

/** An input's text is bounded before the rules read it. */
const bounded = (field: string, max: number) =>
  z.object({ input: z.object({ [field]: boundedText(max) }).loose() }).loose();

const reviewId = (id: string | number) => localId(String(id), 'CollaboratorReview');

builder.mutationFields((t) => ({
  markContactRequestDone: t.field({
    type: ContactRequestNode,
    description:
      'One side marks accepted work done; when both have, it is completed and the two may review each other.',
    authScopes: { registered: true },
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      markRequestDone(context.prisma, context.viewer!, localId(String(id), 'ContactRequest')),
  }),
  reviewContactRequest: t.field({
    type: ReviewRef,
    description:
      `Reviews the other side of completed work, once, within ${L.reviewDays} days. Nobody else reads it until ` +
      'both have reviewed or the days are over.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    validate: bounded('text', L.reviewTextMax),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, reviewRate);
      await context.limits?.take(reviewAddressRate, context.address);
      return submitReview(
        context.prisma,
        context.viewer!,
        localId(String(input.requestId), 'ContactRequest'),
        input,
      );
    },
  }),
  replyToCollaboratorReview: t.field({
    type: ReviewRef,
    description: 'The collaborator replies, once, to a client’s shown review of them.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: ReplyInput, required: true }) },
    validate: bounded('reply', L.replyMax),
    resolve: (_root, { input }, context) =>
      replyToReview(context.prisma, context.viewer!, reviewId(input.reviewId), input),
  }),
  reportCollaboratorReview: t.field({
    type: ReviewRef,
    description: 'Reports a shown review to the admins; reporting it again changes nothing.',
    authScopes: { registered: true },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: ReportInput, required: true }) },
    validate: bounded('note', L.reportNoteMax),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, reportRate);
      await context.limits?.take(reportAddressRate, context.address);
      return reportReview(context.prisma, context.viewer!, reviewId(input.reviewId), input);
    },
  }),
  hideCollaboratorReview: t.field({
    type: ReviewRef,
    description:
      'Admins: hides a review with a reason (its rating leaves the profile’s figures), or shows it.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: HideInput, required: true }) },
    validate: bounded('reason', L.reasonMax),
    resolve: (_root, { input }, context) =>
      setReviewHidden(context.prisma, reviewId(input.reviewId), {
        hidden: input.hidden,
        reason: input.reason,
      }),
  }),
}));
