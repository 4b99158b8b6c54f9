import { localId } from '@platform/subgraph-kit/global-id';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { collaboratorsTests } from '../collaborators.testing.ts';
import { expireRequests } from './requests.service.ts';

const t = collaboratorsTests();
const { publishedCollaborator, request } = t;

type Outcome = {
  __typename: string;
  code?: string;
  fields?: { path: string; code: string }[];
  data?: {
    id: string;
    state: string;
    answer: string | null;
    budgetRials: number | null;
    deadline: string | null;
  };
};
const outcome = `__typename
  ... on BaseError { code }
  ... on ValidationError { fields { path code } }`;
const fields = 'id state answer budgetRials deadline';
const send = `mutation ($input: SendContactRequestInput!) { sendContactRequest(input: $input) {
  ${outcome} ... on MutationSendContactRequestSuccess { data { ${fields} } } } }`;
const seen = `mutation ($id: ID!) { markContactRequestSeen(id: $id) {
  ${outcome} ... on MutationMarkContactRequestSeenSuccess { data { ${fields} } } } }`;
const answer = `mutation ($input: AnswerContactRequestInput!) { answerContactRequest(input: $input) {
  ${outcome} ... on MutationAnswerContactRequestSuccess { data { ${fields} } } } }`;
const box = `query ($box: ContactRequestBox!) { myContactRequests(box: $box) {
  totalCount edges { node { subject state viewerIsCollaborator collaborator { slug } sender { id } } } } }`;

