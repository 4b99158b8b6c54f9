import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createChoiceTest } from '@platform/subgraph-assessments/testing';
import { balanceOf, ledgerTotal, paymentPagesRate } from '@platform/subgraph-billing/testing';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
const as: Record<string, Record<string, string>> = {};
let paidTest: string;
let freeTest: string;
const price = 1_500_000n;

const local = (globalId: string) => decodeGlobalID(globalId).id;

const createTest = (slug: string, priceRials: bigint) =>
  createChoiceTest(db.prisma, { slug, questions: 1, priceRials });

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['buyer', ['JOB_SEEKER']],
    ['other', ['JOB_SEEKER']],
    ['admin', ['ADMIN']],
    ['payer', ['JOB_SEEKER']],
    ['late', ['JOB_SEEKER']],
    ['refused', ['JOB_SEEKER']],
    ['shopper', ['JOB_SEEKER']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: { displayName: name, email: `${name}@billing.test`, roles: [...roles], registeredAt: new Date() },
    });
    as[name] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
      'accept-language': 'en',
    };
  }
  paidTest = await createTest('paid-logic', price);
  freeTest = await createTest('free-logic', 0n);
  // A verify unanswered for 300 ms is left to the reconciling worker; the sandbox's late answer takes 15 s.
  app = await startTestApp({ prisma: db.prisma, env: { ...process.env, PAYMENT_VERIFY_TIMEOUT_MS: '300' } });
});
afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

const orderFields = `id number status amountRials originalRials discountRials payUrl expiresAt
  paidAt refundedAt test { id } payments { status failure referenceId cardPan }`;

interface OrderShape {
  id: string;
  number: string;
  status: string;
  amountRials: number;
  originalRials: number;
  discountRials: number;
  payUrl: string | null;
  payments: { status: string; failure: string | null; referenceId: string | null; cardPan: string | null }[];
}

async function gql<T>(query: string, variables: Record<string, unknown>, who: string) {
  const { body } = await app.graphql<T>(query, variables, as[who]);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const buy = (testId: string, who = 'buyer') =>
  gql<{ buyTest: OrderShape & { __typename: string; code?: string } }>(
    `mutation ($input: BuyTestInput!) { buyTest(input: $input) {
      __typename ... on BaseError { code } ... on MutationBuyTestSuccess { data { ${orderFields} } } } }`,
    { input: { testId } },
    who,
  ).then((d) => d.buyTest as unknown as { __typename: string; code?: string; data?: OrderShape });

const order = (number: string, who = 'buyer') =>
  gql<{ order: OrderShape | null }>(
    `query ($number: String!) { order(number: $number) { ${orderFields} } }`,
    { number },
    who,
  ).then((d) => d.order);

const access = (who = 'buyer') =>
  gql<{ node: { viewerAccess: { paid: boolean; canStart: boolean; blockedBy: string | null } } }>(
    `query ($id: ID!) { node(id: $id) { ... on Test { viewerAccess { paid canStart blockedBy } } } }`,
    { id: paidTest },
    who,
  ).then((d) => d.node.viewerAccess);

/** A browser's step: follows nothing, returns where it was sent. */
async function visit(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  expect(response.status, `${init.method ?? 'GET'} ${url}`).toBe(303);
  return response.headers.get('location')!;
}

/** Buys the paid test and follows its pay page to the sandbox's payment page; returns the order and that page. */
async function startPaying(who = 'buyer') {
  const orderShape = (await buy(paidTest, who)).data!;
  const startPay = await visit(`${app.url}${orderShape.payUrl}`);
  expect(startPay).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pg\/StartPay\/S[A-Za-z0-9]{35}$/);
  const page = await fetch(startPay).then((r) => r.text());
  expect(page).toContain('۱۵۰٬۰۰۰ تومان');
  return { order: orderShape, startPay, authority: startPay.split('/').pop()! };
}

/** The payer's choice on the sandbox's page; returns the callback the gateway sends them to. */
async function choose(startPay: string, outcome: string) {
  const callback = await visit(startPay, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  });
  expect(callback.startsWith(`${app.url}/payments/zarinpal/callback?Authority=`)).toBe(true);
  return callback;
}

