import { localId } from '@platform/subgraph-kit/global-id';
import { describe, expect, it } from 'vitest';
import { collaboratorsTests } from '../collaborators.testing.ts';
import { countRevealedReviews } from './reviews.service.ts';

const t = collaboratorsTests();

type Payload<D = unknown> = {
  __typename: string;
  code?: string;
  fields?: { path: string; code: string }[];
  data?: D;
};
const outcome = `__typename ... on BaseError { code } ... on ValidationError { fields { path code } }`;
const send = `mutation ($input: SendContactRequestInput!) { sendContactRequest(input: $input) {
  ... on MutationSendContactRequestSuccess { data { id } } } }`;
const accept = `mutation ($id: ID!) { answerContactRequest(input: { id: $id, accept: true }) { __typename } }`;
const done = `mutation ($id: ID!) { markContactRequestDone(id: $id) {
  ${outcome} ... on MutationMarkContactRequestDoneSuccess { data { state viewerMarkedDone otherMarkedDone
    completedAt reviewUntil } } } }`;
const reviewFields = 'id role rating text shown reply viewerCanReply hidden';
const review = `mutation ($input: ReviewContactRequestInput!) { reviewContactRequest(input: $input) {
  ${outcome} ... on MutationReviewContactRequestSuccess { data { ${reviewFields} } } } }`;
const reply = `mutation ($input: ReplyToCollaboratorReviewInput!) { replyToCollaboratorReview(input: $input) {
  ${outcome} ... on MutationReplyToCollaboratorReviewSuccess { data { reply } } } }`;
const report = `mutation ($input: ReportCollaboratorReviewInput!) { reportCollaboratorReview(input: $input) {
  ${outcome} ... on MutationReportCollaboratorReviewSuccess { data { id } } } }`;
const hide = `mutation ($input: HideCollaboratorReviewInput!) { hideCollaboratorReview(input: $input) {
  ${outcome} ... on MutationHideCollaboratorReviewSuccess { data { hidden hiddenReason } } } }`;
const mine = `query ($box: ContactRequestBox!) { myContactRequests(box: $box) { edges { node {
  state viewerReview { rating shown } otherReview { rating text } } } } }`;
const profile = `query ($slug: String!) { collaborator(slug: $slug) { reviewsCount ratingAverage
  completedProjects successRate reviews(first: 5) { totalCount edges { node { rating text reply
  author { id } } } } } }`;

type Done = {
  state: string;
  viewerMarkedDone: boolean;
  otherMarkedDone: boolean;
  completedAt: string | null;
};
type Review = { id: string; role: string; rating: number; shown: boolean; reply: string | null };

const ratings = (q: number, c: number, s: number, o: number, text = 'Careful work, delivered on time.') => ({
  quality: q,
  communication: c,
  schedule: s,
  cooperation: o,
  text,
});

/** A client and a collaborator whose request is accepted (and, with `finish`, marked done by both). */
async function acceptedWork(slug: string, finish = false) {
  const { owner, id } = await t.publishedCollaborator(slug);
  const client = await t.person(`Client of ${slug}`);
  const sent = await t.data<{ sendContactRequest: { data: { id: string } } }>(
    send,
    { input: t.request(id) },
    client,
  );
  const requestId = sent.sendContactRequest.data.id;
  await t.data(accept, { id: requestId }, owner);
  if (finish) {
    await t.data(done, { id: requestId }, client);
    await t.data(done, { id: requestId }, owner);
  }
  return { owner, client, requestId, profileId: id };
}

const submit = (requestId: string, input: ReturnType<typeof ratings>, viewer: Parameters<typeof t.data>[2]) =>
  t
    .data<{ reviewContactRequest: Payload<Review> }>(review, { input: { requestId, ...input } }, viewer)
    .then((r) => r.reviewContactRequest);

