import type { Identity } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { nodesGraph } from '@platform/subgraph-kit/testing/graph';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { messagingTests } from '../messaging.testing.ts';

const { database, person, run, data } = messagingTests();

const userId = (who: Identity) => encodeGlobalID('User', who.userId);

const outcome = `__typename ... on ValidationError { fields { path code } }`;

type Started = {
  __typename: string;
  fields?: { path: string; code: string }[];
  data?: { id: string; conversation: { id: string } };
};

const start = (input: Record<string, unknown>, who: Identity) =>
  data<{ startConversation: Started }>(
    `mutation ($input: StartConversationInput!) { startConversation(input: $input) {
      ${outcome} ... on MutationStartConversationSuccess { data { id conversation { id } } } } }`,
    { input },
    who,
  ).then((d) => d.startConversation);

type Inbox = {
  unreadCount: number;
  conversations: {
    pageInfo: { hasNextPage: boolean };
    edges: {
      node: {
        conversation: {
          id: string;
          subject: string | null;
          unreadCount: number;
          lastMessage: { body: string } | null;
          otherParticipants: { id: string }[];
        };
      };
    }[];
  };
};

const inbox = (who: Identity, first = 10) =>
  data<{ inbox: Inbox }>(
    `query ($first: Int) { inbox { unreadCount conversations(first: $first) { pageInfo { hasNextPage } edges { node {
      conversation { id subject unreadCount lastMessage { body } otherParticipants { id } } } } } } }`,
    { first },
    who,
  ).then((d) => d.inbox);

const markRead = (id: string, who: Identity) =>
  run<{ markConversationRead: { __typename: string; code?: string } }>(
    'mutation ($id: ID!) { markConversationRead(id: $id) { __typename ... on NotFoundError { code } } }',
    { id },
    who,
  );