/** Buys the paid test and goes through the sandbox choosing `outcome`; returns the order and the receipt's address. */
async function pay(outcome: string, who = 'buyer') {
  const { order: orderShape, startPay } = await startPaying(who);
  const callback = await choose(startPay, outcome);
  const receipt = await visit(callback);
  return { order: orderShape, callback, receipt };
}

/** The callback as anyone can send it, the payer or not. */
const callbackOf = (authority: string, status: string) =>
  `${app.url}/payments/zarinpal/callback?Authority=${authority}&Status=${status}`;

const paidEvents = (orderId: string) =>
  db.prisma.outboxEvent.count({
    where: { type: 'order.paid', payload: { path: ['orderId'], equals: local(orderId) } },
  });

describe('buying a test through the sandbox gateway', () => {
  it('a free or unknown test is not sold', async () => {
    expect((await buy(freeTest)).code).toBe('NOT_FOR_SALE');
    expect((await buy(encodeGlobalID('Test', '00000000-0000-7000-8000-000000000000'))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('an order is priced from the test, and a second click returns the same unpaid order', async () => {
    const first = (await buy(paidTest)).data!;
    expect(first).toMatchObject({ status: 'PENDING', amountRials: 1_500_000, originalRials: 3_000_000 });
    expect(first.discountRials).toBe(1_500_000);
    expect((await buy(paidTest)).data!.id).toBe(first.id);
    expect(await order(first.number, 'other')).toBeNull();
    expect((await order(first.number, 'admin'))!.id).toBe(first.id);
  });

  it('a cancelled payment leaves the order payable; paying then verifies, posts once and grants the test', async () => {
    const cancelled = await pay('cancelled');
    expect(cancelled.receipt).toBe(`/en/panel/orders/${cancelled.order.number}?payment=cancelled`);
    let now = (await order(cancelled.order.number))!;
    expect(now.status).toBe('PENDING');
    expect(now.payments[0]).toMatchObject({ status: 'FAILED', failure: 'CANCELLED' });
    expect(now.payUrl).toBe(cancelled.order.payUrl);

    const paid = await pay('paid');
    expect(paid.order.id).toBe(cancelled.order.id);
    expect(paid.receipt).toBe(`/en/panel/orders/${paid.order.number}`);
    now = (await order(paid.order.number))!;
    expect(now.status).toBe('PAID');
    expect(now.payUrl).toBeNull();
    expect(now.payments[0]).toMatchObject({ status: 'VERIFIED', cardPan: '502229******5995' });
    expect(now.payments[0]!.referenceId).toMatch(/^\d+$/);

    // The callback again (a reload, the gateway calling twice): the same receipt, nothing posted again.
    expect(await visit(paid.callback)).toBe(paid.receipt);
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: local(paid.order.id) } })).toBe(1);
    expect(await balanceOf(db.prisma, 'psp:zarinpal')).toBe(price);
    expect(await balanceOf(db.prisma, 'revenue:tests')).toBe(-price);
    expect(await ledgerTotal(db.prisma)).toBe(0n);

    await app.drainEvents();
    expect(await access()).toMatchObject({ paid: true, canStart: true, blockedBy: null });
    expect(await access('other')).toMatchObject({ paid: false, blockedBy: 'PAYMENT_REQUIRED' });
  });

  it('a refund by an admin reverses the ledger and withdraws the unused test', async () => {
    const { myOrders } = await gql<{ myOrders: { edges: { node: OrderShape }[] } }>(
      `{ myOrders(first: 5) { edges { node { id number status } } } }`,
      {},
      'buyer',
    );
    const paid = myOrders.edges.map((e) => e.node).find((o) => o.status === 'PAID')!;
    const refund = (who: string, reason = 'Bought by mistake') =>
      app.graphql<{ refundOrder: { __typename: string; code?: string; data?: { status: string } } }>(
        `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) {
          __typename ... on BaseError { code } ... on MutationRefundOrderSuccess { data { status } } } }`,
        { input: { orderId: paid.id, reason } },
        as[who],
      );
    expect((await refund('buyer')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await refund('admin', 'x')).body.data!.refundOrder.__typename).toBe('ValidationError');
    expect((await refund('admin')).body.data!.refundOrder.data!.status).toBe('REFUNDED');
    // Twice refunds once.
    expect((await refund('admin')).body.data!.refundOrder.data!.status).toBe('REFUNDED');
    expect(await balanceOf(db.prisma, 'psp:zarinpal')).toBe(0n);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: local(paid.id) } })).toBe(2);
    await app.drainEvents();
    expect(await access()).toMatchObject({ paid: false, blockedBy: 'PAYMENT_REQUIRED' });
  });

  it('a wrong amount is refused and posts nothing', async () => {
    const { order: shape, receipt } = await pay('wrong-amount');
    expect(receipt).toBe(`/en/panel/orders/${shape.number}?payment=failed`);
    const now = (await order(shape.number))!;
    expect(now.status).toBe('PENDING');
    expect(now.payments[0]).toMatchObject({ status: 'FAILED', failure: 'AMOUNT_MISMATCH' });
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: local(shape.id) } })).toBe(0);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('a verify that times out is confirmed later by the worker, once', async () => {
    const { order: shape, receipt } = await pay('slow-verify');
    expect(receipt).toBe(`/en/panel/orders/${shape.number}?payment=pending`);
    expect((await order(shape.number))!.payments[0]!.status).toBe('VERIFYING');
    await new Promise((resolve) => setTimeout(resolve, 350));
    await app.drainEvents();
    const now = (await order(shape.number))!;
    expect(now.status).toBe('PAID');
    expect(now.payments[0]!.status).toBe('VERIFIED');
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: local(shape.id) } })).toBe(1);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('the database refuses an unbalanced transaction and any change to an entry', async () => {
    const [entry] = await db.prisma.ledgerEntry.findMany({ take: 1 });
    await expect(
      db.prisma.ledgerEntry.update({ where: { id: entry!.id }, data: { amountRials: 1n } }),
    ).rejects.toThrow(/never updated or deleted/);
    await expect(db.prisma.ledgerEntry.delete({ where: { id: entry!.id } })).rejects.toThrow(
      /never updated or deleted/,
    );
    await expect(
      db.prisma.$transaction(async (tx) => {
        const t = await tx.ledgerTransaction.create({
          data: { idempotencyKey: 'unbalanced', kind: 'PAYMENT', memo: 'test' },
        });
        await tx.ledgerEntry.create({
          data: { transactionId: t.id, accountId: entry!.accountId, amountRials: 5n },
        });
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await db.prisma.ledgerTransaction.count({ where: { idempotencyKey: 'unbalanced' } })).toBe(0);
  });
});

