import type { Order } from '@platform/db';
import { billingLimits, type PaymentFailure } from '@platform/rules/billing';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { recordEvents, type NewEvent } from '@platform/subgraph-kit/outbox';
import { accounts, escrowed, post } from '../ledger/ledger.service.ts';
import { GatewayRefused, GatewayUnreachable, type PaymentGateway } from './zarinpal.ts';
import type { BillingPrisma, BillingTx } from '../../context.ts';

const minute = 60_000;
const paymentWindowMs = billingLimits.paymentWindowMinutes * minute;

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
  prisma: BillingPrisma,
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
  return domainEvent(type, {
    orderId: order.id,
    userId: order.userId,
    productType: order.productType,
    productId: order.productId,
    variant: order.variant,
    orderNumber: order.number.toString(),
    amountRials: order.amountRials.toString(),
  });
}

/**
 * The order of a verified payment is paid: the ledger, the order and its event, at once and only once. Returns
 * whether this call was the one that settled it.
 */
async function settle(
  prisma: BillingPrisma,
  payment: { id: string; authority: string; provider: string; orderId: string },
  verified: { refId: string; cardPan: string | null },
  now: Date,
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const order = (await lockOrder(tx, payment.orderId))!;
    // A ready-made project's money is held in escrow until its purchase is settled, not earned.
    const held = escrowed(order);
    const { posted } = await post(tx, {
      key: `payment:${payment.authority}`,
      kind: held ? 'HOLD' : 'PAYMENT',
      orderId: order.id,
      memo: `Order ${order.number} paid${held ? ' into escrow' : ''}`,
      entries: [
        { account: accounts.psp(payment.provider), amountRials: order.amountRials },
        {
          account: held ? accounts.escrow(order.id) : accounts.testSales,
          amountRials: -order.amountRials,
        },
      ],
    });
    if (!posted) return false;
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
      const paid = await tx.order.update({
        where: { id: order.id },
        data: { status: 'PAID', paidAt: now, ...(held ? { escrowStatus: 'HELD' as const } : {}) },
      });
      await recordEvents(tx, [orderEvent('order.paid', paid)]);
    }
    return true;
  });
}