describe('contact requests', () => {
  it('are checked, sent once at a time to a published collaborator, and announced', async () => {
    const { owner, id } = await publishedCollaborator('req-sara');
    const sender = await t.person('Sender');
    const bad = await t.data<{ sendContactRequest: Outcome }>(
      send,
      { input: request(id, { subject: 'Hi', message: 'Short', budgetRials: 0, deadline: '2020-01-01' }) },
      sender,
    );
    expect(bad.sendContactRequest.fields).toEqual([
      { path: 'input.subject', code: 'SUBJECT_TOO_SHORT' },
      { path: 'input.message', code: 'MESSAGE_TOO_SHORT' },
      { path: 'input.budgetRials', code: 'BUDGET_INVALID' },
    ]);
    const past = await t.data<{ sendContactRequest: Outcome }>(
      send,
      { input: request(id, { deadline: '2020-01-01' }) },
      sender,
    );
    expect(past.sendContactRequest.fields).toEqual([{ path: 'input.deadline', code: 'DEADLINE_PAST' }]);
    const own = await t.data<{ sendContactRequest: Outcome }>(send, { input: request(id) }, owner);
    expect(own.sendContactRequest).toMatchObject({ __typename: 'ConflictError', code: 'OWN_PROFILE' });
    const nobody = await t.data<{ sendContactRequest: Outcome }>(
      send,
      { input: request(encodeGlobalID('Collaborator', '01900000-0000-7000-8000-000000000000')) },
      sender,
    );
    expect(nobody.sendContactRequest.__typename).toBe('NotFoundError');

    const sent = await t.data<{ sendContactRequest: Outcome }>(send, { input: request(id) }, sender);
    expect(sent.sendContactRequest.data).toMatchObject({
      state: 'SENT',
      budgetRials: 900_000_000,
      deadline: '2099-03-20',
    });
    const again = await t.data<{ sendContactRequest: Outcome }>(send, { input: request(id) }, sender);
    expect(again.sendContactRequest).toMatchObject({ __typename: 'ConflictError', code: 'REQUEST_OPEN' });
    const events = await t
      .database()
      .prisma.outboxEvent.findMany({ where: { type: 'contact-request.sent' } });
    expect(events.map((e) => e.payload)).toContainEqual({
      requestId: expect.any(String),
      collaboratorId: owner.userId,
      senderId: sender.userId,
    });
    expect(await t.database().prisma.contactRequest.count({ where: { senderId: sender.userId } })).toBe(1);

    // Each reads it in their own box; nobody else reads it at all.
    type Box = {
      myContactRequests: {
        totalCount: number;
        edges: { node: { subject: string; viewerIsCollaborator: boolean; collaborator: { slug: string } } }[];
      };
    };
    const received = await t.data<Box>(box, { box: 'RECEIVED' }, owner);
    expect(received.myContactRequests.edges.map((e) => e.node)).toMatchObject([
      { subject: 'A shop in Persian', viewerIsCollaborator: true, collaborator: { slug: 'req-sara' } },
    ]);
    expect((await t.data<Box>(box, { box: 'SENT' }, sender)).myContactRequests.totalCount).toBe(1);
    const stranger = await t.person('Stranger');
    expect((await t.data<Box>(box, { box: 'RECEIVED' }, stranger)).myContactRequests.totalCount).toBe(0);
    const entity = `query ($id: ID!) { _entities(representations: [{ __typename: "ContactRequest", id: $id }]) {
      ... on ContactRequest { subject } } }`;
    const id2 = sent.sendContactRequest.data!.id;
    expect((await t.data<{ _entities: unknown[] }>(entity, { id: id2 }, stranger))._entities).toEqual([null]);
    expect((await t.data<{ _entities: unknown[] }>(entity, { id: id2 }))._entities).toEqual([null]);
    expect((await t.data<{ _entities: unknown[] }>(entity, { id: id2 }, owner))._entities).toEqual([
      { subject: 'A shop in Persian' },
    ]);
  });

  it('are seen, then accepted or declined by the collaborator alone, once', async () => {
    const { owner, id } = await publishedCollaborator('req-nima');
    const first = await t.person('First');
    const second = await t.person('Second');
    const a = (await t.data<{ sendContactRequest: Outcome }>(send, { input: request(id) }, first))
      .sendContactRequest.data!;
    const b = (await t.data<{ sendContactRequest: Outcome }>(send, { input: request(id) }, second))
      .sendContactRequest.data!;

    expect(
      (await t.data<{ markContactRequestSeen: Outcome }>(seen, { id: a.id }, first)).markContactRequestSeen
        .__typename,
    ).toBe('NotFoundError');
    expect(
      (await t.data<{ markContactRequestSeen: Outcome }>(seen, { id: a.id }, owner)).markContactRequestSeen
        .data?.state,
    ).toBe('SEEN');

    const bySender = await t.data<{ answerContactRequest: Outcome }>(
      answer,
      { input: { id: a.id, accept: true } },
      first,
    );
    expect(bySender.answerContactRequest.__typename).toBe('NotFoundError');
    const accepted = await t.data<{ answerContactRequest: Outcome }>(
      answer,
      { input: { id: a.id, accept: true, answer: '  Happy to talk.  ' } },
      owner,
    );
    expect(accepted.answerContactRequest.data).toMatchObject({ state: 'ACCEPTED', answer: 'Happy to talk.' });
    const twice = await t.data<{ answerContactRequest: Outcome }>(
      answer,
      { input: { id: a.id, accept: false } },
      owner,
    );
    expect(twice.answerContactRequest).toMatchObject({ __typename: 'ConflictError', code: 'REQUEST_CLOSED' });
    const declined = await t.data<{ answerContactRequest: Outcome }>(
      answer,
      { input: { id: b.id, accept: false } },
      owner,
    );
    expect(declined.answerContactRequest.data?.state).toBe('DECLINED');
    const events = await t.database().prisma.outboxEvent.findMany({
      where: { type: 'contact-request.accepted' },
    });
    expect(events.map((e) => (e.payload as { requestId: string }).requestId)).toEqual([
      (await t.database().prisma.contactRequest.findFirstOrThrow({ where: { senderId: first.userId } })).id,
    ]);
    // Answered, the sender may write again.
    const next = await t.data<{ sendContactRequest: Outcome }>(send, { input: request(id) }, second);
    expect(next.sendContactRequest.data?.state).toBe('SENT');
  });

  it('expire unanswered after their time: read as expired, not answered, and swept', async () => {
    const { owner, id } = await publishedCollaborator('req-leyla');
    const sender = await t.person('Late');
    const sent = (await t.data<{ sendContactRequest: Outcome }>(send, { input: request(id) }, sender))
      .sendContactRequest.data!;
    const prisma = t.database().prisma;
    await prisma.contactRequest.updateMany({
      where: { senderId: sender.userId },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    const late = await t.data<{ answerContactRequest: Outcome }>(
      answer,
      { input: { id: sent.id, accept: true } },
      owner,
    );
    expect(late.answerContactRequest).toMatchObject({ code: 'REQUEST_CLOSED' });
    const read = await t.data<{ _entities: { state: string }[] }>(
      `query ($id: ID!) { _entities(representations: [{ __typename: "ContactRequest", id: $id }]) {
        ... on ContactRequest { state } } }`,
      { id: sent.id },
      sender,
    );
    expect(read._entities[0]?.state).toBe('EXPIRED');
    // A new request is allowed: the expired one no longer counts as open.
    const again = await t.data<{ sendContactRequest: Outcome }>(send, { input: request(id) }, sender);
    expect(again.sendContactRequest.data?.state).toBe('SENT');
    expect(await expireRequests(prisma)).toBe(0);
    await prisma.contactRequest.updateMany({
      where: { senderId: sender.userId, state: 'SENT' },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    expect(await expireRequests(prisma)).toBe(1);
    expect(await prisma.contactRequest.count({ where: { senderId: sender.userId, state: 'EXPIRED' } })).toBe(
      2,
    );
  });
});

describe('how a collaborator answers', () => {
  it('is measured on their closed requests: the median time to an answer, and the share answered', async () => {
    const { owner, id } = await publishedCollaborator('req-measured');
    const prisma = t.database().prisma;
    const send = `mutation ($input: SendContactRequestInput!) { sendContactRequest(input: $input) {
      ... on MutationSendContactRequestSuccess { data { id } } } }`;
    const ids: string[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      const sender = await t.person(`${name} sender`);
      const sent = await t.data<{ sendContactRequest: { data: { id: string } } }>(
        send,
        { input: request(id) },
        sender,
      );
      ids.push(sent.sendContactRequest.data.id);
    }
    const figures = `{ collaborator(slug: "req-measured") { responseMinutes responseRate } }`;
    expect((await t.data<{ collaborator: unknown }>(figures)).collaborator).toEqual({
      responseMinutes: null,
      responseRate: null,
    });
    // Sent two and four hours ago; answered now. The third expires unanswered.
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const local = (global: string) => localId(global, 'ContactRequest')!;
    await prisma.contactRequest.update({ where: { id: local(ids[0]!) }, data: { createdAt: hoursAgo(2) } });
    await prisma.contactRequest.update({ where: { id: local(ids[1]!) }, data: { createdAt: hoursAgo(4) } });
    for (const request of ids.slice(0, 2))
      await t.data(
        `mutation ($id: ID!) { answerContactRequest(input: { id: $id, accept: false }) { __typename } }`,
        { id: request },
        owner,
      );
    expect((await t.data<{ collaborator: unknown }>(figures)).collaborator).toEqual({
      responseMinutes: 180,
      responseRate: 100,
    });
    await prisma.contactRequest.update({ where: { id: local(ids[2]!) }, data: { expiresAt: hoursAgo(1) } });
    expect(await expireRequests(prisma)).toBeGreaterThanOrEqual(1);
    expect((await t.data<{ collaborator: unknown }>(figures)).collaborator).toEqual({
      responseMinutes: 180,
      responseRate: 67,
    });
  });
});