describe('callbacks the gateway did not send', () => {
  it('a premature OK and NOK from a stranger leave the payment open; the payer then pays and is credited once', async () => {
    const { order: shape, startPay, authority } = await startPaying('payer');
    for (const status of ['OK', 'NOK'])
      expect(await visit(callbackOf(authority, status))).toBe(
        `/en/panel/orders/${shape.number}?payment=pending`,
      );
    let now = (await order(shape.number, 'payer'))!;
    expect(now.status).toBe('PENDING');
    expect(now.payments).toMatchObject([{ status: 'STARTED', failure: null }]);
    // The payer, at the gateway all along, pays.
    const callback = await choose(startPay, 'paid');
    expect(await visit(callback)).toBe(`/en/panel/orders/${shape.number}`);
    now = (await order(shape.number, 'payer'))!;
    expect(now.status).toBe('PAID');
    expect(now.payments).toMatchObject([{ status: 'VERIFIED', cardPan: '502229******5995' }]);
    // The stranger again, and the worker: nothing more.
    expect(await visit(callbackOf(authority, 'NOK'))).toBe(`/en/panel/orders/${shape.number}`);
    await app.drainEvents();
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: local(shape.id) } })).toBe(1);
    expect(await paidEvents(shape.id)).toBe(1);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('a payer who pays after a premature NOK and never comes back is credited by the reconciling worker', async () => {
    const { order: shape, startPay, authority } = await startPaying('late');
    expect(await visit(callbackOf(authority, 'NOK'))).toBe(
      `/en/panel/orders/${shape.number}?payment=pending`,
    );
    // Paid at the gateway; the browser never comes back.
    const callback = await choose(startPay, 'paid');
    await app.drainEvents();
    const now = (await order(shape.number, 'late'))!;
    expect(now.status).toBe('PAID');
    expect(now.payments).toMatchObject([{ status: 'VERIFIED' }]);
    // Its late return changes nothing.
    expect(await visit(callback)).toBe(`/en/panel/orders/${shape.number}`);
    await app.drainEvents();
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: local(shape.id) } })).toBe(1);
    expect(await paidEvents(shape.id)).toBe(1);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('a payment that failed at the gateway stays failed, and the order can be paid again', async () => {
    const refused = await pay('declined', 'refused');
    // Declined by the bank reads as declined, not as cancelled by the payer.
    expect(refused.receipt).toBe(`/en/panel/orders/${refused.order.number}?payment=declined`);
    const authority = new URL(refused.callback).searchParams.get('Authority')!;
    expect(await visit(callbackOf(authority, 'NOK'))).toBe(
      `/en/panel/orders/${refused.order.number}?payment=declined`,
    );
    await app.drainEvents();
    let now = (await order(refused.order.number, 'refused'))!;
    expect(now.status).toBe('PENDING');
    expect(now.payments).toMatchObject([{ status: 'FAILED', failure: 'DECLINED' }]);
    expect(now.payUrl).toBe(refused.order.payUrl);

    const paid = await pay('paid', 'refused');
    expect(paid.order.id).toBe(refused.order.id);
    expect(new URL(paid.callback).searchParams.get('Authority')).not.toBe(authority);
    now = (await order(refused.order.number, 'refused'))!;
    expect(now.status).toBe('PAID');
    expect(now.payments).toMatchObject([{ status: 'VERIFIED' }, { status: 'FAILED', failure: 'DECLINED' }]);
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: local(refused.order.id) } })).toBe(1);
    expect(await paidEvents(refused.order.id)).toBe(1);
  });
});

