import type { Order, Prisma } from '@platform/db';
import { billingLimits, type PaymentFailure } from '@platform/rules/billing';
import { recordEvents, type NewEvent } from '@platform/subgraph-kit/outbox';
import { accounts, post, type Tx } from '../ledger/ledger.service.ts';
import { GatewayRefused, GatewayUnreachable, type PaymentGateway } from './zarinpal.ts';

const minute = 60_000;

/** The path the payment gateway sends payers back to (with `Authority` and `Status`). */
export const callbackPath = '/payments/zarinpal/callback';

/** The page that starts paying an order: it asks the gateway for a payment and sends the payer there. */
export const payPath = (orderId: string) => `/payments/orders/${orderId}/pay`;

/** The order's receipt page, in the buyer's language. */
export const receiptPath = (order: Pick<Order, 'number' | 'locale'>, outcome?: string) =>
  `/${order.locale}/panel/orders/${order.number}${outcome ? `?payment=${outcome}` : ''}`;

export const isExpired = (order: Pick<Order, 'status' | 'createdAt'>, now: Date) =>
  order.status === 'PENDING' &&
  now.getTime() - order.createdAt.getTime() > billingLimits.orderTtlMinutes * minute;

/**
 * Starts paying a pending order: asks the gateway for a payment of the order's amount (from our records, never
 * from the payer) and returns where to send the payer. A payment asked for in the last few minutes is reused, so
 * reloading the page does not open another.
 */
export async function startPayment(
  prisma: Prisma,
  gateway: PaymentGateway,
  orderId: string,
  callbackUrl: string,
  now = new Date(),
): Promise<{ redirect: string }> {
  const order = await prisma.order.findUnique({ where: { id: orderId } });
  if (!order) return { redirect: '/' };
  if (order.status !== 'PENDING' || isExpired(order, now)) return { redirect: receiptPath(order) };
  const recent = await prisma.payment.findFirst({
    where: { orderId, status: 'STARTED', createdAt: { gt: new Date(now.getTime() - 10 * minute) } },
    orderBy: { createdAt: 'desc' },
  });
  if (recent) return { redirect: gateway.startPayUrl(recent.authority) };
  try {
    const { authority } = await gateway.request({
      amountRials: order.amountRials,
      callbackUrl,
      description: `Karnama order ${order.number}`,
      orderId: order.id,
    });
    await prisma.payment.create({
      data: { orderId, provider: gateway.provider, authority, amountRials: order.amountRials },
    });
    return { redirect: gateway.startPayUrl(authority) };
  } catch (error) {
    if (error instanceof GatewayUnreachable || error instanceof GatewayRefused)
      return { redirect: receiptPath(order, 'unavailable') };
    throw error;
  }
}

/** `order.paid` / `order.refunded`: what the product's other parts act on (assessments grants or withdraws a test). */
export function orderEvent(type: 'order.paid' | 'order.refunded', order: Order): NewEvent {
  return {
    type,
    topics: ['domain'],
    payload: {
      orderId: order.id,
      userId: order.userId,
      productType: order.productType,
      productId: order.productId,
      amountRials: order.amountRials.toString(),
    },
  };
}

/** The order of a verified payment is paid: the ledger, the order and its event, at once and only once. */
async function settle(
  prisma: Prisma,
  payment: { id: string; authority: string; provider: string; orderId: string },
  verified: { refId: string; cardPan: string | null },
  now: Date,
) {
  await prisma.$transaction(async (tx) => {
    const order = (await lockOrder(tx, payment.orderId))!;
    const { posted } = await post(tx, {
      key: `payment:${payment.authority}`,
      kind: 'PAYMENT',
      orderId: order.id,
      memo: `Order ${order.number} paid`,
      entries: [
        { account: accounts.psp(payment.provider), amountRials: order.amountRials },
        { account: accounts.testSales, amountRials: -order.amountRials },
      ],
    });
    if (!posted) return;
    await tx.payment.update({
      where: { id: payment.id },
      data: {
        status: 'VERIFIED',
        refId: verified.refId,
        cardPan: verified.cardPan,
        verifiedAt: now,
        failureCode: null,
      },
    });
    // A payment verified after its order expired still paid for it.
    if (order.status === 'PENDING' || order.status === 'EXPIRED') {
      const paid = await tx.order.update({ where: { id: order.id }, data: { status: 'PAID', paidAt: now } });
      await recordEvents(tx, [orderEvent('order.paid', paid)]);
    }
  });
}

