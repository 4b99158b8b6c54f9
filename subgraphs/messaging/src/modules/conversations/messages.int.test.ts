import type { Identity } from '@platform/subgraph-kit/identity';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import { messagingTests } from '../messaging.testing.ts';

const { database, person, run, data } = messagingTests();

const outcome = `__typename ... on ValidationError { fields { path code } } ... on NotFoundError { code }`;

type Sent = {
  __typename: string;
  fields?: { path: string; code: string }[];
  code?: string;
  data?: { id: string; body: string; clientId: string | null; editedAt: string | null };
};

const send = (input: Record<string, unknown>, who: Identity) =>
  data<{ sendMessage: Sent }>(
    `mutation ($input: SendMessageInput!) { sendMessage(input: $input) {
      ${outcome} ... on MutationSendMessageSuccess { data { id body clientId editedAt } } } }`,
    { input },
    who,
  ).then((d) => d.sendMessage);

const edit = (messageId: string, body: string, who: Identity) =>
  data<{ editMessage: Sent }>(
    `mutation ($messageId: ID!, $body: String!) { editMessage(input: { messageId: $messageId, body: $body }) {
      ${outcome} ... on MutationEditMessageSuccess { data { id body clientId editedAt } } } }`,
    { messageId, body },
    who,
  ).then((d) => d.editMessage);

const unreadOf = async (who: Identity) =>
  (await data<{ inbox: { unreadCount: number } }>('{ inbox { unreadCount } }', {}, who)).inbox.unreadCount;

/** A conversation between sara and reza, opened by sara. */
let sara: Identity;
let reza: Identity;
let conversationId: string;

beforeEach(async () => {
  sara = await person('sara');
  reza = await person('reza');
  const started = await data<{ startConversation: { data: { conversation: { id: string } } } }>(
    `mutation ($input: StartConversationInput!) { startConversation(input: $input) {
      ... on MutationStartConversationSuccess { data { conversation { id } } } } }`,
    { input: { recipientIds: [encodeGlobalID('User', reza.userId)], body: 'سلام' } },
    sara,
  );
  conversationId = started.startConversation.data.conversation.id;
});

