import type { PortfolioPurchase, PortfolioPurchaseStatus } from '@platform/db';
import {
  deliveryRules,
  disputeRules,
  resolutionRules,
  settledPurchaseStatuses,
} from '@platform/rules/purchases';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { consumer, job } from '@platform/subgraph-kit/consumers';
import {
  ConflictFailure,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
} from '@platform/subgraph-kit/error-types';
import type { FileService } from '@platform/subgraph-kit/files/service';
import type { Identity } from '@platform/subgraph-kit/identity';
import { recordEvents, type NewEvent } from '@platform/subgraph-kit/outbox';
import type { MarketplacePrisma, MarketplaceTx } from '../../context.ts';
import { givenDocuments, givenDocumentsAndArchives, type GivenFileInput } from '../files/given-files.ts';
import { isAdmin } from '../projects/projects.service.ts';

const day = 86_400_000;

/** What a reader is to a purchase: its buyer, its seller (or, for the team's own projects, an admin), an admin. */
export type PurchaseRole = 'BUYER' | 'SELLER' | 'ADMIN';

export function roleIn(purchase: Pick<PortfolioPurchase, 'buyerId' | 'sellerId'>, viewer: Identity | null) {
  if (!viewer) return null;
  if (purchase.buyerId === viewer.userId) return 'BUYER';
  if (purchase.sellerId === viewer.userId || (purchase.sellerId === null && isAdmin(viewer))) return 'SELLER';
  return isAdmin(viewer) ? 'ADMIN' : null;
}

/** The pub/sub topic of a person's purchases, bought and sold (`purchaseChanged`). */
export const purchasesTopic = (userId: string) => `marketplace.purchases.${userId}`;
/** Admins' topic: the team's own sales, which they deliver, and every dispute, which they decide. */
export const adminPurchasesTopic = 'marketplace.purchases.admins';

/**
 * What a purchase's step tells, recorded with it: the domain's record (`purchase.stepped`, which its parties'
 * e-mails follow) and the live news to its buyer, its seller (admins for the team's projects), and admins of a
 * dispute.
 */
function stepEvents(
  purchase: Pick<PortfolioPurchase, 'id' | 'buyerId' | 'sellerId'>,
  status: PortfolioPurchaseStatus,
): NewEvent[] {
  const topics = [
    purchasesTopic(purchase.buyerId),
    purchase.sellerId === null ? adminPurchasesTopic : purchasesTopic(purchase.sellerId),
  ];
  if (status === 'DISPUTED' && purchase.sellerId !== null) topics.push(adminPurchasesTopic);
  return [
    domainEvent('purchase.stepped', {
      purchaseId: purchase.id,
      status,
      buyerId: purchase.buyerId,
      sellerId: purchase.sellerId,
    }),
    { type: 'purchase.changed', topics, payload: { purchaseId: purchase.id } },
  ];
}

/**
 * Billing's paid orders of a ready-made project's licence (`SOFTWARE`) become purchases waiting for delivery:
 * once per order however often the event arrives. Its seller is the project's owner then, or nobody for the
 * platform team's projects (their sales are the product's). Reads billing's events, never its tables.
 */