describe('finishing accepted work', () => {
  it('is completed when both sides mark it done, and counts on the profile once', async () => {
    const { owner, client, requestId } = await acceptedWork('rev-done');
    const first = await t.data<{ markContactRequestDone: Payload<Done> }>(done, { id: requestId }, client);
    expect(first.markContactRequestDone.data).toMatchObject({
      state: 'ACCEPTED',
      viewerMarkedDone: true,
      otherMarkedDone: false,
      completedAt: null,
    });
    const early = await submit(requestId, ratings(5, 5, 5, 5), client);
    expect(early.code).toBe('REQUEST_NOT_COMPLETED');
    const second = await t.data<{ markContactRequestDone: Payload<Done> }>(done, { id: requestId }, owner);
    expect(second.markContactRequestDone.data).toMatchObject({
      state: 'COMPLETED',
      viewerMarkedDone: true,
      otherMarkedDone: true,
    });
    const again = await t.data<{ markContactRequestDone: Payload<Done> }>(done, { id: requestId }, client);
    expect(again.markContactRequestDone.data?.state).toBe('COMPLETED');
    const stranger = await t.person('Stranger');
    const refused = await t.data<{ markContactRequestDone: Payload }>(done, { id: requestId }, stranger);
    expect(refused.markContactRequestDone.code).toBe('NOT_FOUND');
    const figures = await t.data<{ collaborator: { completedProjects: number } }>(profile, {
      slug: 'rev-done',
    });
    expect(figures.collaborator.completedProjects).toBe(1);
  });

  it('is refused before the request is accepted', async () => {
    const { id } = await t.publishedCollaborator('rev-waiting');
    const client = await t.person('Waiting client');
    const sent = await t.data<{ sendContactRequest: { data: { id: string } } }>(
      send,
      { input: t.request(id) },
      client,
    );
    const refused = await t.data<{ markContactRequestDone: Payload }>(
      done,
      { id: sent.sendContactRequest.data.id },
      client,
    );
    expect(refused.markContactRequestDone.code).toBe('REQUEST_NOT_ACCEPTED');
  });
});

