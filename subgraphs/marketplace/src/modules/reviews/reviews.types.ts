import { purchaseLimits as P } from '@platform/rules/purchases';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { requestLoader } from '@platform/subgraph-kit/loaders';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { MarketplaceContext } from '../../context.ts';
import { ProjectNode } from '../projects/projects.types.ts';
import { PurchaseNode } from '../purchases/purchases.types.ts';
import {
  hideReview,
  noFeedback,
  projectsFeedback,
  type ProjectFeedback,
  readsReview,
  reviewPurchase,
  shownReviewsWhere,
} from './reviews.service.ts';

/** Reviews a buyer writes or rewrites in a day: far more than anyone buys. */
const reviewRate = { name: 'marketplace.review', points: 20, seconds: 86_400 } satisfies Bucket;

const ReviewNode = builder.prismaNode('PortfolioReview', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'A buyer’s review of a project they bought and kept. Anyone reads a shown one; its buyer and admins also a ' +
    'hidden one. Plain text; never rendered as HTML.',
  select: { id: true, hiddenAt: true, buyerId: true },
  authScopes: (review, context: MarketplaceContext) => readsReview(review, context.viewer),
  fields: (t) => ({
    rating: t.exposeInt('rating', { description: '1 (poor) to 5 (excellent).' }),
    text: t.exposeString('text', { directives: cost.text(P.reviewTextMax) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When its buyer last rewrote it.' }),
    project: t.relation('project', { description: 'The project it reviews.' }),
    hidden: t.boolean({
      description:
        'Whether an admin hid it: then only its buyer and admins read it, and it counts in no figure.',
      resolve: (review) => review.hiddenAt !== null,
    }),
  }),
});

builder.asEntity(ReviewNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('PortfolioReview', (context: MarketplaceContext, ids) =>
    context.prisma.portfolioReview.findMany({ where: { id: { in: ids } } }),
  ),
});

const FeedbackRef = builder.objectRef<ProjectFeedback>('PortfolioProjectFeedback').implement({
  description:
    'What a project’s buyers made of it: counted from their purchases and reviews, never typed in.',
  fields: (t) => ({
    reviewsCount: t.exposeInt('reviews', { description: 'Its shown reviews.' }),
    ratingAverage: t.exposeFloat('average', {
      nullable: true,
      description: 'Its shown reviews’ mean rating, to a tenth; null before any.',
    }),
    users: t.exposeInt('users', { description: 'The people who bought it and kept it.' }),
  }),
});

builder.prismaObjectFields(ProjectNode, (t) => ({
  reviews: t.relation('reviews', {
    description: `Its buyers’ shown reviews, the newest first (at most ${P.reviewsPageMax}).`,
    directives: cost.list(P.reviewsPageMax),
    query: { where: shownReviewsWhere, orderBy: { createdAt: 'desc' }, take: P.reviewsPageMax },
  }),
  feedback: t.field({
    type: FeedbackRef,
    description: 'Its buyers’ figures: reviews, mean rating, users.',
    directives: cost.weight(2),
    select: { id: true },
    // A page of projects asks for theirs in one statement.
    resolve: (p, _args, context) =>
      requestLoader<string, ProjectFeedback>(context, 'PortfolioProject.feedback', (ids) =>
        projectsFeedback(context.prisma, ids),
      )
        .load(p.id)
        .then((feedback) => feedback ?? noFeedback),
  }),
}));

builder.prismaObjectFields(PurchaseNode, (t) => ({
  review: t.field({
    type: ReviewNode,
    nullable: true,
    description:
      'Its buyer’s review of what they bought (written once it is kept); once hidden, only its buyer and admins ' +
      'read it here.',
    select: { review: true },
    resolve: ({ review }, _args, context) => (review && readsReview(review, context.viewer) ? review : null),
  }),
}));

builder.queryField('portfolioReviews', (t) =>
  t.prismaConnection({
    type: ReviewNode,
    cursor: 'id',
    description:
      'Admins: buyers’ reviews, the newest first — the shown ones, or the hidden ones when `hidden` is true — to ' +
      'moderate.',
    authScopes: { role: 'ADMIN' },
    maxSize: P.pageMax,
    defaultSize: P.pageMax,
    args: { hidden: t.arg.boolean({ required: false }) },
    totalCount: (_parent, args, context) =>
      context.prisma.portfolioReview.count({ where: moderatedWhere(args.hidden) }),
    resolve: (query, _root, args, context) =>
      context.prisma.portfolioReview.findMany({
        ...query,
        where: moderatedWhere(args.hidden),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
);

const moderatedWhere = (hidden: boolean | null | undefined) =>
  hidden ? { hiddenAt: { not: null } } : shownReviewsWhere;

const ReviewInput = builder.inputType('ReviewPurchaseInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The PortfolioPurchase, the viewer’s own, released or split.' }),
    rating: t.int({ required: true, description: '1 (poor) to 5 (excellent).' }),
    text: t.string({ required: true, description: `${P.reviewTextMin}–${P.reviewTextMax} characters.` }),
  }),
});
const HideInput = builder.inputType('HidePortfolioReviewInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The PortfolioReview.' }),
    hidden: t.boolean({ required: true }),
    reason: t.string({ description: `Why it is hidden (up to ${P.reasonMax} characters).` }),
  }),
});

builder.mutationFields((t) => ({
  reviewPurchase: t.field({
    type: PurchaseNode,
    description:
      'The buyer reviews a project they bought and kept (its purchase released or split): a rating and a text, ' +
      'once per purchase, rewritten if sent again. ConflictError code: PURCHASE_STATE.',
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    validate: z
      .object({
        input: z.object({ id: z.string().max(200), text: z.string().max(P.reviewTextMax * 4) }).loose(),
      })
      .loose(),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, reviewRate);
      const id = localId(String(input.id), 'PortfolioPurchase');
      if (!id) throw new NotFoundFailure('No such purchase');
      return reviewPurchase(context.prisma, context.viewer!, id, { rating: input.rating, text: input.text });
    },
  }),
  hidePortfolioReview: t.field({
    type: ReviewNode,
    description: 'Admins: hide a review that breaks the rules, with the reason, or show it again.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [NotFoundFailure] },
    args: { input: t.arg({ type: HideInput, required: true }) },
    validate: z
      .object({
        input: z
          .object({ id: z.string().max(200), reason: z.string().trim().max(P.reasonMax).nullish() })
          .loose(),
      })
      .loose(),
    resolve: async (_root, { input }, context) => {
      const id = localId(String(input.id), 'PortfolioReview');
      if (!id) throw new NotFoundFailure('No such review');
      return hideReview(context.prisma, id, input.hidden, input.reason?.trim() || null);
    },
  }),
}));
