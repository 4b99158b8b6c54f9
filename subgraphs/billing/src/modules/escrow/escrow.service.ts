import type { Order } from '@platform/db';
import { billingLimits } from '@platform/rules/billing';
import { portfolioLicences, type PortfolioLicence } from '@platform/rules/portfolio-limits';
import { consumer } from '@platform/subgraph-kit/consumers';
import { ConflictFailure, NotFoundFailure } from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { Locale } from '@platform/subgraph-kit/locale';
import type { GraphClient } from '@platform/subgraph-kit/subgraph';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { BillingPrisma, BillingTx } from '../../context.ts';
import { accounts, balanceOf, escrowed, post } from '../ledger/ledger.service.ts';
import { buyerFields, recentUnpaid } from '../orders/orders.service.ts';
import { lockOrder } from '../payments/payments.service.ts';

interface ProjectForSale {
  slug: string;
  forSale: boolean;
  viewerIsOwner: boolean;
  offers: { licence: PortfolioLicence; priceRials: number }[];
}

/** A portfolio project as its would-be buyer reads it (projects belong to the marketplace); null if not theirs to see. */
async function projectForSale(graph: GraphClient, userId: string, projectId: string) {
  const { node } = await graph.query<{ node: Partial<ProjectForSale> | null }>(
    `query BillingProjectForSale($id: ID!) {
      node(id: $id) { ... on PortfolioProject { slug forSale viewerIsOwner offers { licence priceRials } } }
    }`,
    { id: encodeGlobalID('PortfolioProject', projectId) },
    { asUser: userId },
  );
  return node?.slug ? (node as ProjectForSale) : null;
}

/**
 * An order for a licence of a ready-made project at its offer's price now. Its money is held in escrow once paid
 * (`settle`), not earned: the marketplace settles it. `NOT_FOR_SALE`: the project is not for sale, or has no offer
 * of that licence; `OWN_PROJECT`: its owner cannot buy it. An unpaid order of the same licence made in the last
 * quarter of an hour is returned instead of a second one.
 */
export async function buySoftware(
  prisma: BillingPrisma,
  graph: GraphClient | null,
  viewer: Identity,
  projectId: string,
  licence: PortfolioLicence,
  locale: Locale,
  now = new Date(),
): Promise<Order> {
  if (!graph) throw serviceUnavailable();
  if (!portfolioLicences.includes(licence)) throw new NotFoundFailure('No such licence');
  const project = await projectForSale(graph, viewer.userId, projectId);
  if (!project) throw new NotFoundFailure('No such project');
  if (project.viewerIsOwner) throw new ConflictFailure('OWN_PROJECT', 'Its owner cannot buy a project');
  const offer = project.forSale ? project.offers.find((o) => o.licence === licence) : undefined;
  const amountRials = BigInt(Math.round(offer?.priceRials ?? 0));
  if (!offer || amountRials < billingLimits.minimumRials)
    throw new ConflictFailure('NOT_FOR_SALE', 'This project is not sold under that licence');
  const unpaid = await recentUnpaid(prisma, viewer.userId, 'SOFTWARE', projectId, now, {
    variant: licence,
    amountRials,
  });
  if (unpaid) return unpaid;
  const buyer = await buyerFields(graph, viewer.userId);
  return prisma.order.create({
    data: {
      userId: viewer.userId,
      productType: 'SOFTWARE',
      productId: projectId,
      productSlug: project.slug.slice(0, 80),
      variant: licence,
      originalRials: amountRials,
      amountRials,
      locale,
      ...buyer,
      createdAt: now,
    },
  });
}

/** The product's fee out of what a collaborator is released (the team's own sales are all the product's). */
export const feeOf = (releasedRials: bigint) => (releasedRials * billingLimits.marketplaceFeePercent) / 100n;

/** What leaves an escrowed order's escrow at once: to its seller, back to its buyer, posted once under `key`. */
export interface EscrowPart {
  orderId: string;
  key: string;
  sellerId: string | null;
  releasedRials: bigint;
  refundedRials: bigint;
}

/**
 * Pays a part (or the whole) of what an escrowed order holds as the marketplace decided, in one balanced posting:
 * the released part to the seller's payable account less the product's fee (or to the product's software sales for
 * the team's own projects), the refunded part back through the payment provider. At most once per key: the order
 * is locked, an order whose escrow is settled is left alone, and a key posted before posts nothing. When nothing is
 * held any more the order records how it ended. Returns whether this call moved money.
 */
