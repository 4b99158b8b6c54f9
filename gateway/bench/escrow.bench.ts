/**
 * Escrow benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:escrow [--operations 10000] [--clients 8] [--seed S] [--smoke]
 *     [--time-limit 1800]
 *
 * `clients` concurrent clients send `operations` randomized operations through the real server and database. Six
 * in ten are on contracts for custom work, milestone by milestone (`escrow/contracts.ts`: fund, start, submit,
 * approve all or a part, ask changes, dispute and answer, resolve, ask and agree or decline a refund, deadlines
 * passing, the wrong party, retries). The rest are on ready-made projects' purchases: buy a licence and pay it at the sandbox gateway (the money is held in escrow),
 * deliver, accept, dispute, decide a dispute (all to the seller, all back to the buyer, or a random split), steps by
 * the wrong party, the same step sent twice at once (a retry), the inspection period's end (the job's own
 * function, as if its days had passed), and admins' payouts to sellers (some sent twice with the same id).
 *
 * Every answer is checked against an in-memory model of what must have happened: a step acknowledged moves its
 * purchase there (and a decision settles the amounts it said); a payout acknowledged is recorded once, whatever
 * its repeats. Then the ledger is audited against the purchases, milestones and payouts (`auditEscrow`). It prints, as its last
 * lines, `operations: N`, `ledger imbalance: X` (the sum of all entries, rials) and `released twice: Y` (orders
 * settled out of escrow more than once, or a milestone's order in more parts than its milestone moved), and fails if either is not 0, the model or the audit disagree, or the
 * server answered an internal error. Draws come from `--seed` (printed), so a run can be repeated.
 *
 * The data is a database of its own on DATABASE_URL's server (or an embedded one), dropped at the end.
 * `--smoke`: 200 operations, 4 clients.
 */
import { createHash, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openDatabaseServer } from '@platform/db/server';
import { createSession } from '@platform/subgraph-accounts/testing';
import { releaseInspected } from '@platform/subgraph-marketplace/testing';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { auditEscrow, payAtSandbox } from '../src/testing/escrow-model.ts';
import { contractsWorld } from './escrow/contracts.ts';
import { benchDatabase, codesOf, countingLog, post, Tally } from './support.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    operations: { type: 'string' },
    clients: { type: 'string' },
    seed: { type: 'string' },
  },
});
const bench = startBench('bench:escrow', values, { fullSeconds: 1_800, smokeSeconds: 90 });
const operations = bench.size(values.operations, 10_000, 200);
const clients = bench.size(values.clients, 8, 4);
const seed = values.seed ?? String(Date.now());
let draws = 0;
const random = () => createHash('sha256').update(`${seed}:${draws++}`).digest().readUInt32BE(0) / 2 ** 32;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'escrow');
bench.defer(() => db.drop());

bench.step('making the people and the projects for sale');
interface Person {
  id: string;
  headers: Record<string, string>;
}
async function person(name: string, roles: ('ADMIN' | 'COLLABORATOR' | 'JOB_SEEKER')[]): Promise<Person> {
  const user = await db.prisma.user.create({
    data: { displayName: name, email: `${name}@escrow.bench`, roles, registeredAt: new Date() },
  });
  const { token } = await createSession(db.prisma, user.id, { days: 1 });
  return { id: user.id, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } };
}
const admin = await person('admin', ['ADMIN']);
const sellers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => person(`seller-${n}`, ['COLLABORATOR'])));
const buyers = await Promise.all(
  Array.from({ length: 20 }, (_, n) => person(`buyer-${n + 1}`, ['JOB_SEEKER'])),
);
const people = new Map([admin, ...sellers, ...buyers].map((p) => [p.id, p]));
// The sellers take custom work too: each has a published collaborator's profile the buyers propose contracts to.
const collaborators = await Promise.all(
  sellers.map(async (seller, n) => {
    const profile = await db.prisma.collaboratorProfile.create({
      data: {
        userId: seller.id,
        slug: `seller-${n + 1}`,
        state: 'PUBLISHED',
        publishedAt: new Date(),
        displayName: `Seller ${n + 1}`,
        expertise: ['BACKEND'],
        yearsOfExperience: 5,
        availability: 'AVAILABLE',
        remote: true,
      },
    });
    return { ...seller, profileId: encodeGlobalID('Collaborator', profile.id) };
  }),
);
const projects: string[] = [];
for (const [n, owner] of [admin, admin, ...sellers].entries()) {
  const project = await db.prisma.portfolioProject.create({
    data: {
      slug: `ready-${n}`,
      ownerId: owner.id,
      byTeam: owner === admin,
      visibility: 'PUBLISHED',
      publishedAt: new Date(),
      state: 'COMPLETED',
      industry: 'RETAIL',
      categories: ['ECOMMERCE'],
      forSale: true,
      words: { create: { locale: 'en', title: `Ready ${n}`, summary: 'A ready-made project.' } },
      offers: {
        create: [
          {
            licence: 'SINGLE_USE',
            priceRials: BigInt(10_000_000 + n * 1_230_000),
            includesSource: true,
            includesSetup: false,
            supportMonths: 3,
          },
          {
            licence: 'EXTENDED',
            priceRials: BigInt(25_000_000 + n * 3_210_000),
            includesSource: true,
            includesSetup: true,
            supportMonths: 12,
          },
        ],
      },
    },
  });
  projects.push(encodeGlobalID('PortfolioProject', project.id));
}

