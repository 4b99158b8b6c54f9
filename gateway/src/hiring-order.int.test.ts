import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createChoiceTest, hiringInvitations } from '@platform/subgraph-assessments/testing';
import { applicationTestScores } from '@platform/subgraph-jobs/testing';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

/**
 * The employer's applications ordered by one of the job's tests' scores, on the server: assessments announces each
 * shared result (`application.test-scored`), the jobs domain keeps it through its consumer, and the connection
 * orders by it across pages. The two consumers are run over the outbox here, as the kit's queue runs them (the
 * report's mail, which needs a browser, is left out).
 */

let db: TestDatabase;
let app: RunningApp;
const as: Record<string, Record<string, string>> = {};
let test: string;
let otherTest: string;
let jobId: string;
const applications: Record<string, string> = {};

const local = (globalId: string) => decodeGlobalID(globalId).id;
const applicants = ['top', 'early', 'low', 'none', 'shy'] as const;

async function gql<T>(query: string, variables: Record<string, unknown>, who: string) {
  const { body } = await app.graphql<T>(query, variables, as[who]);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function takeTest(testId: string, who: string, answers: string[]) {
  const started = await gql<{ startTestSession: { __typename: string; data?: { token: string } } }>(
    `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
      __typename ... on MutationStartTestSessionSuccess { data { token } } } }`,
    { id: testId },
    who,
  );
  expect(started.startTestSession.__typename).toBe('MutationStartTestSessionSuccess');
  const token = started.startTestSession.data!.token;
  for (const [position, choice] of answers.entries())
    await gql(
      `mutation ($token: String!, $position: Int!, $choice: String!) {
        answerTestQuestion(input: { token: $token, position: $position, choices: [$choice] }) { __typename } }`,
      { token, position, choice },
      who,
    );
  await gql(
    'mutation ($token: String!) { finishTestSession(input: { token: $token }) { __typename } }',
    { token },
    who,
  );
}

interface Page {
  edges: {
    cursor: string;
    node: { id: string; testResults: { testId: string; score: number | null }[] | null };
  }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const pageQuery = `query ($id: ID!, $first: Int!, $after: String, $order: ApplicationOrder) {
  node(id: $id) { ... on Job { applications(first: $first, after: $after, orderBy: $order) {
    edges { cursor node { id testResults { testId score } } } pageInfo { hasNextPage endCursor } } } } }`;

async function page(first: number, after: string | null = null, testId = test, who = 'employer') {
  const { body } = await app.graphql<{ node: { applications: Page | null } }>(
    pageQuery,
    { id: jobId, first, after, order: { testScore: testId } },
    as[who],
  );
  return body;
}

async function orderedIds(pageSize: number) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let round = 0; round < 10; round++) {
    const body = await page(pageSize, after);
    expect(body.errors).toBeUndefined();
    const applications = body.data!.node.applications!;
    ids.push(...applications.edges.map((e) => e.node.id));
    if (!applications.pageInfo.hasNextPage) return ids;
    after = applications.pageInfo.endCursor;
  }
  throw new Error('More pages than applications');
}

/** An application's applicant, by its global id (the graph's) or its own (the jobs domain's). */
const name = (id: string) =>
  Object.entries(applications).find(([, value]) => value === id || local(value) === id)?.[0];

