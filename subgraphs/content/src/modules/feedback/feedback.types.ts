import {
  commentActions,
  commentQueueFilters,
  commentReportReasons,
  commentStates,
  feedbackLimits,
  testimonialDecisions,
  testimonialStates,
} from '@platform/rules/feedback';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { ContentContext } from '../../context.ts';
import { antiBot, FormReceipt, formRate, senderOf } from '../inbox/inbox.types.ts';
import {
  addComment,
  commentQueueWhere,
  feedbackItemId,
  feedbackQueueCounts,
  isAdmin,
  moderateComment,
  publishedTestimonials,
  replyToComment,
  reportComment,
  reporterOf,
  reviewTestimonial,
  submitTestimonial,
  testimonialSummary,
} from './feedback.service.ts';

const TestimonialStateEnum = builder.enumType('TestimonialState', {
  description: 'SUBMITTED: waiting for an admin’s review.',
  values: testimonialStates,
});
const TestimonialDecisionEnum = builder.enumType('TestimonialDecision', { values: testimonialDecisions });
const CommentStateEnum = builder.enumType('CommentState', {
  description: 'PENDING: waiting for an admin.',
  values: commentStates,
});
const CommentActionEnum = builder.enumType('CommentAction', { values: commentActions });
const CommentQueueFilterEnum = builder.enumType('CommentQueueFilter', {
  description:
    'PENDING, HIDDEN, SPAM: comments in that state. PUBLISHED: published comments (not the admins’ replies). ' +
    'REPORTED: published comments readers reported.',
  values: commentQueueFilters,
});
const CommentReportReasonEnum = builder.enumType('CommentReportReason', { values: commentReportReasons });

/** Fields for admins only; anyone else reads null. */
const adminOnly = { authScopes: { role: 'ADMIN' as const }, unauthorizedResolver: () => null };

const visibleWhere = (context: ContentContext) =>
  isAdmin(context.viewer) ? {} : { state: 'PUBLISHED' as const };

/** A service or an article by its global id; NOT_FOUND when it names neither. */
async function queryItemId(context: ContentContext, itemId: string | number): Promise<string> {
  try {
    return await feedbackItemId(context.prisma, String(itemId));
  } catch (error) {
    if (error instanceof NotFoundFailure)
      throw new GraphQLError(error.message, { extensions: { code: 'NOT_FOUND' } });
    throw error;
  }
}

export const TestimonialNode = builder.prismaNode('Testimonial', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'What a client says of working with us (§3). Visitors read published ones; the contact is for admins.',
  fields: (t) => ({
    itemId: t.id({
      nullable: true,
      description: 'The service (a ContentItem’s global id) it is about, if any.',
      resolve: (r) => (r.itemId ? encodeGlobalID('ContentItem', r.itemId) : null),
    }),
    name: t.exposeString('name'),
    company: t.exposeString('company', { nullable: true }),
    rating: t.exposeInt('rating', { description: '1 poor, 2 fair, 3 good, 4 very good, 5 excellent.' }),
    text: t.exposeString('text', {
      description: 'Plain text; never rendered as HTML.',
      directives: cost.text(feedbackLimits.textMax),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    contact: t.exposeString('contact', {
      nullable: true,
      description: 'An e-mail address or a phone (E.164). Admins only.',
      ...adminOnly,
    }),
    state: t.expose('state', { type: TestimonialStateEnum, nullable: true, ...adminOnly }),
    locale: t.exposeString('locale', { nullable: true, ...adminOnly }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true, ...adminOnly }),
  }),
});

builder.asEntity(TestimonialNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Testimonial', (context: ContentContext, ids) =>
    context.prisma.testimonial.findMany({ where: { id: { in: ids }, ...visibleWhere(context) } }),
  ),
});

