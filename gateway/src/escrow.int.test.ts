import { createHash, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { balanceOf, ledgerTotal, settleEscrow } from '@platform/subgraph-billing/testing';
import { releaseInspected } from '@platform/subgraph-marketplace/testing';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';
import { testZip } from '@platform/subgraph-kit/testing/archives';
import { testPdf } from '@platform/subgraph-kit/testing/documents';
import { auditEscrow, payAtSandbox } from './testing/escrow-model.ts';
import { readableMail, startMailServer, type MailServer } from './testing/mail-catcher.ts';
import { connect, disposeClients, listen } from './ws-test-helpers.ts';

/**
 * Buying a ready-made project through the real gateway and the sandbox payment gateway: its money is held in
 * escrow on the ledger, then released to the seller (less the product's fee), refunded to the buyer, or split, once
 * and only once, by the buyer's acceptance, the inspection period's end, or an admin's decision.
 */
let db: TestDatabase;
let app: RunningApp;
let mailServer: MailServer;
const mails: string[] = [];
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
let projectId: string;
let teamProjectId: string;
const single = 20_000_000n;
const extended = 50_000_000n;

const local = (globalId: string) => decodeGlobalID(globalId).id;

/** A published project of `ownerId` sold under both licences. */
const forSale = (slug: string, ownerId: string, byTeam: boolean) =>
  db.prisma.portfolioProject.create({
    data: {
      slug,
      ownerId,
      byTeam,
      visibility: 'PUBLISHED',
      publishedAt: new Date(),
      state: 'COMPLETED',
      industry: 'RETAIL',
      categories: ['ECOMMERCE'],
      forSale: true,
      words: { create: { locale: 'en', title: `Shop ${slug}`, summary: 'A ready-made shop.' } },
      offers: {
        create: [
          {
            licence: 'SINGLE_USE',
            priceRials: single,
            includesSource: true,
            includesSetup: false,
            supportMonths: 3,
          },
          {
            licence: 'EXTENDED',
            priceRials: extended,
            includesSource: true,
            includesSetup: true,
            supportMonths: 12,
          },
        ],
      },
    },
  });

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['seller', ['COLLABORATOR']],
    ['buyer', ['JOB_SEEKER']],
    ['other', ['EMPLOYER']],
    ['admin', ['ADMIN']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: {
        displayName: name,
        email: `${name}@escrow.test`,
        roles: [...roles],
        registeredAt: new Date(),
        // The seller reads Persian (the product's default), the buyer English.
        preferredLanguage: name === 'buyer' ? 'en' : 'fa',
      },
    });
    ids[name] = user.id;
    as[name] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
      'accept-language': 'en',
    };
  }
  projectId = encodeGlobalID('PortfolioProject', (await forSale('ready-shop', ids.seller!, false)).id);
  teamProjectId = encodeGlobalID('PortfolioProject', (await forSale('team-shop', ids.admin!, true)).id);
  mailServer = await startMailServer(async (message) => void mails.push(message.toString('utf8')));
  app = await startTestApp({
    prisma: db.prisma,
    env: { ...process.env, SMTP_URL: mailServer.url },
  });
});
afterAll(async () => {
  await disposeClients();
  await app?.stop();
  await mailServer?.stop();
  await db?.drop();
});