beforeAll(async () => {
  db = await createTestDatabase();
  for (const who of ['employer', 'rival', ...applicants]) {
    const user = await db.prisma.user.create({
      data: {
        displayName: who,
        email: `${who}@order.test`,
        roles: [who === 'employer' || who === 'rival' ? 'EMPLOYER' : 'JOB_SEEKER'],
        registeredAt: new Date(),
      },
    });
    as[who] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
      'accept-language': 'en',
    };
  }
  test = await createChoiceTest(db.prisma, { slug: 'order-test', questions: 4 });
  otherTest = await createChoiceTest(db.prisma, { slug: 'order-other', questions: 2 });
  app = await startTestApp({ prisma: db.prisma, relayOutbox: false });
  const created = await gql<{ createJob: { data: { id: string } } }>(
    `mutation ($input: CreateJobInput!) { createJob(input: $input) {
      ... on MutationCreateJobSuccess { data { id } } } }`,
    {
      input: {
        language: 'en',
        title: 'Data engineer',
        companyName: 'Order Co',
        placeId: 'tehran',
        type: 'FULL_TIME',
        experienceLevel: 'MID',
        description: 'Build the pipelines that feed a busy job board, in TypeScript and PostgreSQL.',
        tests: [
          { testId: test, required: false },
          { testId: otherTest, required: false },
        ],
      },
    },
    'employer',
  );
  jobId = created.createJob.data.id;
  // Applied in this order (newest last); all but `shy` agree to share their results.
  for (const who of applicants) {
    const applied = await gql<{ applyToJob: { data: { id: string } } }>(
      `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) {
        ... on MutationApplyToJobSuccess { data { id } } } }`,
      {
        input: {
          jobId,
          fullName: `Applicant ${who}`,
          email: `${who}@apply.test`,
          phone: '09121234567',
          coverLetter: 'I have built such pipelines for five years.',
          shareTestResults: who !== 'shy',
        },
      },
      who,
    );
    applications[who] = applied.applyToJob.data.id;
  }
  // `early` takes the test before the invitation is recorded: its result is announced when it is.
  const announced = () => db.prisma.outboxEvent.count({ where: { type: 'application.test-scored' } });
  await takeTest(test, 'early', ['a', 'a', 'a', 'b']);
  expect(await announced()).toBe(0);
  expect((await consumeOutbox(db.prisma, hiringInvitations)).failed).toEqual([]);
  expect(await announced()).toBe(1);
  await takeTest(test, 'top', ['a', 'a', 'a', 'a']);
  await takeTest(test, 'low', ['a', 'b', 'b', 'b']);
  // Without consent the result is nobody's but the taker's: it does not move the application.
  await takeTest(test, 'shy', ['a', 'a', 'a', 'a']);
  await takeTest(otherTest, 'low', ['a', 'a']);
  // One per shared result: `shy`'s is not announced.
  expect(await announced()).toBe(4);
  expect((await consumeOutbox(db.prisma, applicationTestScores)).failed).toEqual([]);
});
afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

