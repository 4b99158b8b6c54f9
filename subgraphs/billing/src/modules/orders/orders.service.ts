import type { Order, PrismaNamespace, ProductType } from '@platform/db';
import { billingLimits, refundRules, type OrderStatus } from '@platform/rules/billing';
import type { Locale } from '@platform/subgraph-kit/locale';
import { ConflictFailure, NotFoundFailure, parseInput } from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import type { GraphClient } from '@platform/subgraph-kit/subgraph';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { accounts, post } from '../ledger/ledger.service.ts';
import { lockOrder, orderEvent } from '../payments/payments.service.ts';
import type { BillingPrisma } from '../../context.ts';

const minute = 60_000;

interface PricedTest {
  slug: string;
  priceRials: number;
  originalPriceRials: number;
}

/** The test's price now, asked of the graph (tests belong to assessments); null for a test the public cannot see. */
async function pricedTest(graph: GraphClient, testId: string): Promise<PricedTest | null> {
  const { node } = await graph.query<{ node: Partial<PricedTest> | null }>(
    `query BillingPricedTest($id: ID!) {
      node(id: $id) { ... on Test { slug priceRials originalPriceRials } }
    }`,
    { id: encodeGlobalID('Test', testId) },
  );
  return node?.slug ? (node as PricedTest) : null;
}

/**
 * What an admin's list of orders is narrowed to: a status, a time range [from, to), a buyer's e-mail or name, and
 * a payment gateway's authority (what a payer or the gateway's panel quotes).
 */
export interface OrderFilter {
  status?: OrderStatus | null;
  from?: Date | null;
  to?: Date | null;
  buyer?: string | null;
  authority?: string | null;
}

/**
 * A pending order past its time reads EXPIRED before the reconciling job closes it (`Order.status`), so the
 * status filter reads it so too.
 */
function statusFilter(status: OrderStatus, now: Date): PrismaNamespace.OrderWhereInput {
  const due = new Date(now.getTime() - billingLimits.orderTtlMinutes * minute);
  if (status === 'PENDING') return { status, createdAt: { gte: due } };
  if (status === 'EXPIRED') return { OR: [{ status }, { status: 'PENDING', createdAt: { lt: due } }] };
  return { status };
}

export function orderFilter(
  { status, from, to, buyer, authority }: OrderFilter,
  now = new Date(),
): PrismaNamespace.OrderWhereInput {
  const text = buyer?.trim();
  const paidWith = authority?.trim();
  const parts: PrismaNamespace.OrderWhereInput[] = [
    ...(status ? [statusFilter(status, now)] : []),
    ...(from || to ? [{ createdAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } }] : []),
    ...(paidWith ? [{ payments: { some: { authority: paidWith } } }] : []),
    ...(text
      ? [
          {
            OR: [
              { buyerEmail: { contains: text, mode: 'insensitive' as const } },
              { buyerName: { contains: text, mode: 'insensitive' as const } },
            ],
          },
        ]
      : []),
  ];
  return { AND: parts };
}

interface Buyer {
  email: string | null;
  fullName: string | null;
  displayName: string | null;
}

/**
 * The buyer's e-mail and name as accounts has them now, asked of the graph as the buyer: what the order records of
 * who bought (`buyer_email`, `buyer_name`).
 */
export async function buyerFields(graph: GraphClient, userId: string) {
  const { viewer } = await graph.query<{ viewer: Buyer | null }>(
    'query BillingBuyer { viewer { email fullName displayName } }',
    {},
    { asUser: userId },
  );
  return {
    buyerEmail: viewer?.email?.slice(0, 254) ?? null,
    buyerName: (viewer?.fullName || viewer?.displayName)?.slice(0, 200) ?? null,
  };
}

/**
 * The buyer's unpaid order of the same product made in the last quarter of an hour (a double click, a second tab),
 * to return instead of making a second one; `also` narrows it to the same offer or price.
 */
export function recentUnpaid(
  prisma: BillingPrisma,
  userId: string,
  productType: ProductType,
  productId: string,
  now: Date,
  also: PrismaNamespace.OrderWhereInput = {},
): Promise<Order | null> {
  return prisma.order.findFirst({
    where: {
      userId,
      productType,
      productId,
      status: 'PENDING',
      createdAt: { gt: new Date(now.getTime() - (billingLimits.orderTtlMinutes / 2) * minute) },
      ...also,
    },
    orderBy: { createdAt: 'desc' },
  });
}

/**
 * An order for a paid test at its current price. An unpaid order of the same test at the same price, made in
 * the last quarter of an hour, is returned instead of a second one (a double click, a second tab).
 */
