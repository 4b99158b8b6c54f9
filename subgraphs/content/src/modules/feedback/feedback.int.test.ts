import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Identity } from '@platform/subgraph-kit/identity';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTests } from '../content.testing.ts';

const t = contentTests();

type Fields = { path: string; code: string }[];
type Result<D = unknown> = { __typename: string; data?: D; fields?: Fields; code?: string };

const submit = `mutation ($input: SubmitTestimonialInput!) {
  submitTestimonial(input: $input) {
    __typename
    ... on MutationSubmitTestimonialSuccess { data { receivedAt } }
    ... on ValidationError { fields { path code } }
    ... on NotFoundError { code }
  }
}`;
const review = `mutation ($id: ID!, $decision: TestimonialDecision!) {
  reviewTestimonial(id: $id, decision: $decision) {
    __typename
    ... on MutationReviewTestimonialSuccess { data { id state reviewedAt } }
    ... on NotFoundError { code }
  }
}`;
const testimonials = `query ($itemId: ID, $first: Int, $after: String) {
  testimonials(itemId: $itemId, first: $first, after: $after) {
    edges { node { id name company rating text contact state itemId } }
    pageInfo { hasNextPage endCursor }
  }
  testimonialSummary(itemId: $itemId) { count averageRating }
}`;
const comment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) {
    __typename
    ... on MutationAddCommentSuccess { data { receivedAt } }
    ... on ValidationError { fields { path code } }
    ... on NotFoundError { code }
  }
}`;
const moderate = `mutation ($id: ID!, $action: CommentAction!) {
  moderateComment(id: $id, action: $action) {
    __typename
    ... on MutationModerateCommentSuccess { data { id state reportCount } }
    ... on NotFoundError { code }
  }
}`;
const reply = `mutation ($id: ID!, $text: String!) {
  replyToComment(id: $id, text: $text) {
    __typename
    ... on MutationReplyToCommentSuccess { data { id replies { id name text byAdmin } } }
    ... on ValidationError { fields { path code } }
    ... on ConflictError { code }
    ... on NotFoundError { code }
  }
}`;
const report = `mutation ($id: ID!, $reason: CommentReportReason!) {
  reportComment(id: $id, reason: $reason) {
    __typename
    ... on MutationReportCommentSuccess { data { reportedAt } }
    ... on ConflictError { code }
    ... on NotFoundError { code }
  }
}`;
const comments = `query ($itemId: ID!, $first: Int, $after: String) {
  comments(itemId: $itemId, first: $first, after: $after) {
    totalCount
    edges { node { id name text website email phone state byAdmin replies { name text byAdmin } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const queue = `query ($filter: CommentQueueFilter!) {
  testimonialQueue(first: 50) { totalCount edges { node { id name contact state } } }
  commentQueue(filter: $filter, first: 50) {
    totalCount
    edges { node { id text email phone state reportCount reports { reason } } }
  }
  feedbackQueueCounts { submittedTestimonials pendingComments reportedComments hiddenComments spamComments }
}`;

type TestimonialNode = {
  id: string;
  name: string;
  company: string | null;
  rating: number;
  text: string;
  contact: string | null;
  state: string | null;
  itemId: string | null;
};
type Testimonials = {
  testimonials: { edges: { node: TestimonialNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
  testimonialSummary: { count: number; averageRating: number | null };
};
type CommentNode = {
  id: string;
  name: string;
  text: string;
  website: string | null;
  email: string | null;
  phone: string | null;
  state: string | null;
  byAdmin: boolean;
  replies: { name: string; text: string; byAdmin: boolean }[];
};
type Comments = {
  comments: {
    totalCount: number;
    edges: { node: CommentNode }[];
    pageInfo: { hasNextPage: boolean; endCursor: string };
  };
};

let admin: Identity;
let reader: Identity;
let service: string;
let article: string;
let course: string;
let serviceId: string;

async function item(kind: 'SERVICE' | 'ARTICLE' | 'COURSE', slug: string) {
  const row = await t.database().prisma.contentItem.create({ data: { kind, slug } });
  return row;
}

beforeAll(async () => {
  admin = await t.person('Admin Person', ['ADMIN']);
  reader = await t.person('Reader Person');
  const s = await item('SERVICE', 'web-development');
  serviceId = s.id;
  service = encodeGlobalID('ContentItem', s.id);
  article = encodeGlobalID('ContentItem', (await item('ARTICLE', 'why-typescript')).id);
  course = encodeGlobalID('ContentItem', (await item('COURSE', 'react-course')).id);
});

const testimonialInput = (over: Record<string, unknown> = {}) => ({
  name: 'Sara Ahmadi',
  company: 'Ahmadi Co',
  contact: 'sara@example.com',
  rating: 5,
  text: 'They built our shop on time.',
  ...over,
});

const commentInput = (itemId: string, over: Record<string, unknown> = {}) => ({
  itemId,
  name: 'Reza Karimi',
  email: 'reza@example.com',
  text: 'A clear and helpful explanation.',
  ...over,
});

async function submitted(name: string, rating: number, itemId: string | null = service) {
  const { submitTestimonial } = await t.data<{ submitTestimonial: Result }>(
    submit,
    { input: testimonialInput({ name, rating, itemId }) },
    reader,
  );
  expect(submitTestimonial.__typename).toBe('MutationSubmitTestimonialSuccess');
  const row = await t.database().prisma.testimonial.findFirstOrThrow({ where: { name } });
  return encodeGlobalID('Testimonial', row.id);
}

async function added(itemId: string, text: string) {
  const { addComment } = await t.data<{ addComment: Result }>(
    comment,
    { input: commentInput(itemId, { text }) },
    reader,
  );
  expect(addComment.__typename).toBe('MutationAddCommentSuccess');
  const row = await t.database().prisma.comment.findFirstOrThrow({ where: { text } });
  return encodeGlobalID('Comment', row.id);
}

describe('testimonials', () => {
  it('keeps a visitor’s testimonial SUBMITTED, with the captcha used once', async () => {
    const captcha = await t.solvedCaptcha();
    const input = testimonialInput({
      name: 'Visitor Vahid',
      contact: '0912 111 0002',
      captcha,
      itemId: service,
    });
    const first = await t.data<{ submitTestimonial: Result }>(submit, { input });
    expect(first.submitTestimonial.__typename).toBe('MutationSubmitTestimonialSuccess');
    const row = await t.database().prisma.testimonial.findFirstOrThrow({ where: { name: 'Visitor Vahid' } });
    expect(row).toMatchObject({
      state: 'SUBMITTED',
      contact: '+989121110002',
      itemId: serviceId,
      senderId: null,
    });
    const again = await t.data<{ submitTestimonial: Result }>(submit, { input });
    expect(again.submitTestimonial.fields).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_USED' }]);
  });

  it('asks visitors for a captcha, and not the signed in', async () => {
    const visitor = await t.data<{ submitTestimonial: Result }>(submit, {
      input: testimonialInput({ name: 'No Captcha' }),
    });
    expect(visitor.submitTestimonial.fields).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_REQUIRED' }]);
    const signedIn = await t.data<{ submitTestimonial: Result }>(
      submit,
      { input: testimonialInput({ name: 'Signed In' }) },
      reader,
    );
    expect(signedIn.submitTestimonial.__typename).toBe('MutationSubmitTestimonialSuccess');
  });

  it('answers a filled honeypot as if received, and keeps nothing', async () => {
    const { submitTestimonial } = await t.data<{ submitTestimonial: Result }>(submit, {
      input: testimonialInput({ name: 'Honey Bot', website: 'https://spam.example' }),
    });
    expect(submitTestimonial.__typename).toBe('MutationSubmitTestimonialSuccess');
    expect(await t.database().prisma.testimonial.count({ where: { name: 'Honey Bot' } })).toBe(0);
  });

  it('answers bad input with a code per field', async () => {
    const { submitTestimonial } = await t.data<{ submitTestimonial: Result }>(
      submit,
      { input: { name: 'Al', company: 'c'.repeat(121), contact: 'nobody', rating: 0, text: 'short' } },
      reader,
    );
    expect(submitTestimonial.fields).toEqual([
      { path: 'input.name', code: 'NAME_TOO_SHORT' },
      { path: 'input.company', code: 'COMPANY_TOO_LONG' },
      { path: 'input.contact', code: 'CONTACT_INVALID' },
      { path: 'input.rating', code: 'RATING_INVALID' },
      { path: 'input.text', code: 'TEXT_TOO_SHORT' },
    ]);
  });

  it('answers NOT_FOUND for an item that is no service or article', async () => {
    for (const itemId of [
      course,
      encodeGlobalID('ContentItem', '00000000-0000-7000-8000-000000000000'),
      'x',
    ]) {
      const { submitTestimonial } = await t.data<{ submitTestimonial: Result }>(
        submit,
        { input: testimonialInput({ itemId }) },
        reader,
      );
      expect(submitTestimonial).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
    const listed = await t.run(testimonials, { itemId: course });
    expect(listed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows only published ones, newest first, with their real count and average', async () => {
    const itemId = encodeGlobalID('ContentItem', (await item('SERVICE', 'bots')).id);
    const empty = await t.data<Testimonials>(testimonials, { itemId });
    expect(empty.testimonials.edges).toEqual([]);
    expect(empty.testimonialSummary).toEqual({ count: 0, averageRating: null });

    const a = await submitted('Rated Four', 4, itemId);
    const b = await submitted('Rated Five', 5, itemId);
    const c = await submitted('Rated One', 1, itemId);
    for (const id of [a, b, c]) await t.data(review, { id, decision: 'PUBLISH' }, admin);
    await t.data(review, { id: c, decision: 'REJECT' }, admin);
    await submitted('Still Waiting', 2, itemId);

    const asVisitor = await t.data<Testimonials>(testimonials, { itemId });
    expect(asVisitor.testimonials.edges.map((e) => e.node.name)).toEqual(['Rated Five', 'Rated Four']);
    expect(asVisitor.testimonials.edges[0]!.node).toMatchObject({ contact: null, state: null, itemId });
    expect(asVisitor.testimonialSummary).toEqual({ count: 2, averageRating: 4.5 });

    const asAdmin = await t.data<Testimonials>(testimonials, { itemId }, admin);
    expect(asAdmin.testimonials.edges[0]!.node).toMatchObject({
      contact: 'sara@example.com',
      state: 'PUBLISHED',
    });
  });

  it('lets admins alone review, and publishes or withdraws', async () => {
    const id = await submitted('Under Review', 3);
    for (const viewer of [undefined, reader]) {
      const refused = await t.run(review, { id, decision: 'PUBLISH' }, viewer);
      expect(refused.errors?.[0]?.extensions?.code).toBe(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    const published = await t.data<{ reviewTestimonial: Result<{ state: string; reviewedAt: string }> }>(
      review,
      { id, decision: 'PUBLISH' },
      admin,
    );
    expect(published.reviewTestimonial.data).toMatchObject({ state: 'PUBLISHED' });
    expect(published.reviewTestimonial.data?.reviewedAt).toBeTruthy();
    const withdrawn = await t.data<{ reviewTestimonial: Result<{ state: string }> }>(
      review,
      { id, decision: 'REJECT' },
      admin,
    );
    expect(withdrawn.reviewTestimonial.data?.state).toBe('REJECTED');
    const missing = await t.data<{ reviewTestimonial: Result }>(
      review,
      { id: encodeGlobalID('Testimonial', '00000000-0000-7000-8000-000000000000'), decision: 'PUBLISH' },
      admin,
    );
    expect(missing.reviewTestimonial.__typename).toBe('NotFoundError');
  });

  it('pages 20 by default and 50 at most', async () => {
    const prisma = t.database().prisma;
    const paged = await item('SERVICE', 'paged-testimonials');
    await prisma.testimonial.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        itemId: paged.id,
        name: `Client ${i}`,
        contact: 'c@example.com',
        rating: 4,
        text: 'Good work, thank you.',
        locale: 'en',
        state: 'PUBLISHED' as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    });
    const itemId = encodeGlobalID('ContentItem', paged.id);
    const first = await t.data<Testimonials>(testimonials, { itemId });
    expect(first.testimonials.edges).toHaveLength(20);
    expect(first.testimonials.edges[0]!.node.name).toBe('Client 54');
    const big = await t.data<Testimonials>(testimonials, { itemId, first: 500 });
    expect(big.testimonials.edges).toHaveLength(50);
    const rest = await t.data<Testimonials>(testimonials, {
      itemId,
      first: 50,
      after: big.testimonials.pageInfo.endCursor,
    });
    expect(rest.testimonials.edges.map((e) => e.node.name)).toEqual([
      'Client 4',
      'Client 3',
      'Client 2',
      'Client 1',
      'Client 0',
    ]);
    expect(rest.testimonials.pageInfo.hasNextPage).toBe(false);
  });
});

describe('comments', () => {
  it('keeps a visitor’s comment PENDING, with a captcha, shown once published', async () => {
    const captcha = await t.solvedCaptcha();
    const { addComment } = await t.data<{ addComment: Result }>(comment, {
      input: commentInput(article, {
        name: 'Visitor Vida',
        email: '',
        phone: '09121110003',
        website: 'vida.example.com',
        text: '<script>alert(1)</script> stays text',
        captcha,
      }),
    });
    expect(addComment.__typename).toBe('MutationAddCommentSuccess');
    const row = await t.database().prisma.comment.findFirstOrThrow({ where: { name: 'Visitor Vida' } });
    expect(row).toMatchObject({
      state: 'PENDING',
      email: null,
      phone: '+989121110003',
      website: 'https://vida.example.com',
      text: '<script>alert(1)</script> stays text',
    });
    const before = await t.data<Comments>(comments, { itemId: article });
    expect(before.comments.edges.map((e) => e.node.name)).not.toContain('Visitor Vida');

    await t.data(moderate, { id: encodeGlobalID('Comment', row.id), action: 'PUBLISH' }, admin);
    const after = await t.data<Comments>(comments, { itemId: article });
    const shown = after.comments.edges.find((e) => e.node.name === 'Visitor Vida')!.node;
    expect(shown).toMatchObject({ text: '<script>alert(1)</script> stays text', email: null, phone: null });
    expect(shown.state).toBeNull();
  });

  it('asks visitors for a captcha and not the signed in; a honeypot keeps nothing', async () => {
    const visitor = await t.data<{ addComment: Result }>(comment, { input: commentInput(service) });
    expect(visitor.addComment.fields).toEqual([{ path: 'input.captcha', code: 'CAPTCHA_REQUIRED' }]);
    const bot = await t.data<{ addComment: Result }>(comment, {
      input: commentInput(service, { text: 'Cheap pills here!!', homepage: 'spam' }),
    });
    expect(bot.addComment.__typename).toBe('MutationAddCommentSuccess');
    expect(await t.database().prisma.comment.count({ where: { text: 'Cheap pills here!!' } })).toBe(0);
  });

  it('answers the rules of §5 with a code per field', async () => {
    const missing = await t.data<{ addComment: Result }>(
      comment,
      { input: { itemId: service, name: 'Al', text: 'too short' } },
      reader,
    );
    expect(missing.addComment.fields).toEqual([
      { path: 'input.name', code: 'NAME_TOO_SHORT' },
      { path: 'input.text', code: 'TEXT_TOO_SHORT' },
      { path: 'input.email', code: 'CONTACT_REQUIRED' },
      { path: 'input.phone', code: 'CONTACT_REQUIRED' },
    ]);
    const invalid = await t.data<{ addComment: Result }>(
      comment,
      {
        input: commentInput(service, {
          email: 'reza@',
          phone: '12',
          website: 'javascript:alert(1)',
          text: 'x'.repeat(1_001),
        }),
      },
      reader,
    );
    expect(invalid.addComment.fields).toEqual([
      { path: 'input.email', code: 'EMAIL_INVALID' },
      { path: 'input.phone', code: 'PHONE_INVALID' },
      { path: 'input.website', code: 'WEBSITE_INVALID' },
      { path: 'input.text', code: 'TEXT_TOO_LONG' },
    ]);
  });

  it('takes comments on services and articles only', async () => {
    const { addComment } = await t.data<{ addComment: Result }>(
      comment,
      { input: commentInput(course) },
      reader,
    );
    expect(addComment).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const listed = await t.run(comments, { itemId: encodeGlobalID('Job', serviceId) });
    expect(listed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('moves between states as admins decide, and only admins', async () => {
    const id = await added(service, 'A comment to moderate, please.');
    for (const viewer of [undefined, reader]) {
      const refused = await t.run(moderate, { id, action: 'PUBLISH' }, viewer);
      expect(refused.errors?.[0]?.extensions?.code).toBe(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    const states: string[] = [];
    for (const action of ['HIDE', 'PUBLISH', 'SPAM', 'PUBLISH']) {
      const { moderateComment } = await t.data<{ moderateComment: Result<{ state: string }> }>(
        moderate,
        { id, action },
        admin,
      );
      states.push(moderateComment.data!.state);
    }
    expect(states).toEqual(['HIDDEN', 'PUBLISHED', 'SPAM', 'PUBLISHED']);
    const missing = await t.data<{ moderateComment: Result }>(
      moderate,
      { id: encodeGlobalID('Comment', '00000000-0000-7000-8000-000000000000'), action: 'HIDE' },
      admin,
    );
    expect(missing.moderateComment.__typename).toBe('NotFoundError');
  });

  it('shows an admin’s reply under its comment, at once, marked as the admins’', async () => {
    const id = await added(service, 'Do you also build mobile apps?');
    const early = await t.data<{ replyToComment: Result }>(reply, { id, text: 'Yes.' }, admin);
    expect(early.replyToComment).toMatchObject({
      __typename: 'ConflictError',
      code: 'COMMENT_NOT_PUBLISHED',
    });
    await t.data(moderate, { id, action: 'PUBLISH' }, admin);
    const refused = await t.run(reply, { id, text: 'Yes.' }, reader);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const empty = await t.data<{ replyToComment: Result }>(reply, { id, text: '  ' }, admin);
    expect(empty.replyToComment.fields).toEqual([{ path: 'input.text', code: 'REQUIRED' }]);
    const { replyToComment } = await t.data<{ replyToComment: Result<{ replies: unknown[] }> }>(
      reply,
      { id, text: 'Yes, for Android and iOS.' },
      admin,
    );
    expect(replyToComment.data?.replies).toMatchObject([
      { text: 'Yes, for Android and iOS.', byAdmin: true },
    ]);
    const replyRow = await t.database().prisma.comment.findFirstOrThrow({
      where: { text: 'Yes, for Android and iOS.' },
    });
    // A reply to the reply goes under the same comment.
    await t.data(reply, { id: encodeGlobalID('Comment', replyRow.id), text: 'And the web.' }, admin);

    const { comments: list } = await t.data<Comments>(comments, { itemId: service });
    const shown = list.edges.find((e) => e.node.text === 'Do you also build mobile apps?')!.node;
    expect(shown.replies.map((r) => [r.text, r.byAdmin])).toEqual([
      ['Yes, for Android and iOS.', true],
      ['And the web.', true],
    ]);
    expect(list.edges.some((e) => e.node.byAdmin)).toBe(false);
  });

  it('takes one report per reader, of published comments only', async () => {
    const id = await added(service, 'A comment readers will report.');
    const pending = await t.data<{ reportComment: Result }>(report, { id, reason: 'SPAM' }, reader);
    expect(pending.reportComment.__typename).toBe('NotFoundError');
    await t.data(moderate, { id, action: 'PUBLISH' }, admin);

    const first = await t.data<{ reportComment: Result }>(report, { id, reason: 'SPAM' }, reader);
    expect(first.reportComment.__typename).toBe('MutationReportCommentSuccess');
    const again = await t.data<{ reportComment: Result }>(report, { id, reason: 'OTHER' }, reader);
    expect(again.reportComment).toMatchObject({ __typename: 'ConflictError', code: 'ALREADY_REPORTED' });

    const from = (address: string) => ({ 'x-platform-caller': address, 'x-platform-address': address });
    const visitor = await t.run<{ reportComment: Result }>(
      report,
      { id, reason: 'HARASSMENT' },
      undefined,
      from('ip:10.0.0.1'),
    );
    expect(visitor.data?.reportComment.__typename).toBe('MutationReportCommentSuccess');
    const sameAddress = await t.run<{ reportComment: Result }>(
      report,
      { id, reason: 'SPAM' },
      undefined,
      from('ip:10.0.0.1'),
    );
    expect(sameAddress.data?.reportComment).toMatchObject({ code: 'ALREADY_REPORTED' });
    const otherAddress = await t.run<{ reportComment: Result }>(
      report,
      { id, reason: 'SPAM' },
      undefined,
      from('ip:10.0.0.2'),
    );
    expect(otherAddress.data?.reportComment.__typename).toBe('MutationReportCommentSuccess');

    const reports = await t.database().prisma.commentReport.findMany({ where: { commentId: encodedId(id) } });
    expect(reports).toHaveLength(3);
    expect(reports.map((r) => r.reporter)).not.toContain('ip:10.0.0.1');
  });

  it('pages published comments oldest first, 20 by default and 50 at most', async () => {
    const prisma = t.database().prisma;
    const paged = await item('ARTICLE', 'paged-comments');
    await prisma.comment.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        itemId: paged.id,
        name: `Reader ${i}`,
        email: 'r@example.com',
        text: 'Thanks for the article.',
        locale: 'en',
        state: i === 0 ? ('HIDDEN' as const) : ('PUBLISHED' as const),
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    });
    const itemId = encodeGlobalID('ContentItem', paged.id);
    const first = await t.data<Comments>(comments, { itemId });
    expect(first.comments.totalCount).toBe(54);
    expect(first.comments.edges).toHaveLength(20);
    expect(first.comments.edges[0]!.node.name).toBe('Reader 1');
    const big = await t.data<Comments>(comments, { itemId, first: 100 });
    expect(big.comments.edges).toHaveLength(50);
    const rest = await t.data<Comments>(comments, {
      itemId,
      first: 50,
      after: big.comments.pageInfo.endCursor,
    });
    expect(rest.comments.edges.map((e) => e.node.name)).toEqual([
      'Reader 51',
      'Reader 52',
      'Reader 53',
      'Reader 54',
    ]);
  });

  it('hides unpublished comments and testimonials from visitors who ask by id', async () => {
    const id = await added(service, 'Not yet published, not to be read.');
    const entities = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Comment { id text } } }`;
    const representations = [{ __typename: 'Comment', id }];
    const asVisitor = await t.data<{ _entities: unknown[] }>(entities, { r: representations });
    expect(asVisitor._entities).toEqual([null]);
    const asAdmin = await t.data<{ _entities: unknown[] }>(entities, { r: representations }, admin);
    expect(asAdmin._entities).toEqual([{ id, text: 'Not yet published, not to be read.' }]);
  });
});

describe('the admins’ queue', () => {
  it('lists what waits, with the counts, for admins only', async () => {
    await submitted('Queue Testimonial', 4);
    const pendingId = await added(article, 'A pending comment for the queue.');
    const reportedId = await added(article, 'A reported comment for the queue.');
    await t.data(moderate, { id: reportedId, action: 'PUBLISH' }, admin);
    await t.data(report, { id: reportedId, reason: 'INAPPROPRIATE' }, reader);

    for (const viewer of [undefined, reader]) {
      const refused = await t.run(queue, { filter: 'PENDING' }, viewer);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }

    type Queue = {
      testimonialQueue: {
        totalCount: number;
        edges: { node: { name: string; contact: string; state: string } }[];
      };
      commentQueue: {
        totalCount: number;
        edges: { node: { id: string; state: string; reportCount: number; reports: { reason: string }[] } }[];
      };
      feedbackQueueCounts: Record<string, number>;
    };
    const pending = await t.data<Queue>(queue, { filter: 'PENDING' }, admin);
    expect(pending.testimonialQueue.edges.map((e) => e.node.state)).not.toContain('PUBLISHED');
    expect(pending.testimonialQueue.edges.some((e) => e.node.name === 'Queue Testimonial')).toBe(true);
    expect(pending.commentQueue.edges.map((e) => e.node.id)).toContain(pendingId);
    expect(pending.commentQueue.totalCount).toBe(pending.feedbackQueueCounts.pendingComments);
    expect(pending.feedbackQueueCounts.submittedTestimonials).toBe(pending.testimonialQueue.totalCount);

    const reported = await t.data<Queue>(queue, { filter: 'REPORTED' }, admin);
    const entry = reported.commentQueue.edges.find((e) => e.node.id === reportedId)!.node;
    expect(entry).toMatchObject({
      state: 'PUBLISHED',
      reportCount: 1,
      reports: [{ reason: 'INAPPROPRIATE' }],
    });
    expect(reported.feedbackQueueCounts.reportedComments).toBe(reported.commentQueue.totalCount);

    const published = await t.data<Queue>(queue, { filter: 'PUBLISHED' }, admin);
    expect(published.commentQueue.totalCount).toBe(
      await t.database().prisma.comment.count({ where: { state: 'PUBLISHED', parentId: null } }),
    );
    expect(published.commentQueue.edges.every((e) => e.node.state === 'PUBLISHED')).toBe(true);

    // Kept after reading the reports: it leaves the reported list.
    await t.data(moderate, { id: reportedId, action: 'PUBLISH' }, admin);
    const cleared = await t.data<Queue>(queue, { filter: 'REPORTED' }, admin);
    expect(cleared.commentQueue.edges.map((e) => e.node.id)).not.toContain(reportedId);
  });
});

function encodedId(globalId: string) {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;
}
