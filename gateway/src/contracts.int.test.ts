import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { balanceOf, ledgerTotal } from '@platform/subgraph-billing/testing';
import { testPdf } from '@platform/subgraph-kit/testing/documents';
import { endDisputeResponse, endReview } from '@platform/subgraph-marketplace/testing';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';
import { auditEscrow, payAtSandbox } from './testing/escrow-model.ts';
import { readableMail, startMailServer, type MailServer } from './testing/mail-catcher.ts';

/**
 * Contracts for custom work through the real gateway and the sandbox payment gateway: a client proposes
 * milestones to a collaborator, funds each into escrow, and the money leaves the escrow as the client approves
 * (all or a part), as a review deadline passes in silence, as the parties agree a refund, or as an admin decides a
 * dispute — each part posted to the ledger once.
 */
let db: TestDatabase;
let app: RunningApp;
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
let collaborator: string;
let ownProfile: string;
let mailServer: MailServer;
const mails: string[] = [];

const local = (globalId: string) => decodeGlobalID(globalId).id;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['client', ['EMPLOYER']],
    ['collab', ['COLLABORATOR']],
    ['other', ['COLLABORATOR']],
    ['admin', ['ADMIN']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: {
        displayName: name,
        email: `${name}@contracts.test`,
        roles: [...roles],
        // The collaborator reads English; everyone else the default, Persian.
        ...(name === 'collab' ? { preferredLanguage: 'en' } : {}),
        registeredAt: new Date(),
      },
    });
    ids[name] = user.id;
    as[name] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
      'accept-language': 'en',
    };
  }
  const profile = (userId: string, slug: string) =>
    db.prisma.collaboratorProfile.create({
      data: {
        userId,
        slug,
        state: 'PUBLISHED',
        publishedAt: new Date(),
        displayName: slug,
        expertise: ['BACKEND'],
        yearsOfExperience: 4,
        availability: 'AVAILABLE',
        remote: true,
      },
    });
  collaborator = encodeGlobalID('Collaborator', (await profile(ids.collab!, 'contract-dev')).id);
  ownProfile = encodeGlobalID('Collaborator', (await profile(ids.other!, 'other-dev')).id);
  mailServer = await startMailServer(
    async (message) => void mails.push(readableMail(message.toString('utf8'))),
  );
  app = await startTestApp({ prisma: db.prisma, env: { ...process.env, SMTP_URL: mailServer.url } });
});
// After every step the ledger is what the milestones say: each escrow holds what is not yet released or refunded,
// the collaborator is owed each released part less its fee, and no order left the escrow in more parts than moved.
afterEach(async () => {
  await app.drainEvents();
  const audit = await auditEscrow(db.prisma);
  expect(audit).toMatchObject({ mismatches: [], imbalance: 0n, releasedTwice: 0, badSteps: 0 });
});
afterAll(async () => {
  await app?.stop();
  await mailServer?.stop();
  await db?.drop();
});

