import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createEventBus, type EventBus } from '@platform/subgraph-kit/events';
import { keepDays, recordEvents, startOutboxRelay } from '@platform/subgraph-kit/outbox';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { connect, disposeClients, listen } from './ws-test-helpers.ts';

let db: TestDatabase;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

type App = Awaited<ReturnType<typeof createApp>> & { url: string };
const apps: App[] = [];

async function start(options: { events?: EventBus; relayOutbox?: boolean } = {}): Promise<App> {
  const app = await createApp({ prisma: db.prisma, identitySecret: 'x'.repeat(32), ...options });
  const url = await app.listen(0, '127.0.0.1');
  const running = Object.assign(app, { url });
  apps.push(running);
  return running;
}

async function gql<T>(app: App, query: string, variables: Record<string, unknown>, who: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const sendMessage = `mutation ($input: SendMessageInput!) {
  sendMessage(input: $input) { __typename ... on MutationSendMessageSuccess { data { id } } }
}`;

const messages = `subscription ($id: ID!) {
  conversationMessages(conversationId: $id) { id body status isMine sender { displayName } }
}`;

let conversationId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const name of ['alice', 'bob', 'carol']) {
    const user = await db.prisma.user.create({
      data: { displayName: name, email: `${name}@ws.test`, roles: ['JOB_SEEKER'], registeredAt: new Date() },
    });
    ids[name] = user.id;
    tokens[name] = (await createSession(db.prisma, user.id, { days: 1 })).token;
  }
  const app = await start();
  const started = await gql<{ startConversation: { data: { conversation: { id: string } } } }>(
    app,
    `mutation ($input: StartConversationInput!) { startConversation(input: $input) {
      ... on MutationStartConversationSuccess { data { conversation { id } } } } }`,
    { input: { recipientIds: [encodeGlobalID('User', ids.bob!)], body: 'Hello Bob' } },
    'alice',
  );
  conversationId = started.startConversation.data.conversation.id;
});

afterAll(async () => {
  await disposeClients();
  for (const app of apps) await app.stop();
  await db.drop();
});

