import { readFileSync } from 'node:fs';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';
import { readableMail, startMailServer, type MailServer } from './testing/mail-catcher.ts';
import { connect, disposeClients, listen } from './ws-test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
let mailServer: MailServer;
const mails: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  mailServer = await startMailServer(async (message) => void mails.push(message.toString('utf8')));
  app = await startTestApp({
    prisma: db.prisma,
    log: () => {},
    env: { ...process.env, SMTP_URL: mailServer.url, PUBLIC_URL: 'https://karnama.example' },
  });
});
afterAll(async () => {
  await disposeClients();
  await app.stop();
  await mailServer.stop();
  await db.drop();
});

async function person(name: string, more: { email?: string; preferredLanguage?: string } = {}) {
  const user = await db.prisma.user.create({
    data: { displayName: name, roles: ['JOB_SEEKER'], registeredAt: new Date(), ...more },
  });
  const { token } = await createSession(db.prisma, user.id, { days: 1 });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

type Payload = { __typename: string; data?: { id: string; state: string; conversationId: string | null } };

describe('an accepted contact request', () => {
  it('opens an echo-box conversation between the two: the request as its sender wrote it, then the answer', async () => {
    const collaborator = await person('Sara Ahmadi');
    const sender = await person('Reza Karimi');
    const saved = await app.graphql<{ saveCollaboratorProfile: { data: { id: string } } }>(
      `mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) {
        ... on MutationSaveCollaboratorProfileSuccess { data { id } } } }`,
      {
        input: {
          slug: 'sara-ahmadi-requests',
          displayName: 'Sara Ahmadi',
          expertise: ['FRONTEND'],
          skills: ['React'],
          yearsOfExperience: 5,
          availability: 'AVAILABLE',
          remote: true,
          languages: ['fa'],
          words: [{ locale: 'fa', headline: 'توسعه‌دهندهٔ React' }],
        },
      },
      collaborator.headers,
    );
    await app.graphql('mutation { publishCollaboratorProfile { __typename } }', {}, collaborator.headers);
    const sent = await app.graphql<{ sendContactRequest: Payload }>(
      `mutation ($input: SendContactRequestInput!) { sendContactRequest(input: $input) {
        __typename ... on MutationSendContactRequestSuccess { data { id state conversationId } } } }`,
      {
        input: {
          collaboratorId: saved.body.data!.saveCollaboratorProfile.data.id,
          subject: 'یک فروشگاه راست‌به‌چپ',
          message: 'فروشگاهی با React می‌خواهیم که تا بهار آماده شود.',
        },
      },
      sender.headers,
    );
    expect(sent.body.errors).toBeUndefined();
    const id = sent.body.data!.sendContactRequest.data!.id;
    const accepted = await app.graphql<{ answerContactRequest: Payload }>(
      `mutation ($id: ID!) { answerContactRequest(input: { id: $id, accept: true, answer: "خوشحال می‌شوم؛ گفت‌وگو کنیم." }) {
        __typename ... on MutationAnswerContactRequestSuccess { data { id state conversationId } } } }`,
      { id },
      collaborator.headers,
    );
    expect(accepted.body.data!.answerContactRequest.data).toMatchObject({
      state: 'ACCEPTED',
      conversationId: null,
    });

    // In the background, as time would have it (and again: a delivery repeated changes nothing).
    await app.drainEvents();
    await app.drainEvents();
    type Read = {
      node: {
        conversationId: string | null;
      };
    };
    const read = await app.graphql<Read>(
      `query ($id: ID!) { node(id: $id) { ... on ContactRequest { conversationId } } }`,
      { id },
      sender.headers,
    );
    const conversationId = read.body.data!.node.conversationId;
    expect(conversationId).toBeTruthy();
    const conversation = await app.graphql<{
      node: { messages: { edges: { node: { body: string; sender: { id: string } } }[] } };
    }>(
      `query ($id: ID!) { node(id: $id) { ... on Conversation {
        messages(first: 10) { edges { node { body sender { id } } } } } } }`,
      { id: conversationId },
      collaborator.headers,
    );
    expect(conversation.body.errors).toBeUndefined();
    expect(conversation.body.data!.node.messages.edges.map((e) => e.node.body)).toEqual([
      'فروشگاهی با React می‌خواهیم که تا بهار آماده شود.',
      'خوشحال می‌شوم؛ گفت‌وگو کنیم.',
    ]);
    expect(await db.prisma.conversation.count()).toBe(1);
    expect(await db.prisma.message.count()).toBe(2);
  });
});

const plain = readableMail;

describe('a contact request sent', () => {
  it('is e-mailed to the collaborator in their language, once, with a link to answer it', async () => {
    const collaborator = await person('Leyla Aliyeva', {
      email: 'leyla@example.com',
      preferredLanguage: 'az',
    });
    const sender = await person('Kaveh Moradi');
    const saved = await app.graphql<{ saveCollaboratorProfile: { data: { id: string } } }>(
      `mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) {
        ... on MutationSaveCollaboratorProfileSuccess { data { id } } } }`,
      {
        input: {
          slug: 'leyla-aliyeva-mail',
          displayName: 'Leyla Aliyeva',
          expertise: ['BACKEND'],
          skills: ['Go'],
          yearsOfExperience: 4,
          availability: 'AVAILABLE',
          remote: true,
          languages: ['az'],
          words: [{ locale: 'az', headline: 'Go proqramçısı' }],
        },
      },
      collaborator.headers,
    );
    await app.graphql('mutation { publishCollaboratorProfile { __typename } }', {}, collaborator.headers);
    const before = mails.length;
    const sent = await app.graphql<{ sendContactRequest: Payload }>(
      `mutation ($input: SendContactRequestInput!) { sendContactRequest(input: $input) { __typename } }`,
      {
        input: {
          collaboratorId: saved.body.data!.saveCollaboratorProfile.data.id,
          subject: 'Billing API in Go',
          message: 'We need a billing API in Go with tests, within two months.',
          budgetRials: 900_000_000,
        },
      },
      sender.headers,
    );
    expect(sent.body.data!.sendContactRequest.__typename).toBe('MutationSendContactRequestSuccess');
    await app.drainEvents();
    await app.drainEvents();
    const received = mails.slice(before).map(plain);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('leyla@example.com');
    expect(received[0]).toContain('Yeni əməkdaşlıq sorğusu: Billing API in Go');
    expect(received[0]).toContain('Kaveh Moradi sizinlə işləmək istəyir');
    expect(received[0]).toContain('We need a billing API in Go with tests, within two months.');
    expect(received[0]).toContain('https://karnama.example/az/panel/requests');
  });
});

describe('a person’s contact requests, live', () => {
  it('reach the collaborator as they are sent, and the sender as they are answered; nobody else', async () => {
    const collaborator = await person('Sara Live');
    const sender = await person('Reza Live');
    const stranger = await person('Someone Else');
    const token = (who: { headers: { authorization: string } }) => who.headers.authorization.slice(7);
    const saved = await app.graphql<{ saveCollaboratorProfile: { data: { id: string } } }>(
      `mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) {
        ... on MutationSaveCollaboratorProfileSuccess { data { id } } } }`,
      {
        input: {
          slug: 'sara-live',
          displayName: 'Sara Live',
          expertise: ['FRONTEND'],
          skills: ['React'],
          yearsOfExperience: 5,
          availability: 'AVAILABLE',
          remote: true,
          languages: ['en'],
          words: [{ locale: 'en', headline: 'React developer' }],
        },
      },
      collaborator.headers,
    );
    await app.graphql('mutation { publishCollaboratorProfile { __typename } }', {}, collaborator.headers);
    const changed = 'subscription { contactRequestChanged { id subject state sender { displayName } } }';
    const toCollaborator = listen(connect(app.url, token(collaborator)), changed);
    const toSender = listen(connect(app.url, token(sender)), changed);
    const toStranger = listen(connect(app.url, token(stranger)), changed);
    await expect.poll(() => app.subscriptionGroups()).toBe(3);

    const sent = await app.graphql<{ sendContactRequest: Payload }>(
      `mutation ($input: SendContactRequestInput!) { sendContactRequest(input: $input) {
        __typename ... on MutationSendContactRequestSuccess { data { id } } } }`,
      {
        input: {
          collaboratorId: saved.body.data!.saveCollaboratorProfile.data.id,
          subject: 'A live dashboard',
          message: 'A dashboard that updates itself, in React, within a month.',
        },
      },
      sender.headers,
    );
    const id = sent.body.data!.sendContactRequest.data!.id;
    await app.drainEvents();
    expect((await toCollaborator.next()).data).toEqual({
      contactRequestChanged: {
        id,
        subject: 'A live dashboard',
        state: 'SENT',
        sender: { displayName: 'Reza Live' },
      },
    });
    await app.graphql(
      'mutation ($id: ID!) { answerContactRequest(input: { id: $id, accept: false }) { __typename } }',
      { id },
      collaborator.headers,
    );
    await app.drainEvents();
    expect((await toSender.next()).data).toMatchObject({ contactRequestChanged: { id, state: 'DECLINED' } });
    expect(toStranger.results).toEqual([]);
  });
});

describe("the panel's requests page", () => {
  it('runs its own query through the gateway for a signed-in person', async () => {
    const generated = readFileSync(
      new URL('../../client/src/__generated__/RequestsPageQuery.graphql.ts', import.meta.url),
      'utf8',
    );
    const text = JSON.parse(`"${/"text": "((?:[^"\\]|\\.)*)"/.exec(generated)![1]}"`) as string;
    const someone = await person('Panel Reader');
    const answer = await app.graphql<{ myContactRequests: { totalCount: number } }>(
      text,
      { box: 'SENT' },
      someone.headers,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.myContactRequests.totalCount).toBe(0);
  });
});