async function call<T>(query: string, variables: Record<string, unknown>, who: string) {
  const { body } = await app.graphql<T>(query, variables, as[who]);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

const milestoneFields = `id position title amountRials status heldRials releasedRials refundedRials reviewEndsAt
  submissionNote disputedBy disputeAnswer disputeRespondBy disputeLoser viewerCanFund
  evidence { name pages byRole downloadPath }
  events { action from to actorRole reason releasedRials refundedRials }`;
// A contract's milestones without their steps (each milestone's steps are read with the milestone).
const contractFields = `id title status viewerRole totalRials reviewMinutes milestones {
  ${milestoneFields.replace(/events \{[^}]*\}/, '')} }`;

interface Milestone {
  id: string;
  status: string;
  amountRials: number;
  heldRials: number;
  releasedRials: number;
  refundedRials: number;
  reviewEndsAt: string | null;
  viewerCanFund: boolean;
  disputedBy: string | null;
  disputeLoser: string | null;
  disputeAnswer: string | null;
  evidence: { name: string; pages: number; byRole: string; downloadPath: string }[];
  events: {
    action: string;
    from: string | null;
    to: string;
    actorRole: string | null;
    reason: string | null;
  }[];
}
interface Contract {
  id: string;
  status: string;
  viewerRole: string;
  totalRials: number;
  milestones: Milestone[];
}
type Outcome<T> = T | { code: string; problems?: { path: string; code: string }[] };

const result = <T>(payload: Record<string, unknown>): Outcome<T> =>
  (payload.data as T) ?? {
    code: payload.code as string,
    problems: payload.fields as { path: string; code: string }[] | undefined,
  };

function propose(input: Record<string, unknown>, who = 'client') {
  return call<{ proposeContract: Record<string, unknown> }>(
    `mutation ($input: ProposeContractInput!) { proposeContract(input: $input) {
      __typename ... on BaseError { code } ... on ValidationError { fields { path code } }
      ... on MutationProposeContractSuccess { data { ${contractFields} } } } }`,
    { input },
    who,
  ).then((d) => result<Contract>(d.proposeContract));
}

function answer(id: string, reply: string, who: string, reason?: string) {
  return call<{ answerContract: Record<string, unknown> }>(
    `mutation ($input: AnswerContractInput!) { answerContract(input: $input) {
      __typename ... on BaseError { code }
      ... on MutationAnswerContractSuccess { data { ${contractFields} } } } }`,
    { input: { id, answer: reply, reason } },
    who,
  ).then((d) => result<Contract>(d.answerContract));
}

/** One of the milestone mutations, as `who`; its milestone, or its error's code. */
function step(mutation: string, input: Record<string, unknown>, who: string) {
  const type = mutation.charAt(0).toUpperCase() + mutation.slice(1);
  return call<Record<string, Record<string, unknown>>>(
    `mutation ($input: ${inputOf[mutation]}!) { ${mutation}(input: $input) {
      __typename ... on BaseError { code } ... on ValidationError { fields { path code } }
      ... on Mutation${type}Success { data { ${milestoneFields} } } } }`,
    { input },
    who,
  ).then((d) => result<Milestone>(d[mutation]!));
}
const inputOf: Record<string, string> = {
  startMilestone: 'StartMilestoneInput',
  submitMilestone: 'SubmitMilestoneInput',
  requestMilestoneChanges: 'MilestoneReasonInput',
  approveMilestone: 'ApproveMilestoneInput',
  disputeMilestone: 'DisputeMilestoneInput',
  answerMilestoneDispute: 'AnswerMilestoneDisputeInput',
  resolveMilestoneDispute: 'ResolveMilestoneDisputeInput',
  requestMilestoneRefund: 'RequestMilestoneRefundInput',
  answerMilestoneRefund: 'AnswerMilestoneRefundInput',
};
const codeOf = (outcome: Outcome<unknown>) => (outcome as { code?: string }).code;

async function milestoneOf(id: string, who: string) {
  const { node } = await call<{ node: Milestone | null }>(
    `query ($id: ID!) { node(id: $id) { ... on ContractMilestone { ${milestoneFields} } } }`,
    { id },
    who,
  );
  return node;
}

async function contractOf(id: string, who: string) {
  const { node } = await call<{ node: Contract | null }>(
    `query ($id: ID!) { node(id: $id) { ... on Contract { ${contractFields} } } }`,
    { id },
    who,
  );
  return node;
}

/** The client funds a milestone and pays at the sandbox; returns the order once the marketplace funded it. */
async function fund(milestoneId: string, who = 'client') {
  const { fundMilestone } = await call<{ fundMilestone: Record<string, unknown> }>(
    `mutation ($input: FundMilestoneInput!) { fundMilestone(input: $input) {
      __typename ... on BaseError { code }
      ... on MutationFundMilestoneSuccess { data { id number amountRials payUrl productType } } } }`,
    { input: { milestoneId } },
    who,
  );
  const order = result<{ id: string; payUrl: string; amountRials: number; productType: string }>(
    fundMilestone,
  );
  if ('code' in order) return order;
  await payAtSandbox(app.url, order.payUrl);
  await app.drainEvents();
  return order;
}

/** A two-page PDF uploaded to `/uploads/documents` as `who`: its receipt. */
async function uploadPdf(who: string) {
  const response = await fetch(`${app.url}/uploads/documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...as[who] },
    body: new Uint8Array(await testPdf({ pages: 2 })),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { upload: string }).upload;
}

const escrowOf = async (orderId: string) => -(await balanceOf(db.prisma, `escrow:${local(orderId)}`));
const payable = () => balanceOf(db.prisma, `payable:${ids.collab}`);
const first = 40_000_000;
const second = 60_000_000;

describe('a contract with milestones', () => {
  let contract: Contract;
  const orders: string[] = [];

  it('is proposed by a client to a published collaborator, who accepts it; nothing is paid before', async () => {
    expect(
      await propose({ collaboratorId: collaborator, title: 'A shop', scope: 'short', milestones: [] }),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      problems: expect.arrayContaining([
        { path: 'input.scope', code: 'TOO_SHORT' },
        { path: 'input.milestones', code: 'REQUIRED' },
      ]),
    });
    const own = await propose(
      {
        collaboratorId: ownProfile,
        title: 'My own work',
        scope: 'Work I would pay myself for, which nobody does.',
        milestones: [{ title: 'All', amountRials: first }],
      },
      'other',
    );
    expect(codeOf(own)).toBe('OWN_PROFILE');

    contract = (await propose({
      collaboratorId: collaborator,
      title: 'An online shop',
      scope: 'A shop with a catalogue, a cart and Zarinpal payments, delivered in two stages.',
      milestones: [
        { title: 'Catalogue and cart', amountRials: first },
        { title: 'Payments and launch', amountRials: second },
      ],
    })) as Contract;
    expect(contract).toMatchObject({ status: 'PROPOSED', viewerRole: 'CLIENT', totalRials: first + second });
    expect(contract.milestones.map((m) => [m.status, m.viewerCanFund, m.heldRials])).toEqual([
      ['PROPOSED', false, 0],
      ['PROPOSED', false, 0],
    ]);
    // Not funded before the collaborator accepts; nobody else reads it or answers it.
    expect(codeOf(await fund(contract.milestones[0]!.id))).toBe('NOT_FUNDABLE');
    const stranger = await app.graphql<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { ... on Contract { title scope } } }',
      { id: contract.id },
      as.other,
    );
    expect(stranger.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(JSON.stringify(stranger.body.data)).not.toContain('shop');
    expect(codeOf(await answer(contract.id, 'ACCEPT', 'client'))).toBe('NOT_FOUND');
    expect(codeOf(await answer(contract.id, 'DECLINE', 'collab', 'no'))).toBe('VALIDATION_FAILED');
    const accepted = (await answer(contract.id, 'ACCEPT', 'collab')) as Contract;
    expect(accepted).toMatchObject({ status: 'ACTIVE', viewerRole: 'COLLABORATOR' });
    expect(codeOf(await answer(contract.id, 'WITHDRAW', 'client'))).toBe('CONTRACT_STATE');
  });

  it('funds each milestone into escrow through the payment gateway', async () => {
    expect((await contractOf(contract.id, 'client'))!.milestones[0]!.viewerCanFund).toBe(true);
    expect(codeOf(await fund(contract.milestones[0]!.id, 'collab'))).toBe('NOT_FUNDABLE');
    // A stranger is told it does not exist (the graph shows them no milestone to price).
    expect(codeOf(await fund(contract.milestones[0]!.id, 'other'))).toBe('NOT_FOUND');
    for (const m of contract.milestones) {
      const order = (await fund(m.id)) as { id: string; productType: string };
      expect(order.productType).toBe('MILESTONE');
      orders.push(order.id);
    }
    const funded = (await contractOf(contract.id, 'collab'))!;
    expect(funded.milestones.map((m) => [m.status, m.heldRials])).toEqual([
      ['FUNDED', first],
      ['FUNDED', second],
    ]);
    expect(await escrowOf(orders[0]!)).toBe(BigInt(first));
    expect(codeOf(await fund(contract.milestones[0]!.id))).toBe('NOT_FUNDABLE');
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('releases half on the client’s partial approval and the rest when the review ends in silence', async () => {
    const [m1] = contract.milestones;
    expect(codeOf(await step('submitMilestone', { id: m1!.id, note: 'too short' }, 'collab'))).toBe(
      'VALIDATION_FAILED',
    );
    expect(codeOf(await step('startMilestone', { id: m1!.id }, 'client'))).toBe('NOT_FOUND');
    expect(((await step('startMilestone', { id: m1!.id }, 'collab')) as Milestone).status).toBe(
      'IN_PROGRESS',
    );
    const submitted = (await step(
      'submitMilestone',
      { id: m1!.id, note: 'The catalogue and cart: https://staging.example.com' },
      'collab',
    )) as Milestone;
    expect(submitted.status).toBe('SUBMITTED');
    // The review deadline is a timer in the job queue, due when the review ends.
    await app.drainEvents();
    const timers = await db.prisma.$queryRaw<{ start_after: Date }[]>`
      SELECT start_after FROM platform_jobs.job
      WHERE name = 'marketplace.review-ends' AND data->>'milestoneId' = ${local(m1!.id)}`;
    expect(timers.map((t) => t.start_after.toISOString())).toEqual([submitted.reviewEndsAt]);

    const before = await payable();
    expect(codeOf(await step('approveMilestone', { id: m1!.id, amountRials: first + 1 }, 'client'))).toBe(
      'VALIDATION_FAILED',
    );
    const half = (await step(
      'approveMilestone',
      { id: m1!.id, amountRials: first / 2 },
      'client',
    )) as Milestone;
    expect(half).toMatchObject({ status: 'SUBMITTED', heldRials: first / 2, releasedRials: first / 2 });
    await app.drainEvents();
    expect(await escrowOf(orders[0]!)).toBe(BigInt(first / 2));
    // Released less the product's 10% fee.
    expect((await payable()) - before).toBe(-BigInt((first / 2) * 0.9));

    expect(await endReview(db.prisma, local(m1!.id))).toBe(false);
    expect(await endReview(db.prisma, local(m1!.id), new Date(Date.parse(half.reviewEndsAt!) + 1))).toBe(
      true,
    );
    expect(await endReview(db.prisma, local(m1!.id), new Date(Date.parse(half.reviewEndsAt!) + 2))).toBe(
      false,
    );
    await app.drainEvents();
    const released = (await milestoneOf(m1!.id, 'client'))!;
    expect(released).toMatchObject({
      status: 'RELEASED',
      heldRials: 0,
      releasedRials: first,
      refundedRials: 0,
    });
    expect(released.events.map((e) => [e.action, e.to, e.actorRole])).toEqual([
      ['PROPOSE', 'PROPOSED', 'CLIENT'],
      ['FUND', 'FUNDED', 'CLIENT'],
      ['START', 'IN_PROGRESS', 'COLLABORATOR'],
      ['SUBMIT', 'SUBMITTED', 'COLLABORATOR'],
      ['APPROVE', 'SUBMITTED', 'CLIENT'],
      ['REVIEW_ENDED', 'RELEASED', null],
    ]);
    expect(await escrowOf(orders[0]!)).toBe(0n);
    expect((await payable()) - before).toBe(-BigInt(first * 0.9));
    const order = await db.prisma.order.findUniqueOrThrow({ where: { id: local(orders[0]!) } });
    expect(order).toMatchObject({ escrowStatus: 'RELEASED', releasedRials: BigInt(first) });
    expect(codeOf(await step('approveMilestone', { id: m1!.id }, 'client'))).toBe('MILESTONE_STATE');
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('is sent back, disputed, answered and split by an admin, who reads who lost decided disputes', async () => {
    const m2 = contract.milestones[1]!;
    const note = { id: m2.id, note: 'Payments through the sandbox, and the launch checklist.' };
    expect(((await step('submitMilestone', note, 'collab')) as Milestone).status).toBe('SUBMITTED');
    const back = (await step(
      'requestMilestoneChanges',
      { id: m2.id, reason: 'The refund page is missing.' },
      'client',
    )) as Milestone;
    expect(back).toMatchObject({ status: 'CHANGES_REQUESTED', reviewEndsAt: null });
    expect(((await step('submitMilestone', note, 'collab')) as Milestone).status).toBe('SUBMITTED');
    // Evidence is the disputing side's own uploads: another's receipt is refused, and nothing is written.
    const reason = 'The launch never happened on the agreed day.';
    const borrowed = [{ upload: await uploadPdf('collab'), name: 'theirs.pdf' }];
    expect(await step('disputeMilestone', { id: m2.id, reason, evidence: borrowed }, 'client')).toMatchObject(
      { code: 'VALIDATION_FAILED', problems: [{ path: 'input.evidence.0.upload' }] },
    );
    expect((await milestoneOf(m2.id, 'client'))!.status).toBe('SUBMITTED');
    const evidence = [{ upload: await uploadPdf('client'), name: 'C:\\mail\\launch-date.pdf' }];
    const disputed = (await step('disputeMilestone', { id: m2.id, reason, evidence }, 'client')) as Milestone;
    expect(disputed).toMatchObject({ status: 'DISPUTED', disputedBy: 'CLIENT', reviewEndsAt: null });
    // The side that disputed does not answer itself; the other side answers once, with its own evidence.
    const reply = { id: m2.id, reason: 'The launch waited for the client’s bank keys.' };
    expect(codeOf(await step('answerMilestoneDispute', reply, 'client'))).toBe('MILESTONE_STATE');
    const answered = (await step(
      'answerMilestoneDispute',
      { ...reply, evidence: [{ upload: await uploadPdf('collab'), name: 'bank keys asked.pdf' }] },
      'collab',
    )) as Milestone;
    expect(answered.disputeAnswer).toBe(reply.reason);
    expect(answered.evidence.map((f) => [f.name, f.pages, f.byRole])).toEqual([
      ['launch-date.pdf', 2, 'CLIENT'],
      ['bank keys asked.pdf', 2, 'COLLABORATOR'],
    ]);
    // Each side, and the admin who decides, downloads it; the link is the reader's, not a public address.
    const download = await fetch(`${app.url}${answered.evidence[0]!.downloadPath}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    expect((await milestoneOf(m2.id, 'admin'))!.evidence).toHaveLength(2);
    expect(codeOf(await step('answerMilestoneDispute', reply, 'collab'))).toBe('MILESTONE_STATE');

    const open = await call<{ milestoneDisputes: { totalCount: number; edges: { node: { id: string } }[] } }>(
      '{ milestoneDisputes(state: OPEN) { totalCount edges { node { id } } } }',
      {},
      'admin',
    );
    expect(open.milestoneDisputes.edges.map((e) => e.node.id)).toEqual([m2.id]);
    const decide = { id: m2.id, releasedRials: second * 0.3, reason: 'Most of the work was not delivered.' };
    const refused = await app.graphql(
      `mutation ($input: ResolveMilestoneDisputeInput!) { resolveMilestoneDispute(input: $input) { __typename } }`,
      { input: decide },
      as.client,
    );
    expect(refused.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(
      codeOf(await step('resolveMilestoneDispute', { ...decide, releasedRials: second + 1 }, 'admin')),
    ).toBe('VALIDATION_FAILED');
    const before = await payable();
    const split = (await step('resolveMilestoneDispute', decide, 'admin')) as Milestone;
    expect(split).toMatchObject({
      status: 'SPLIT',
      releasedRials: second * 0.3,
      refundedRials: second * 0.7,
      disputeLoser: null,
    });
    await app.drainEvents();
    expect(await escrowOf(orders[1]!)).toBe(0n);
    expect((await payable()) - before).toBe(-BigInt(second * 0.3 * 0.9));
    const ended = (await contractOf(contract.id, 'collab'))!;
    expect(ended.status).toBe('COMPLETED');
    const decided = await call<{ milestoneDisputes: { edges: { node: { id: string } }[] } }>(
      '{ milestoneDisputes(state: DECIDED) { edges { node { id disputeLoser } } } }',
      {},
      'admin',
    );
    expect(decided.milestoneDisputes.edges.map((e) => e.node.id)).toEqual([m2.id]);
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });

  it('hands back whole an order paid for a milestone funded already (a second tab, an old order)', async () => {
    const m1 = contract.milestones[0]!;
    const { id } = await db.prisma.order.create({
      data: {
        userId: ids.client!,
        productType: 'MILESTONE',
        productId: local(m1.id),
        productSlug: contract.id.slice(0, 80),
        originalRials: BigInt(first),
        amountRials: BigInt(first),
        locale: 'en',
      },
    });
    await payAtSandbox(app.url, `/payments/orders/${id}/pay`);
    await app.drainEvents();
    const order = await db.prisma.order.findUniqueOrThrow({ where: { id } });
    expect(order).toMatchObject({ status: 'REFUNDED', escrowStatus: 'REFUNDED', releasedRials: 0n });
    expect(await balanceOf(db.prisma, `escrow:${id}`)).toBe(0n);
    const milestone = await db.prisma.contractMilestone.findUniqueOrThrow({ where: { id: local(m1.id) } });
    expect(milestone.orderId).toBe(local(orders[0]!));
  });

  it('refunds a funded milestone the collaborator agrees to give back, and marks an unanswered dispute', async () => {
    const proposal = (await propose({
      collaboratorId: collaborator,
      title: 'A logo and a bot',
      scope: 'A logo in three colours, then a Telegram bot for orders.',
      milestones: [
        { title: 'Logo', amountRials: 10_000_000 },
        { title: 'Bot', amountRials: 20_000_000 },
      ],
    })) as Contract;
    await answer(proposal.id, 'ACCEPT', 'collab');
    const [logo, bot] = proposal.milestones;
    const logoOrder = (await fund(logo!.id)) as { id: string };
    await fund(bot!.id);

    const asked = { id: logo!.id, reason: 'We found a logo we already own.' };
    expect(((await step('requestMilestoneRefund', asked, 'client')) as Milestone).status).toBe(
      'REFUND_REQUESTED',
    );
    expect(
      codeOf(await step('answerMilestoneRefund', { id: logo!.id, agree: false, reason: 'no' }, 'collab')),
    ).toBe('VALIDATION_FAILED');
    const refunded = (await step(
      'answerMilestoneRefund',
      { id: logo!.id, agree: true },
      'collab',
    )) as Milestone;
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedRials: 10_000_000, heldRials: 0 });
    await app.drainEvents();
    expect(await escrowOf(logoOrder.id)).toBe(0n);
    const order = await db.prisma.order.findUniqueOrThrow({ where: { id: local(logoOrder.id) } });
    expect(order).toMatchObject({ status: 'REFUNDED', escrowStatus: 'REFUNDED', releasedRials: 0n });

    const disputed = (await step(
      'disputeMilestone',
      { id: bot!.id, reason: 'The client stopped answering for three weeks.' },
      'collab',
    )) as Milestone;
    expect(disputed.disputedBy).toBe('COLLABORATOR');
    // The client lets the time to answer pass (moved to a minute ago): the dispute is marked unanswered, once.
    expect(await endDisputeResponse(db.prisma, local(bot!.id))).toBe(false);
    await db.prisma.contractMilestone.update({
      where: { id: local(bot!.id) },
      data: { disputeRespondBy: new Date(Date.now() - 60_000) },
    });
    expect(await endDisputeResponse(db.prisma, local(bot!.id))).toBe(true);
    expect(await endDisputeResponse(db.prisma, local(bot!.id))).toBe(false);
    const reply = { id: bot!.id, reason: 'I was travelling, sorry for the delay.' };
    expect(codeOf(await step('answerMilestoneDispute', reply, 'client'))).toBe('MILESTONE_STATE');
    const won = (await step(
      'resolveMilestoneDispute',
      { id: bot!.id, releasedRials: 20_000_000, reason: 'The client did not answer the dispute in time.' },
      'admin',
    )) as Milestone;
    expect(won).toMatchObject({ status: 'RELEASED', disputeLoser: 'CLIENT' });
    expect(won.events.map((e) => e.action).slice(-3)).toEqual(['DISPUTE', 'RESPONSE_ENDED', 'RESOLVE']);
    await app.drainEvents();
    expect(await ledgerTotal(db.prisma)).toBe(0n);
  });
});