const CommentReportRef = builder.prismaObject('CommentReport', {
  description: 'A reader’s report of a comment (admins): why, and when. Who reported is not told.',
  fields: (t) => ({
    reason: t.field({
      type: CommentReportReasonEnum,
      resolve: (r) => r.reason as (typeof commentReportReasons)[number],
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const CommentNode = builder.prismaNode('Comment', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'A comment on a service or an article, or an admin’s reply to one (`byAdmin`). Visitors read published ones; ' +
    'the e-mail and phone are for admins.',
  fields: (t) => ({
    itemId: t.id({
      description: 'The service or article (a ContentItem’s global id) it is on.',
      resolve: (c) => encodeGlobalID('ContentItem', c.itemId),
    }),
    itemSlug: t.string({
      description: 'The address name of the service or article it is on.',
      select: { item: { select: { slug: true } } },
      resolve: (c) => c.item.slug,
    }),
    name: t.exposeString('name'),
    website: t.exposeString('website', { nullable: true }),
    text: t.exposeString('text', {
      description: 'Plain text; never rendered as HTML.',
      directives: cost.text(feedbackLimits.textMax),
    }),
    byAdmin: t.exposeBoolean('byAdmin', { description: 'An admin’s reply, shown with the Admin label.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    replies: t.relation('replies', {
      description: 'The admins’ published replies, oldest first.',
      query: {
        where: { state: 'PUBLISHED' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: feedbackLimits.repliesMax,
      },
      directives: cost.list(feedbackLimits.repliesMax),
    }),
    email: t.exposeString('email', { nullable: true, ...adminOnly }),
    phone: t.exposeString('phone', { nullable: true, ...adminOnly }),
    state: t.expose('state', { type: CommentStateEnum, nullable: true, ...adminOnly }),
    locale: t.exposeString('locale', { nullable: true, ...adminOnly }),
    moderatedAt: t.expose('moderatedAt', { type: 'DateTime', nullable: true, ...adminOnly }),
    reportCount: t.int({
      nullable: true,
      description: 'How many readers reported it (admins).',
      select: { _count: { select: { reports: true } } },
      resolve: (c) => c._count.reports,
      ...adminOnly,
    }),
    reports: t.relation('reports', {
      type: CommentReportRef,
      nullable: true,
      description: 'Readers’ reports, newest first (admins).',
      query: { orderBy: { createdAt: 'desc' }, take: feedbackLimits.pageMax },
      directives: cost.list(feedbackLimits.pageMax),
      ...adminOnly,
    }),
  }),
});

builder.asEntity(CommentNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Comment', (context: ContentContext, ids) =>
    context.prisma.comment.findMany({ where: { id: { in: ids }, ...visibleWhere(context) } }),
  ),
});

const TestimonialSummary = builder
  .objectRef<{ count: number; averageRating: number | null }>('TestimonialSummary')
  .implement({
    description: 'The published testimonials’ count and average rating, as they are.',
    fields: (t) => ({
      count: t.exposeInt('count'),
      averageRating: t.exposeFloat('averageRating', {
        nullable: true,
        description: 'The average of the published ratings (1–5); null when there are none.',
      }),
    }),
  });

const FeedbackQueueCounts = builder
  .objectRef<Awaited<ReturnType<typeof feedbackQueueCounts>>>('FeedbackQueueCounts')
  .implement({
    description: 'What waits in the admins’ feedback queue.',
    fields: (t) => ({
      submittedTestimonials: t.exposeInt('submittedTestimonials'),
      pendingComments: t.exposeInt('pendingComments'),
      reportedComments: t.exposeInt('reportedComments'),
      hiddenComments: t.exposeInt('hiddenComments'),
      spamComments: t.exposeInt('spamComments'),
    }),
  });

const page = { maxSize: feedbackLimits.pageMax, defaultSize: feedbackLimits.pageSize };

builder.queryFields((t) => ({
  testimonials: t.prismaConnection({
    type: 'Testimonial',
    cursor: 'id',
    nullable: true,
    description:
      'Published testimonials, newest first: all of them, or one service’s. NOT_FOUND when `itemId` names no ' +
      'service or article.',
    ...page,
    args: { itemId: t.arg.id({ required: false }) },
    resolve: async (query, _root, args, context) => {
      const itemId = args.itemId ? await queryItemId(context, args.itemId) : null;
      return context.prisma.testimonial.findMany({
        ...query,
        where: publishedTestimonials(itemId),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
    },
  }),
  testimonialSummary: t.field({
    type: TestimonialSummary,
    nullable: true,
    description: 'How many testimonials are published (all, or one service’s) and their average rating.',
    directives: cost.weight(2),
    args: { itemId: t.arg.id({ required: false }) },
    resolve: async (_root, args, context) =>
      testimonialSummary(context.prisma, args.itemId ? await queryItemId(context, args.itemId) : null),
  }),
  comments: t.prismaConnection({
    type: 'Comment',
    cursor: 'id',
    nullable: true,
    description:
      'A service’s or an article’s published comments, oldest first, each with the admins’ published replies.',
    ...page,
    args: { itemId: t.arg.id({ required: true }) },
    totalCount: async (_parent, args, context) =>
      context.prisma.comment.count({
        where: { itemId: await queryItemId(context, args.itemId), parentId: null, state: 'PUBLISHED' },
      }),
    resolve: async (query, _root, args, context) =>
      context.prisma.comment.findMany({
        ...query,
        where: { itemId: await queryItemId(context, args.itemId), parentId: null, state: 'PUBLISHED' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
  }),
  testimonialQueue: t.prismaConnection({
    type: 'Testimonial',
    cursor: 'id',
    description: 'Testimonials waiting for review, oldest first (admins).',
    authScopes: { role: 'ADMIN' },
    ...page,
    totalCount: (_parent, _args, context) =>
      context.prisma.testimonial.count({ where: { state: 'SUBMITTED' } }),
    resolve: (query, _root, _args, context) =>
      context.prisma.testimonial.findMany({
        ...query,
        where: { state: 'SUBMITTED' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
  }),
  commentQueue: t.prismaConnection({
    type: 'Comment',
    cursor: 'id',
    description: 'Comments for admins to moderate, oldest first: by state, or the reported ones.',
    authScopes: { role: 'ADMIN' },
    ...page,
    args: { filter: t.arg({ type: CommentQueueFilterEnum, required: true }) },
    totalCount: (_parent, args, context) =>
      context.prisma.comment.count({ where: commentQueueWhere(args.filter) }),
    resolve: (query, _root, args, context) =>
      context.prisma.comment.findMany({
        ...query,
        where: commentQueueWhere(args.filter),
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
  }),
  feedbackQueueCounts: t.field({
    type: FeedbackQueueCounts,
    description: 'How many testimonials and comments wait for admins, by kind.',
    authScopes: { role: 'ADMIN' },
    directives: cost.weight(5),
    resolve: (_root, _args, context) => feedbackQueueCounts(context.prisma),
  }),
}));

const SubmitTestimonialInput = builder.inputType('SubmitTestimonialInput', {
  fields: (t) => ({
    itemId: t.id({ required: false, description: 'The service it is about (a ContentItem’s global id).' }),
    name: t.string({ required: true }),
    company: t.string({ required: false }),
    contact: t.string({ required: true, description: 'An e-mail address or a phone number.' }),
    rating: t.int({ required: true, description: '1 poor … 5 excellent.' }),
    text: t.string({ required: true }),
    captcha: t.string({ required: false, ...antiBot.captcha }),
    website: t.string({ required: false, ...antiBot.website }),
  }),
});

const AddCommentInput = builder.inputType('AddCommentInput', {
  fields: (t) => ({
    itemId: t.id({ required: true, description: 'The service or article (a ContentItem’s global id).' }),
    name: t.string({ required: true }),
    email: t.string({ required: false, description: 'An e-mail address or a phone is required.' }),
    phone: t.string({ required: false }),
    website: t.string({ required: false, description: 'The commenter’s web address (http or https).' }),
    text: t.string({ required: true }),
    captcha: t.string({ required: false, ...antiBot.captcha }),
    homepage: t.string({ required: false, ...antiBot.website }),
  }),
});

const CommentReportReceipt = builder.objectRef<{ reportedAt: Date }>('CommentReportReceipt').implement({
  description: 'A report of a comment was received.',
  fields: (t) => ({ reportedAt: t.expose('reportedAt', { type: 'DateTime' }) }),
});

/** Reports per caller: each is read by an admin. */
const reportRate = { name: 'content.comment-report', points: 20, seconds: 3_600 } satisfies Bucket;

builder.mutationFields((t) => ({
  submitTestimonial: t.field({
    type: FormReceipt,
    description: 'Sends a testimonial; it is published once an admin has reviewed it.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: SubmitTestimonialInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, formRate);
      const { captcha, website, itemId, ...fields } = input;
      return submitTestimonial(context.prisma, senderOf(context, { captcha, website }), {
        ...fields,
        itemId: itemId == null ? null : String(itemId),
      });
    },
  }),
  reviewTestimonial: t.field({
    type: TestimonialNode,
    description: 'An admin publishes or rejects a testimonial.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [NotFoundFailure] },
    args: {
      id: t.arg.id({ required: true }),
      decision: t.arg({ type: TestimonialDecisionEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      reviewTestimonial(context.prisma, context.viewer!, String(args.id), args.decision),
  }),
  addComment: t.field({
    type: FormReceipt,
    description: 'Comments on a service or an article; the comment is shown once an admin has published it.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    args: { input: t.arg({ type: AddCommentInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, formRate);
      const { captcha, homepage, itemId, ...fields } = input;
      return addComment(context.prisma, senderOf(context, { captcha, website: homepage }), {
        ...fields,
        itemId: String(itemId),
      });
    },
  }),
  moderateComment: t.field({
    type: CommentNode,
    description: 'An admin publishes, hides or marks a comment as spam.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [NotFoundFailure] },
    args: {
      id: t.arg.id({ required: true }),
      action: t.arg({ type: CommentActionEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      moderateComment(context.prisma, context.viewer!, String(args.id), args.action),
  }),
  replyToComment: t.field({
    type: CommentNode,
    description: 'An admin answers a published comment; answers the comment, with its replies.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { id: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      replyToComment(context.prisma, context.viewer!, String(args.id), { text: args.text }),
  }),
  reportComment: t.field({
    type: CommentReportReceipt,
    description: 'A reader reports a published comment to the admins, once.',
    skipTypeScopes: true,
    authScopes: { public: true },
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: {
      id: t.arg.id({ required: true }),
      reason: t.arg({ type: CommentReportReasonEnum, required: true }),
    },
    resolve: async (_root, args, context) => {
      await rateLimit(context, reportRate);
      const reporter = reporterOf(context.viewer, context.address, context.settings.captchaSecret);
      return reportComment(context.prisma, reporter, String(args.id), args.reason);
    },
  }),
}));