export async function releaseEscrow(tx: BillingTx, part: EscrowPart, now: Date): Promise<boolean> {
  const order = await lockOrder(tx, part.orderId);
  if (!order || !escrowed(order) || order.escrowStatus !== 'HELD') return false;
  const held = -(await balanceOf(tx, accounts.escrow(order.id).code));
  const { releasedRials: released, refundedRials: refunded } = part;
  if (released < 0n || refunded < 0n || released + refunded === 0n || released + refunded > held)
    throw new Error(`A part of order ${order.number} asks for more than its escrow holds`);
  const payment = await tx.payment.findFirstOrThrow({
    where: { orderId: order.id, status: 'VERIFIED' },
    orderBy: { verifiedAt: 'asc' },
  });
  const fee = part.sellerId ? feeOf(released) : 0n;
  const entries = [
    { account: accounts.escrow(order.id), amountRials: released + refunded },
    ...(part.sellerId
      ? [
          { account: accounts.payable(part.sellerId), amountRials: -(released - fee) },
          { account: accounts.marketplaceFees, amountRials: -fee },
        ]
      : [{ account: accounts.softwareSales, amountRials: -released }]),
    { account: accounts.psp(payment.provider), amountRials: -refunded },
  ].filter((entry) => entry.amountRials !== 0n);
  const { posted } = await post(tx, {
    key: part.key,
    kind: 'RELEASE',
    orderId: order.id,
    memo: `Order ${order.number}: ${released} released, ${refunded} refunded from escrow`,
    entries,
  });
  if (!posted) return false;
  const releasedTotal = (order.releasedRials ?? 0n) + released;
  const feeTotal = (order.feeRials ?? 0n) + fee;
  const settled = held === released + refunded;
  const whole = settled && releasedTotal === 0n;
  await tx.order.update({
    where: { id: order.id },
    data: {
      releasedRials: releasedTotal,
      feeRials: feeTotal,
      ...(settled
        ? {
            escrowStatus: whole ? 'REFUNDED' : releasedTotal === order.amountRials ? 'RELEASED' : 'SPLIT',
            escrowSettledAt: now,
          }
        : {}),
      ...(whole ? { status: 'REFUNDED' as const, refundedAt: now } : {}),
    },
  });
  return true;
}

/**
 * Settles an escrowed order as the marketplace decided for its purchase (`purchase.settled`): its whole held
 * amount leaves the escrow at once, keyed by the order.
 */
export function settleEscrow(
  tx: BillingTx,
  settlement: { orderId: string; sellerId: string | null; releasedRials: bigint; refundedRials: bigint },
  now: Date,
): Promise<boolean> {
  return releaseEscrow(tx, { ...settlement, key: `settle:${settlement.orderId}` }, now);
}

/** The marketplace's settlements of escrowed orders, each posted once however often its event arrives. */
export const escrowSettlements = consumer({
  name: 'billing.escrow',
  on: ['purchase.settled'],
  async handle(tx, event) {
    const { orderId, sellerId, releasedRials, refundedRials } = event.payload;
    await settleEscrow(
      tx,
      { orderId, sellerId, releasedRials: BigInt(releasedRials), refundedRials: BigInt(refundedRials) },
      event.occurredAt,
    );
  },
});

/**
 * The marketplace's milestones paid out, part by part (`milestone.settled`): each part posted once, keyed by its
 * order and its number, however often its event arrives.
 */
export const milestoneSettlements = consumer({
  name: 'billing.milestones',
  on: ['milestone.settled'],
  async handle(tx, event) {
    const { orderId, collaboratorId, part, releasedRials, refundedRials } = event.payload;
    await releaseEscrow(
      tx,
      {
        orderId,
        key: `release:${orderId}:${part}`,
        sellerId: collaboratorId,
        releasedRials: BigInt(releasedRials),
        refundedRials: BigInt(refundedRials),
      },
      event.occurredAt,
    );
  },
});

interface MilestoneToFund {
  viewerCanFund: boolean;
  amountRials: number;
  contract: { id: string };
}

/**
 * An order paying a contract's milestone into escrow, at its price. Only the contract's client funds it, once the
 * collaborator accepted the contract and while it is not funded (`NOT_FUNDABLE`). An unpaid order for it made in
 * the last quarter of an hour is returned instead of a second one.
 */
export async function fundMilestone(
  prisma: BillingPrisma,
  graph: GraphClient | null,
  viewer: Identity,
  milestoneId: string,
  locale: Locale,
  now = new Date(),
): Promise<Order> {
  if (!graph) throw serviceUnavailable();
  const { node } = await graph.query<{ node: Partial<MilestoneToFund> | null }>(
    `query BillingMilestoneToFund($id: ID!) {
      node(id: $id) { ... on ContractMilestone { viewerCanFund amountRials contract { id } } }
    }`,
    { id: encodeGlobalID('ContractMilestone', milestoneId) },
    { asUser: viewer.userId },
  );
  if (!node?.contract) throw new NotFoundFailure('No such milestone');
  if (!node.viewerCanFund)
    throw new ConflictFailure('NOT_FUNDABLE', 'This milestone is not waiting to be funded');
  const amountRials = BigInt(node.amountRials!);
  const unpaid = await recentUnpaid(prisma, viewer.userId, 'MILESTONE', milestoneId, now, { amountRials });
  if (unpaid) return unpaid;
  const buyer = await buyerFields(graph, viewer.userId);
  return prisma.order.create({
    data: {
      userId: viewer.userId,
      productType: 'MILESTONE',
      productId: milestoneId,
      // The contract, by its global id: the receipt links to it.
      productSlug: node.contract.id.slice(0, 80),
      originalRials: amountRials,
      amountRials,
      locale,
      ...buyer,
      createdAt: now,
    },
  });
}
