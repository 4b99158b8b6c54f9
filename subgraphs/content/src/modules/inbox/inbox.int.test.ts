import { encodeGlobalID } from '@pothos/plugin-relay';
import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { describe, expect, it } from 'vitest';
import { contentTests } from '../content.testing.ts';
import { recordPresence } from '../support/support.service.ts';
import { inboxMailing } from './inbox.mail.ts';
import { newTrackingCode } from './inbox.service.ts';

const t = contentTests();

type Fields = { path: string; code: string }[];
type Result<D> = { __typename: string; data?: D; fields?: Fields; code?: string };

const contact = `mutation ($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    __typename
    ... on MutationSendContactMessageSuccess { data { receivedAt } }
    ... on ValidationError { fields { path code } }
  }
}`;
const report = `mutation ($input: ProblemReportInput!) {
  reportProblem(input: $input) {
    __typename
    ... on MutationReportProblemSuccess { data { receivedAt } }
    ... on ValidationError { fields { path code } }
  }
}`;
const cooperate = `mutation ($input: CooperationRequestInput!) {
  requestCooperation(input: $input) {
    __typename
    ... on MutationRequestCooperationSuccess { data { trackingCode receivedAt reviewBy } }
    ... on ValidationError { fields { path code } }
  }
}`;
const status = `query ($code: String!) {
  cooperationRequest(trackingCode: $code) { trackingCode cooperationType state receivedAt reviewBy }
}`;
const inbox = `query ($kind: InboxKind, $state: InboxState, $first: Int, $after: String) {
  adminInbox(kind: $kind, state: $state, first: $first, after: $after) {
    edges { node { id kind state name email phone subject cooperationType message failingPath failingStatus
      trackingCode locale replyCount assignee { id } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type InboxNode = {
  id: string;
  kind: string;
  state: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  failingPath: string | null;
  failingStatus: number | null;
  trackingCode: string | null;
  locale: string;
  replyCount: number;
  assignee: { id: string } | null;
};
type Inbox = {
  adminInbox: { edges: { node: InboxNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
};

describe('the forms', () => {
  it('stores a contact message and announces it before answering', async () => {
    const { sendContactMessage } = await t.data<{ sendContactMessage: Result<{ receivedAt: string }> }>(
      contact,
      {
        input: {
          name: 'Maryam Karimi',
          email: 'maryam@example.com',
          phone: '۰۹۱۲ ۱۱۱ ۰۰۰۲',
          subject: 'PARTNERSHIP',
          message: 'We would like to partner with you.',
          captcha: await t.solvedCaptcha(),
        },
      },
    );
    expect(sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
    const prisma = t.database().prisma;
    const item = await prisma.inboxItem.findFirstOrThrow({ where: { email: 'maryam@example.com' } });
    expect(item).toMatchObject({
      kind: 'CONTACT',
      state: 'OPEN',
      phone: '+989121110002',
      subject: 'PARTNERSHIP',
    });
    const event = await prisma.outboxEvent.findFirstOrThrow({
      where: { type: 'inbox.item-received', payload: { path: ['itemId'], equals: item.id } },
    });
    expect(event.topics).toEqual(['domain', 'content.inbox']);
  });

  it('answers bad input with a code per field, in the rules’ words', async () => {
    const { sendContactMessage } = await t.data<{ sendContactMessage: Result<never> }>(contact, {
      input: { name: 'Al', email: 'al@', phone: '12', subject: 'OTHER', message: 'hi', captcha: 'x' },
    });
    expect(sendContactMessage.fields).toEqual([
      { path: 'input.name', code: 'NAME_TOO_SHORT' },
      { path: 'input.email', code: 'EMAIL_INVALID' },
      { path: 'input.phone', code: 'PHONE_INVALID' },
      { path: 'input.message', code: 'MESSAGE_TOO_SHORT' },
    ]);
    const long = await t.data<{ sendContactMessage: Result<never> }>(contact, {
      input: { name: 'A'.repeat(121), email: 'a@b.co', subject: 'OTHER', message: 'm'.repeat(5_001) },
    });
    expect(long.sendContactMessage.fields).toEqual([
      { path: 'input.name', code: 'NAME_TOO_LONG' },
      { path: 'input.message', code: 'MESSAGE_TOO_LONG' },
    ]);
  });

  it('answers a filled honeypot as if all went well, and keeps nothing', async () => {
    const { sendContactMessage } = await t.data<{ sendContactMessage: Result<never> }>(contact, {
      input: {
        name: 'Bot Botson',
        email: 'bot@example.com',
        subject: 'OTHER',
        message: 'Buy cheap things here now!',
        website: 'https://spam.example',
      },
    });
    expect(sendContactMessage.__typename).toBe('MutationSendContactMessageSuccess');
    expect(await t.database().prisma.inboxItem.count({ where: { email: 'bot@example.com' } })).toBe(0);
  });

  it('takes an error report with the failing address and status, subject support', async () => {
    const { reportProblem } = await t.data<{ reportProblem: Result<never> }>(report, {
      input: {
        name: 'Reza Rahimi',
        email: 'reza@example.com',
        message: 'The page said it does not exist.',
        failingPath: '/fa/jobs/missing',
        failingStatus: 404,
        captcha: await t.solvedCaptcha(),
      },
    });
    expect(reportProblem.__typename).toBe('MutationReportProblemSuccess');
    expect(
      await t.database().prisma.inboxItem.findFirstOrThrow({ where: { email: 'reza@example.com' } }),
    ).toMatchObject({
      kind: 'ERROR_REPORT',
      subject: 'SUPPORT',
      failingPath: '/fa/jobs/missing',
      failingStatus: 404,
    });
  });

  it('gives a cooperation request a tracking code its status is found by, however it is typed', async () => {
    const { requestCooperation } = await t.data<{
      requestCooperation: Result<{ trackingCode: string; receivedAt: string; reviewBy: string }>;
    }>(cooperate, {
      input: {
        fullName: 'Nima Nazari',
        phone: '09121110003',
        email: 'nima@example.com',
        cooperationType: 'DEVELOPMENT',
        message: 'We need a mobile application built.',
        captcha: await t.solvedCaptcha(),
      },
    });
    const receipt = requestCooperation.data!;
    expect(receipt.trackingCode).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(new Date(receipt.reviewBy).getTime()).toBeGreaterThan(
      new Date(receipt.receivedAt).getTime() + 48 * 3_600_000,
    );

    const typed = receipt.trackingCode.toLowerCase().replace(/-/g, ' ');
    const found = await t.data<{ cooperationRequest: Record<string, unknown> }>(status, { code: typed });
    expect(found.cooperationRequest).toEqual({
      trackingCode: receipt.trackingCode,
      cooperationType: 'DEVELOPMENT',
      state: 'OPEN',
      receivedAt: receipt.receivedAt,
      reviewBy: receipt.reviewBy,
    });
    expect(
      (await t.data<{ cooperationRequest: null }>(status, { code: newTrackingCode() })).cooperationRequest,
    ).toBeNull();
    expect(
      (await t.data<{ cooperationRequest: null }>(status, { code: 'nonsense' })).cooperationRequest,
    ).toBeNull();
  });

  it('makes tracking codes that differ', () => {
    const codes = new Set(Array.from({ length: 1_000 }, newTrackingCode));
    expect(codes.size).toBe(1_000);
  });
});

describe('the admins’ inbox', () => {
  it('is for admins only', async () => {
    const seeker = await t.person('Seeker Saeed');
    const result = await t.run(inbox, {}, seeker);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await t.run(inbox, {});
    expect(visitor.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it('lists every kind newest first, filters by kind and state, pages, and marks support present', async () => {
    const admin = await t.person('Admin Azadeh', ['ADMIN']);
    const all = await t.data<Inbox>(inbox, { first: 50 }, admin);
    const kinds = new Set(all.adminInbox.edges.map((e) => e.node.kind));
    expect(kinds).toEqual(new Set(['CONTACT', 'ERROR_REPORT', 'COOPERATION']));
    const reports = await t.data<Inbox>(inbox, { kind: 'ERROR_REPORT' }, admin);
    expect(reports.adminInbox.edges.map((e) => e.node.email)).toEqual(['reza@example.com']);
    const first = await t.data<Inbox>(inbox, { first: 1 }, admin);
    expect(first.adminInbox.pageInfo.hasNextPage).toBe(true);
    const next = await t.data<Inbox>(inbox, { first: 1, after: first.adminInbox.pageInfo.endCursor }, admin);
    expect(next.adminInbox.edges[0]!.node.id).not.toBe(first.adminInbox.edges[0]!.node.id);

    const { supportStatus } = await t.data<{ supportStatus: { online: boolean; minutesSinceSeen: number } }>(
      '{ supportStatus { online minutesSinceSeen } }',
    );
    expect(supportStatus).toEqual({ online: true, minutesSinceSeen: 0 });
  });

  it('says support is offline with the minutes since an admin was last at work', async () => {
    const prisma = t.database().prisma;
    await prisma.supportPresence.deleteMany();
    const admin = await t.person('Admin Arash', ['ADMIN']);
    await recordPresence(prisma, admin.userId, new Date(Date.now() - 42 * 60_000 - 5_000));
    const { supportStatus } = await t.data<{ supportStatus: { online: boolean; minutesSinceSeen: number } }>(
      '{ supportStatus { online minutesSinceSeen } }',
    );
    expect(supportStatus).toEqual({ online: false, minutesSinceSeen: 42 });
  });

  it('assigns, replies by e-mail through the queue, and closes', async () => {
    const admin = await t.person('Admin Bahar', ['ADMIN']);
    const prisma = t.database().prisma;
    const item = await prisma.inboxItem.findFirstOrThrow({ where: { email: 'maryam@example.com' } });
    const id = encodeGlobalID('InboxItem', item.id);

    const assigned = await t.data<{ assignInboxItem: Result<{ state: string; assignee: { id: string } }> }>(
      `mutation ($id: ID!) { assignInboxItem(input: { itemId: $id }) {
        __typename ... on MutationAssignInboxItemSuccess { data { state assignee { id } } } } }`,
      { id },
      admin,
    );
    expect(assigned.assignInboxItem.data).toEqual({
      state: 'ASSIGNED',
      assignee: { id: encodeGlobalID('User', admin.userId) },
    });

    const reply = `mutation ($id: ID!, $body: String!) { replyToInboxItem(input: { itemId: $id, body: $body }) {
      __typename ... on MutationReplyToInboxItemSuccess { data { state replyCount } }
      ... on ConflictError { code }
      ... on ValidationError { fields { path code } } } }`;
    const empty = await t.data<{ replyToInboxItem: Result<never> }>(reply, { id, body: '  ' }, admin);
    expect(empty.replyToInboxItem.fields).toEqual([{ path: 'input.body', code: 'REQUIRED' }]);
    const replied = await t.data<{ replyToInboxItem: Result<{ state: string; replyCount: number }> }>(
      reply,
      { id, body: 'Thank you, we will call you tomorrow.' },
      admin,
    );
    expect(replied.replyToInboxItem.data).toEqual({ state: 'REPLIED', replyCount: 1 });

    const mailing = inboxMailing({
      log: () => {},
      settings: t.settings,
      pagesUrl: () => 'http://karnama.test',
    });
    const { timers, failed } = await consumeOutbox(prisma, mailing.consumers[0]!);
    expect(failed).toEqual([]);
    const replyId = (await prisma.inboxReply.findFirstOrThrow({ where: { itemId: item.id } })).id;
    expect(timers).toContainEqual({
      job: 'content.mail-send',
      data: { itemId: item.id, replyId },
      key: `reply:${replyId}`,
      at: undefined,
    });
    expect(timers).toContainEqual({
      job: 'content.mail-send',
      data: { itemId: item.id },
      key: `item:${item.id}`,
      at: undefined,
    });

    const closed = await t.data<{ closeInboxItem: Result<{ state: string }> }>(
      `mutation ($id: ID!) { closeInboxItem(itemId: $id) {
        __typename ... on MutationCloseInboxItemSuccess { data { state } } } }`,
      { id },
      admin,
    );
    expect(closed.closeInboxItem.data).toEqual({ state: 'CLOSED' });
    const late = await t.data<{ replyToInboxItem: Result<never> }>(reply, { id, body: 'Too late.' }, admin);
    expect(late.replyToInboxItem).toMatchObject({ __typename: 'ConflictError', code: 'ITEM_CLOSED' });

    const missing = await t.data<{ closeInboxItem: Result<never> }>(
      `mutation ($id: ID!) { closeInboxItem(itemId: $id) { __typename } }`,
      { id: encodeGlobalID('InboxItem', '00000000-0000-4000-8000-000000000000') },
      admin,
    );
    expect(missing.closeInboxItem.__typename).toBe('NotFoundError');
  });
});