describe('reviews', () => {
  it('are double-blind: neither side reads the other’s until both have reviewed', async () => {
    const { owner, client, requestId } = await acceptedWork('rev-blind', true);
    const bad = await submit(requestId, { ...ratings(0, 6, 3, 3), text: 'short' }, client);
    expect(bad.fields).toEqual([
      { path: 'input.quality', code: 'RATING_INVALID' },
      { path: 'input.communication', code: 'RATING_INVALID' },
      { path: 'input.text', code: 'TEXT_TOO_SHORT' },
    ]);
    const byClient = await submit(requestId, ratings(5, 4, 4, 5, 'Clean code and clear updates.'), client);
    expect(byClient.data).toMatchObject({ role: 'CLIENT', rating: 4.5, shown: false });
    expect((await submit(requestId, ratings(5, 5, 5, 5), client)).code).toBe('REVIEW_EXISTS');

    // Blind: the collaborator, the public and the profile's figures see nothing of it yet.
    const received = await t.data<{ myContactRequests: { edges: { node: Record<string, unknown> }[] } }>(
      mine,
      { box: 'RECEIVED' },
      owner,
    );
    expect(received.myContactRequests.edges[0]!.node.otherReview).toBeNull();
    const before = await t.data<{ collaborator: Record<string, unknown> }>(profile, { slug: 'rev-blind' });
    expect(before.collaborator).toMatchObject({ reviewsCount: 0, ratingAverage: null, successRate: null });

    const byCollaborator = await submit(requestId, ratings(4, 4, 3, 4, 'Clear brief, paid on time.'), owner);
    expect(byCollaborator.data).toMatchObject({ role: 'COLLABORATOR', rating: 3.75, shown: true });

    const sent = await t.data<{ myContactRequests: { edges: { node: Record<string, unknown> }[] } }>(
      mine,
      { box: 'SENT' },
      client,
    );
    expect(sent.myContactRequests.edges[0]!.node).toMatchObject({
      state: 'COMPLETED',
      viewerReview: { rating: 4.5, shown: true },
      otherReview: { rating: 3.75, text: 'Clear brief, paid on time.' },
    });
    const after = await t.data<{
      collaborator: { reviews: { totalCount: number; edges: { node: { text: string } }[] } };
    }>(profile, { slug: 'rev-blind' });
    expect(after.collaborator).toMatchObject({
      reviewsCount: 1,
      ratingAverage: 4.5,
      completedProjects: 1,
      successRate: 100,
    });
    // The profile lists its clients' reviews only, never the collaborator's review of a client.
    expect(after.collaborator.reviews.totalCount).toBe(1);
    expect(after.collaborator.reviews.edges[0]!.node.text).toBe('Clean code and clear updates.');
  });

  it('show what one side wrote when the review days end, and count it then', async () => {
    const { owner, client, requestId } = await acceptedWork('rev-late', true);
    await submit(requestId, ratings(2, 3, 2, 3, 'Late and hard to reach.'), client);
    const prisma = t.database().prisma;
    expect(await countRevealedReviews(prisma)).toBe(0);
    const blind = await t.data<{ myContactRequests: { edges: { node: Record<string, unknown> }[] } }>(
      mine,
      { box: 'RECEIVED' },
      owner,
    );
    expect(blind.myContactRequests.edges[0]!.node.otherReview).toBeNull();

    const daysLater = new Date(Date.now() + 15 * 86_400_000);
    expect(await countRevealedReviews(prisma, daysLater)).toBe(1);
    expect(await countRevealedReviews(prisma, daysLater)).toBe(0);
    const figures = await t.data<{ collaborator: Record<string, unknown> }>(profile, { slug: 'rev-late' });
    expect(figures.collaborator).toMatchObject({ reviewsCount: 1, ratingAverage: 2.5, successRate: 0 });
  });

  it('close when the review days are over', async () => {
    const { client, requestId } = await acceptedWork('rev-closed', true);
    await t.database().prisma.contactRequest.update({
      where: { id: localId(requestId, 'ContactRequest')! },
      data: { completedAt: new Date(Date.now() - 15 * 86_400_000) },
    });
    expect((await submit(requestId, ratings(5, 5, 5, 5), client)).code).toBe('REVIEW_CLOSED');
  });

  it('take one reply from the collaborator, reports from readers, and an admin’s hiding', async () => {
    const { owner, client, requestId } = await acceptedWork('rev-reply', true);
    const byClient = await submit(
      requestId,
      ratings(3, 3, 3, 3, 'Fine, though the schedule slipped.'),
      client,
    );
    const reviewId = byClient.data!.id;
    // Not shown yet: nothing to reply to.
    const early = await t.data<{ replyToCollaboratorReview: Payload }>(
      reply,
      { input: { reviewId, reply: 'Thanks!' } },
      owner,
    );
    expect(early.replyToCollaboratorReview.code).toBe('NOT_FOUND');
    await submit(requestId, ratings(5, 5, 5, 5), owner);

    const replied = await t.data<{ replyToCollaboratorReview: Payload<{ reply: string }> }>(
      reply,
      { input: { reviewId, reply: 'The second milestone moved at your request.' } },
      owner,
    );
    expect(replied.replyToCollaboratorReview.data?.reply).toBe('The second milestone moved at your request.');
    const twice = await t.data<{ replyToCollaboratorReview: Payload }>(
      reply,
      { input: { reviewId, reply: 'And again.' } },
      owner,
    );
    expect(twice.replyToCollaboratorReview.code).toBe('REPLY_EXISTS');
    const notTheirs = await t.data<{ replyToCollaboratorReview: Payload }>(
      reply,
      { input: { reviewId, reply: 'Me too.' } },
      client,
    );
    expect(notTheirs.replyToCollaboratorReview.code).toBe('NOT_FOUND');

    const reader = await t.person('Reader');
    const reported = await t.data<{ reportCollaboratorReview: Payload }>(
      report,
      { input: { reviewId, reason: 'FALSE', note: 'I know this project.' } },
      reader,
    );
    expect(reported.reportCollaboratorReview.__typename).toBe('MutationReportCollaboratorReviewSuccess');
    await t.data(report, { input: { reviewId, reason: 'SPAM' } }, reader);
    const own = await t.data<{ reportCollaboratorReview: Payload }>(
      report,
      { input: { reviewId, reason: 'SPAM' } },
      client,
    );
    expect(own.reportCollaboratorReview.code).toBe('OWN_REVIEW');

    const admin = await t.person('Admin', ['ADMIN']);
    const queue = await t.data<{
      reportedCollaboratorReviews: { edges: { node: { id: string; reportsCount: number } }[] };
    }>(`{ reportedCollaboratorReviews(first: 5) { edges { node { id reportsCount } } } }`, {}, admin);
    expect(queue.reportedCollaboratorReviews.edges).toEqual([{ node: { id: reviewId, reportsCount: 1 } }]);
    const refused = await t.run(`{ reportedCollaboratorReviews(first: 5) { totalCount } }`, {}, reader);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const noReason = await t.data<{ hideCollaboratorReview: Payload }>(
      hide,
      { input: { reviewId, hidden: true } },
      admin,
    );
    expect(noReason.hideCollaboratorReview.fields).toEqual([{ path: 'input.reason', code: 'REQUIRED' }]);
    const hidden = await t.data<{ hideCollaboratorReview: Payload }>(
      hide,
      { input: { reviewId, hidden: true, reason: 'Not about this work.' } },
      admin,
    );
    expect(hidden.hideCollaboratorReview.data).toEqual({
      hidden: true,
      hiddenReason: 'Not about this work.',
    });
    const figures = await t.data<{ collaborator: Record<string, unknown> }>(profile, { slug: 'rev-reply' });
    expect(figures.collaborator).toMatchObject({
      reviewsCount: 0,
      ratingAverage: null,
      completedProjects: 1,
      reviews: { totalCount: 0, edges: [] },
    });
  });

  it('order the directory by a Bayesian rating: many good reviews above one perfect one', async () => {
    const one = await acceptedWork('rev-bayes-one', true);
    await submit(one.requestId, ratings(5, 5, 5, 5), one.client);
    await submit(one.requestId, ratings(5, 5, 5, 5), one.owner);
    const many = await t.publishedCollaborator('rev-bayes-many');
    for (let i = 0; i < 6; i++) {
      const client = await t.person(`Bayes client ${i}`);
      const sent = await t.data<{ sendContactRequest: { data: { id: string } } }>(
        send,
        { input: t.request(many.id) },
        client,
      );
      const requestId = sent.sendContactRequest.data.id;
      await t.data(accept, { id: requestId }, many.owner);
      await t.data(done, { id: requestId }, client);
      await t.data(done, { id: requestId }, many.owner);
      await submit(requestId, ratings(5, 5, 5, 4), client);
      await submit(requestId, ratings(5, 5, 5, 5), many.owner);
    }
    await countRevealedReviews(t.database().prisma);
    const directory = await t.data<{
      collaborators: { edges: { node: { slug: string; ratingAverage: number | null } }[] };
    }>(
      `query ($filter: CollaboratorFilter) { collaborators(sort: RATING, filter: $filter, first: 24) {
        edges { node { slug ratingAverage } } } }`,
      { filter: { minRating: 4.5 } },
    );
    const slugs = directory.collaborators.edges.map((e) => e.node.slug);
    expect(slugs.indexOf('rev-bayes-many')).toBeLessThan(slugs.indexOf('rev-bayes-one'));
    expect(directory.collaborators.edges.every((e) => (e.node.ratingAverage ?? 0) >= 4.5)).toBe(true);
    expect(slugs).not.toContain('rev-reply');
  });
});
