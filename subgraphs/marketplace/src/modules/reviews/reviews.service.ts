import { keptPurchaseStatuses, purchaseReviewRules } from '@platform/rules/purchases';
import { ConflictFailure, NotFoundFailure, parseInput } from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { MarketplacePrisma } from '../../context.ts';
import { isAdmin } from '../projects/projects.service.ts';
import { PrismaNamespace as Prisma } from '@platform/db';

/** Reviews anyone reads: those no admin hid. */
export const shownReviewsWhere = { hiddenAt: null };

/** Who reads a review: anyone a shown one; its buyer and admins a hidden one too. */
export const readsReview = (review: { hiddenAt: Date | null; buyerId: string }, viewer: Identity | null) =>
  review.hiddenAt === null || isAdmin(viewer) || viewer?.userId === review.buyerId;

/**
 * The buyer of a project they kept (its purchase released, or split by an admin) reviews it: a rating of 1 to 5 and
 * a text, once per purchase, which they may rewrite (an admin's hiding stays). Not found for anyone but the buyer;
 * `PURCHASE_STATE` before the seller is paid or after a full refund.
 */
export async function reviewPurchase(
  prisma: MarketplacePrisma,
  viewer: Identity,
  purchaseId: string,
  input: { rating: number; text: string },
) {
  const values = parseInput(purchaseReviewRules, input);
  return prisma.$transaction(async (tx) => {
    const purchase = await tx.portfolioPurchase.findFirst({
      where: { id: purchaseId, buyerId: viewer.userId },
      select: { id: true, projectId: true, status: true },
    });
    if (!purchase) throw new NotFoundFailure('No such purchase');
    if (!keptPurchaseStatuses.includes(purchase.status))
      throw new ConflictFailure('PURCHASE_STATE', 'Only what was bought and kept is reviewed');
    await tx.portfolioReview.upsert({
      where: { purchaseId },
      create: { purchaseId, projectId: purchase.projectId, buyerId: viewer.userId, ...values },
      update: values,
    });
    return tx.portfolioPurchase.findUniqueOrThrow({ where: { id: purchaseId } });
  });
}

/** Admins hide a review that breaks the rules (with the reason), or show it again. */
export async function hideReview(
  prisma: MarketplacePrisma,
  reviewId: string,
  hidden: boolean,
  reason: string | null,
  now = new Date(),
) {
  const review = await prisma.portfolioReview.updateManyAndReturn({
    where: { id: reviewId },
    data: hidden ? { hiddenAt: now, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null },
  });
  if (!review[0]) throw new NotFoundFailure('No such review');
  return review[0];
}

export interface ProjectFeedback {
  reviews: number;
  average: number | null;
  users: number;
}

/** The figures of a project nobody bought. */
export const noFeedback: ProjectFeedback = { reviews: 0, average: null, users: 0 };

/**
 * Projects' figures from their buyers, in one statement however many projects: each one's shown reviews' count and
 * mean rating (to a tenth), and the people who bought and kept it; in the order of `projectIds`.
 */
export async function projectsFeedback(
  prisma: MarketplacePrisma,
  projectIds: readonly string[],
): Promise<ProjectFeedback[]> {
  const kept = Prisma.join(
    keptPurchaseStatuses.map((status) => Prisma.sql`${status}::"PortfolioPurchaseStatus"`),
  );
  const rows = await prisma.$queryRaw<(ProjectFeedback & { id: string })[]>`
    SELECT p.id::text AS id, r.reviews, r.average, u.users
    FROM unnest(${[...projectIds]}::uuid[]) AS p(id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS reviews, round(avg(rating), 1)::float8 AS average
      FROM portfolio_reviews WHERE project_id = p.id AND hidden_at IS NULL) r
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT buyer_id)::int AS users
      FROM portfolio_purchases WHERE project_id = p.id AND status IN (${kept})) u`;
  const byId = new Map(rows.map(({ id, ...feedback }) => [id, feedback]));
  return projectIds.map((id) => byId.get(id) ?? noFeedback);
}