describe('sending a message', () => {
  it('adds it to the conversation, unread for the others', async () => {
    const sent = await send({ conversationId, body: '  پیام دوم  ' }, reza);
    expect(sent).toMatchObject({
      __typename: 'MutationSendMessageSuccess',
      data: { body: 'پیام دوم', clientId: null, editedAt: null },
    });
    expect(await unreadOf(sara)).toBe(1);
    expect(await unreadOf(reza)).toBe(0);
  });

  it('delivers a retried send once', async () => {
    const input = { conversationId, body: 'ارسال دوباره', clientId: 'retry-0001-abcd' };
    const a = await send(input, sara);
    const b = await send(input, sara);
    expect(b.data!.id).toBe(a.data!.id);
    expect(
      await database().prisma.message.count({ where: { body: 'ارسال دوباره', senderId: sara.userId } }),
    ).toBe(1);
    expect(await unreadOf(reza)).toBe(2);
  });

  it('delivers a send retried while the first is still being written once, and answers every attempt', async () => {
    const input = { conversationId, body: 'ارسال هم‌زمان', clientId: 'retry-race-0001' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(input, sara)));
    expect(new Set(answers.map((a) => a.data?.id)).size).toBe(1);
    expect(answers[0]!.data?.id).toBeDefined();
    expect(
      await database().prisma.message.count({ where: { body: 'ارسال هم‌زمان', senderId: sara.userId } }),
    ).toBe(1);
  });

  it('reports an invalid message field by field', async () => {
    expect((await send({ conversationId, body: ' ', clientId: 'no' }, sara)).fields).toEqual([
      { path: 'input.body', code: 'BODY_REQUIRED' },
      { path: 'input.clientId', code: 'CLIENT_ID_INVALID' },
    ]);
    expect((await send({ conversationId, body: 'x'.repeat(4_001) }, sara)).fields).toEqual([
      { path: 'input.body', code: 'BODY_TOO_LONG' },
    ]);
    expect(await database().prisma.message.count({ where: { senderId: sara.userId } })).toBe(1);
  });

  it('keeps others out: sending to someone else’s conversation is "not found"', async () => {
    const mina = await person('mina');
    for (const id of [conversationId, encodeGlobalID('Conversation', 'not-a-uuid'), 'garbage']) {
      expect(await send({ conversationId: id, body: 'نفوذ' }, mina)).toEqual({
        __typename: 'NotFoundError',
        code: 'NOT_FOUND',
      });
    }
    expect(await database().prisma.message.count({ where: { body: 'نفوذ' } })).toBe(0);
    const visitor = await run(
      'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }',
      { input: { conversationId, body: 'x' } },
    );
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('editing a message', () => {
  it('lets the sender edit their own message only, which then shows as edited', async () => {
    const sent = await send({ conversationId, body: 'پیش‌نویس' }, sara);
    expect(await edit(sent.data!.id, 'hijack', reza)).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
    });
    expect(await edit(sent.data!.id, 'hijack', await person('mina'))).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect((await edit(sent.data!.id, ' ', sara)).fields).toEqual([
      { path: 'input.body', code: 'BODY_REQUIRED' },
    ]);
    const edited = await edit(sent.data!.id, 'ویرایش‌شده', sara);
    expect(edited.data).toMatchObject({ id: sent.data!.id, body: 'ویرایش‌شده' });
    expect(edited.data!.editedAt).not.toBeNull();
    const edits = await database().prisma.outboxEvent.count({
      where: { type: 'message.edited', topics: { has: `inbox:${reza.userId}` } },
    });
    expect(edits).toBe(1);
  });

  it('changes nothing, and announces nothing, when the text is the same', async () => {
    const sent = await send({ conversationId, body: 'همان' }, sara);
    const same = await edit(sent.data!.id, ' همان ', sara);
    expect(same.data).toEqual(sent.data);
    expect(
      await database().prisma.outboxEvent.count({
        where: { type: 'message.edited', topics: { has: `inbox:${sara.userId}` } },
      }),
    ).toBe(0);
  });
});

describe("a conversation's messages", () => {
  const page = (variables: Record<string, unknown>, who: Identity) =>
    data<{
      _entities: {
        messages: {
          pageInfo: { hasPreviousPage: boolean; startCursor: string };
          edges: { node: { body: string; isMine: boolean; status: string; sender: { id: string } } }[];
        };
      }[];
    }>(
      `query ($representations: [_Any!]!, $last: Int, $before: String) {
        _entities(representations: $representations) { ... on Conversation {
          messages(last: $last, before: $before) {
            pageInfo { hasPreviousPage startCursor }
            edges { node { body isMine status sender { id } } } } } } }`,
      { representations: [{ __typename: 'Conversation', id: conversationId }], ...variables },
      who,
    ).then((d) => d._entities[0]!.messages);

  it('opens with the newest, oldest first, and pages back', async () => {
    for (let i = 1; i <= 4; i++) await send({ conversationId, body: `پیام ${i}` }, i % 2 ? reza : sara);
    const newest = await page({ last: 3 }, sara);
    expect(newest.edges.map((e) => e.node.body)).toEqual(['پیام 2', 'پیام 3', 'پیام 4']);
    expect(newest.edges.map((e) => e.node.isMine)).toEqual([true, false, true]);
    expect(newest.edges[1]!.node.sender).toEqual({ id: encodeGlobalID('User', reza.userId) });
    expect(newest.pageInfo.hasPreviousPage).toBe(true);
    const older = await page({ last: 3, before: newest.pageInfo.startCursor }, sara);
    expect(older.edges.map((e) => e.node.body)).toEqual(['سلام', 'پیام 1']);
    expect(older.pageInfo.hasPreviousPage).toBe(false);
  });

  it('are SENT until every other participant has read them', async () => {
    await send({ conversationId, body: 'خوانده نشده' }, sara);
    expect((await page({ last: 1 }, sara)).edges[0]!.node.status).toBe('SENT');
    await data(
      'mutation ($id: ID!) { markConversationRead(id: $id) { __typename } }',
      { id: conversationId },
      reza,
    );
    expect((await page({ last: 1 }, sara)).edges[0]!.node.status).toBe('READ');
  });

  it('come at most 100 a page, in a constant number of statements', async () => {
    const id = decode(conversationId);
    await database().prisma.message.createMany({
      data: Array.from({ length: 110 }, (_, i) => ({
        conversationId: id,
        senderId: i % 2 ? sara.userId : reza.userId,
        body: `bulk ${i}`,
      })),
    });
    database().resetQueries();
    const messages = await page({ last: 500 }, sara);
    expect(messages.edges).toHaveLength(100);
    expect(messages.pageInfo.hasPreviousPage).toBe(true);
    // The conversation, its participants (who may read it, and every message's status), the conversation again
    // for its relation, the page: none per message.
    expect(database().queries).toHaveLength(4);
  });

  it('are not readable by reference to anyone outside the conversation', async () => {
    const sent = await send({ conversationId, body: 'فقط برای ما' }, sara);
    const query = `query ($representations: [_Any!]!) { _entities(representations: $representations) {
      ... on Message { body } } }`;
    const representations = [{ __typename: 'Message', id: sent.data!.id }];
    expect((await data<{ _entities: unknown[] }>(query, { representations }, reza))._entities).toEqual([
      { body: 'فقط برای ما' },
    ]);
    for (const [viewer, code] of [
      [await person('mina'), 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const result = await run<{ _entities: unknown[] }>(query, { representations }, viewer);
      expect(result.data?._entities[0] ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
    }
  });
});

function decode(globalId: string) {
  return Buffer.from(globalId, 'base64').toString().split(':')[1]!;
}