describe('a contract’s parties', () => {
  it('heard of each step whose turn it made theirs by e-mail, once, in their language', async () => {
    const declined = (await propose({
      collaboratorId: collaborator,
      title: 'A landing page',
      scope: 'One page that says what the shop sells, in two languages.',
      milestones: [{ title: 'Page', amountRials: 5_000_000 }],
    })) as Contract;
    await answer(declined.id, 'DECLINE', 'collab', 'My calendar is full until spring.');
    // The steps' mail jobs run after the events that start them; repeated events mail nobody twice.
    for (let i = 0; i < 3; i++) await app.drainEvents();
    const client = 'client@contracts.test';
    const collab = 'collab@contracts.test';
    const expected: [to: string, subject: string, times?: number][] = [
      [collab, 'A contract proposed: “An online shop”'],
      [client, '«An online shop» پذیرفته شد'],
      [collab, '“Catalogue and cart” is funded'],
      [collab, '“Payments and launch” is funded'],
      [client, 'مرحلهٔ «Catalogue and cart» تحویل شد'],
      [collab, 'A part of “Catalogue and cart” is released'],
      [collab, '“Catalogue and cart” is settled'],
      [client, 'تسویهٔ «Catalogue and cart»'],
      // Handed in twice (changes were asked between).
      [client, 'مرحلهٔ «Payments and launch» تحویل شد', 2],
      [collab, 'Changes asked to “Payments and launch”'],
      [collab, '“Payments and launch” is disputed'],
      [collab, '“Payments and launch” is settled'],
      [client, 'تسویهٔ «Payments and launch»'],
      [collab, 'A contract proposed: “A logo and a bot”'],
      [client, '«A logo and a bot» پذیرفته شد'],
      [collab, '“Logo” is funded'],
      [collab, '“Bot” is funded'],
      [collab, 'The money of “Logo” asked back'],
      [collab, '“Logo” is settled'],
      [client, 'تسویهٔ «Logo»'],
      [client, 'اعتراض به «Bot»'],
      [collab, '“Bot” is settled'],
      [client, 'تسویهٔ «Bot»'],
      [collab, 'A contract proposed: “A landing page”'],
      [client, '«A landing page» رد شد'],
    ];
    for (const [to, subject, times = 1] of expected)
      expect(
        mails.filter((m) => m.includes(to) && m.includes(subject)),
        `${to}: ${subject}`,
      ).toHaveLength(times);
    expect(mails).toHaveLength(expected.reduce((sum, [, , times = 1]) => sum + times, 0));
    // What each needs to act: the deadline, the note handed in, the reason, the decision, and where to go.
    const about = (subject: string) => mails.filter((m) => m.includes(subject));
    expect(about('مرحلهٔ «Catalogue and cart» تحویل شد')[0]).toContain(
      'یادداشت تحویل: The catalogue and cart: https://staging.example.com',
    );
    expect(about('“Payments and launch” is disputed')[0]).toMatch(
      /Answer until .+Reason: The launch never happened on the agreed day\./s,
    );
    expect(about('تسویهٔ «Payments and launch»')[0]).toContain(
      'تصمیم تیم کارنما: Most of the work was not delivered.',
    );
    expect(about('“Catalogue and cart” is settled')[0]).toContain(
      'The review period ended without a word from the client.',
    );
    // What was held just after the part was approved, though the rest was released since.
    expect(about('A part of “Catalogue and cart” is released')[0]).toContain(
      'approved IRR 20,000,000 of the milestone “Catalogue and cart”, released to you less Karnama’s fee; IRR 20,000,000 is still held',
    );
    expect(about('«A landing page» رد شد')[0]).toContain('دلیل: My calendar is full until spring.');
    expect(about('A contract proposed: “An online shop”')[0]).toContain(`${app.url}/en/panel/contracts`);
    expect(nobodyElse(mails)).toEqual([]);
  });
});