describe("ordering a job's applications by a test's score", () => {
  it('keeps one score per shared result, through the jobs consumer, and none without consent', async () => {
    const rows = await db.prisma.applicationTestScore.findMany({ orderBy: { score: 'desc' } });
    expect(rows.map((r) => [name(r.applicationId), r.testId === local(test) ? 'test' : 'other'])).toEqual(
      expect.arrayContaining([
        ['top', 'test'],
        ['early', 'test'],
        ['low', 'test'],
        ['low', 'other'],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => name(r.applicationId) === 'top')).toMatchObject({ score: 100, passed: true });
  });

  it('orders by the score, highest first, those without one last (newest first), across pages', async () => {
    const expected = ['top', 'early', 'low', 'shy', 'none'];
    expect((await orderedIds(2)).map(name)).toEqual(expected);
    expect((await orderedIds(3)).map(name)).toEqual(expected);
    expect((await orderedIds(20)).map(name)).toEqual(expected);
    // The scores the employer reads beside them agree with the order.
    const first = (await page(20)).data!.node.applications!.edges.map(
      (e) => e.node.testResults?.find((r) => r.testId === test)?.score ?? null,
    );
    expect(first.slice(0, 3)).toEqual([...first.slice(0, 3)].sort((a, b) => b! - a!));
    expect(first.slice(3)).toEqual([null, null]);
    // Backwards from an application: the ones just before it in this order.
    const all = (await page(20)).data!.node.applications!.edges;
    const { body: back } = await app.graphql<{ node: { applications: Page } }>(
      `query ($id: ID!, $before: String, $order: ApplicationOrder) { node(id: $id) { ... on Job {
        applications(last: 2, before: $before, orderBy: $order) {
          edges { cursor node { id testResults { testId score } } } pageInfo { hasNextPage endCursor } } } } }`,
      { id: jobId, before: all[3]!.cursor, order: { testScore: test } },
      as.employer,
    );
    expect(back.errors).toBeUndefined();
    expect(back.data!.node.applications.edges.map((e) => name(e.node.id))).toEqual(['early', 'low']);
    // Ordered by the other test, only `low` has a score.
    const other = (await page(20, null, otherTest)).data!.node.applications!.edges.map((e) =>
      name(e.node.id),
    );
    expect(other).toEqual(['low', 'shy', 'none', 'early', 'top']);
  });

  it('reads a sorted page in two statements of the jobs domain, however many applications', async () => {
    db.resetQueries();
    const body = await page(20);
    expect(body.errors).toBeUndefined();
    const jobsStatements = db.queries.filter((q) => /job_applications|application_test_scores/i.test(q.sql));
    // The page's ids in order, then its applications.
    expect(jobsStatements).toHaveLength(2);
    // The results beside them, as without an order: the invitations, then their sessions.
    expect(db.queries.filter((q) => /test_invitations/i.test(q.sql))).toHaveLength(1);
  });

  it('is for the employer alone, and refuses an order that names no test', async () => {
    for (const who of ['rival', 'top']) {
      const body = await page(20, null, test, who);
      expect(body.errors).toBeUndefined();
      expect(body.data!.node.applications).toBeNull();
    }
    const bad = await page(20, null, 'not-a-test');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("does not follow a cursor of another job's application", async () => {
    const created = await gql<{ createJob: { data: { id: string } } }>(
      `mutation ($input: CreateJobInput!) { createJob(input: $input) {
        ... on MutationCreateJobSuccess { data { id } } } }`,
      {
        input: {
          language: 'en',
          title: 'Analyst',
          companyName: 'Order Co',
          placeId: 'tehran',
          type: 'FULL_TIME',
          experienceLevel: 'MID',
          description: 'Read the numbers of a busy job board and tell the team what they say.',
        },
      },
      'employer',
    );
    const otherJob = created.createJob.data.id;
    await gql(
      `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) { __typename } }`,
      {
        input: {
          jobId: otherJob,
          fullName: 'Applicant top',
          email: 'top@apply.test',
          phone: '09121234567',
          coverLetter: 'I read numbers for a living.',
        },
      },
      'top',
    );
    const foreign = await gql<{ node: { applications: Page } }>(
      pageQuery,
      { id: otherJob, first: 1, after: null, order: { testScore: test } },
      'employer',
    );
    const cursor = foreign.node.applications.edges[0]!.cursor;
    const body = await page(20, cursor);
    expect(body.errors).toBeUndefined();
    expect(body.data!.node.applications!.edges).toEqual([]);
  });

  it('keeps a result once however often it arrives, and only a later one replaces it', async () => {
    const before = await orderedIds(20);
    const scoredAt = (
      await db.prisma.applicationTestScore.findUniqueOrThrow({
        where: { applicationId_testId: { applicationId: local(applications.top!), testId: local(test) } },
      })
    ).scoredAt;
    const result = (score: number, at: Date) =>
      domainEvent('application.test-scored', {
        applicationId: local(applications.top!),
        testId: local(test),
        score,
        passed: false,
        validProfile: null,
        scoredAt: at.toISOString(),
      });
    // Every event again (the queue hands each once), the same result announced again with another score (as if
    // re-sent), and an older result arriving late: nothing moves.
    await db.prisma.$transaction((tx) =>
      recordEvents(tx, [result(0, scoredAt), result(0, new Date(scoredAt.getTime() - 60_000))]),
    );
    const again = await consumeOutbox(db.prisma, applicationTestScores);
    expect(again.failed).toEqual([]);
    expect(await orderedIds(20)).toEqual(before);
    expect(await db.prisma.applicationTestScore.count()).toBe(4);
    // A later result replaces it.
    await db.prisma.$transaction((tx) =>
      recordEvents(tx, [result(0, new Date(scoredAt.getTime() + 60_000))]),
    );
    await consumeOutbox(db.prisma, applicationTestScores);
    expect((await orderedIds(20)).map(name)).toEqual(['early', 'low', 'top', 'shy', 'none']);
  });
});