bench.step('starting the server');
const logged = countingLog();
const app = await createApp({
  prisma: db.prisma,
  log: logged.log,
  // The clients are a few people sending thousands of steps: the per-person budgets are not what is measured.
  rateLimits: createRateLimits({ factor: 1_000_000 }),
});
bench.defer(() => app.stop());
const base = await app.listen(0, '127.0.0.1');
const graphql = `${base}/graphql`;

/** What the clients know and were told: the purchases as they last saw them, and what each answer acknowledged. */
interface Known {
  id: string;
  buyerId: string;
  sellerId: string | null;
  amount: number;
}
let known: Known[] = [];
async function refreshKnown() {
  const rows = await db.prisma.portfolioPurchase.findMany({
    select: { id: true, buyerId: true, sellerId: true, amountRials: true },
  });
  known = rows.map((r) => ({
    id: encodeGlobalID('PortfolioPurchase', r.id),
    buyerId: r.buyerId,
    sellerId: r.sellerId,
    amount: Number(r.amountRials),
  }));
}
const model = {
  /** Per purchase (global id): the statuses its acknowledged steps reached, and a decision's release. */
  acknowledged: new Map<string, { statuses: Set<string>; released?: number }>(),
  /** Payouts acknowledged, by their id: recorded once however often they were sent. */
  payouts: new Map<string, { sellerId: string; amount: number }>(),
  orders: 0,
};
const outcomes = new Tally();
let internal = 0;
const contracts = contractsWorld({
  graphql,
  base,
  prisma: db.prisma,
  admin,
  clients: buyers,
  collaborators,
  random,
  outcomes,
  internal: (what) => {
    internal++;
    outcomes.add(what);
  },
});

const stepFields = 'id status releasedRials';
type StepResult = {
  __typename: string;
  code?: string;
  data?: { id: string; status: string; releasedRials: number | null };
};
async function send(
  mutation: string,
  args: string,
  types: string,
  variables: Record<string, unknown>,
  who: Person,
) {
  const answer = await post<Record<string, StepResult>>(
    graphql,
    `mutation (${types}) { ${mutation}(${args}) { __typename ... on BaseError { code }
      ... on Mutation${mutation[0]!.toUpperCase()}${mutation.slice(1)}Success { data { ${stepFields} } } } }`,
    variables,
    { headers: who.headers, timeoutMs: 30_000 },
  );
  const codes = codesOf(answer);
  if (codes.length) {
    internal += codes.some((c) => c !== 'RATE_LIMITED') ? 1 : 0;
    outcomes.add(`${mutation}: ${codes.join(',')}`);
    return;
  }
  const result = answer.data![mutation]!;
  outcomes.add(`${mutation}: ${result.code ?? 'done'}`);
  if (result.data) {
    const seen = model.acknowledged.get(result.data.id) ?? { statuses: new Set<string>() };
    seen.statuses.add(result.data.status);
    if (mutation === 'resolvePurchaseDispute') seen.released = result.data.releasedRials ?? undefined;
    model.acknowledged.set(result.data.id, seen);
  }
}
const step = {
  deliver: (p: Known, who: Person) =>
    send(
      'deliverPurchase',
      'input: { id: $id, note: $note }',
      '$id: ID!, $note: String!',
      {
        id: p.id,
        note: 'The code, its setup and the sign-in are in the shared repository.',
      },
      who,
    ),
  accept: (p: Known, who: Person) => send('acceptPurchase', 'id: $id', '$id: ID!', { id: p.id }, who),
  dispute: (p: Known, who: Person) =>
    send(
      'disputePurchase',
      'input: { id: $id, reason: $reason }',
      '$id: ID!, $reason: String!',
      {
        id: p.id,
        reason: 'What was delivered is not what the page described.',
      },
      who,
    ),
  decide: (p: Known, released: number) =>
    send(
      'resolvePurchaseDispute',
      'input: { id: $id, releasedRials: $released, reason: $reason }',
      '$id: ID!, $released: SafeInt!, $reason: String!',
      { id: p.id, released, reason: 'Decided from what both sides showed.' },
      admin,
    ),
};
const sellerOf = (p: Known) => (p.sellerId ? people.get(p.sellerId)! : admin);
const buyerOf = (p: Known) => people.get(p.buyerId)!;

