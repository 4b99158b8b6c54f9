import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { domainEvent, type DomainEventPayload } from '@platform/subgraph-kit/catalogue';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { createChoiceTest } from '@platform/subgraph-assessments/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestApp, type RunningApp } from './test-helpers.ts';
import { startMailServer, type MailServer } from './testing/mail-catcher.ts';

let db: TestDatabase;
let app: RunningApp;
/** The invitations are mailed over real SMTP, to an in-process server. */
let smtp: MailServer;
const received: ParsedMail[] = [];
const as: Record<string, Record<string, string>> = {};
/** A paid test and a free one, both attached to the employer's job. */
let paidTest: string;
let freeTest: string;
let otherTest: string;
let jobId: string;
const price = 1_500_000n;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['employer', ['EMPLOYER']],
    ['rival', ['EMPLOYER']],
    ['invitee', ['JOB_SEEKER']],
    ['shy', ['JOB_SEEKER']],
    ['late', ['JOB_SEEKER']],
    ['admin', ['ADMIN']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: { displayName: name, email: `${name}@invite.test`, roles: [...roles], registeredAt: new Date() },
    });
    as[name] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
      'accept-language': 'en',
    };
  }
  as.visitor = { 'accept-language': 'en' };
  paidTest = await createChoiceTest(db.prisma, { slug: 'invite-paid', questions: 2, priceRials: price });
  freeTest = await createChoiceTest(db.prisma, { slug: 'invite-free', questions: 2 });
  otherTest = await createChoiceTest(db.prisma, { slug: 'invite-other', questions: 2 });
  smtp = await startMailServer(async (message) => {
    received.push(await simpleParser(message));
  });
  app = await startTestApp({
    prisma: db.prisma,
    // No Chromium to print the reports of the sessions taken here (the reports' own tests print them): an attempt
    // fails at once and is tried later, and draining the events does not wait on a printer.
    env: { ...process.env, SMTP_URL: smtp.url, CHROMIUM_PATH: '/nonexistent/chromium' },
  });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await db?.drop();
});

