import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { billingLimits } from '@platform/rules/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgerTotal } from '../ledger/ledger.service.ts';
import { completePayment, reconcilePayments, startPayment } from './payments.service.ts';
import { startSandboxGateway, type SandboxGateway } from './sandbox.ts';
import { zarinpalGateway } from './zarinpal.ts';

let db: TestDatabase;
let sandbox: SandboxGateway;
let gateway: ReturnType<typeof zarinpalGateway>;
let userId: string;
const minute = 60_000;
const callbackUrl = 'http://127.0.0.1:1/payments/zarinpal/callback';
/** How far the sandbox's clock is ahead of the real one. */
let sandboxAhead = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  sandbox = await startSandboxGateway({ now: () => Date.now() + sandboxAhead });
  gateway = zarinpalGateway({
    baseUrl: () => sandbox.url,
    merchantId: '00000000-0000-4000-8000-000000000000',
    timeoutMs: { request: 2_000, verify: 2_000 },
  });
  userId = (await db.prisma.user.create({ data: { displayName: 'Buyer' } })).id;
});
afterAll(async () => {
  await sandbox?.stop();
  await db?.drop();
});

/** An order sent to the sandbox when it was made, `ageMinutes` ago; returns its authority. */
async function orderSentToGateway(ageMinutes: number) {
  const order = await db.prisma.order.create({
    data: {
      userId,
      productType: 'TEST',
      productId: '00000000-0000-7000-8000-000000000001',
      productSlug: 'a-test',
      originalRials: 500_000n,
      amountRials: 500_000n,
      locale: 'fa',
    },
  });
  const { redirect } = await startPayment(db.prisma, gateway, order.id, callbackUrl);
  const authority = redirect.split('/').pop()!;
  // Then time passes.
  const createdAt = new Date(Date.now() - ageMinutes * minute);
  await db.prisma.order.update({ where: { id: order.id }, data: { createdAt } });
  return { order: { ...order, createdAt }, authority };
}