async function buyAndPay() {
  const buyer = pick(buyers);
  const answer = await post<{ buySoftware: { data?: { payUrl: string } } }>(
    graphql,
    `mutation ($input: BuySoftwareInput!) { buySoftware(input: $input) {
      ... on MutationBuySoftwareSuccess { data { payUrl } } } }`,
    { input: { projectId: pick(projects), licence: pick(['SINGLE_USE', 'EXTENDED']) } },
    { headers: buyer.headers, timeoutMs: 30_000 },
  );
  const payUrl = answer.data?.buySoftware.data?.payUrl;
  if (!payUrl) {
    internal++;
    outcomes.add(`buySoftware: ${codesOf(answer).join(',') || 'no order'}`);
    return;
  }
  await payAtSandbox(base, payUrl);
  model.orders++;
  outcomes.add('buy and pay: done');
}

async function payout() {
  const seller = pick(sellers);
  const owed = await post<{ sellersOwed: { seller: { id: string }; owedRials: number }[] }>(
    graphql,
    '{ sellersOwed(first: 50) { seller { id } owedRials } }',
    {},
    { headers: admin.headers },
  );
  const row = owed.data?.sellersOwed.find((s) => s.seller.id === encodeGlobalID('User', seller.id));
  if (!row) return void outcomes.add('recordPayout: nothing owed');
  const id = randomUUID();
  const amount = Math.max(1, Math.floor(random() * row.owedRials));
  const once = () =>
    post<{ recordPayout: { __typename: string; fields?: { code: string }[] } }>(
      graphql,
      `mutation ($input: RecordPayoutInput!) { recordPayout(input: $input) { __typename
        ... on ValidationError { fields { code } } } }`,
      {
        input: { id, sellerId: row.seller.id, amountRials: amount, reference: `Transfer ${id.slice(0, 8)}` },
      },
      { headers: admin.headers, timeoutMs: 30_000 },
    );
  const answers = await Promise.all(random() < 0.3 ? [once(), once()] : [once()]);
  for (const answer of answers) {
    if (codesOf(answer).length) {
      internal++;
      outcomes.add(`recordPayout: ${codesOf(answer).join(',')}`);
      continue;
    }
    const kind = answer.data!.recordPayout.__typename;
    outcomes.add(
      `recordPayout: ${kind === 'ValidationError' ? answer.data!.recordPayout.fields?.[0]?.code : 'done'}`,
    );
    if (kind === 'MutationRecordPayoutSuccess') model.payouts.set(id, { sellerId: seller.id, amount });
  }
}

/** One randomized operation. */
async function operation() {
  const roll = random();
  if (roll >= 0.4) return contracts.operation();
  if (roll < 0.08 || known.length === 0) return buyAndPay();
  if (roll < 0.11) {
    await releaseInspected(db.prisma, new Date(Date.now() + 30 * 86_400_000));
    return void outcomes.add('inspection ends: done');
  }
  if (roll < 0.15) return payout();
  const p = pick(known);
  const kind = pick(['deliver', 'accept', 'dispute', 'decide', 'wrong party', 'retry'] as const);
  const once = (): Promise<unknown> => {
    switch (kind) {
      case 'deliver':
        return step.deliver(p, sellerOf(p));
      case 'accept':
        return step.accept(p, buyerOf(p));
      case 'dispute':
        return step.dispute(p, buyerOf(p));
      case 'decide':
        return step.decide(p, pick([0, p.amount, Math.floor(random() * p.amount)]));
      case 'wrong party':
        return pick([
          () => step.deliver(p, buyerOf(p)),
          () => step.accept(p, sellerOf(p)),
          () => step.dispute(p, pick(buyers)),
        ])();
      case 'retry':
        return pick([
          () => step.accept(p, buyerOf(p)),
          () => step.deliver(p, sellerOf(p)),
          () => step.dispute(p, buyerOf(p)),
        ])();
    }
  };
  await (kind === 'retry' ? Promise.all([once(), once()]) : once());
}

