import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { messagingSubgraph } from '@platform/subgraph-messaging';
import { httpGraphClient } from '@platform/subgraph-kit/graph-client';
import { serviceHeader, signServiceCall } from '@platform/subgraph-kit/identity';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
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

const inbox = (who: string) =>
  gql<{
    inbox: {
      unreadCount: number;
      conversations: {
        edges: {
          node: {
            conversation: {
              id: string;
              unreadCount: number;
              lastMessage: { body: string };
              otherParticipants: { displayName: string }[];
            };
          };
        }[];
      };
    };
  }>(
    `{ inbox { unreadCount conversations(first: 10) { edges { node { conversation {
      id unreadCount lastMessage { body } otherParticipants { displayName } } } } } } }`,
    {},
    who,
  ).then((d) => d.inbox);

// What messaging does by itself is tested beside its modules (subgraphs/messaging); here, what crosses subgraphs.
describe('the echo box through the gateway', () => {
  it('needs a recipient who exists', async () => {
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

  it('names participants and reported senders as accounts does, and keeps others out of node(id)', async () => {
    const started = await start({ recipientIds: [userIds.reza], body: 'سلام، درباره‌ی آگهی سؤال داشتم.' });
    const conversationId = started.data!.conversation.id;
    const rezaInbox = await inbox('reza');
    expect(rezaInbox.conversations.edges.map((e) => e.node.conversation)).toMatchObject([
      { id: conversationId, otherParticipants: [{ displayName: 'sara' }] },
    ]);

    const { body } = await app.graphql<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { ... on Conversation { subject messages(last: 5) { edges { node { body } } } } } }',
      { id: conversationId },
      as.mina,
    );
    expect(body.data?.node ?? null).toBeNull();

    const filed = await gql<{ reportMessage: { __typename: string } }>(
      `mutation ($input: ReportMessageInput!) { reportMessage(input: $input) { __typename } }`,
      { input: { messageId: started.data!.id, reason: 'SPAM', description: 'پیام تبلیغاتی ناخواسته است.' } },
      'reza',
    );
    expect(filed.reportMessage.__typename).toBe('MutationReportMessageSuccess');
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
      {
        reason: 'SPAM',
        messageBody: 'سلام، درباره‌ی آگهی سؤال داشتم.',
        messageSender: { displayName: 'sara' },
      },
    ]);
  });
});

describe('messaging served as a service of its own', () => {
  const identitySecret = 'messaging-apart-identity-secret-0123456789';
  let gatewayUrl = '';
  let apart: { url: string; stop(): Promise<void> };
  let product: RunningApp;
  beforeAll(async () => {
    apart = await startSubgraphServer({
      subgraph: messagingSubgraph,
      prisma: db.prisma,
      port: 0,
      identitySecret,
      graph: httpGraphClient(() => `${gatewayUrl}/graphql`, {
        subgraph: 'messaging',
        secret: identitySecret,
      }),
    });
    product = await startTestApp({
      prisma: db.prisma,
      identitySecret,
      subgraphUrls: { messaging: apart.url },
    });
    gatewayUrl = product.url;
  });
  afterAll(async () => {
    await product.stop();
    await apart.stop();
  });

  const startApart = async (input: Record<string, unknown>) => {
    const { body } = await product.graphql<{ startConversation: { __typename: string; fields?: unknown } }>(
      `mutation ($input: StartConversationInput!) { startConversation(input: $input) { ${outcome} } }`,
      { input },
      as.sara,
    );
    expect(body.errors).toBeUndefined();
    return body.data!.startConversation;
  };

  it('asks the gateway over HTTP, signed, whether the people and the job exist', async () => {
    const draft = await db.prisma.job.create({
      data: {
        slug: `draft-${Date.now()}`,
        language: 'en',
        title: 'Draft',
        companyName: 'Aryan Data',
        placeId: 'tehran',
        type: 'FULL_TIME',
        experienceLevel: 'MID',
        description: 'Not yet published',
        status: 'DRAFT',
      },
    });
    expect(await startApart({ recipientIds: [userIds.reza], body: 'Hello from apart' })).toEqual({
      __typename: 'MutationStartConversationSuccess',
    });
    expect(
      await startApart({
        recipientIds: [userIds.reza],
        body: 'About a draft',
        jobId: encodeGlobalID('Job', draft.id),
      }),
    ).toMatchObject({ fields: [{ path: 'input.jobId', code: 'JOB_NOT_FOUND' }] });
    expect(
      await startApart({
        recipientIds: [encodeGlobalID('User', '00000000-0000-7000-8000-000000000001')],
        body: 'x',
      }),
    ).toMatchObject({ fields: [{ path: 'input.recipientIds', code: 'RECIPIENT_NOT_FOUND' }] });
  });

  it('refuses a service call the shared secret did not sign', async () => {
    const forged = await signServiceCall('messaging', 'some-other-secret-some-other-secret-00');
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [serviceHeader]: forged },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(401);
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe('INVALID_TOKEN');
  });
});