async function gql<T>(query: string, variables: Record<string, unknown>, who: string) {
  const { body } = await app.graphql<T>(query, variables, as[who]);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

type Outcome<D> = { __typename: string; code?: string; fields?: { path: string; code: string }[]; data?: D };
const outcome = '__typename ... on BaseError { code } ... on ValidationError { fields { path code } }';

const invite = (testId: string, emails: string[], who = 'employer', job = jobId) =>
  gql<{ inviteToTest: Outcome<{ id: string; count: number; needsPayment: boolean; sentAt: string | null }> }>(
    `mutation ($input: InviteToTestInput!) { inviteToTest(input: $input) {
      ${outcome} ... on MutationInviteToTestSuccess { data { id count needsPayment sentAt } } } }`,
    { input: { jobId: job, testId, emails } },
    who,
  ).then((d) => d.inviteToTest);

const buyInvitations = (batchId: string, who = 'employer') =>
  gql<{
    buyTestInvitations: Outcome<{ id: string; amountRials: number; quantity: number; payUrl: string | null }>;
  }>(
    `mutation ($input: BuyTestInvitationsInput!) { buyTestInvitations(input: $input) {
      __typename ... on BaseError { code } ... on MutationBuyTestInvitationsSuccess { data { id amountRials quantity payUrl } } } }`,
    { input: { batchId } },
    who,
  ).then((d) => d.buyTestInvitations);

const accept = (token: string, shareResult: boolean, who: string) =>
  gql<{ acceptTestInvitation: Outcome<{ state: string }> }>(
    `mutation ($input: AcceptTestInvitationInput!) { acceptTestInvitation(input: $input) {
      ${outcome} ... on MutationAcceptTestInvitationSuccess { data { state } } } }`,
    { input: { token, shareResult } },
    who,
  ).then((d) => d.acceptTestInvitation);

const link = (token: string, who = 'visitor') =>
  gql<{ testInvitation: { state: string; acceptedByViewer: boolean; test: { slug: string } | null } | null }>(
    'query ($token: String!) { testInvitation(token: $token) { state acceptedByViewer test { slug } } }',
    { token },
    who,
  ).then((d) => d.testInvitation);

type SentPage = {
  edges: {
    cursor: string;
    node: { email: string; state: string; result: { state: string; score: number | null } | null };
  }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

const sentPage = (page: { first?: number; after?: string } = {}, who = 'employer') =>
  gql<{ node: { testInvitations: SentPage | null } | null }>(
    `query ($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Job {
      testInvitations(first: $first, after: $after) {
        edges { cursor node { email state result { state score } } } pageInfo { hasNextPage endCursor } } } } }`,
    { id: jobId, ...page },
    who,
  ).then((d) => d.node?.testInvitations ?? null);

const sent = async (who = 'employer') =>
  (await sentPage({ first: 50 }, who))?.edges.map((edge) => edge.node) ?? null;

/** A browser's step: follows nothing, returns where it was sent. */
async function visit(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  expect(response.status, `${init.method ?? 'GET'} ${url}`).toBe(303);
  return response.headers.get('location')!;
}

async function takeTest(testId: string, who: string, answers: string[]) {
  const started = await gql<{ startTestSession: { __typename: string; data?: { token: string } } }>(
    `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
      __typename ... on MutationStartTestSessionSuccess { data { token } } } }`,
    { id: testId },
    who,
  );
  expect(started.startTestSession.__typename).toBe('MutationStartTestSessionSuccess');
  const token = started.startTestSession.data!.token;
  for (const [position, choice] of answers.entries())
    await gql(
      `mutation ($token: String!, $position: Int!, $choice: String!) {
        answerTestQuestion(input: { token: $token, position: $position, choices: [$choice] }) { __typename } }`,
      { token, position, choice },
      who,
    );
  await gql(
    'mutation ($token: String!) { finishTestSession(input: { token: $token }) { __typename } }',
    { token },
    who,
  );
}

const mailsTo = (address: string) =>
  received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);

/** The mail to `address`, once the queue's job has sent it (20 s at most). */
async function mailTo(address: string): Promise<ParsedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [mail] = mailsTo(address);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tokenOf = async (email: string) =>
  (await db.prisma.testInvitation.findFirstOrThrow({ where: { email } })).token!;

describe('invitations by e-mail to take a job’s test', () => {
  it('the job’s employer invites to its tests; anyone else, other tests and bad lists are refused', async () => {
    const created = await gql<{ createJob: Outcome<{ id: string }> }>(
      `mutation ($input: CreateJobInput!) { createJob(input: $input) {
        ${outcome} ... on MutationCreateJobSuccess { data { id } } } }`,
      {
        input: {
          language: 'en',
          title: 'Backend engineer',
          companyName: 'Invite Co',
          placeId: 'tehran',
          type: 'FULL_TIME',
          experienceLevel: 'MID',
          description: 'Build and run the services behind a busy job board, in TypeScript and PostgreSQL.',
          tests: [
            { testId: paidTest, required: false },
            { testId: freeTest, required: false },
          ],
        },
      },
      'employer',
    );
    jobId = created.createJob.data!.id;

    expect((await invite(paidTest, ['a@x.io'], 'rival')).__typename).toBe('NotFoundError');
    expect((await invite(otherTest, ['a@x.io'])).code).toBe('TEST_NOT_ON_JOB');
    expect((await invite(paidTest, [])).fields).toEqual([{ path: 'input.emails', code: 'EMAILS_REQUIRED' }]);
    expect((await invite(paidTest, ['not an address'])).fields).toEqual([
      { path: 'input.emails.0', code: 'EMAIL_INVALID' },
    ]);
    const many = Array.from({ length: 21 }, (_, n) => `p${n}@x.io`);
    expect((await invite(paidTest, many)).fields).toEqual([
      { path: 'input.emails', code: 'TOO_MANY_EMAILS' },
    ]);
    // A job seeker may not invite at all: refused before anything is asked.
    const { body } = await app.graphql(
      `mutation ($input: InviteToTestInput!) { inviteToTest(input: $input) { __typename } }`,
      { input: { jobId, testId: paidTest, emails: ['a@x.io'] } },
      as.invitee,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await db.prisma.testInvitationBatch.count()).toBe(0);
  });

  it('a paid test’s invitations are one order of N × the price, sent once when paid', async () => {
    const batch = (await invite(paidTest, ['Invitee@invite.test', 'invitee@invite.test ', 'shy@invite.test']))
      .data!;
    expect(batch).toMatchObject({ count: 2, needsPayment: true, sentAt: null });
    expect((await buyInvitations(batch.id, 'rival')).__typename).toBe('NotFoundError');
    const order = (await buyInvitations(batch.id)).data!;
    expect(order).toMatchObject({ amountRials: Number(price) * 2, quantity: 2 });
    expect(await db.prisma.testInvitation.count()).toBe(0);

    // Pay in the sandbox gateway.
    const startPay = await visit(`${app.url}${order.payUrl}`);
    const callback = await visit(startPay, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    });
    await visit(callback);
    await app.drainEvents();
    const invitations = await db.prisma.testInvitation.findMany({ orderBy: { email: 'asc' } });
    expect(invitations.map((i) => [i.email, i.userId])).toEqual([
      ['invitee@invite.test', null],
      ['shy@invite.test', null],
    ]);
    expect((await buyInvitations(batch.id)).code).toBe('NOT_FOR_SALE');

    // The same event again changes nothing.
    const paid = await db.prisma.outboxEvent.findFirstOrThrow({ where: { type: 'order.paid' } });
    await recordEvents(db.prisma, [
      domainEvent('order.paid', paid.payload as DomainEventPayload<'order.paid'>),
    ]);
    await app.drainEvents();
    expect(await db.prisma.testInvitation.count()).toBe(2);
    // Each invitee is mailed their own link, in the employer's language, once: the batch is sent once.
    for (const invitation of invitations) {
      const mail = await mailTo(invitation.email!);
      expect(mail.subject).toBe('An invitation to take the test Test invite-paid');
      expect(mail.text).toContain(`${app.url}/en/invitations/${invitation.token}`);
      expect(mail.text).toContain('free of charge');
    }
    expect(await db.prisma.outboxEvent.count({ where: { type: 'test.invitations-sent' } })).toBe(1);
  });

  it('a free test’s invitations are sent at once, with no order', async () => {
    const batch = (await invite(freeTest, ['late@invite.test'])).data!;
    expect(batch).toMatchObject({ count: 1, needsPayment: false, sentAt: expect.any(String) });
    expect((await buyInvitations(batch.id)).code).toBe('NOT_FOR_SALE');
    expect(await db.prisma.testInvitation.count({ where: { email: 'late@invite.test' } })).toBe(1);
    await app.drainEvents();
    expect((await mailTo('late@invite.test')).text).toContain(
      `/en/invitations/${await tokenOf('late@invite.test')}`,
    );
  });

  it('the invitee accepts, takes the paid test free, and only the inviting employer reads the result', async () => {
    const token = await tokenOf('invitee@invite.test');
    expect(await link(token)).toEqual({
      state: 'OPEN',
      acceptedByViewer: false,
      test: { slug: 'invite-paid' },
    });
    expect(await link('x'.repeat(64))).toBeNull();
    expect((await accept(token, true, 'employer')).code).toBe('INVITATION_OWN');
    expect((await accept(token, true, 'invitee')).data).toEqual({ state: 'USED' });
    expect((await accept(token, true, 'shy')).code).toBe('INVITATION_USED');
    expect(await link(token, 'invitee')).toMatchObject({ state: 'USED', acceptedByViewer: true });
    await takeTest(paidTest, 'invitee', ['a', 'a']);

    // The other invitee does not share their result.
    expect((await accept(await tokenOf('shy@invite.test'), false, 'shy')).data).toEqual({ state: 'USED' });
    await takeTest(paidTest, 'shy', ['a', 'b']);
    // An expired link is refused.
    await db.prisma.testInvitation.updateMany({
      where: { email: 'late@invite.test' },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    const late = await tokenOf('late@invite.test');
    expect(await link(late)).toMatchObject({ state: 'EXPIRED' });
    expect((await accept(late, true, 'late')).code).toBe('INVITATION_EXPIRED');

    expect(await sent()).toEqual([
      { email: 'late@invite.test', state: 'EXPIRED', result: null },
      { email: 'invitee@invite.test', state: 'TAKEN', result: { state: 'SCORED', score: 100 } },
      // Without consent the employer learns that it was accepted, and nothing of the session.
      { email: 'shy@invite.test', state: 'ACCEPTED', result: null },
    ]);
    // Another employer finds none of them; anyone who is not an employer reads null.
    expect(await sent('rival')).toEqual([]);
    expect(await sent('invitee')).toBeNull();
    expect(await sent('visitor')).toBeNull();
  });

  it('the employer reads the list a page at a time, by cursors that later invitations do not shift', async () => {
    const first = (await sentPage({ first: 2 }))!;
    expect(first.edges.map((edge) => edge.node.email)).toEqual(['late@invite.test', 'invitee@invite.test']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    // Sent meanwhile: first on the list now, and no part of the page that follows the cursor.
    await invite(freeTest, ['newer@invite.test']);
    const second = (await sentPage({ first: 2, after: first.pageInfo.endCursor! }))!;
    expect(second.edges.map((edge) => edge.node.email)).toEqual(['shy@invite.test']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect((await sentPage({ first: 1 }))!.edges[0]!.node.email).toBe('newer@invite.test');
    // A page is 20 unless asked, 50 at most; a cursor that is none is the caller's mistake.
    expect((await sentPage())!.edges).toHaveLength(4);
    for (const [page, code] of [
      [{ first: 51 }, 'BAD_USER_INPUT'],
      [{ first: 2, after: 'not a cursor' }, 'BAD_USER_INPUT'],
      [{ first: 2, after: Buffer.from('1:x').toString('base64url') }, 'BAD_USER_INPUT'],
    ] as const) {
      const { body } = await app.graphql(
        'query ($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Job { testInvitations(first: $first, after: $after) { edges { cursor } } } } }',
        { id: jobId, ...page },
        as.employer,
      );
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(page)).toBe(code);
    }
  });

  it('refunding a batch’s order withdraws its invitations nobody accepted; an accepted one stays valid', async () => {
    const emails = ['kept@invite.test', 'gone@invite.test', 'unread@invite.test'];
    const batch = (await invite(paidTest, emails)).data!;
    const order = (await buyInvitations(batch.id)).data!;
    const startPay = await visit(`${app.url}${order.payUrl}`);
    await visit(
      await visit(startPay, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
      }),
    );
    await app.drainEvents();
    const batchId = (
      await db.prisma.testInvitation.findFirstOrThrow({ where: { email: 'kept@invite.test' } })
    ).batchId!;
    const tokens = Object.fromEntries(
      (await db.prisma.testInvitation.findMany({ where: { batchId } })).map((i) => [i.email, i.token!]),
    );
    // The taker who accepted has started on it already.
    expect((await accept(tokens['kept@invite.test']!, true, 'late')).data).toEqual({ state: 'USED' });

    const refund = (who: string) =>
      app.graphql<{ refundOrder: { __typename: string; data?: { status: string } } }>(
        `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) {
          __typename ... on MutationRefundOrderSuccess { data { status } } } }`,
        { input: { orderId: order.id, reason: 'Invited the wrong people' } },
        as[who],
      );
    expect((await refund('admin')).body.data!.refundOrder.data!.status).toBe('REFUNDED');
    await app.drainEvents();

    const states = async () =>
      Object.fromEntries(
        (await db.prisma.testInvitation.findMany({ where: { batchId } })).map((i) => [
          i.email,
          { accepted: !!i.acceptedAt, revokedAt: i.revokedAt?.toISOString() ?? null },
        ]),
      );
    const after = await states();
    expect(after['kept@invite.test']).toEqual({ accepted: true, revokedAt: null });
    expect(after['gone@invite.test']).toMatchObject({ accepted: false, revokedAt: expect.any(String) });
    expect(after['unread@invite.test']).toMatchObject({ accepted: false, revokedAt: expect.any(String) });
    expect(await db.prisma.testInvitationBatch.findUniqueOrThrow({ where: { id: batchId } })).toMatchObject({
      withdrawnAt: expect.any(Date),
    });

    // The withdrawn link says so and cannot be accepted; the accepted one still opens to its taker.
    expect(await link(tokens['gone@invite.test']!)).toMatchObject({ state: 'WITHDRAWN' });
    expect((await accept(tokens['gone@invite.test']!, true, 'shy')).code).toBe('INVITATION_WITHDRAWN');
    expect(await link(tokens['kept@invite.test']!, 'late')).toMatchObject({
      state: 'USED',
      acceptedByViewer: true,
    });
    const listed = Object.fromEntries(((await sent()) ?? []).map((i) => [i.email, i.state]));
    expect(listed).toMatchObject({
      'kept@invite.test': 'ACCEPTED',
      'gone@invite.test': 'WITHDRAWN',
      'unread@invite.test': 'WITHDRAWN',
    });

    // The refund's event again withdraws nothing more and changes no time.
    const refunded = await db.prisma.outboxEvent.findFirstOrThrow({
      where: { type: 'order.refunded', payload: { path: ['productId'], equals: batchId } },
    });
    await recordEvents(db.prisma, [
      domainEvent('order.refunded', refunded.payload as DomainEventPayload<'order.refunded'>),
    ]);
    await app.drainEvents();
    expect(await states()).toEqual(after);
  });
});