/** Locks an order for the rest of the transaction and reads it; null when there is no such order. */
export async function lockOrder(tx: Tx, orderId: string): Promise<Order | null> {
  const locked = await tx.$executeRaw`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
  return locked ? tx.order.findUnique({ where: { id: orderId } }) : null;
}

async function fail(prisma: Prisma, paymentId: string, failure: PaymentFailure) {
  await prisma.payment.updateMany({
    where: { id: paymentId, status: { in: ['STARTED', 'VERIFYING'] } },
    data: { status: 'FAILED', failureCode: failure },
  });
}

/**
 * Verifies one payment with the gateway and records what it said. A gateway that does not answer leaves the
 * payment VERIFYING for the reconciling worker; what was verified before (code 101) settles once all the same.
 */
async function verifyPayment(
  prisma: Prisma,
  gateway: PaymentGateway,
  payment: { id: string; authority: string; provider: string; orderId: string; amountRials: bigint },
  now: Date,
): Promise<'paid' | 'failed' | 'pending'> {
  let outcome;
  try {
    // The amount the payment was asked for: the order's, from our records when the payer left for the gateway.
    outcome = await gateway.verify({ authority: payment.authority, amountRials: payment.amountRials });
  } catch (error) {
    if (error instanceof GatewayUnreachable) return 'pending';
    throw error;
  }
  if (!outcome.ok) {
    await fail(prisma, payment.id, outcome.failure);
    return 'failed';
  }
  await settle(prisma, payment, outcome, now);
  return 'paid';
}

/**
 * The payer is back from the gateway. `Status` other than OK is a cancelled or declined payment (the order can
 * be paid again); OK is verified with the gateway before anything is believed. Repeated callbacks (a reload, a
 * double submit, the gateway calling twice) settle the order once. Returns where to send the payer.
 */
export async function completePayment(
  prisma: Prisma,
  gateway: PaymentGateway,
  query: { authority: string; status: string },
  now = new Date(),
): Promise<{ redirect: string; outcome: string }> {
  const payment = await prisma.payment.findUnique({ where: { authority: query.authority } });
  if (!payment) return { redirect: '/', outcome: 'unknown' };
  const order = await prisma.order.findUniqueOrThrow({ where: { id: payment.orderId } });
  if (payment.status === 'VERIFIED') return { redirect: receiptPath(order), outcome: 'paid' };
  if (payment.status === 'FAILED') return { redirect: receiptPath(order, 'failed'), outcome: 'failed' };
  if (query.status !== 'OK') {
    await prisma.payment.updateMany({
      where: { id: payment.id, status: 'STARTED' },
      data: { status: 'FAILED', failureCode: 'CANCELLED', returnedAt: now },
    });
    return { redirect: receiptPath(order, 'cancelled'), outcome: 'cancelled' };
  }
  await prisma.payment.updateMany({
    where: { id: payment.id, status: 'STARTED' },
    data: { status: 'VERIFYING', returnedAt: now },
  });
  const result = await verifyPayment(prisma, gateway, payment, now);
  return {
    redirect: receiptPath(order, result === 'paid' ? undefined : result),
    outcome: result,
  };
}

/**
 * What no payer will finish: payments whose verify went unanswered are verified again; orders past their time are
 * closed, after a last verify of payments the payer never came back from (one that was paid still counts).
 * Returns how many payments and orders changed.
 */
export async function reconcilePayments(
  prisma: Prisma,
  gateway: PaymentGateway,
  now = new Date(),
  options: { retryAfterMs: number },
): Promise<number> {
  let changed = 0;
  const waiting = await prisma.payment.findMany({
    where: {
      status: 'VERIFYING',
      returnedAt: { lt: new Date(now.getTime() - options.retryAfterMs) },
    },
    take: 50,
  });
  for (const payment of waiting) {
    if ((await verifyPayment(prisma, gateway, payment, now)) !== 'pending') changed++;
  }
  const expired = await prisma.order.findMany({
    where: {
      status: 'PENDING',
      createdAt: { lt: new Date(now.getTime() - billingLimits.orderTtlMinutes * minute) },
    },
    include: { payments: { where: { status: { in: ['STARTED', 'VERIFYING'] } } } },
    take: 50,
  });
  for (const order of expired) {
    const outcomes = [];
    for (const payment of order.payments) outcomes.push(await verifyPayment(prisma, gateway, payment, now));
    if (outcomes.includes('paid') || outcomes.includes('pending')) continue;
    const { count } = await prisma.order.updateMany({
      where: { id: order.id, status: 'PENDING' },
      data: { status: 'EXPIRED' },
    });
    await prisma.payment.updateMany({
      where: { orderId: order.id, status: 'STARTED' },
      data: { status: 'FAILED', failureCode: 'NOT_CONFIRMED' },
    });
    changed += count;
  }
  return changed;
}
