import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';
import { connect, disposeClients, listen } from './ws-test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['employer', ['EMPLOYER']],
    ['seeker', ['JOB_SEEKER']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: { displayName: name, email: `${name}@feed.test`, roles: [...roles], registeredAt: new Date() },
    });
    as[name] = { authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}` };
  }
  app = await startTestApp({ prisma: db.prisma });
});
afterAll(async () => {
  await disposeClients();
  await app.stop();
  await db.drop();
});

async function gql<T>(query: string, variables: Record<string, unknown> = {}, who?: string) {
  const { body } = await app.graphql<T>(query, variables, who ? as[who] : {});
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const posting = (title: string, publish = true) => ({
  language: 'en',
  title,
  companyName: 'Feed Co',
  placeId: 'tabriz',
  type: 'REMOTE',
  experienceLevel: 'MID',
  description: 'Building the activity feed end to end, with subscriptions.',
  salaryMaxRials: 2_000_000_000,
  publish,
});

const createJob = (input: object) =>
  gql<{ createJob: { data: { id: string; slug: string } } }>(
    `mutation ($input: CreateJobInput!) { createJob(input: $input) {
      ... on MutationCreateJobSuccess { data { id slug } } } }`,
    { input },
    'employer',
  ).then((d) => d.createJob.data);

const feed = () =>
  gql<{ activityFeed: { edges: { node: Record<string, unknown> }[] } }>(
    '{ activityFeed(first: 10) { edges { node { kind category title actor link vip live } } } }',
  ).then((d) => d.activityFeed.edges.map((e) => e.node));

const added = 'subscription { activityAdded { id kind category title actor link vip live occurredAt } }';

describe('the activity feed', () => {
  it('shows a published job live to visitors, from the domain event rather than by hand', async () => {
    const visitor = listen(connect(app.url), added);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the subscription is open
    const job = await createJob(posting('Realtime Engineer'));
    const event = await visitor.next();
    expect(event.errors).toBeUndefined();
    expect(event.data?.activityAdded).toMatchObject({
      kind: 'JOB_POSTED',
      category: 'BUSINESS',
      title: 'Realtime Engineer',
      actor: 'Feed Co',
      link: `/jobs/${job.slug}`,
      vip: true,
      live: true,
    });
    expect(await feed()).toEqual([
      {
        kind: 'JOB_POSTED',
        category: 'BUSINESS',
        title: 'Realtime Engineer',
        actor: 'Feed Co',
        link: `/jobs/${job.slug}`,
        vip: true,
        live: true,
      },
    ]);
    visitor.stop();
  });

  it('adds nothing for a draft, and the job when it is published', async () => {
    const draft = await createJob(posting('Draft Engineer', false));
    await app.drainEvents();
    expect(await feed()).toHaveLength(1);
    await gql(
      `mutation ($input: UpdateJobInput!) { updateJob(input: $input) { __typename } }`,
      { input: { id: draft.id, ...posting('Draft Engineer', true) } },
      'employer',
    );
    await app.drainEvents();
    expect((await feed())[0]).toMatchObject({ kind: 'JOB_POSTED', title: 'Draft Engineer' });
  });

  it('announces an approved applicant by first name, or anonymously when they hid their identity', async () => {
    const job = await createJob(posting('Approval Engineer'));
    for (const [fullName, hideIdentity, email] of [
      ['Nima Karimi', false, 'nima@feed.test'],
      ['Hidden Person', true, 'hidden@feed.test'],
    ] as const) {
      const applied = await gql<{ applyToJob: { data: { id: string } } }>(
        `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) {
          ... on MutationApplyToJobSuccess { data { id } } } }`,
        {
          input: {
            jobId: job.id,
            fullName,
            email,
            phone: '09121234567',
            coverLetter: 'I would like to build this with you.',
            hideIdentity,
          },
        },
      );
      await gql(
        'mutation ($id: ID!) { setApplicationStatus(input: { applicationId: $id, status: APPROVED }) { __typename } }',
        { id: applied.applyToJob.data.id },
        'employer',
      );
    }
    await app.drainEvents();
    const items = (await feed()).filter((i) => i.kind === 'APPLICATION_APPROVED');
    expect(items).toEqual([
      expect.objectContaining({ category: 'ACHIEVEMENT', title: 'Approval Engineer', actor: null }),
      expect.objectContaining({ category: 'ACHIEVEMENT', title: 'Approval Engineer', actor: 'Nima' }),
    ]);
  });
});