describe('the payment pages', () => {
  it('answer 429 with Retry-After once an address has visited them too often, before asking the gateway', async () => {
    // A hundredth of each budget: three visits of the payment pages a minute.
    const limited = await startTestApp({
      prisma: db.prisma,
      rateLimits: createRateLimits({ factor: 0.01 }),
      trustProxy: 'loopback',
    });
    try {
      const visit = (from: string) =>
        fetch(
          `${limited.url}/payments/zarinpal/callback?Authority=A000000000000000000000000000000000000&Status=OK`,
          {
            redirect: 'manual',
            headers: { 'x-forwarded-for': from },
          },
        );
      const allowed = Math.round(paymentPagesRate.points / 100);
      for (let i = 0; i < allowed; i++) expect((await visit('198.51.100.40')).status).toBe(303);
      const refused = await visit('198.51.100.40');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await visit('198.51.100.41')).status).toBe(303);
    } finally {
      await limited.stop();
    }
  });
});

describe('the admin’s list of orders', () => {
  const list = (variables: Record<string, unknown>, who = 'admin') =>
    app.graphql<{
      orders: {
        totalCount: number;
        edges: {
          node: {
            id: string;
            status: string;
            buyer: { email: string | null };
            payments: {
              authority: string;
              status: string;
              failure: string | null;
              amountRials: number;
              returnedAt: string | null;
              verifiedAt: string | null;
              referenceId: string | null;
            }[];
          };
        }[];
      } | null;
    }>(
      `query ($status: OrderStatus, $from: DateTime, $to: DateTime, $buyer: String, $authority: String, $first: Int) {
        orders(status: $status, from: $from, to: $to, buyer: $buyer, authority: $authority, first: $first) {
          totalCount
          edges { node { id status buyer { email }
            payments { authority status failure amountRials returnedAt verifiedAt referenceId } } }
        }
      }`,
      { first: 20, ...variables },
      as[who],
    );

  it('finds everyone’s orders by buyer, status and time, with their payment attempts, for admins only', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    const declined = await pay('declined', 'shopper');
    const paid = await pay('paid', 'shopper');
    expect(paid.order.id).toBe(declined.order.id);

    const mine = (await list({ buyer: '  SHOPPER@billing ' })).body.data!.orders!;
    expect(mine.totalCount).toBe(1);
    const [shopper] = mine.edges.map((e) => e.node);
    expect(shopper).toMatchObject({
      id: paid.order.id,
      status: 'PAID',
      buyer: { email: 'shopper@billing.test' },
    });
    // Newest attempt first: the paid one, then the one the bank declined, with the gateway's ids and times.
    expect(shopper!.payments).toMatchObject([
      { status: 'VERIFIED', failure: null, amountRials: 1_500_000 },
      { status: 'FAILED', failure: 'DECLINED', amountRials: 1_500_000, verifiedAt: null },
    ]);
    expect(shopper!.payments[0]!.authority).toMatch(/^S[A-Za-z0-9]{35}$/);
    expect(shopper!.payments[0]!.referenceId).toMatch(/^\d+$/);
    expect(shopper!.payments[1]!.returnedAt).not.toBeNull();

    expect(
      (await list({ buyer: 'shopper', status: 'PAID', from: before })).body.data!.orders!.totalCount,
    ).toBe(1);
    expect((await list({ buyer: 'shopper', status: 'PENDING' })).body.data!.orders!.totalCount).toBe(0);
    // Found by a payment's authority, the declined one's too.
    for (const { authority } of shopper!.payments) {
      const found = (await list({ authority })).body.data!.orders!;
      expect(found.edges.map((e) => e.node.id)).toEqual([paid.order.id]);
    }
    expect((await list({ authority: 'S000' })).body.data!.orders!.totalCount).toBe(0);
    expect((await list({ buyer: 'shopper', to: before })).body.data!.orders!.totalCount).toBe(0);
    expect(
      (await list({ buyer: 'shopper', from: new Date(Date.now() + 60_000).toISOString() })).body.data!.orders!
        .totalCount,
    ).toBe(0);
    // Without filters: every buyer's orders, newest first.
    db.resetQueries();
    const all = (await list({})).body.data!.orders!;
    // The page of orders, their payments, the count and one batched users lookup, however many orders (the
    // session's own statements aside).
    const statements = db.queries.filter((q) => !/\bsessions\b/.test(q.sql));
    expect(statements).toHaveLength(4);
    expect(all.totalCount).toBeGreaterThan(3);
    expect(new Set(all.edges.map((e) => e.node.buyer.email)).size).toBeGreaterThan(2);
    expect(all.edges[0]!.node.id).toBe(paid.order.id);

    for (const who of ['shopper', 'buyer']) {
      const refused = await list({}, who);
      expect(refused.body.data?.orders ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('reads a pending order past its time as expired, as its status says, before the worker closes it', async () => {
    const { id: userId } = await db.prisma.user.findFirstOrThrow({ where: { email: 'other@billing.test' } });
    const overdue = await db.prisma.order.create({
      data: {
        userId,
        productType: 'TEST',
        productId: local(paidTest),
        productSlug: 'paid-logic',
        originalRials: price,
        amountRials: price,
        locale: 'en',
        buyerEmail: 'overdue@billing.test',
        buyerName: 'Overdue Buyer',
        createdAt: new Date(Date.now() - 2 * 3_600_000),
      },
    });
    const expired = (await list({ buyer: 'overdue', status: 'EXPIRED' })).body.data!.orders!;
    expect(expired.edges.map((e) => [local(e.node.id), e.node.status])).toEqual([[overdue.id, 'EXPIRED']]);
    expect((await list({ buyer: 'overdue', status: 'PENDING' })).body.data!.orders!.totalCount).toBe(0);
    expect((await list({ buyer: 'Overdue Buyer' })).body.data!.orders!.totalCount).toBe(1);
  });

  it('refuses a buyer or authority text too long with a code', async () => {
    for (const variables of [{ buyer: 'x'.repeat(101) }, { authority: 'S'.repeat(65) }]) {
      const long = await list(variables);
      expect(long.body.data?.orders ?? null).toBeNull();
      expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('an order found in the list is refunded by its id, once', async () => {
    const found = (await list({ buyer: 'shopper', status: 'PAID' })).body.data!.orders!.edges[0]!.node;
    const refund = () =>
      gql<{ refundOrder: { __typename: string; data?: { status: string } } }>(
        `mutation ($id: ID!) { refundOrder(input: { orderId: $id, reason: "Bought by mistake" }) {
          __typename ... on MutationRefundOrderSuccess { data { status } } } }`,
        { id: found.id },
        'admin',
      );
    expect((await refund()).refundOrder.data!.status).toBe('REFUNDED');
    expect((await refund()).refundOrder.data!.status).toBe('REFUNDED');
    expect((await list({ buyer: 'shopper', status: 'REFUNDED' })).body.data!.orders!.totalCount).toBe(1);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });
});