export const paidPurchases = consumer({
  name: 'marketplace.purchases',
  on: ['order.paid'],
  async handle(tx, event) {
    const { orderId, orderNumber, userId, productType, productId, variant, amountRials } = event.payload;
    if (productType !== 'SOFTWARE') return;
    const project = await tx.portfolioProject.findUnique({
      where: { id: productId },
      select: { ownerId: true, byTeam: true },
    });
    if (!project) throw new Error(`A paid order names project ${productId}, which does not exist`);
    const [made] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO portfolio_purchases
        (id, order_id, order_number, project_id, licence, buyer_id, seller_id, amount_rials, created_at, updated_at)
      VALUES (gen_random_uuid(), ${orderId}::uuid, ${orderNumber ? BigInt(orderNumber) : null}, ${productId}::uuid,
        ${variant ?? 'SINGLE_USE'}::"PortfolioLicence", ${userId}::uuid,
        ${project.byTeam ? null : project.ownerId}::uuid, ${BigInt(amountRials)}, ${event.occurredAt},
        ${event.occurredAt})
      ON CONFLICT (order_id) DO NOTHING
      RETURNING id`;
    if (!made) return;
    await tx.portfolioPurchaseEvent.create({
      data: {
        purchaseId: made.id,
        toStatus: 'AWAITING_DELIVERY',
        actorId: userId,
        createdAt: event.occurredAt,
      },
    });
    await recordEvents(
      tx,
      stepEvents(
        { id: made.id, buyerId: userId, sellerId: project.byTeam ? null : project.ownerId },
        'AWAITING_DELIVERY',
      ),
    );
  },
});

/** A purchase the viewer takes part in, locked for the rest of the transaction; not found for anyone else. */
async function lockPurchase(tx: MarketplaceTx, viewer: Identity, purchaseId: string) {
  await tx.$executeRaw`SELECT id FROM portfolio_purchases WHERE id = ${purchaseId}::uuid FOR UPDATE`;
  const purchase = await tx.portfolioPurchase.findUnique({ where: { id: purchaseId } });
  const role = purchase && roleIn(purchase, viewer);
  if (!purchase || !role) throw new NotFoundFailure('No such purchase');
  return { purchase, role };
}

interface Step {
  to: PortfolioPurchaseStatus;
  /** Who took it; null for the product itself (an inspection period's end). */
  actorId: string | null;
  reason?: string | null;
  /** Files given with the step (a delivery's), stored already. */
  files?: { key: string; name: string; bytes: number }[];
  data?: Partial<Pick<PortfolioPurchase, 'deliveryNote' | 'deliveredAt' | 'inspectionEndsAt'>>;
  /** What of a settling step goes to the seller; the rest goes back to the buyer. */
  releasedRials?: bigint;
}

/**
 * Moves a locked purchase on one step: its new status, the step appended to its record, and, when the step
 * settles it, `purchase.settled` for billing to pay out the escrow, all in the caller's transaction.
 */
async function step(tx: MarketplaceTx, purchase: PortfolioPurchase, next: Step, now: Date) {
  const settles = settledPurchaseStatuses.includes(next.to);
  const released = settles ? (next.releasedRials ?? purchase.amountRials) : null;
  const updated = await tx.portfolioPurchase.update({
    where: { id: purchase.id },
    data: {
      status: next.to,
      ...next.data,
      ...(released === null
        ? {}
        : { settledAt: now, releasedRials: released, refundedRials: purchase.amountRials - released }),
    },
  });
  const event = await tx.portfolioPurchaseEvent.create({
    data: {
      purchaseId: purchase.id,
      fromStatus: purchase.status,
      toStatus: next.to,
      actorId: next.actorId,
      reason: next.reason ?? null,
      createdAt: now,
    },
  });
  if (next.files?.length)
    await tx.portfolioPurchaseFile.createMany({
      data: next.files.map((file) => ({
        ...file,
        purchaseId: purchase.id,
        eventId: event.id,
        uploadedById: next.actorId!,
        createdAt: now,
      })),
    });
  await recordEvents(tx, [
    ...stepEvents(purchase, next.to),
    ...(released === null
      ? []
      : [
          domainEvent('purchase.settled', {
            purchaseId: purchase.id,
            orderId: purchase.orderId,
            sellerId: purchase.sellerId,
            releasedRials: released.toString(),
            refundedRials: (purchase.amountRials - released).toString(),
          }),
        ]),
  ]);
  return updated;
}

const conflict = (message: string) => new ConflictFailure('PURCHASE_STATE', message);

/**
 * The seller hands over what was bought — a note (where and how to get it, its sign-in, setup), files (ZIPs of the
 * work, PDFs of its manual: the seller's own fresh uploads, redeemed once the step is theirs to take), or both — and
 * the buyer's inspection period starts, `inspectionDays` long, after which silence releases the money.
 */
export function deliverPurchase(
  prisma: MarketplacePrisma,
  files: FileService | null,
  viewer: Identity,
  purchaseId: string,
  input: { note?: string | null; files?: GivenFileInput[] | null },
  inspectionDays: number,
  now = new Date(),
) {
  const { note, files: given } = parseInput(deliveryRules, input);
  return prisma.$transaction(async (tx) => {
    const { purchase, role } = await lockPurchase(tx, viewer, purchaseId);
    if (role !== 'SELLER') throw new NotFoundFailure('No such purchase');
    if (purchase.status !== 'AWAITING_DELIVERY')
      throw conflict('Only a purchase waiting for delivery is delivered');
    const stored = await givenDocumentsAndArchives(files, viewer, given, 'files');
    return step(
      tx,
      purchase,
      {
        to: 'DELIVERED',
        actorId: viewer.userId,
        files: stored,
        data: {
          deliveryNote: note || null,
          deliveredAt: now,
          inspectionEndsAt: new Date(now.getTime() + inspectionDays * day),
        },
      },
      now,
    );
  });
}

/** The buyer accepts the delivery: the money held is released to the seller. */
export function acceptPurchase(
  prisma: MarketplacePrisma,
  viewer: Identity,
  purchaseId: string,
  now = new Date(),
) {
  return prisma.$transaction(async (tx) => {
    const { purchase, role } = await lockPurchase(tx, viewer, purchaseId);
    if (role !== 'BUYER') throw new NotFoundFailure('No such purchase');
    if (purchase.status !== 'DELIVERED') throw conflict('Only a delivered purchase is accepted');
    return step(tx, purchase, { to: 'RELEASED', actorId: viewer.userId }, now);
  });
}

/**
 * The buyer disputes a purchase not delivered yet, or delivered and still in its inspection period, with PDFs as
 * evidence if they have them: the money stays held until an admin decides.
 */
export function disputePurchase(
  prisma: MarketplacePrisma,
  documents: FileService | null,
  viewer: Identity,
  purchaseId: string,
  input: { reason: string; evidence?: GivenFileInput[] | null },
  now = new Date(),
) {
  const { reason, evidence } = parseInput(disputeRules, input);
  return prisma.$transaction(async (tx) => {
    const { purchase, role } = await lockPurchase(tx, viewer, purchaseId);
    if (role !== 'BUYER') throw new NotFoundFailure('No such purchase');
    const open =
      purchase.status === 'AWAITING_DELIVERY' ||
      (purchase.status === 'DELIVERED' && purchase.inspectionEndsAt! > now);
    if (!open) throw conflict('Only a purchase not delivered, or still being inspected, is disputed');
    const files = await givenDocuments(documents, viewer, evidence);
    return step(
      tx,
      purchase,
      { to: 'DISPUTED', actorId: viewer.userId, reason, files: files.map(({ pages: _, ...file }) => file) },
      now,
    );
  });
}

/**
 * An admin decides a dispute: `releasedRials` of what was paid go to the seller and the rest back to the buyer
 * (all, none, or a split), with the reason both read.
 */
export function resolvePurchaseDispute(
  prisma: MarketplacePrisma,
  admin: Identity,
  purchaseId: string,
  input: { releasedRials: number; reason: string },
  now = new Date(),
) {
  const { releasedRials, reason } = parseInput(resolutionRules, input);
  return prisma.$transaction(async (tx) => {
    const { purchase } = await lockPurchase(tx, admin, purchaseId);
    if (purchase.status !== 'DISPUTED') throw conflict('Only a disputed purchase is resolved');
    const released = BigInt(releasedRials);
    if (released > purchase.amountRials)
      throw new ValidationFailure([{ path: 'input.releasedRials', code: 'TOO_MUCH' }]);
    const to = released === purchase.amountRials ? 'RELEASED' : released === 0n ? 'REFUNDED' : 'SPLIT';
    return step(tx, purchase, { to, actorId: admin.userId, reason, releasedRials: released }, now);
  });
}

/**
 * Purchases whose inspection period ended without a word from the buyer are released to their sellers, each in
 * a transaction of its own, `limit` at a time; returns how many.
 */
export async function releaseInspected(prisma: MarketplacePrisma, now: Date, limit = 100) {
  const due = await prisma.portfolioPurchase.findMany({
    where: { status: 'DELIVERED', inspectionEndsAt: { lte: now } },
    select: { id: true },
    orderBy: { inspectionEndsAt: 'asc' },
    take: limit,
  });
  let released = 0;
  for (const { id } of due)
    await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT id FROM portfolio_purchases WHERE id = ${id}::uuid FOR UPDATE`;
      const purchase = await tx.portfolioPurchase.findUnique({ where: { id } });
      // Accepted or disputed meanwhile: the buyer's word stands.
      if (purchase?.status !== 'DELIVERED' || purchase.inspectionEndsAt! > now) return;
      await step(tx, purchase, { to: 'RELEASED', actorId: null, reason: 'INSPECTION_ENDED' }, now);
      released++;
    });
  return released;
}

/** Every minute, once however many processes run it: the inspection periods that ended release their money. */
export const inspectionEnds = job({
  name: 'marketplace.inspection-ends',
  cron: '* * * * *',
  handle: (_data, { prisma }) => releaseInspected(prisma, new Date()).then(() => undefined),
});