async function gql<T>(query: string, variables: Record<string, unknown>, who: string) {
  const { body } = await app.graphql<T>(query, variables, as[who]);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

interface Result {
  __typename: string;
  code?: string;
  data?: { id: string; number: string; amountRials: number; payUrl: string | null; licence: string };
}

const buy = (project: string, licence: string, who = 'buyer') =>
  gql<{ buySoftware: Result }>(
    `mutation ($input: BuySoftwareInput!) { buySoftware(input: $input) {
      __typename ... on BaseError { code }
      ... on MutationBuySoftwareSuccess { data { id number amountRials payUrl licence } } } }`,
    { input: { projectId: project, licence } },
    who,
  ).then((d) => d.buySoftware);

/** Buys a licence and pays it at the sandbox; returns the order once the marketplace has made its purchase. */
async function buyAndPay(project: string, licence: string, who = 'buyer') {
  const order = (await buy(project, licence, who)).data!;
  await payAtSandbox(app.url, order.payUrl!);
  await app.drainEvents();
  return order;
}

const purchaseFields = `id status licence amountRials orderNumber viewerRole deliveryNote inspectionEndsAt
  releasedRials refundedRials project { slug } events { from to actorRole byProduct reason }`;

interface Purchase {
  id: string;
  status: string;
  orderNumber: string;
  viewerRole: string;
  deliveryNote: string | null;
  inspectionEndsAt: string | null;
  releasedRials: number | null;
  refundedRials: number | null;
  events: {
    from: string | null;
    to: string;
    actorRole: string | null;
    byProduct: boolean;
    reason: string | null;
  }[];
}

const purchases = (field: 'myPurchases' | 'mySales', who: string) =>
  gql<Record<string, { edges: { node: Purchase }[] }>>(
    `{ ${field}(first: 10) { edges { node { ${purchaseFields} } } } }`,
    {},
    who,
  ).then((d) => d[field]!.edges.map((e) => e.node));

const purchaseOf = async (orderNumber: string, who = 'buyer') =>
  (await purchases('myPurchases', who)).find((p) => p.orderNumber === orderNumber)!;

const types = { id: 'ID!', text: 'String!', rials: 'SafeInt!', upload: 'String!', name: 'String!' } as const;
const declarations = (args: string) =>
  Object.entries(types)
    .filter(([name]) => args.includes(`$${name}`))
    .map(([name, type]) => `$${name}: ${type}`)
    .join(', ');

/** A step on a purchase: its new state, or the error's code. */
async function act(mutation: string, args: string, variables: Record<string, unknown>, who: string) {
  const data = await gql<Record<string, { __typename: string; code?: string; data?: Purchase }>>(
    `mutation (${declarations(args)}) { ${mutation}(${args}) {
      __typename ... on BaseError { code } ... on ValidationError { fields { path code } }
      ... on Mutation${mutation[0]!.toUpperCase()}${mutation.slice(1)}Success { data { ${purchaseFields} } } } }`,
    variables,
    who,
  );
  const result = data[mutation]!;
  return result.data ?? result.code!;
}

const deliver = (
  id: string,
  who = 'seller',
  note = 'Clone https://git.example.com/shop with the key mailed.',
) => act('deliverPurchase', 'input: { id: $id, note: $text }', { id, text: note }, who);
const accept = (id: string, who = 'buyer') => act('acceptPurchase', 'id: $id', { id }, who);
const dispute = (id: string, who = 'buyer', reason = 'The delivered code does not build at all.') =>
  act('disputePurchase', 'input: { id: $id, reason: $text }', { id, text: reason }, who);
const resolve = (id: string, rials: number, who = 'admin') =>
  act(
    'resolvePurchaseDispute',
    'input: { id: $id, releasedRials: $rials, reason: $text }',
    { id, rials, text: 'Half of it was delivered working.' },
    who,
  );

const escrowOf = async (orderId: string) => balanceOf(db.prisma, `escrow:${local(orderId)}`);

describe('buying a ready-made project into escrow', () => {
  it('is refused to its owner, for a licence it is not sold under, and for a project not for sale', async () => {
    expect((await buy(projectId, 'SINGLE_USE', 'seller')).code).toBe('OWN_PROJECT');
    const notForSale = await db.prisma.portfolioProject.create({
      data: {
        slug: 'not-for-sale',
        ownerId: ids.seller!,
        visibility: 'PUBLISHED',
        state: 'COMPLETED',
        industry: 'RETAIL',
        categories: ['WEBSITE'],
        words: { create: { locale: 'en', title: 'Not sold', summary: 'Shown only.' } },
      },
    });
    expect((await buy(encodeGlobalID('PortfolioProject', notForSale.id), 'SINGLE_USE')).code).toBe(
      'NOT_FOR_SALE',
    );
    expect(
      (await buy(encodeGlobalID('PortfolioProject', '00000000-0000-7000-8000-000000000000'), 'EXTENDED'))
        .code,
    ).toBe('NOT_FOUND');
  });

  it('holds the money paid, and releases it once to the seller, less the fee, when the buyer accepts', async () => {
    const order = await buyAndPay(projectId, 'EXTENDED');
    expect(order).toMatchObject({ amountRials: Number(extended), licence: 'EXTENDED' });
    expect(await escrowOf(order.id)).toBe(-extended);
    expect(await balanceOf(db.prisma, `payable:${ids.seller}`)).toBe(0n);

    const purchase = await purchaseOf(order.number);
    expect(purchase).toMatchObject({ status: 'AWAITING_DELIVERY', viewerRole: 'BUYER', deliveryNote: null });
    // The seller sees the sale; a stranger reads nothing of it.
    expect((await purchases('mySales', 'seller')).map((p) => p.id)).toContain(purchase.id);
    expect(await purchases('myPurchases', 'other')).toEqual([]);
    expect(await accept(purchase.id, 'other')).toBe('NOT_FOUND');
    // Not delivered yet: nothing to accept; only the seller delivers.
    expect(await accept(purchase.id)).toBe('PURCHASE_STATE');
    expect(await deliver(purchase.id, 'buyer')).toBe('NOT_FOUND');

    const delivered = (await deliver(purchase.id)) as Purchase;
    expect(delivered.status).toBe('DELIVERED');
    expect(new Date(delivered.inspectionEndsAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await deliver(purchase.id)).toBe('PURCHASE_STATE');

    const accepted = (await accept(purchase.id)) as Purchase;
    expect(accepted).toMatchObject({ status: 'RELEASED', releasedRials: Number(extended), refundedRials: 0 });
    expect(accepted.events.map((e) => [e.from, e.to, e.actorRole])).toEqual([
      [null, 'AWAITING_DELIVERY', 'BUYER'],
      ['AWAITING_DELIVERY', 'DELIVERED', 'SELLER'],
      ['DELIVERED', 'RELEASED', 'BUYER'],
    ]);
    // Accepting again changes nothing.
    expect(await accept(purchase.id)).toBe('PURCHASE_STATE');

    await app.drainEvents();
    await app.drainEvents();
    const fee = extended / 10n;
    expect(await escrowOf(order.id)).toBe(0n);
    expect(await balanceOf(db.prisma, `payable:${ids.seller}`)).toBe(-(extended - fee));
    expect(await balanceOf(db.prisma, 'revenue:marketplace-fees')).toBe(-fee);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
    const settled = await db.prisma.order.findUniqueOrThrow({ where: { id: local(order.id) } });
    expect(settled).toMatchObject({
      status: 'PAID',
      escrowStatus: 'RELEASED',
      releasedRials: extended,
      feeRials: fee,
    });
    // An escrowed order is refunded only by deciding its purchase.
    const refund = await gql<{ refundOrder: { __typename: string; code?: string } }>(
      `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { __typename ... on BaseError { code } } }`,
      { input: { orderId: order.id, reason: 'Asked for it back' } },
      'admin',
    );
    expect(refund.refundOrder.code).toBe('IN_ESCROW');
  });

  it('delivers files privately: the seller’s own ZIP and PDF, read by the buyer through short-lived links', async () => {
    const order = await buyAndPay(projectId, 'SINGLE_USE');
    const purchase = await purchaseOf(order.number);
    const upload = async (path: string, who: string, bytes: Buffer) => {
      const response = await fetch(`${app.url}/uploads/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', ...as[who] },
        body: new Uint8Array(bytes),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const zip = await testZip({ 'shop/README.md': '# Shop\n', 'shop/src/index.ts': 'export {};\n' });
    const sent = await upload('archives', 'seller', zip);
    expect(sent).toMatchObject({ status: 201, body: { bytes: zip.length, files: 2 } });
    // Refused as JSON with a code: not a ZIP, one that climbs out of its folder, an encrypted one.
    for (const [bytes, status, code] of [
      [await testPdf({ pages: 1 }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [await testZip({ 'aa/passwd': 'x' }, { climb: true }), 400, 'BAD_ARCHIVE'],
      [await testZip(undefined, { encrypted: true }), 400, 'ARCHIVE_ENCRYPTED'],
    ] as const) {
      const refused = await upload('archives', 'seller', bytes);
      expect(refused.status).toBe(status);
      expect(refused.body).toMatchObject({ errors: [{ extensions: { code } }] });
    }
    const manual = (await upload('documents', 'seller', await testPdf({ pages: 2 }))).body.upload as string;
    const buyersOwn = (await upload('archives', 'buyer', zip)).body.upload as string;

    const files = (...given: { upload: string; name: string }[]) =>
      gql<{ deliverPurchase: { __typename: string; fields?: { path: string; code: string }[] } }>(
        `mutation ($input: DeliverPurchaseInput!) { deliverPurchase(input: $input) {
          __typename ... on ValidationError { fields { path code } } } }`,
        { input: { id: purchase.id, files: given } },
        'seller',
      ).then((d) => d.deliverPurchase);
    // Neither a note nor files is no delivery; another's upload is not the seller's to deliver.
    expect((await files()).fields).toEqual([{ path: 'input.note', code: 'REQUIRED' }]);
    expect((await files({ upload: buyersOwn, name: 'shop.zip' })).fields).toEqual([
      { path: 'input.files.0.upload', code: 'UPLOAD_NOT_YOURS' },
    ]);
    expect((await purchaseOf(order.number)).status).toBe('AWAITING_DELIVERY');
    expect(
      (
        await files(
          { upload: sent.body.upload as string, name: 'C:\\builds\\فروشگاه ۱.4.ZIP' },
          { upload: manual, name: 'راهنما' },
        )
      ).__typename,
    ).toBe('MutationDeliverPurchaseSuccess');

    type Delivered = {
      status: string;
      deliveryNote: string | null;
      deliveredFiles: Record<string, string>[];
    };
    const readQuery = `query ($id: ID!) { node(id: $id) { ... on PortfolioPurchase {
      status deliveryNote deliveredFiles { name bytes kind downloadPath } } } }`;
    const read = (who: string) =>
      gql<{ node: Delivered | null }>(readQuery, { id: purchase.id }, who).then((d) => d.node);
    const delivered = (await read('buyer'))!;
    expect(delivered).toMatchObject({ status: 'DELIVERED', deliveryNote: null });
    expect(delivered.deliveredFiles.map((f) => [f.name, f.kind])).toEqual([
      ['فروشگاه ۱.4.zip', 'ARCHIVE'],
      ['راهنما.pdf', 'DOCUMENT'],
    ]);
    const download = await fetch(`${app.url}${delivered.deliveredFiles[0]!.downloadPath}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(zip)).toBe(true);
    // The seller reads what they delivered; nobody else reads the purchase, nor has an address for its files.
    expect((await read('seller'))!.deliveredFiles).toHaveLength(2);
    const stranger = await app.graphql<{ node: Delivered | null }>(readQuery, { id: purchase.id }, as.other);
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stranger.body.data?.node?.deliveredFiles).toBeUndefined();
    const key = (
      await db.prisma.portfolioPurchaseFile.findFirstOrThrow({ where: { name: { endsWith: '.zip' } } })
    ).key;
    expect((await fetch(`${app.url}/files/${key}`)).status).toBe(404);

    expect(((await accept(purchase.id)) as Purchase).status).toBe('RELEASED');
  });

  it('releases a delivery nobody answered once its inspection period ends, the team’s sale to the product', async () => {
    const order = await buyAndPay(teamProjectId, 'SINGLE_USE');
    const purchase = await purchaseOf(order.number);
    // The team's projects are delivered by admins.
    expect(await deliver(purchase.id, 'seller')).toBe('NOT_FOUND');
    expect(((await deliver(purchase.id, 'admin')) as Purchase).status).toBe('DELIVERED');

    expect(await releaseInspected(db.prisma, new Date())).toBe(0);
    expect(await releaseInspected(db.prisma, new Date(Date.now() + 8 * 86_400_000))).toBe(1);
    const released = await purchaseOf(order.number);
    expect(released.status).toBe('RELEASED');
    expect(released.events.at(-1)).toMatchObject({
      to: 'RELEASED',
      byProduct: true,
      reason: 'INSPECTION_ENDED',
    });
    // Past its inspection period, it cannot be disputed.
    expect(await dispute(purchase.id)).toBe('PURCHASE_STATE');

    await app.drainEvents();
    expect(await escrowOf(order.id)).toBe(0n);
    expect(await balanceOf(db.prisma, 'revenue:software')).toBe(-single);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('keeps a disputed purchase held until an admin splits it: the seller is released part, the buyer refunded the rest', async () => {
    const order = await buyAndPay(projectId, 'SINGLE_USE');
    const purchase = await purchaseOf(order.number);
    await deliver(purchase.id);
    expect(await dispute(purchase.id, 'buyer', 'short')).toBe('VALIDATION_FAILED');
    // The buyer disputes it with a PDF as evidence (their own upload), which the seller and admins download.
    const evidence = await fetch(`${app.url}/uploads/documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...as.buyer },
      body: new Uint8Array(await testPdf({ pages: 2 })),
    });
    const { upload } = (await evidence.json()) as { upload: string };
    const disputed = (await act(
      'disputePurchase',
      'input: { id: $id, reason: $text, evidence: [{ upload: $upload, name: $name }] }',
      { id: purchase.id, text: 'The delivered code does not build at all.', upload, name: 'build log' },
      'buyer',
    )) as Purchase;
    expect(disputed.status).toBe('DISPUTED');
    for (const who of ['seller', 'admin']) {
      const { node } = await gql<{ node: { disputeEvidence: { name: string; downloadPath: string }[] } }>(
        `query ($id: ID!) { node(id: $id) { ... on PortfolioPurchase {
          deliveredFiles { name } disputeEvidence { name downloadPath } } } }`,
        { id: purchase.id },
        who,
      );
      expect(node).toMatchObject({ deliveredFiles: [], disputeEvidence: [{ name: 'build log.pdf' }] });
      const download = await fetch(`${app.url}${node.disputeEvidence[0]!.downloadPath}`);
      expect(download.headers.get('content-type')).toContain('application/pdf');
    }
    // The buyer can no longer accept it, and silence releases nothing while it is disputed.
    expect(await accept(purchase.id)).toBe('PURCHASE_STATE');
    expect(await releaseInspected(db.prisma, new Date(Date.now() + 30 * 86_400_000))).toBe(0);
    const refused = await app.graphql(
      'mutation ($id: ID!) { resolvePurchaseDispute(input: { id: $id, releasedRials: 1, reason: "Mine to decide, I say." }) { __typename } }',
      { id: purchase.id },
      as.seller,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await resolve(purchase.id, Number(single) + 1)).toBe('VALIDATION_FAILED');

    const half = single / 2n;
    const payableBefore = await balanceOf(db.prisma, `payable:${ids.seller}`);
    const pspBefore = await balanceOf(db.prisma, 'psp:zarinpal');
    const split = (await resolve(purchase.id, Number(half))) as Purchase;
    expect(split).toMatchObject({
      status: 'SPLIT',
      releasedRials: Number(half),
      refundedRials: Number(half),
    });
    expect(split.events.at(-1)).toMatchObject({ from: 'DISPUTED', to: 'SPLIT', actorRole: 'ADMIN' });
    expect(await resolve(purchase.id, 0)).toBe('PURCHASE_STATE');

    await app.drainEvents();
    expect(await escrowOf(order.id)).toBe(0n);
    expect((await balanceOf(db.prisma, `payable:${ids.seller}`)) - payableBefore).toBe(-(half - half / 10n));
    expect(pspBefore - (await balanceOf(db.prisma, 'psp:zarinpal'))).toBe(half);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
    // The settlement delivered again (a retry, a replayed event) posts nothing twice.
    const again = await db.prisma.$transaction((tx) =>
      settleEscrow(
        tx,
        { orderId: local(order.id), sellerId: ids.seller!, releasedRials: half, refundedRials: half },
        new Date(),
      ),
    );
    expect(again).toBe(false);
    expect(await db.prisma.ledgerTransaction.count({ where: { orderId: local(order.id) } })).toBe(2);
    expect(await escrowOf(order.id)).toBe(0n);
  });

  it('refunds the whole when an admin decides for the buyer of an undelivered purchase', async () => {
    const order = await buyAndPay(projectId, 'SINGLE_USE', 'other');
    const purchase = await purchaseOf(order.number, 'other');
    expect(
      ((await dispute(purchase.id, 'other', 'Nothing was delivered in two weeks.')) as Purchase).status,
    ).toBe('DISPUTED');
    expect(((await resolve(purchase.id, 0)) as Purchase).status).toBe('REFUNDED');
    await app.drainEvents();
    expect(await escrowOf(order.id)).toBe(0n);
    const refunded = await db.prisma.order.findUniqueOrThrow({ where: { id: local(order.id) } });
    expect(refunded).toMatchObject({ status: 'REFUNDED', escrowStatus: 'REFUNDED', releasedRials: 0n });
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });
});

const plain = readableMail;

/** Runs what each step started: the purchase made of a payment, the steps' mail jobs. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await app.drainEvents();
};

describe('a purchase’s parties', () => {
  it('hear of each step live and by e-mail, once, in their language; nobody else does', async () => {
    const token = (who: string) => as[who]!.authorization!.slice(7);
    const changed = 'subscription { purchaseChanged { id status viewerRole } }';
    const toSeller = listen(connect(app.url, token('seller')), changed);
    const toBuyer = listen(connect(app.url, token('buyer')), changed);
    const toOther = listen(connect(app.url, token('other')), changed);
    await expect.poll(() => app.subscriptionGroups()).toBeGreaterThanOrEqual(3);
    // What the earlier purchases started has run: the mails counted from here are this purchase's.
    await settle();
    const before = mails.length;

    const order = await buyAndPay(projectId, 'SINGLE_USE');
    await settle();
    const purchase = await purchaseOf(order.number);
    expect((await toSeller.next()).data).toEqual({
      purchaseChanged: { id: purchase.id, status: 'AWAITING_DELIVERY', viewerRole: 'SELLER' },
    });
    expect((await toBuyer.next()).data).toEqual({
      purchaseChanged: { id: purchase.id, status: 'AWAITING_DELIVERY', viewerRole: 'BUYER' },
    });
    const sold = mails.slice(before).map(plain);
    expect(sold).toHaveLength(1);
    expect(sold[0]).toContain('seller@escrow.test');
    expect(sold[0]).toContain('فروش تازه: «Shop ready-shop»');
    expect(sold[0]).toContain('buyer مجوز تک‌استفاده');
    expect(sold[0]).toContain(`${app.url}/fa/panel/purchases`);

    await deliver(purchase.id);
    await settle();
    expect((await toBuyer.next()).data).toMatchObject({ purchaseChanged: { status: 'DELIVERED' } });
    const delivered = mails.slice(before + 1).map(plain);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain('buyer@escrow.test');
    expect(delivered[0]).toContain('“Shop ready-shop” was delivered');
    expect(delivered[0]).toContain('Inspect it until');
    expect(delivered[0]).toContain(`${app.url}/en/panel/purchases`);

    await accept(purchase.id);
    await settle();
    // Settled: both are told what went where; a step delivered again mails nobody twice.
    await settle();
    const settled = mails.slice(before + 2).map(plain);
    expect(settled).toHaveLength(2);
    expect(settled.find((m) => m.includes('buyer@escrow.test'))).toContain('is settled');
    expect(settled.find((m) => m.includes('seller@escrow.test'))).toContain('تسویه «Shop ready-shop»');
    expect(toOther.results).toEqual([]);
  });

  it('are refused the live steps before signing in', async () => {
    const anonymous = listen(connect(app.url), 'subscription { purchaseChanged { id } }');
    const answer = await anonymous.next();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

interface Earnings {
  owedRials: number;
  paidOutRials: number;
  lastPaidAt: string | null;
  payouts: { amountRials: number; reference: string }[];
}

describe('a seller’s earnings', () => {
  const earnings = () =>
    gql<{ myEarnings: Earnings }>(
      '{ myEarnings { owedRials paidOutRials lastPaidAt payouts { amountRials reference } } }',
      {},
      'seller',
    ).then((d) => d.myEarnings);
  const payout = (id: string, amountRials: number, reference = 'SATNA 1405-0912-77') =>
    gql<{
      recordPayout: {
        __typename: string;
        code?: string;
        fields?: { path: string; code: string }[];
        data?: { owedRials: number; paidOutRials: number };
      };
    }>(
      `mutation ($input: RecordPayoutInput!) { recordPayout(input: $input) {
        __typename ... on BaseError { code } ... on ValidationError { fields { path code } }
        ... on MutationRecordPayoutSuccess { data { owedRials paidOutRials } } } }`,
      { input: { id, sellerId: encodeGlobalID('User', ids.seller!), amountRials, reference } },
      'admin',
    ).then((d) => d.recordPayout);

  it('are what escrow released to them less the fee; admins record payouts of them, never more than owed, each once', async () => {
    const before = await earnings();
    expect(before.owedRials).toBeGreaterThan(0);
    expect(before.owedRials).toBe(Number(-(await balanceOf(db.prisma, `payable:${ids.seller}`))));
    expect(before).toMatchObject({ paidOutRials: 0, lastPaidAt: null, payouts: [] });
    const owed = await gql<{ sellersOwed: { seller: { id: string }; owedRials: number }[] }>(
      '{ sellersOwed { seller { id } owedRials } }',
      {},
      'admin',
    );
    expect(owed.sellersOwed).toContainEqual({
      seller: { id: encodeGlobalID('User', ids.seller!) },
      owedRials: before.owedRials,
    });

    expect((await payout(randomUUID(), before.owedRials + 1)).fields).toEqual([
      { path: 'input.amountRials', code: 'MORE_THAN_OWED' },
    ]);
    expect((await payout(randomUUID(), 1_000, 'x')).fields).toEqual([
      { path: 'input.reference', code: 'TOO_SHORT' },
    ]);
    const id = randomUUID();
    const part = 5_000_000;
    const after = { owedRials: before.owedRials - part, paidOutRials: part };
    expect((await payout(id, part)).data).toEqual(after);
    // The same form sent again records nothing more; its id cannot name another payout.
    expect((await payout(id, part)).data).toEqual(after);
    expect((await payout(id, part + 1)).code).toBe('PAYOUT_ID_USED');
    expect(await balanceOf(db.prisma, 'bank')).toBe(BigInt(-part));
    expect(await ledgerTotal(db.prisma)).toBe(0n);
    expect(await earnings()).toMatchObject({
      ...after,
      payouts: [{ amountRials: part, reference: 'SATNA 1405-0912-77' }],
    });

    // Two admins paying the rest at once: one of them is told it is more than owed.
    const both = await Promise.all([
      payout(randomUUID(), after.owedRials),
      payout(randomUUID(), after.owedRials),
    ]);
    expect(both.map((r) => r.__typename).sort()).toEqual(['MutationRecordPayoutSuccess', 'ValidationError']);
    expect(await earnings()).toMatchObject({ owedRials: 0, paidOutRials: before.owedRials });
    expect(await ledgerTotal(db.prisma)).toBe(0n);
    const still = await gql<{ sellersOwed: { seller: { id: string } }[] }>(
      '{ sellersOwed { seller { id } } }',
      {},
      'admin',
    );
    expect(still.sellersOwed.map((s) => s.seller.id)).not.toContain(encodeGlobalID('User', ids.seller!));
  });
});

/** Numbers in [0, 1) drawn from `seed` alone, so that a failing run can be run again as it was. */
function seededRandom(seed: string) {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** The ledger as the purchases and payouts say it must be, nothing settled twice, every step allowed. */
async function expectLedgerAsModel() {
  expect(await auditEscrow(db.prisma)).toEqual({
    mismatches: [],
    imbalance: 0n,
    releasedTwice: 0,
    badSteps: 0,
  });
}

describe('the money of many purchases stepped at once', () => {
  it('is where the purchases and payouts say, after random steps taken concurrently, some twice', async () => {
    const seed = process.env.ESCROW_SEED ?? String(Date.now());
    const random = seededRandom(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    console.log(`escrow model: ESCROW_SEED=${seed}`);

    const bought: { id: string; buyer: string; seller: string; amount: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const buyer = i % 2 ? 'buyer' : 'other';
      const team = i % 4 === 3;
      const order = await buyAndPay(
        team ? teamProjectId : projectId,
        pick(['SINGLE_USE', 'EXTENDED']),
        buyer,
      );
      const purchase = await purchaseOf(order.number, buyer);
      bought.push({ id: purchase.id, buyer, seller: team ? 'admin' : 'seller', amount: order.amountRials });
    }
    await expectLedgerAsModel();

    const step = (p: (typeof bought)[number]): (() => Promise<unknown>) =>
      pick([
        () => deliver(p.id, p.seller),
        () => accept(p.id, p.buyer),
        () => dispute(p.id, p.buyer),
        () => resolve(p.id, Math.floor(random() * (p.amount + 1))),
        // Steps the others may not take are refused, and move nothing.
        () => accept(p.id, p.seller),
        () => deliver(p.id, p.buyer),
      ]);
    const owed = async () => -(await balanceOf(db.prisma, `payable:${ids.seller}`));
    for (let round = 0; round < 6; round++) {
      const work: (() => Promise<unknown>)[] = [];
      for (const p of bought) {
        const once = step(p);
        work.push(once);
        if (random() < 0.3) work.push(once);
      }
      // Silence past the inspection period, and payouts of part of what is owed, in among them.
      work.push(() => releaseInspected(db.prisma, new Date(Date.now() + 8 * 86_400_000)));
      const payoutTo = Number(await owed());
      if (payoutTo > 0) {
        const payoutId = randomUUID();
        const amount = Math.max(1, Math.floor(random() * payoutTo));
        const pay = () =>
          gql<{ recordPayout: { __typename: string } }>(
            'mutation ($input: RecordPayoutInput!) { recordPayout(input: $input) { __typename } }',
            {
              input: {
                id: payoutId,
                sellerId: encodeGlobalID('User', ids.seller!),
                amountRials: amount,
                reference: `Round ${round}`,
              },
            },
            'admin',
          ).then(({ recordPayout }) =>
            // The same payout sent twice at once: both are answered with it, and it is recorded once.
            expect(recordPayout.__typename).toBe('MutationRecordPayoutSuccess'),
          );
        work.push(pay, pay);
      }
      await Promise.all(work.sort(() => random() - 0.5).map((run) => run()));
      await settle();
      await expectLedgerAsModel();
    }

    // Whatever is still open is decided, delivered and released: every escrow is empty.
    for (const p of bought) {
      await dispute(p.id, p.buyer);
      await resolve(p.id, Math.floor(random() * (p.amount + 1)));
    }
    await settle();
    await expectLedgerAsModel();
    const held = await db.prisma.order.count({ where: { productType: 'SOFTWARE', escrowStatus: 'HELD' } });
    expect(held).toBe(0);
  }, 180_000);
});

describe('a buyer’s review of what they bought', () => {
  const review = (id: string, rating: number, text: string, who = 'buyer') =>
    gql<{ reviewPurchase: Record<string, unknown> }>(
      `mutation ($input: ReviewPurchaseInput!) { reviewPurchase(input: $input) {
        __typename ... on BaseError { code } ... on ValidationError { fields { path code } }
        ... on MutationReviewPurchaseSuccess { data { id review { id rating text } } } } }`,
      { input: { id, rating, text } },
      who,
    ).then(({ reviewPurchase: r }) =>
      r.data
        ? (r.data as { review: { id: string; rating: number; text: string } }).review
        : { code: r.code, fields: r.fields },
    );
  const feedbackOf = async (headers: Record<string, string> = {}) => {
    const { body } = await app.graphql<{
      portfolioProject: { feedback: Record<string, unknown>; reviews: { rating: number; text: string }[] };
    }>(
      `{ portfolioProject(slug: "reviewed-shop") {
        feedback { reviewsCount ratingAverage users } reviews { rating text } } }`,
      {},
      headers,
    );
    expect(body.errors).toBeUndefined();
    return body.data!.portfolioProject;
  };

  it('is written once the buyer kept it, rewritten by them alone, counted on the project, and hidden by admins', async () => {
    const project = encodeGlobalID(
      'PortfolioProject',
      (await forSale('reviewed-shop', ids.seller!, false)).id,
    );
    expect(await feedbackOf()).toEqual({
      feedback: { reviewsCount: 0, ratingAverage: null, users: 0 },
      reviews: [],
    });
    const order = await buyAndPay(project, 'SINGLE_USE');
    // Both parties' lists are newest first, however many purchases came before (the earlier tests made dozens).
    expect((await purchases('myPurchases', 'buyer')).length).toBe(10);
    expect((await purchases('myPurchases', 'buyer'))[0]!.orderNumber).toBe(order.number);
    expect((await purchases('mySales', 'seller'))[0]!.orderNumber).toBe(order.number);
    const bought = (await purchaseOf(order.number))!;
    const text = 'It built at once, and the setup notes were clear.';
    // Not before the seller is paid.
    expect(await review(bought.id, 4, text)).toMatchObject({ code: 'PURCHASE_STATE' });
    await deliver(bought.id);
    await accept(bought.id);
    // Only its buyer; a rating of 1 to 5 and a text long enough; nothing written otherwise.
    expect(await review(bought.id, 4, text, 'seller')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await review(bought.id, 4, text, 'other')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await review(bought.id, 6, 'Fine')).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [
        { path: 'input.rating', code: 'RATING_INVALID' },
        { path: 'input.text', code: 'TOO_SHORT' },
      ],
    });
    expect(await db.prisma.portfolioReview.count()).toBe(0);

    const written = await review(bought.id, 3, text);
    expect(written).toMatchObject({ rating: 3, text });
    const rewritten = await review(bought.id, 5, `${text} Support answered within a day.`);
    expect(rewritten).toMatchObject({ id: (written as { id: string }).id, rating: 5 });
    expect(await db.prisma.portfolioReview.count()).toBe(1);

    // Another buyer refunded in full keeps nothing: no review, not a user.
    const refunded = await purchaseOf((await buyAndPay(project, 'SINGLE_USE', 'other')).number, 'other');
    await dispute(refunded.id, 'other');
    await resolve(refunded.id, 0);
    expect(await review(refunded.id, 1, 'It was never delivered to me.', 'other')).toMatchObject({
      code: 'PURCHASE_STATE',
    });

    expect(await feedbackOf()).toEqual({
      feedback: { reviewsCount: 1, ratingAverage: 5, users: 1 },
      reviews: [{ rating: 5, text: `${text} Support answered within a day.` }],
    });

    // Admins hide it with a reason: it counts no more, and only its buyer and admins read it.
    const hide = (who: string, hidden: boolean) =>
      app.graphql<{ hidePortfolioReview: { __typename: string; data?: { hidden: boolean } } }>(
        `mutation ($input: HidePortfolioReviewInput!) { hidePortfolioReview(input: $input) {
          __typename ... on MutationHidePortfolioReviewSuccess { data { hidden } } } }`,
        { input: { id: (written as { id: string }).id, hidden, reason: 'It names a private person.' } },
        as[who],
      );
    expect((await hide('seller', true)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await hide('admin', true)).body.data?.hidePortfolioReview.data).toEqual({ hidden: true });
    expect(await db.prisma.portfolioReview.findFirst()).toMatchObject({
      hiddenReason: 'It names a private person.',
    });
    expect(await feedbackOf()).toEqual({
      feedback: { reviewsCount: 0, ratingAverage: null, users: 1 },
      reviews: [],
    });
    const read = async (who?: string) =>
      (
        await app.graphql<{ node: { rating: number } | null }>(
          'query ($id: ID!) { node(id: $id) { ... on PortfolioReview { rating } } }',
          { id: (written as { id: string }).id },
          who ? as[who] : {},
        )
      ).body.data?.node ?? null;
    expect(await read()).toBeNull();
    expect(await read('other')).toBeNull();
    expect(await read('buyer')).toEqual({ rating: 5 });
    expect(await read('admin')).toEqual({ rating: 5 });
    // The seller reads their sale still, without the hidden review; its buyer reads it, hidden.
    const reviewOnSale = async (who: string) =>
      (
        await gql<{ node: { review: { hidden: boolean } | null } }>(
          'query ($id: ID!) { node(id: $id) { ... on PortfolioPurchase { review { hidden } } } }',
          { id: bought.id },
          who,
        )
      ).node.review;
    expect(await reviewOnSale('seller')).toBeNull();
    expect(await reviewOnSale('buyer')).toEqual({ hidden: true });
    // Admins find it among the hidden ones, with the project it reviews.
    const listed = (hidden: boolean) =>
      gql<{
        portfolioReviews: {
          totalCount: number;
          edges: { node: { rating: number; hidden: boolean; project: { slug: string } } }[];
        };
      }>(
        'query ($hidden: Boolean) { portfolioReviews(hidden: $hidden, first: 5) { totalCount edges { node { rating hidden project { slug } } } } }',
        { hidden },
        'admin',
      ).then((d) => d.portfolioReviews);
    expect(await listed(true)).toEqual({
      totalCount: 1,
      edges: [{ node: { rating: 5, hidden: true, project: { slug: 'reviewed-shop' } } }],
    });
    expect((await listed(false)).totalCount).toBe(0);
    await hide('admin', false);
    expect((await feedbackOf()).feedback).toEqual({ reviewsCount: 1, ratingAverage: 5, users: 1 });
  });

  it('counts a page of projects’ figures in one statement, however many projects the page holds', async () => {
    const page = async (first: number) => {
      db.resetQueries();
      const { portfolioProjects } = await gql<{
        portfolioProjects: { edges: { node: { slug: string; feedback: Record<string, unknown> } }[] };
      }>(
        'query ($first: Int) { portfolioProjects(first: $first) { edges { node { slug feedback { reviewsCount ratingAverage users } } } } }',
        { first },
        'other',
      );
      return {
        projects: portfolioProjects.edges.map((edge) => edge.node),
        statements: db.queries.filter((query) => /portfolio_reviews/.test(query.sql)).length,
      };
    };
    const one = await page(1);
    const all = await page(20);
    expect(one.projects).toHaveLength(1);
    expect(all.projects.length).toBeGreaterThanOrEqual(3);
    expect([one.statements, all.statements]).toEqual([1, 1]);
    expect(all.projects.find((project) => project.slug === 'reviewed-shop')?.feedback).toEqual({
      reviewsCount: 1,
      ratingAverage: 5,
      users: 1,
    });
  });
});