describe('subscriptions through the gateway', () => {
  it('delivers a message to the other participant with fields from another subgraph', async () => {
    const [app] = apps as [App];
    const bob = listen(connect(app.url, tokens.bob), messages, { id: conversationId });
    await expect.poll(() => app.subscriptions.groupCount()).toBe(1);
    await gql(app, sendMessage, { input: { conversationId, body: 'Are you free on Monday?' } }, 'alice');
    const event = await bob.next();
    expect(event.errors).toBeUndefined();
    expect(event.data?.conversationMessages).toMatchObject({
      body: 'Are you free on Monday?',
      status: 'SENT',
      isMine: false,
      sender: { displayName: 'alice' },
    });
    bob.stop();
    await expect.poll(() => app.subscriptions.groupCount()).toBe(0);
  });

  it('refuses a conversation to someone outside it, and to a visitor', async () => {
    const [app] = apps as [App];
    const carol = listen(connect(app.url, tokens.carol), messages, { id: conversationId });
    expect((await carol.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = listen(connect(app.url), messages, { id: conversationId });
    const refused = await visitor.next();
    expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(refused)).toBe('UNAUTHENTICATED');
  });

  it('closes a connection with an invalid token with code 4401', async () => {
    const [app] = apps as [App];
    let code = 0;
    tokens.forged = 'not-a-session';
    const client = connect(app.url, tokens.forged, (c) => (code = c));
    listen(client, messages, { id: conversationId });
    await expect.poll(() => code).toBe(4401);
  });

  it('shares one upstream subscription and one resolution per event among identical subscribers', async () => {
    const [app] = apps as [App];
    const first = listen(connect(app.url, tokens.bob), messages, { id: conversationId });
    const second = listen(connect(app.url, tokens.bob), messages, { id: conversationId });
    const alice = listen(connect(app.url, tokens.alice), messages, { id: conversationId });
    await expect.poll(() => app.subscriptions.groupCount()).toBe(2);
    await gql(app, sendMessage, { input: { conversationId, body: 'Shared' } }, 'alice');
    const [a, b, c] = await Promise.all([first.next(), second.next(), alice.next()]);
    expect(a).toEqual(b);
    expect(c.data?.conversationMessages).toMatchObject({ body: 'Shared', isMine: true });
    for (const s of [first, second, alice]) s.stop();
  });

  it('marks messages read for the sender when the recipient reads them', async () => {
    const [app] = apps as [App];
    const alice = listen(connect(app.url, tokens.alice), messages, { id: conversationId });
    await expect.poll(() => app.subscriptions.groupCount()).toBe(1);
    await gql(
      app,
      'mutation ($id: ID!) { markConversationRead(id: $id) { __typename } }',
      { id: conversationId },
      'bob',
    );
    const event = await alice.next();
    expect(event.data?.conversationMessages).toMatchObject({ body: 'Shared', status: 'READ', isMine: true });
    alice.stop();
  });
  it("tells the participants' inboxes about a message and its edit", async () => {
    const [app] = apps as [App];
    const inbox = listen(connect(app.url, tokens.bob), 'subscription { inboxChanged { unreadCount } }');
    await expect.poll(() => app.subscriptions.groupCount()).toBe(1);
    const sent = await gql<{ sendMessage: { data: { id: string } } }>(
      app,
      sendMessage,
      { input: { conversationId, body: 'Typo hre' } },
      'alice',
    );
    expect((await inbox.next()).data?.inboxChanged).toEqual({ unreadCount: 1 });
    await gql(
      app,
      'mutation ($id: ID!) { editMessage(input: { messageId: $id, body: "Typo here" }) { __typename } }',
      { id: sent.sendMessage.data.id },
      'alice',
    );
    expect((await inbox.next()).data?.inboxChanged).toEqual({ unreadCount: 1 });
    inbox.stop();
    await gql(
      app,
      'mutation ($id: ID!) { markConversationRead(id: $id) { __typename } }',
      { id: conversationId },
      'bob',
    );
  });
});

describe('a session that ends while subscribed', () => {
  it('closes the socket with 4401 at the next event', async () => {
    const [app] = apps as [App];
    const carol = await db.prisma.user.findFirstOrThrow({ where: { displayName: 'carol' } });
    const session = await createSession(db.prisma, carol.id, { days: 1 });
    let code = 0;
    const client = connect(app.url, session.token, (c) => (code = c));
    listen(client, 'subscription { inboxChanged { unreadCount } }');
    await expect.poll(() => app.subscriptions.groupCount()).toBe(1);
    await db.prisma.session.updateMany({ where: { userId: carol.id }, data: { revokedAt: new Date() } });
    await gql(
      app,
      `mutation ($input: StartConversationInput!) { startConversation(input: $input) { __typename } }`,
      { input: { recipientIds: [encodeGlobalID('User', ids.carol!)], body: 'Still there?' } },
      'alice',
    );
    await expect.poll(() => code).toBe(4401);
  });
});

describe('the transactional outbox', () => {
  it('publishes nothing for a rolled-back change', async () => {
    const [app] = apps as [App];
    const bob = listen(connect(app.url, tokens.bob), messages, { id: conversationId });
    await expect.poll(() => app.subscriptions.groupCount()).toBe(1);
    const message = await db.prisma.message.findFirstOrThrow({
      where: { conversationId: localOf(conversationId) },
    });
    await expect(
      db.prisma.$transaction(async (tx) => {
        await recordEvents(tx, [
          {
            type: 'message.edited',
            topics: [`conversation:${localOf(conversationId)}`],
            payload: { messageId: message.id, conversationId: localOf(conversationId) },
          },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await app.relay!.drain()).toBe(0);
    // A change that commits afterwards is the first thing the subscriber sees.
    await gql(app, sendMessage, { input: { conversationId, body: 'After the rollback' } }, 'alice');
    expect((await bob.next()).data?.conversationMessages).toMatchObject({ body: 'After the rollback' });
    expect(bob.results).toHaveLength(1);
    bob.stop();
  });

  it('publishes after a restart what was committed while no relay ran', async () => {
    const bus = createEventBus();
    const topic = `conversation:${localOf(conversationId)}`;
    const received = bus.subscribe(topic);
    // Every app's relay stops: events committed now wait in the outbox.
    for (const app of apps) await app.relay?.stop();
    await db.prisma.$transaction((tx) =>
      recordEvents(tx, [{ type: 'test.pending', topics: [topic], payload: { n: 1 } }]),
    );
    const arriving = received.next();
    const relay = await startOutboxRelay({ prisma: db.prisma, bus });
    const { value } = await arriving;
    expect(value).toMatchObject({ type: 'test.pending', payload: { n: 1 } });
    await relay.stop();
    await received.return?.();
    expect(await db.prisma.outboxEvent.count({ where: { publishedAt: null } })).toBe(0);
  });
});

describe('the outbox stays small', () => {
  it('removes events published more than a week ago, and keeps newer and pending ones', async () => {
    const old = new Date(Date.now() - (keepDays + 1) * 86_400_000);
    const [stale, recent, pending] = await Promise.all([
      db.prisma.outboxEvent.create({ data: { type: 'test.old', topics: [], payload: {}, publishedAt: old } }),
      db.prisma.outboxEvent.create({
        data: { type: 'test.recent', topics: [], payload: {}, publishedAt: new Date() },
      }),
      db.prisma.outboxEvent.create({
        data: { type: 'test.pending', topics: ['nobody'], payload: {}, createdAt: old },
      }),
    ]);
    const relay = await startOutboxRelay({ prisma: db.prisma, bus: createEventBus(), pollMs: 50 });
    await expect
      .poll(() => db.prisma.outboxEvent.count({ where: { id: stale.id } }), { timeout: 5_000 })
      .toBe(0);
    await relay.stop();
    expect(await db.prisma.outboxEvent.count({ where: { id: { in: [recent.id, pending.id] } } })).toBe(2);
  });
});

describe('several gateway instances', () => {
  it('deliver an event raised through one to a subscriber on the other, over Redis', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const channelPrefix = `test:${localOf(conversationId)}`;
    const busA = createEventBus({ redisUrl, channelPrefix });
    const busB = createEventBus({ redisUrl, channelPrefix });
    const a = await start({ events: busA });
    const b = await start({ events: busB, relayOutbox: false });
    const bob = listen(connect(b.url, tokens.bob), messages, { id: conversationId });
    await expect.poll(() => b.subscriptions.groupCount()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100)); // Redis SUBSCRIBE has reached the server
    await gql(a, sendMessage, { input: { conversationId, body: 'Through Redis' } }, 'alice');
    expect((await bob.next()).data?.conversationMessages).toMatchObject({ body: 'Through Redis' });
    bob.stop();
    for (const app of apps.splice(-2)) await app.stop();
    await busA.close();
    await busB.close();
  });
  it('keep serving while their Redis restarts, and deliver what was committed meanwhile once it is back', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    const busA = createEventBus({ redisUrl, log: () => {} });
    const busB = createEventBus({ redisUrl, log: () => {} });
    const a = await start({ events: busA });
    const b = await start({ events: busB, relayOutbox: false });
    try {
      // A conversation of this test's own: replays read back recent events, and earlier tests wrote odd ones.
      const dave = await db.prisma.user.create({
        data: { displayName: 'dave', roles: ['JOB_SEEKER'], registeredAt: new Date() },
      });
      const daveToken = (await createSession(db.prisma, dave.id, { days: 1 })).token;
      const started = await gql<{ startConversation: { data: { conversation: { id: string } } } }>(
        a,
        `mutation ($input: StartConversationInput!) { startConversation(input: $input) {
          ... on MutationStartConversationSuccess { data { conversation { id } } } } }`,
        { input: { recipientIds: [encodeGlobalID('User', dave.id)], body: 'Hello Dave' } },
        'alice',
      );
      const id = started.startConversation.data.conversation.id;
      const daves = listen(connect(b.url, daveToken), messages, { id });
      const bodies = () =>
        daves.results.flatMap((r) => {
          const body = (r.data?.conversationMessages as { body?: string } | undefined)?.body;
          return body ? [body] : [];
        });
      await expect.poll(() => b.subscriptions.groupCount()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100)); // Redis SUBSCRIBE has reached the server
      await gql(a, sendMessage, { input: { conversationId: id, body: 'Before the restart' } }, 'alice');
      await expect.poll(bodies).toContain('Before the restart');

      await stopRedis(redis);
      await gql(a, sendMessage, { input: { conversationId: id, body: 'While Redis is down' } }, 'alice');
      // The relay tries to publish it (and finds Redis away) before Redis is back.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      redis = await startRedis(port);
      await expect.poll(bodies, { timeout: 15_000 }).toContain('While Redis is down');
      await gql(a, sendMessage, { input: { conversationId: id, body: 'After the restart' } }, 'alice');
      await expect.poll(bodies, { timeout: 5_000 }).toContain('After the restart');
      expect(daves.results.filter((r) => r.errors)).toEqual([]);
      daves.stop();
    } finally {
      for (const app of apps.splice(-2)) await app.stop();
      await busA.close();
      await busB.close();
      await stopRedis(redis);
    }
  }, 40_000);
});

/** A redis-server of the test's own, which it may stop and start again. */
function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
}

function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function localOf(globalId: string) {
  return Buffer.from(globalId, 'base64').toString().split(':')[1]!;
}