describe('starting a conversation', () => {
  it('needs a recipient other than oneself ("no recipient selected") and a message, and writes nothing else', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    expect(await start({ recipientIds: [], body: 'سلام' }, sara)).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.recipientIds', code: 'RECIPIENT_REQUIRED' }],
    });
    // Writing only to oneself is writing to no one.
    expect((await start({ recipientIds: [userId(sara)], body: 'سلام' }, sara)).fields).toEqual([
      { path: 'input.recipientIds', code: 'RECIPIENT_REQUIRED' },
    ]);
    expect((await start({ recipientIds: [userId(reza)], body: '   ' }, sara)).fields).toEqual([
      { path: 'input.body', code: 'BODY_REQUIRED' },
    ]);
    expect(
      (
        await start(
          {
            recipientIds: [userId(reza)],
            body: 'x'.repeat(4_001),
            subject: 's'.repeat(141),
            clientId: 'bad id!',
          },
          sara,
        )
      ).fields,
    ).toEqual([
      { path: 'input.subject', code: 'SUBJECT_TOO_LONG' },
      { path: 'input.body', code: 'BODY_TOO_LONG' },
      { path: 'input.clientId', code: 'CLIENT_ID_INVALID' },
    ]);
    const many = Array.from({ length: 11 }, (_, i) =>
      encodeGlobalID('User', `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`),
    );
    expect((await start({ recipientIds: many, body: 'x' }, sara)).fields).toEqual([
      { path: 'input.recipientIds', code: 'TOO_MANY_RECIPIENTS' },
    ]);
    expect(await database().prisma.conversationParticipant.count({ where: { userId: sara.userId } })).toBe(0);
  });

  it('starts a conversation, and writing to the same person again continues it', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const first = await start(
      { recipientIds: [userId(reza)], subject: ' آگهی ', body: 'سلام، درباره‌ی آگهی سؤال داشتم.' },
      sara,
    );
    expect(first.__typename).toBe('MutationStartConversationSuccess');
    const conversationId = first.data!.conversation.id;
    const again = await start({ recipientIds: [userId(reza), userId(reza)], body: 'و یک سؤال دیگر.' }, sara);
    expect(again.data!.conversation.id).toBe(conversationId);
    const rezaInbox = await inbox(reza);
    expect(rezaInbox.unreadCount).toBe(2);
    expect(rezaInbox.conversations.edges.map((e) => e.node.conversation)).toEqual([
      {
        id: conversationId,
        subject: 'آگهی',
        unreadCount: 2,
        lastMessage: { body: 'و یک سؤال دیگر.' },
        otherParticipants: [{ id: userId(sara) }],
      },
    ]);
    // Writing reads the conversation up to what one wrote.
    expect((await inbox(sara)).unreadCount).toBe(0);
  });

  it('opens another conversation for other people, or when the other person starts one', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const mina = await person('mina');
    const withReza = (await start({ recipientIds: [userId(reza)], body: 'a' }, sara)).data!.conversation.id;
    const group = (await start({ recipientIds: [userId(reza), userId(mina)], body: 'b' }, sara)).data!
      .conversation.id;
    expect(group).not.toBe(withReza);
    // The same two people are the same conversation, whoever writes first.
    expect((await start({ recipientIds: [userId(sara)], body: 'c' }, reza)).data!.conversation.id).toBe(
      withReza,
    );
    expect((await inbox(sara)).conversations.edges.map((e) => e.node.conversation.id)).toEqual([
      withReza,
      group,
    ]);
  });

  it('delivers a retried start once', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const input = { recipientIds: [userId(reza)], body: 'یک بار', clientId: 'start-retry-0001' };
    const a = await start(input, sara);
    const b = await start(input, sara);
    expect(b.data).toEqual(a.data);
    expect(await database().prisma.message.count({ where: { senderId: sara.userId } })).toBe(1);
    expect((await inbox(reza)).unreadCount).toBe(1);
  });

  it('records one event for the conversation and every participant’s inbox, in the same transaction', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const started = await start({ recipientIds: [userId(reza)], body: 'رویداد' }, sara);
    const messageId = decode(started.data!.id);
    const conversationId = decode(started.data!.conversation.id);
    const events = await database().prisma.outboxEvent.findMany({
      where: { payload: { path: ['messageId'], equals: messageId } },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'message.sent', payload: { messageId, conversationId } });
    expect([...events[0]!.topics].sort()).toEqual(
      [`conversation:${conversationId}`, `inbox:${sara.userId}`, `inbox:${reza.userId}`].sort(),
    );
  });

  it('asks the graph whether the recipients and the job exist, and writes nothing when one does not', async () => {
    const [sender, recipient] = [await person('Sender'), await person('Recipient')];
    const mutation = `mutation ($input: StartConversationInput!) { startConversation(input: $input) { ${outcome} } }`;
    const jobId = encodeGlobalID('Job', '0193a8a0-0000-7000-8000-000000000001');
    const attempt = async (exists: (typename: string) => boolean, input: Record<string, unknown>) => {
      const result = await executeSubgraph<{ startConversation: Started }>(
        schema,
        database().prisma,
        mutation,
        { input: { recipientIds: [userId(recipient)], body: 'Hello', ...input } },
        { viewer: sender, graph: nodesGraph(exists) },
      );
      return result.data?.startConversation.fields ?? result.errors?.[0]?.extensions?.code;
    };
    // Accounts says the recipient is no user (removed, say); jobs says the job is none a visitor may see.
    expect(await attempt((t) => t !== 'User', {})).toEqual([
      { path: 'input.recipientIds', code: 'RECIPIENT_NOT_FOUND' },
    ]);
    expect(await attempt((t) => t !== 'Job', { jobId })).toEqual([
      { path: 'input.jobId', code: 'JOB_NOT_FOUND' },
    ]);
    // Without a graph to ask, the service is briefly unavailable rather than wrong.
    const alone = await executeSubgraph(
      schema,
      database().prisma,
      mutation,
      { input: { recipientIds: [userId(recipient)], body: 'Hello' } },
      { viewer: sender },
    );
    expect(alone.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(await database().prisma.conversation.count({ where: { createdById: sender.userId } })).toBe(0);
  });

  it('is refused to a visitor with UNAUTHENTICATED', async () => {
    const reza = await person('reza');
    const result = await run(
      'mutation ($input: StartConversationInput!) { startConversation(input: $input) { __typename } }',
      { input: { recipientIds: [userId(reza)], body: 'x' } },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the inbox', () => {
  it('is null for a visitor, and only its owner reaches it by reference', async () => {
    expect(await data('{ inbox { unreadCount } }', {})).toEqual({ inbox: null });
    const sara = await person('sara');
    const query = `query ($representations: [_Any!]!) { _entities(representations: $representations) {
      ... on Inbox { unreadCount } } }`;
    const representations = [{ __typename: 'Inbox', id: encodeGlobalID('Inbox', sara.userId) }];
    expect((await data<{ _entities: unknown[] }>(query, { representations }, sara))._entities).toEqual([
      { unreadCount: 0 },
    ]);
    for (const viewer of [await person('mina'), undefined]) {
      expect((await data<{ _entities: unknown[] }>(query, { representations }, viewer))._entities).toEqual([
        null,
      ]);
    }
  });

  it('lists an inbox of many conversations without a query per conversation', async () => {
    const sara = await person('sara');
    const others = [await person('reza'), await person('mina'), await person('admin', ['ADMIN'])];
    for (const who of others) await start({ recipientIds: [userId(sara)], body: `from ${who.userId}` }, who);
    expect((await inbox(sara)).conversations.edges).toHaveLength(3);
    database().resetQueries();
    await inbox(sara);
    const few = database().queries.length;
    for (const who of others.slice(0, 2)) {
      await start(
        { recipientIds: [userId(sara), userId(others[2]!)], body: `group from ${who.userId}` },
        who,
      );
    }
    database().resetQueries();
    expect((await inbox(sara)).conversations.edges).toHaveLength(5);
    expect(database().queries.length).toBe(few);
  });

  it('gives at most 100 conversations a page', async () => {
    const sara = await person('sara');
    const conversations = Array.from({ length: 101 }, () => crypto.randomUUID());
    await database().prisma.conversation.createMany({
      data: conversations.map((id) => ({ id, createdById: sara.userId })),
    });
    await database().prisma.conversationParticipant.createMany({
      data: conversations.map((conversationId) => ({ conversationId, userId: sara.userId })),
    });
    const page = await inbox(sara, 500);
    expect(page.conversations.edges).toHaveLength(100);
    expect(page.conversations.pageInfo.hasNextPage).toBe(true);
  });
});

describe('reading a conversation', () => {
  it('drops the unread count, and the sender sees the messages as read', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const started = await start({ recipientIds: [userId(reza)], body: 'یک' }, sara);
    const conversationId = started.data!.conversation.id;
    await start({ recipientIds: [userId(reza)], body: 'دو' }, sara);
    expect((await markRead(conversationId, reza)).data!.markConversationRead.__typename).toBe(
      'MutationMarkConversationReadSuccess',
    );
    expect((await inbox(reza)).unreadCount).toBe(0);
    const conversation = await data<{
      _entities: { messages: { edges: { node: { status: string; isMine: boolean } }[] } }[];
    }>(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) {
        ... on Conversation { messages(last: 10) { edges { node { status isMine } } } } } }`,
      { representations: [{ __typename: 'Conversation', id: conversationId }] },
      sara,
    );
    expect(conversation._entities[0]!.messages.edges.map((e) => e.node)).toEqual([
      { status: 'READ', isMine: true },
      { status: 'READ', isMine: true },
    ]);
  });

  it('announces a read once: reading an already-read conversation records nothing', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const conversationId = (await start({ recipientIds: [userId(reza)], body: 'x' }, sara)).data!.conversation
      .id;
    const reads = () =>
      database().prisma.outboxEvent.count({
        where: { type: 'conversation.read', topics: { has: `inbox:${reza.userId}` } },
      });
    await markRead(conversationId, reza);
    expect(await reads()).toBe(1);
    await markRead(conversationId, reza);
    expect(await reads()).toBe(1);
  });

  it('keeps others out: marking, or reading someone else’s conversation, is "not found"', async () => {
    const sara = await person('sara');
    const reza = await person('reza');
    const mina = await person('mina');
    const conversationId = (await start({ recipientIds: [userId(reza)], body: 'خصوصی' }, sara)).data!
      .conversation.id;
    expect((await markRead(conversationId, mina)).data!.markConversationRead).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
    });
    expect((await markRead('garbage', mina)).data!.markConversationRead.__typename).toBe('NotFoundError');
    const read = await run<{ _entities: unknown[] }>(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) {
        ... on Conversation { subject messages(last: 5) { edges { node { body } } } } } }`,
      { representations: [{ __typename: 'Conversation', id: conversationId }] },
      mina,
    );
    expect(read.data?._entities[0] ?? null).toBeNull();
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

function decode(globalId: string) {
  return Buffer.from(globalId, 'base64').toString().split(':')[1]!;
}