/** Mails to anyone but the two parties (the stranger and the admin hear of nothing by e-mail). */
const nobodyElse = (all: string[]) =>
  all.filter((m) => !m.includes('client@contracts.test') && !m.includes('collab@contracts.test'));

describe('a contract from a contact request', () => {
  it('cites the client’s own request once the collaborator accepted it, and no one else’s', async () => {
    const { sendContactRequest } = await call<{ sendContactRequest: { data: { id: string } } }>(
      `mutation ($input: SendContactRequestInput!) { sendContactRequest(input: $input) {
        ... on MutationSendContactRequestSuccess { data { id } } } }`,
      {
        input: {
          collaboratorId: collaborator,
          subject: 'A booking app',
          message: 'A booking app for a clinic, with reminders by SMS, ready by spring.',
        },
      },
      'client',
    );
    const request = sendContactRequest.data.id;
    const proposal = {
      collaboratorId: collaborator,
      fromRequest: request,
      title: 'A booking app',
      scope: 'A booking app for a clinic with SMS reminders, in one stage.',
      milestones: [{ title: 'The app', amountRials: first }],
    };
    const notAccepted = {
      code: 'VALIDATION_FAILED',
      problems: [{ path: 'input.fromRequest', code: 'REQUEST_NOT_ACCEPTED' }],
    };
    // Not accepted yet; then accepted, but not another's to cite, nor a request id that is no request.
    expect(await propose(proposal)).toEqual(notAccepted);
    await call(
      `mutation ($id: ID!) { answerContactRequest(input: { id: $id, accept: true, answer: "Gladly; let us talk." }) {
        __typename } }`,
      { id: request },
      'collab',
    );
    expect(await propose(proposal, 'other')).toEqual(notAccepted);
    expect(
      await propose({ ...proposal, fromRequest: encodeGlobalID('ContactRequest', randomUUID()) }),
    ).toEqual(notAccepted);

    const cited = (await propose(proposal)) as Contract;
    expect(cited.status).toBe('PROPOSED');
    for (const who of ['client', 'collab']) {
      const { node } = await call<{ node: { fromRequest: { id: string; subject: string } | null } }>(
        'query ($id: ID!) { node(id: $id) { ... on Contract { fromRequest { id subject } } } }',
        { id: cited.id },
        who,
      );
      expect(node.fromRequest).toEqual({ id: request, subject: 'A booking app' });
    }
    expect(codeOf(await answer(cited.id, 'WITHDRAW', 'client'))).toBeUndefined();
  });
});