/** Locks an order for the rest of the transaction and reads it; null when there is no such order. */
export async function lockOrder(tx: BillingTx, orderId: string): Promise<Order | null> {
  const locked = await tx.$executeRaw`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
  return locked ? tx.order.findUnique({ where: { id: orderId } }) : null;
}

/** What the gateway says about a payment, as far as this product acts on it. */
type Verdict =
  | { kind: 'paid'; refId: string; cardPan: string | null }
  /** The gateway has it open: the payer may still pay. */
  | { kind: 'open' }
  | { kind: 'failed'; failure: PaymentFailure }
  /** No answer, or none to act on yet: ask again later. */
  | { kind: 'unknown' };

/** Inquiry refusals that say the gateway has no such payment (of ours): nothing can have been paid on it. */
const unknownToGateway = new Set([-53, -54]);

interface PaymentRow {
  id: string;
  authority: string;
  provider: string;
  orderId: string;
  amountRials: bigint;
}

/**
 * Asks the gateway what became of a payment. Verify (with the amount from our records) is what confirms and
 * collects a payment; the inquiry only tells its state, so a refused verify is not believed until the inquiry
 * says the payment is over. `verifyFirst` when it was probably paid (an OK callback, a verify left unanswered,
 * the gateway's list of unverified payments); otherwise the inquiry comes first and verify only if it says paid.
 */
async function askGateway(
  gateway: PaymentGateway,
  payment: PaymentRow,
  options: { verifyFirst: boolean; failure: PaymentFailure },
): Promise<Verdict> {
  const confirm = async (): Promise<Verdict | null> => {
    const verified = await gateway.verify({ authority: payment.authority, amountRials: payment.amountRials });
    if (verified.ok) return { kind: 'paid', refId: verified.refId, cardPan: verified.cardPan };
    return verified.failure === 'AMOUNT_MISMATCH' ? { kind: 'failed', failure: 'AMOUNT_MISMATCH' } : null;
  };
  try {
    if (options.verifyFirst) {
      const verdict = await confirm();
      if (verdict) return verdict;
    }
    const inquiry = await gateway.inquire(payment.authority);
    switch (inquiry.status) {
      case 'IN_BANK':
        return { kind: 'open' };
      case 'FAILED':
      case 'REVERSED':
        return { kind: 'failed', failure: options.failure };
      case 'PAID':
      case 'VERIFIED':
        // Refused a moment ago and paid now: the payer finished in between, and the next look verifies it.
        if (options.verifyFirst) return { kind: 'unknown' };
        return (await confirm()) ?? { kind: 'unknown' };
      case null:
        return unknownToGateway.has(inquiry.gatewayCode)
          ? { kind: 'failed', failure: options.failure }
          : { kind: 'unknown' };
    }
  } catch (error) {
    if (error instanceof GatewayUnreachable) return { kind: 'unknown' };
    throw error;
  }
}

/**
 * Records what the gateway said. Paid settles; failed closes a payment not yet closed; open reopens one that a
 * callback or a verify marked too early (the payer is still at the gateway). Returns the verdict's kind and
 * whether anything changed.
 */
async function record(prisma: BillingPrisma, payment: PaymentRow, verdict: Verdict, now: Date) {
  let changed = false;
  switch (verdict.kind) {
    case 'paid':
      changed = await settle(prisma, payment, verdict, now);
      break;
    case 'failed':
      changed = await prisma.payment
        .updateMany({
          where: { id: payment.id, status: { in: ['STARTED', 'VERIFYING'] } },
          data: { status: 'FAILED', failureCode: verdict.failure },
        })
        .then(({ count }) => count > 0);
      break;
    case 'open':
      changed = await prisma.payment
        .updateMany({
          where: { id: payment.id, status: { in: ['VERIFYING', 'FAILED'] } },
          data: { status: 'STARTED', failureCode: null, returnedAt: null },
        })
        .then(({ count }) => count > 0);
      break;
    case 'unknown':
      break;
  }
  return { kind: verdict.kind, failure: verdict.kind === 'failed' ? verdict.failure : null, changed };
}

const check = async (
  prisma: BillingPrisma,
  gateway: PaymentGateway,
  payment: PaymentRow,
  now: Date,
  options: { verifyFirst: boolean; failure: PaymentFailure },
) => record(prisma, payment, await askGateway(gateway, payment, options), now);

/** A failed payment the gateway may still take: within its window, and not refused for its amount. */
const mayStillBePaid = (payment: { createdAt: Date; failureCode: string | null }, now: Date) =>
  payment.failureCode !== 'AMOUNT_MISMATCH' && now.getTime() - payment.createdAt.getTime() < paymentWindowMs;

/** What the receipt says of a payment already failed, by why it failed. */
const failedOutcomes: Record<string, string> = { CANCELLED: 'cancelled', DECLINED: 'declined' };

/**
 * The payer is back from the gateway, or anyone who knows the authority says so: a callback is never believed
 * by itself. `OK` is verified; `NOK` closes the payment only when the gateway's inquiry says it is over, so a
 * callback sent before the payer paid leaves it open. A failed payment still in its window is verified again on
 * `OK` (its payer may have paid after all). Repeated callbacks (a reload, a double submit, the gateway calling
 * twice) settle the order once. Returns where to send the payer.
 */
export async function completePayment(
  prisma: BillingPrisma,
  gateway: PaymentGateway,
  query: { authority: string; status: string },
  now = new Date(),
): Promise<{ redirect: string; outcome: string }> {
  const payment = await prisma.payment.findUnique({ where: { authority: query.authority } });
  if (!payment) return { redirect: '/', outcome: 'unknown' };
  const order = await prisma.order.findUniqueOrThrow({ where: { id: payment.orderId } });
  const reported = query.status === 'OK';
  if (payment.status === 'VERIFIED') return { redirect: receiptPath(order), outcome: 'paid' };
  if (payment.status === 'FAILED' && !(reported && mayStillBePaid(payment, now))) {
    const outcome = failedOutcomes[payment.failureCode ?? ''] ?? 'failed';
    return { redirect: receiptPath(order, outcome), outcome };
  }
  if (reported)
    await prisma.payment.updateMany({
      where: { id: payment.id, status: 'STARTED' },
      data: { status: 'VERIFYING', returnedAt: now },
    });
  // Refused after the payer said it was paid: the bank declined it; NOK: the payer cancelled.
  const { kind, failure } = await check(prisma, gateway, payment, now, {
    verifyFirst: reported,
    failure: reported ? 'DECLINED' : 'CANCELLED',
  });
  const outcome =
    kind === 'paid' ? 'paid' : kind === 'failed' ? (failedOutcomes[failure!] ?? 'failed') : 'pending';
  return { redirect: receiptPath(order, outcome === 'paid' ? undefined : outcome), outcome };
}

/**
 * What no callback will finish. Every payment the gateway lists as taken but not verified is verified, whatever
 * we had marked it (a payer who never came back, one whose payment a premature callback or an early look had
 * failed); payments whose verify went unanswered are verified again; payments still open once their window is
 * over get the gateway's last word; orders past their time are closed (a payment the gateway takes later still
 * pays for its order). Returns how many payments and orders changed.
 */
export async function reconcilePayments(
  prisma: BillingPrisma,
  gateway: PaymentGateway,
  now = new Date(),
  options: { retryAfterMs: number },
): Promise<number> {
  let changed = 0;
  const count = (result: { changed: boolean }) => {
    if (result.changed) changed++;
  };

  const listed = await gateway.unverified().catch((error: unknown) => {
    if (error instanceof GatewayUnreachable || error instanceof GatewayRefused) return [];
    throw error;
  });
  const amounts = new Map(listed.map((p) => [p.authority, p.amountRials]));
  const taken = amounts.size
    ? await prisma.payment.findMany({
        where: {
          provider: gateway.provider,
          authority: { in: [...amounts.keys()] },
          status: { not: 'VERIFIED' },
        },
      })
    : [];
  // Taken for another amount, it would be refused (-50) at every look; the window's end closes it.
  for (const payment of taken.filter((p) => amounts.get(p.authority) === p.amountRials))
    count(await check(prisma, gateway, payment, now, { verifyFirst: true, failure: 'NOT_CONFIRMED' }));

  const unanswered = await prisma.payment.findMany({
    where: { status: 'VERIFYING', returnedAt: { lt: new Date(now.getTime() - options.retryAfterMs) } },
    orderBy: { returnedAt: 'asc' },
    take: 50,
  });
  for (const payment of unanswered)
    count(await check(prisma, gateway, payment, now, { verifyFirst: true, failure: 'DECLINED' }));

  const windowOver = await prisma.payment.findMany({
    where: { status: 'STARTED', createdAt: { lt: new Date(now.getTime() - paymentWindowMs) } },
    orderBy: { createdAt: 'asc' },
    take: 50,
  });
  for (const payment of windowOver)
    count(await check(prisma, gateway, payment, now, { verifyFirst: false, failure: 'NOT_CONFIRMED' }));

  const { count: expired } = await prisma.order.updateMany({
    where: {
      status: 'PENDING',
      createdAt: { lt: new Date(now.getTime() - billingLimits.orderTtlMinutes * minute) },
    },
    data: { status: 'EXPIRED' },
  });
  return changed + expired;
}
