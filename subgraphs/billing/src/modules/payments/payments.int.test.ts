import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
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

beforeAll(async () => {
  db = await createTestDatabase();
  sandbox = await startSandboxGateway();
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
}

const retryAfterMs = 0;

describe('reconciling payments', () => {
  it('leaves a fresh unpaid order alone, and reuses its payment when the page is opened again', async () => {
    const { order, authority } = await orderSentToGateway(1);
    expect(await reconcilePayments(db.prisma, gateway, new Date(), { retryAfterMs })).toBe(0);
    const again = await startPayment(db.prisma, gateway, order.id, callbackUrl);
    expect(again.redirect).toBe(gateway.startPayUrl(authority));
    expect((await db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PENDING');
  });

  it('expires an order past its time that was never paid', async () => {
    const { order } = await orderSentToGateway(31);
    expect(await reconcilePayments(db.prisma, gateway, new Date(), { retryAfterMs })).toBeGreaterThan(0);
    expect((await db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('EXPIRED');
    const payment = await db.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment.status).toBe('FAILED');
    // An expired order is not paid again: its pay page goes to the receipt.
    const { redirect } = await startPayment(db.prisma, gateway, order.id, callbackUrl);
    expect(redirect).toBe(`/fa/panel/orders/${order.number}`);
  });

  it('settles an order whose payer paid but never came back, once', async () => {
    const { order, authority } = await orderSentToGateway(31);
    await choose(authority, 'paid');
    await reconcilePayments(db.prisma, gateway, new Date(), { retryAfterMs });
    const paid = await db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.status).toBe('PAID');
    // The payer's late return changes nothing.
    const back = await completePayment(db.prisma, gateway, { authority, status: 'OK' });
    expect(back.redirect).toBe(`/fa/panel/orders/${order.number}`);
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: order.id } })).toBe(1);
    expect(await balanceOf(db.prisma, 'psp:zarinpal')).toBe(500_000n);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
    expect(await db.prisma.outboxEvent.count({ where: { type: 'order.paid' } })).toBe(1);
  });

  it('a callback for a declined payment fails it, and the order stays payable', async () => {
    const { order, authority } = await orderSentToGateway(1);
    await choose(authority, 'declined');
    const back = await completePayment(db.prisma, gateway, { authority, status: 'NOK' });
    expect(back.outcome).toBe('cancelled');
    expect((await db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PENDING');
    // A forged OK for the same payment is not believed: it was already refused.
    expect((await completePayment(db.prisma, gateway, { authority, status: 'OK' })).outcome).toBe('failed');
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('an OK the gateway does not confirm (never paid) posts nothing', async () => {
    const { order, authority } = await orderSentToGateway(1);
    const back = await completePayment(db.prisma, gateway, { authority, status: 'OK' });
    expect(back.outcome).toBe('failed');
    expect((await db.prisma.payment.findUniqueOrThrow({ where: { authority } })).failureCode).toBe(
      'DECLINED',
    );
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: order.id } })).toBe(0);
  });
});