/** The payer's choice on the sandbox's page, without following it back to us. */
async function choose(authority: string, outcome: string) {
  const response = await fetch(`${sandbox.url}/pg/StartPay/${authority}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

const retryAfterMs = 0;
const reconcile = (now = new Date()) => reconcilePayments(db.prisma, gateway, now, { retryAfterMs });
const paymentOf = (authority: string) => db.prisma.payment.findUniqueOrThrow({ where: { authority } });
const statusOf = async (orderId: string) =>
  (await db.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status;
const postings = (orderId: string) => db.prisma.ledgerTransaction.count({ where: { orderId } });
const paidEvents = (orderId: string) =>
  db.prisma.outboxEvent.count({
    where: { type: 'order.paid', payload: { path: ['orderId'], equals: orderId } },
  });

describe('reconciling payments', () => {
  it('leaves a fresh unpaid order alone, and reuses its payment when the page is opened again', async () => {
    const { order, authority } = await orderSentToGateway(1);
    expect(await reconcile()).toBe(0);
    const again = await startPayment(db.prisma, gateway, order.id, callbackUrl);
    expect(again.redirect).toBe(gateway.startPayUrl(authority));
    expect(await statusOf(order.id)).toBe('PENDING');
  });

  it('settles an order whose payer paid but never came back, once', async () => {
    const { order, authority } = await orderSentToGateway(31);
    await choose(authority, 'paid');
    await reconcile();
    expect(await statusOf(order.id)).toBe('PAID');
    // The payer's late return changes nothing.
    const back = await completePayment(db.prisma, gateway, { authority, status: 'OK' });
    expect(back.redirect).toBe(`/fa/panel/orders/${order.number}`);
    expect(await postings(order.id)).toBe(1);
    expect(await balanceOf(db.prisma, 'psp:zarinpal')).toBe(500_000n);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
    expect(await paidEvents(order.id)).toBe(1);
  });

  it('a payment declined by the bank fails as declined, not cancelled; the order can be paid again', async () => {
    const { order, authority } = await orderSentToGateway(1);
    const callback = await choose(authority, 'declined');
    const back = await completePayment(db.prisma, gateway, {
      authority,
      status: new URL(callback).searchParams.get('Status')!,
    });
    expect(back.outcome).toBe('declined');
    expect(await paymentOf(authority)).toMatchObject({ status: 'FAILED', failureCode: 'DECLINED' });
    // A forged OK for the same payment is not believed: the gateway refused it.
    expect((await completePayment(db.prisma, gateway, { authority, status: 'OK' })).outcome).toBe('declined');
    await reconcile();
    expect((await paymentOf(authority)).status).toBe('FAILED');
    expect(await postings(order.id)).toBe(0);
    // Paying again asks the gateway for another payment.
    const again = await startPayment(db.prisma, gateway, order.id, callbackUrl);
    expect(again.redirect).not.toBe(gateway.startPayUrl(authority));
    expect(await statusOf(order.id)).toBe('PENDING');
  });
});

describe('callbacks sent before the payer paid', () => {
  it('a premature OK or NOK leaves the payment open, and the payer who then pays is credited once', async () => {
    const { order, authority } = await orderSentToGateway(1);
    // Anyone who knows the authority: the gateway says the payer is still at the bank.
    for (const status of ['OK', 'NOK', 'OK']) {
      const back = await completePayment(db.prisma, gateway, { authority, status });
      expect(back).toEqual({
        redirect: `/fa/panel/orders/${order.number}?payment=pending`,
        outcome: 'pending',
      });
      expect(await paymentOf(authority)).toMatchObject({ status: 'STARTED', failureCode: null });
    }
    expect(await statusOf(order.id)).toBe('PENDING');
    // The payer's pay page still goes to the same payment.
    expect((await startPayment(db.prisma, gateway, order.id, callbackUrl)).redirect).toBe(
      gateway.startPayUrl(authority),
    );

    await choose(authority, 'paid');
    const back = await completePayment(db.prisma, gateway, { authority, status: 'OK' });
    expect(back).toEqual({ redirect: `/fa/panel/orders/${order.number}`, outcome: 'paid' });
    expect(await statusOf(order.id)).toBe('PAID');
    // The stranger again, and the worker: nothing more.
    expect((await completePayment(db.prisma, gateway, { authority, status: 'NOK' })).outcome).toBe('paid');
    await reconcile();
    expect(await postings(order.id)).toBe(1);
    expect(await paidEvents(order.id)).toBe(1);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('a payer who pays after a premature NOK and never comes back is credited by the worker', async () => {
    const { order, authority } = await orderSentToGateway(1);
    expect((await completePayment(db.prisma, gateway, { authority, status: 'NOK' })).outcome).toBe('pending');
    await choose(authority, 'paid');
    expect(await reconcile()).toBe(1);
    expect(await paymentOf(authority)).toMatchObject({ status: 'VERIFIED', failureCode: null });
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await reconcile()).toBe(0);
    expect(await postings(order.id)).toBe(1);
    expect(await paidEvents(order.id)).toBe(1);
  });

  it('a payment marked failed before its payer paid is credited when the gateway takes it', async () => {
    // What a NOK believed without asking the gateway left behind.
    const markedFailed = async () => {
      const sent = await orderSentToGateway(1);
      await db.prisma.payment.update({
        where: { authority: sent.authority },
        data: { status: 'FAILED', failureCode: 'CANCELLED' },
      });
      await choose(sent.authority, 'paid');
      return sent;
    };
    // The payer comes back from the gateway...
    const returning = await markedFailed();
    const back = await completePayment(db.prisma, gateway, { authority: returning.authority, status: 'OK' });
    expect(back.outcome).toBe('paid');
    expect(await statusOf(returning.order.id)).toBe('PAID');
    // ...or never does, and the worker finds the payment among those the gateway took and nobody verified.
    const away = await markedFailed();
    await reconcile();
    expect(await paymentOf(away.authority)).toMatchObject({ status: 'VERIFIED', failureCode: null });
    expect(await statusOf(away.order.id)).toBe('PAID');
    for (const { order } of [returning, away]) {
      expect(await postings(order.id)).toBe(1);
      expect(await paidEvents(order.id)).toBe(1);
    }
  });
});

describe('the payment window', () => {
  it('an order past its time is closed while its payment is open, and paid if the gateway takes it', async () => {
    const { order, authority } = await orderSentToGateway(31);
    await reconcile();
    expect(await statusOf(order.id)).toBe('EXPIRED');
    expect((await paymentOf(authority)).status).toBe('STARTED');
    // An expired order is not paid again from our side: its pay page goes to the receipt.
    const { redirect } = await startPayment(db.prisma, gateway, order.id, callbackUrl);
    expect(redirect).toBe(`/fa/panel/orders/${order.number}`);

    await choose(authority, 'paid');
    await reconcile();
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await paidEvents(order.id)).toBe(1);
  });

  it('a payment still open when its window ends is closed by the gateway, and nothing is posted', async () => {
    const { order, authority } = await orderSentToGateway(31);
    try {
      sandboxAhead = (billingLimits.paymentWindowMinutes + 1) * minute;
      // The authority is over at the gateway: the payer can no longer pay it.
      const page = await fetch(`${sandbox.url}/pg/StartPay/${authority}`);
      expect(page.status).toBe(409);
      await reconcile(new Date(Date.now() + sandboxAhead));
    } finally {
      sandboxAhead = 0;
    }
    expect(await paymentOf(authority)).toMatchObject({ status: 'FAILED', failureCode: 'NOT_CONFIRMED' });
    expect(await statusOf(order.id)).toBe('EXPIRED');
    expect(await postings(order.id)).toBe(0);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });
});
