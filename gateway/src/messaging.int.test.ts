import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
const as: Record<string, Record<string, string>> = {};
const userIds: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['sara', ['JOB_SEEKER']],
    ['reza', ['EMPLOYER']],
    ['mina', ['COLLABORATOR']],
    ['admin', ['ADMIN']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: { displayName: name, email: `${name}@echo.test`, roles: [...roles], registeredAt: new Date() },
    });
    userIds[name] = encodeGlobalID('User', user.id);
    as[name] = { authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}` };
  }
  app = await startTestApp({ prisma: db.prisma });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

async function gql<T>(query: string, variables: Record<string, unknown>, who: string) {
  const { body } = await app.graphql<T>(query, variables, as[who]);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const outcome = `__typename ... on ValidationError { fields { path code } }`;

const start = (input: Record<string, unknown>, who = 'sara') =>
  gql<{
    startConversation: {
      __typename: string;
      fields?: unknown;
      data?: { id: string; conversation: { id: string } };
    };
  }>(
    `mutation ($input: StartConversationInput!) { startConversation(input: $input) {
      ${outcome} ... on MutationStartConversationSuccess { data { id conversation { id } } } } }`,
    { input },
    who,
  ).then((d) => d.startConversation);

const send = (input: Record<string, unknown>, who: string) =>
  gql<{ sendMessage: { __typename: string; fields?: unknown; data?: { id: string; body: string } } }>(
    `mutation ($input: SendMessageInput!) { sendMessage(input: $input) {
      ${outcome} ... on MutationSendMessageSuccess { data { id body } } } }`,
    { input },
    who,
  ).then((d) => d.sendMessage);

const inbox = (who: string) =>
  gql<{
    inbox: {
      unreadCount: number;
      conversations: {
        edges: {
          node: { conversation: { id: string; unreadCount: number; lastMessage: { body: string } } };
        }[];
      };
    };
  }>(
    `{ inbox { unreadCount conversations(first: 10) { edges { node { conversation {
      id unreadCount lastMessage { body } otherParticipants { displayName } } } } } } }`,
    {},
    who,
  ).then((d) => d.inbox);

let conversationId: string;

describe('the echo box', () => {
  it('needs a recipient ("no recipient selected") and a message', async () => {
    expect(await start({ recipientIds: [], body: 'سلام' })).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.recipientIds', code: 'RECIPIENT_REQUIRED' }],
    });
    // Writing only to oneself is writing to no one.
    expect((await start({ recipientIds: [userIds.sara], body: 'سلام' })).fields).toEqual([
      { path: 'input.recipientIds', code: 'RECIPIENT_REQUIRED' },
    ]);
    expect((await start({ recipientIds: [userIds.reza], body: '   ' })).fields).toEqual([
      { path: 'input.body', code: 'BODY_REQUIRED' },
    ]);
    expect(
      (
        await start({
          recipientIds: [encodeGlobalID('User', '00000000-0000-7000-8000-000000000000')],
          body: 'x',
        })
      ).fields,
    ).toEqual([{ path: 'input.recipientIds', code: 'RECIPIENT_NOT_FOUND' }]);
    expect(await db.prisma.conversation.count()).toBe(0);
  });

  it('starts a conversation, and writing to the same person again continues it', async () => {
    const first = await start({ recipientIds: [userIds.reza], body: 'سلام، درباره‌ی آگهی سؤال داشتم.' });
    expect(first.__typename).toBe('MutationStartConversationSuccess');
    conversationId = first.data!.conversation.id;
    const again = await start({ recipientIds: [userIds.reza], body: 'و یک سؤال دیگر.' });
    expect(again.data!.conversation.id).toBe(conversationId);
    const rezaInbox = await inbox('reza');
    expect(rezaInbox.unreadCount).toBe(2);
    expect(rezaInbox.conversations.edges.map((e) => e.node.conversation)).toMatchObject([
      { id: conversationId, unreadCount: 2, lastMessage: { body: 'و یک سؤال دیگر.' } },
    ]);
    expect((await inbox('sara')).unreadCount).toBe(0);
  });

  it('delivers a retried send once', async () => {
    const input = { conversationId, body: 'ارسال دوباره', clientId: 'retry-0001-abcd' };
    const a = await send(input, 'sara');
    const b = await send(input, 'sara');
    expect(b.data!.id).toBe(a.data!.id);
    expect(await db.prisma.message.count({ where: { body: 'ارسال دوباره' } })).toBe(1);
    expect((await inbox('reza')).unreadCount).toBe(3);
  });

  it('delivers a send retried while the first is still being written once, and answers every attempt', async () => {
    const started = await start({ recipientIds: [userIds.mina], body: 'سلام مینا' });
    const input = {
      conversationId: started.data!.conversation.id,
      body: 'ارسال هم‌زمان',
      clientId: 'retry-race-0001',
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(input, 'sara')));
    expect(new Set(answers.map((a) => a.data?.id)).size).toBe(1);
    expect(answers[0]!.data?.id).toBeDefined();
    expect(await db.prisma.message.count({ where: { body: 'ارسال هم‌زمان' } })).toBe(1);
  });

  it('keeps others out: sending to, reading or marking someone else’s conversation is "not found"', async () => {
    expect((await send({ conversationId, body: 'نفوذ' }, 'mina')).__typename).toBe('NotFoundError');
    const { body } = await app.graphql<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { ... on Conversation { subject messages(last: 5) { edges { node { body } } } } } }',
      { id: conversationId },
      as.mina,
    );
    expect(body.data?.node ?? null).toBeNull();
  });

  it('reads: the unread count drops and the sender sees the message as read', async () => {
    await gql(
      'mutation ($id: ID!) { markConversationRead(id: $id) { __typename } }',
      { id: conversationId },
      'reza',
    );
    expect((await inbox('reza')).unreadCount).toBe(0);
    const { node } = await gql<{
      node: { messages: { edges: { node: { status: string; isMine: boolean } }[] } };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on Conversation { messages(last: 10) { edges { node { status isMine } } } } } }',
      { id: conversationId },
      'sara',
    );
    expect(node.messages.edges.map((e) => e.node)).toEqual(
      Array.from({ length: 3 }, () => ({ status: 'READ', isMine: true })),
    );
  });

  it('lets the sender edit their own message only', async () => {
    const message = await db.prisma.message.findFirstOrThrow({ where: { body: 'ارسال دوباره' } });
    const id = encodeGlobalID('Message', message.id);
    const edit = (who: string, body: string) =>
      gql<{ editMessage: { __typename: string; data?: { body: string; editedAt: string | null } } }>(
        `mutation ($id: ID!, $body: String!) { editMessage(input: { messageId: $id, body: $body }) {
          __typename ... on MutationEditMessageSuccess { data { body editedAt } } } }`,
        { id, body },
        who,
      ).then((d) => d.editMessage);
    expect((await edit('reza', 'hijack')).__typename).toBe('NotFoundError');
    const edited = await edit('sara', 'ویرایش‌شده');
    expect(edited.data).toMatchObject({ body: 'ویرایش‌شده' });
    expect(edited.data!.editedAt).not.toBeNull();
  });

  it('takes a report of someone else’s message once, and an admin resolves it', async () => {
    const message = await db.prisma.message.findFirstOrThrow({ where: { body: 'ویرایش‌شده' } });
    const report = (who: string, description: string) =>
      gql<{ reportMessage: { __typename: string; code?: string; fields?: unknown; data?: { id: string } } }>(
        `mutation ($input: ReportMessageInput!) { reportMessage(input: $input) {
          ${outcome} ... on ConflictError { code } ... on MutationReportMessageSuccess { data { id } } } }`,
        { input: { messageId: encodeGlobalID('Message', message.id), reason: 'SPAM', description } },
        who,
      ).then((d) => d.reportMessage);
    expect((await report('sara', 'این پیام خودم است')).fields).toEqual([
      { path: 'input.messageId', code: 'CANNOT_REPORT_OWN' },
    ]);
    expect((await report('reza', 'کوتاه')).fields).toEqual([
      { path: 'input.description', code: 'DESCRIPTION_TOO_SHORT' },
    ]);
    const filed = await report('reza', 'پیام تبلیغاتی ناخواسته است.');
    expect(filed.__typename).toBe('MutationReportMessageSuccess');
    expect((await report('reza', 'پیام تبلیغاتی ناخواسته است.')).code).toBe('ALREADY_REPORTED');

    const queue = await gql<{
      messageReports: {
        edges: { node: { reason: string; messageBody: string; messageSender: { displayName: string } } }[];
      };
    }>(
      '{ messageReports(first: 10) { edges { node { reason messageBody messageSender { displayName } } } } }',
      {},
      'admin',
    );
    expect(queue.messageReports.edges.map((e) => e.node)).toEqual([
      { reason: 'SPAM', messageBody: 'ویرایش‌شده', messageSender: { displayName: 'sara' } },
    ]);
    const resolve = (resolution: string) =>
      gql<{ resolveMessageReport: { __typename: string; fields?: unknown } }>(
        `mutation ($id: ID!, $resolution: String) {
          resolveMessageReport(input: { reportId: $id, status: RESOLVED, resolution: $resolution }) { ${outcome} } }`,
        { id: filed.data!.id, resolution },
        'admin',
      ).then((d) => d.resolveMessageReport);
    expect(await resolve('x'.repeat(2_001))).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.resolution', code: 'RESOLUTION_TOO_LONG' }],
    });
    expect((await resolve('  Warned  ')).__typename).toBe('MutationResolveMessageReportSuccess');
    expect(
      (await db.prisma.messageReport.findUniqueOrThrow({ where: { id: localId(filed.data!.id) } }))
        .resolution,
    ).toBe('Warned');
    const open = await gql<{ messageReports: { edges: unknown[] } }>(
      '{ messageReports(first: 10) { edges { node { id } } } }',
      {},
      'admin',
    );
    expect(open.messageReports.edges).toEqual([]);
  });

  it('lists an inbox of many conversations without a query per conversation', async () => {
    for (const who of ['mina', 'admin']) {
      await start({ recipientIds: [userIds.sara], body: `from ${who}` }, who);
    }
    const warm = await inbox('sara');
    expect(warm.conversations.edges).toHaveLength(3);
    db.resetQueries();
    await inbox('sara');
    const few = db.queries.length;
    for (const who of ['reza', 'mina']) {
      await start({ recipientIds: [userIds.sara, userIds.admin], body: `group from ${who}` }, who);
    }
    db.resetQueries();
    expect((await inbox('sara')).conversations.edges).toHaveLength(5);
    expect(db.queries.length).toBe(few);
  });
});

function localId(globalId: string) {
  return Buffer.from(globalId, 'base64').toString().split(':')[1]!;
}