export async function buyTest(
  prisma: BillingPrisma,
  graph: GraphClient | null,
  viewer: Identity,
  testId: string,
  locale: Locale,
  now = new Date(),
): Promise<Order> {
  if (!graph) throw serviceUnavailable();
  const test = await pricedTest(graph, testId);
  if (!test) throw new NotFoundFailure('No such test');
  const amountRials = BigInt(Math.round(test.priceRials));
  if (amountRials < billingLimits.minimumRials)
    throw new ConflictFailure('NOT_FOR_SALE', 'This test is free');
  const unpaid = await recentUnpaid(prisma, viewer.userId, 'TEST', testId, now, { amountRials });
  if (unpaid) return unpaid;
  const buyer = await buyerFields(graph, viewer.userId);
  return prisma.order.create({
    data: {
      userId: viewer.userId,
      productType: 'TEST',
      productId: testId,
      productSlug: test.slug,
      originalRials: BigInt(Math.round(Math.max(test.originalPriceRials, test.priceRials))),
      amountRials,
      locale,
      ...buyer,
      createdAt: now,
    },
  });
}

interface PricedBatch {
  count: number;
  priceRials: number;
  testSlug: string;
  needsPayment: boolean;
}

/** The viewer's batch of invitations by e-mail, asked of the graph as them (batches belong to assessments). */
async function pricedBatch(graph: GraphClient, userId: string, batchId: string): Promise<PricedBatch | null> {
  const { node } = await graph.query<{ node: Partial<PricedBatch> | null }>(
    `query BillingPricedBatch($id: ID!) {
      node(id: $id) { ... on TestInvitationBatch { count priceRials testSlug needsPayment } }
    }`,
    { id: encodeGlobalID('TestInvitationBatch', batchId) },
    { asUser: userId },
  );
  return node?.testSlug !== undefined ? (node as PricedBatch) : null;
}

/**
 * One order for a batch of invitations by e-mail to a paid test: N × the test's price when the batch was made.
 * Only the batch's employer may order it, and only while it waits for payment (`NOT_FOR_SALE` otherwise: a free
 * test's batch, or one paid already). An unpaid order of the same batch is returned instead of a second one.
 */
export async function buyTestInvitations(
  prisma: BillingPrisma,
  graph: GraphClient | null,
  viewer: Identity,
  batchId: string,
  locale: Locale,
  now = new Date(),
): Promise<Order> {
  if (!graph) throw serviceUnavailable();
  const batch = await pricedBatch(graph, viewer.userId, batchId);
  if (!batch) throw new NotFoundFailure('No such batch of invitations');
  const amountRials = BigInt(Math.round(batch.priceRials)) * BigInt(batch.count);
  if (!batch.needsPayment || amountRials < billingLimits.minimumRials)
    throw new ConflictFailure('NOT_FOR_SALE', 'These invitations need no payment');
  const unpaid = await recentUnpaid(prisma, viewer.userId, 'TEST_INVITATIONS', batchId, now);
  if (unpaid) return unpaid;
  const buyer = await buyerFields(graph, viewer.userId);
  return prisma.order.create({
    data: {
      userId: viewer.userId,
      productType: 'TEST_INVITATIONS',
      productId: batchId,
      productSlug: batch.testSlug.slice(0, 80),
      quantity: batch.count,
      originalRials: amountRials,
      amountRials,
      locale,
      ...buyer,
      createdAt: now,
    },
  });
}

/**
 * An admin refunds a paid order (not one held in escrow, `IN_ESCROW`): the ledger reverses the payment, the order is REFUNDED and `order.refunded` tells
 * assessments to withdraw the test if it was not taken yet. Refunding twice refunds once.
 */
export async function refundOrder(
  prisma: BillingPrisma,
  admin: Identity,
  orderId: string,
  input: { reason: string },
  now = new Date(),
): Promise<Order> {
  const { reason } = parseInput(refundRules, input);
  return prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundFailure('No such order');
    if (order.status === 'REFUNDED') return order;
    if (order.status !== 'PAID')
      throw new ConflictFailure('NOT_REFUNDABLE', 'Only a paid order can be refunded');
    // Escrowed money leaves the escrow only as its purchase is settled (a dispute an admin resolves).
    if (order.escrowStatus)
      throw new ConflictFailure('IN_ESCROW', 'This order is held in escrow: resolve its purchase instead');
    const payment = await tx.payment.findFirstOrThrow({
      where: { orderId, status: 'VERIFIED' },
      orderBy: { verifiedAt: 'asc' },
    });
    await post(tx, {
      key: `refund:${order.id}`,
      kind: 'REFUND',
      orderId: order.id,
      memo: `Order ${order.number} refunded`,
      entries: [
        { account: accounts.testSales, amountRials: order.amountRials },
        { account: accounts.psp(payment.provider), amountRials: -order.amountRials },
      ],
    });
    const refunded = await tx.order.update({
      where: { id: order.id },
      data: { status: 'REFUNDED', refundedAt: now, refundReason: reason, refundedById: admin.userId },
    });
    await recordEvents(tx, [orderEvent('order.refunded', refunded)]);
    return refunded;
  });
}