describe('a contract about a project open to collaborators', () => {
  it('names a project the client reads, open to collaborators, whose team names the collaborator', async () => {
    const profileId = local(collaborator);
    const project = async (
      slug: string,
      { collaborating = true, team = [profileId], visibility = 'PUBLISHED' as 'PUBLISHED' | 'DRAFT' } = {},
    ) =>
      encodeGlobalID(
        'PortfolioProject',
        (
          await db.prisma.portfolioProject.create({
            data: {
              slug,
              ownerId: ids.other!,
              visibility,
              state: 'IN_PROGRESS',
              industry: 'RETAIL',
              collaborating,
              publishedAt: new Date(),
              words: {
                create: { locale: 'en', title: `The ${slug}`, summary: 'A shop for a chain of stores.' },
              },
              team: {
                create: team.map((collaboratorId, position) => ({
                  collaboratorId,
                  role: 'BACKEND',
                  position,
                })),
              },
            },
          })
        ).id,
      );
    const open = await project('open-shop');
    const proposal = {
      collaboratorId: collaborator,
      aboutProject: open,
      title: 'The shop’s back office',
      scope: 'The back office of the shop the team builds: orders, stock and reports.',
      milestones: [{ title: 'Orders', amountRials: first }],
    };
    const refused = {
      code: 'VALIDATION_FAILED',
      problems: [{ path: 'input.aboutProject', code: 'PROJECT_NOT_COLLABORATING' }],
    };
    // Not open to collaborators; open, but the collaborator is not on its team; a draft the client cannot read; an
    // id that is no project.
    for (const about of [
      await project('closed-shop', { collaborating: false }),
      await project('other-team-shop', { team: [local(ownProfile)] }),
      await project('draft-shop', { visibility: 'DRAFT' }),
      encodeGlobalID('PortfolioProject', randomUUID()),
      collaborator,
    ])
      expect(await propose({ ...proposal, aboutProject: about })).toEqual(refused);
    expect(await db.prisma.contract.count({ where: { title: proposal.title } })).toBe(0);

    const about = (await propose(proposal)) as Contract;
    expect(about.status).toBe('PROPOSED');
    for (const who of ['client', 'collab', 'admin']) {
      const { node } = await call<{
        node: { project: { id: string; path: string; collaborating: boolean } | null };
      }>(
        'query ($id: ID!) { node(id: $id) { ... on Contract { project { id path collaborating } } } }',
        { id: about.id },
        who,
      );
      expect(node.project).toEqual({ id: open, path: '/portfolio/open-shop', collaborating: true });
    }
    // A stranger reads nothing of it.
    const { body } = await app.graphql<{ node: { project: unknown } | null }>(
      'query ($id: ID!) { node(id: $id) { ... on Contract { project { id } } } }',
      { id: about.id },
      as.other,
    );
    expect(body.data?.node?.project ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(codeOf(await answer(about.id, 'WITHDRAW', 'client'))).toBeUndefined();
  });
});