bench.step(`sending ${operations} operations from ${clients} clients`);
console.log(`${operations} operations from ${clients} clients; --seed ${seed}`);
let sent = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (sent < operations) {
      sent++;
      await operation();
      // Now and then the clients learn of the purchases the payments made, and the events are relayed.
      if (sent % 25 === 0) {
        await app.drain();
        await refreshKnown();
        await contracts.refresh();
      }
    }
  }),
);
const seconds = (performance.now() - t0) / 1000;

bench.step('settling what is in flight, then auditing');
// What is in flight includes attempts that failed under the load and wait for their retry (seconds away): the
// queue is drained until no work is due within the next half minute, or a minute has passed.
const dueSoon = async () => {
  const [row] = await db.prisma.$queryRaw<{ count: bigint }[]>`
    SELECT count(*)::bigint AS count FROM platform_jobs.job
    WHERE state IN ('created', 'retry', 'active') AND name NOT LIKE '%.parked'
      AND start_after < now() + interval '30 seconds'`;
  return Number(row?.count ?? 0n);
};
for (const settleBy = Date.now() + 60_000; ;) {
  await app.drain();
  if ((await dueSoon()) === 0 || Date.now() > settleBy) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const audit = await auditEscrow(db.prisma);
const purchases = await db.prisma.portfolioPurchase.findMany();
const byGlobalId = new Map(purchases.map((p) => [encodeGlobalID('PortfolioPurchase', p.id), p]));
const disagreements: string[] = [];
const settled = ['RELEASED', 'REFUNDED', 'SPLIT'];
for (const [id, seen] of model.acknowledged) {
  const now = byGlobalId.get(id);
  if (!now) {
    disagreements.push(`${id}: acknowledged, absent`);
    continue;
  }
  const final = [...seen.statuses].find((s) => settled.includes(s));
  // A settled purchase stays as it was settled; one acknowledged delivered or disputed has gone no way back.
  if (final && now.status !== final) disagreements.push(`${id}: acknowledged ${final}, is ${now.status}`);
  if (seen.released !== undefined && Number(now.releasedRials) !== seen.released)
    disagreements.push(`${id}: decided ${seen.released} to the seller, released ${now.releasedRials}`);
  if (seen.statuses.has('DELIVERED') && now.status === 'AWAITING_DELIVERY')
    disagreements.push(`${id}: acknowledged delivered, still awaiting delivery`);
}
const payouts = await db.prisma.sellerPayout.findMany();
for (const [id, payout] of model.payouts) {
  const row = payouts.find((p) => p.id === id);
  if (!row || Number(row.amountRials) !== payout.amount || row.sellerId !== payout.sellerId)
    disagreements.push(`payout ${id}: acknowledged, not recorded as said`);
}
if (payouts.length !== model.payouts.size)
  disagreements.push(`payouts: ${model.payouts.size} acknowledged, ${payouts.length} recorded`);
disagreements.push(...(await contracts.check()));
if (purchases.length !== model.orders)
  disagreements.push(`purchases: ${model.orders} orders paid, ${purchases.length} purchases made`);

console.log(`\n${seconds.toFixed(1)} s, ${(operations / seconds).toFixed(0)} operations a second`);
console.log(`answers: ${outcomes}`);
const statuses = new Tally();
for (const p of purchases) statuses.add(p.status);
console.log(`purchases ${purchases.length}: ${statuses}; payouts ${payouts.length}`);
const milestones = new Tally();
for (const m of await db.prisma.contractMilestone.findMany({ select: { status: true } }))
  milestones.add(m.status);
console.log(`milestones: ${milestones}`);
console.log(`the server's log: ${logged.counts}`);
for (const line of [...audit.mismatches, ...disagreements].slice(0, 20)) console.log(`  ${line}`);
bench.figure('operations', operations);
bench.figure('operations a second', operations / seconds);
bench.figure('ledger imbalance', Number(audit.imbalance), 'rials');
bench.figure('released twice', audit.releasedTwice);
bench.figure('audit mismatches', audit.mismatches.length + audit.badSteps);
bench.figure('model disagreements', disagreements.length);
bench.figure('internal errors', internal);
const failed =
  audit.imbalance !== 0n ||
  audit.releasedTwice > 0 ||
  audit.mismatches.length + audit.badSteps + disagreements.length + internal > 0;
await bench.end({
  lines: [
    `operations: ${operations}`,
    `ledger imbalance: ${audit.imbalance}`,
    `released twice: ${audit.releasedTwice}`,
  ],
  ...(failed ? { failure: 'the money or the answers do not agree with the model (above)' } : {}),
});
