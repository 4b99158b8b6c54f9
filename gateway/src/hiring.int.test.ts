import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createChoiceTest } from '@platform/subgraph-assessments/testing';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
const as: Record<string, Record<string, string>> = {};
/** A paid aptitude test (free for the job's applicants), a free one, a practice one and a draft. */
let paidTest: string;
let freeTest: string;
let practiceTest: string;
let draftTest: string;

const local = (globalId: string) => decodeGlobalID(globalId).id;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['employer', ['EMPLOYER']],
    ['rival', ['EMPLOYER']],
    ['seeker', ['JOB_SEEKER']],
    ['shy', ['JOB_SEEKER']],
    ['other', ['JOB_SEEKER']],
    ['early', ['JOB_SEEKER']],
    ['admin', ['ADMIN']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: { displayName: name, email: `${name}@hiring.test`, roles: [...roles], registeredAt: new Date() },
    });
    as[name] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
      'accept-language': 'en',
    };
  }
  as.visitor = { 'accept-language': 'en' };
  paidTest = await createChoiceTest(db.prisma, { slug: 'hiring-paid', questions: 2, priceRials: 2_000_000n });
  freeTest = await createChoiceTest(db.prisma, { slug: 'hiring-free', questions: 2 });
  practiceTest = await createChoiceTest(db.prisma, { slug: 'hiring-practice', questions: 2 });
  await db.prisma.test.update({ where: { id: local(practiceTest) }, data: { practice: true } });
  draftTest = await createChoiceTest(db.prisma, { slug: 'hiring-draft', questions: 2 });
  await db.prisma.test.update({ where: { id: local(draftTest) }, data: { status: 'DRAFT' } });
  app = await startTestApp({ prisma: db.prisma });
});
afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

async function gql<T>(query: string, variables: Record<string, unknown>, who: string) {
  const { body } = await app.graphql<T>(query, variables, as[who]);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const posting = {
  language: 'en',
  title: 'Backend engineer',
  companyName: 'Hiring Co',
  placeId: 'tehran',
  type: 'FULL_TIME',
  experienceLevel: 'MID',
  description: 'Build and run the services behind a busy job board, in TypeScript and PostgreSQL.',
};

type Result = {
  __typename: string;
  fields?: { path: string; code: string }[];
  data?: { id: string; slug: string };
};

const createJob = (tests: unknown, who = 'employer') =>
  gql<{ createJob: Result }>(
    `mutation ($input: CreateJobInput!) { createJob(input: $input) {
      __typename ... on ValidationError { fields { path code } } ... on MutationCreateJobSuccess { data { id slug } } } }`,
    { input: { ...posting, tests } },
    who,
  ).then((d) => d.createJob);

const applyTo = (jobId: string, who: string, extra: Record<string, unknown> = {}) =>
  gql<{ applyToJob: Result }>(
    `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) {
      __typename ... on ValidationError { fields { path code } } ... on MutationApplyToJobSuccess { data { id } } } }`,
    {
      input: {
        jobId,
        fullName: `Applicant ${who}`,
        email: `${who}@apply.test`,
        phone: '09121234567',
        coverLetter: 'I have built such services for five years.',
        ...extra,
      },
    },
    who,
  ).then((d) => d.applyToJob);

const resultFields =
  'state score band passed consistency integrityRisk validProfile completedAt test { slug }';

const applicationsOf = (jobId: string, who = 'employer') =>
  gql<{
    node: { applications: { edges: { node: { id: string; testResults: unknown[] | null } }[] } | null };
  }>(
    `query ($id: ID!) { node(id: $id) { ... on Job { applications(first: 20) {
      edges { node { id testResults { ${resultFields} } } } } } } }`,
    { id: jobId },
    who,
  ).then((d) => d.node.applications?.edges.map((e) => e.node) ?? null);

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

const accessTo = (testId: string, who: string) =>
  gql<{ node: { viewerAccess: { canStart: boolean; blockedBy: string | null; invited: boolean } } }>(
    'query ($id: ID!) { node(id: $id) { ... on Test { viewerAccess { canStart blockedBy invited } } } }',
    { id: testId },
    who,
  ).then((d) => d.node.viewerAccess);

describe('tests in hiring: an employer attaches tests, applicants take them, the employer reads the results', () => {
  let job: { id: string; slug: string };
  let rivalJob: { id: string; slug: string };
  let seekerApplication: string;

  it('attaches only published tests that are not practice ones, at most five, each once', async () => {
    const refused = await createJob([
      { testId: practiceTest, required: true },
      { testId: draftTest, required: false },
      { testId: 'not-a-test', required: false },
      { testId: freeTest, required: false },
    ]);
    expect(refused.fields).toEqual([
      { path: 'input.tests.0.testId', code: 'TEST_NOT_ATTACHABLE' },
      { path: 'input.tests.1.testId', code: 'TEST_NOT_ATTACHABLE' },
      { path: 'input.tests.2.testId', code: 'TEST_NOT_ATTACHABLE' },
    ]);
    const twice = await createJob([
      { testId: freeTest, required: false },
      { testId: freeTest, required: true },
    ]);
    expect(twice.fields).toEqual([{ path: 'input.tests.1.testId', code: 'TEST_DUPLICATE' }]);
    const many = await createJob(Array.from({ length: 6 }, () => ({ testId: freeTest, required: false })));
    expect(many.fields).toContainEqual({ path: 'input.tests', code: 'TOO_MANY_TESTS' });
    // Nothing of a refused posting was written.
    expect(await db.prisma.job.count()).toBe(0);

    job = (await createJob([{ testId: paidTest, required: true }])).data!;
    rivalJob = (await createJob([{ testId: paidTest, required: true }], 'rival')).data!;
  });

  it("shows the job's tests on its page, through the Test entity, and keeps them when an edit leaves them out", async () => {
    const jobPage = () =>
      gql<{ job: { tests: unknown[] } }>(
        'query ($slug: String!) { job(slug: $slug) { tests { required position test { slug title durationMinutes type } } } }',
        { slug: job.slug },
        'visitor',
      ).then((d) => d.job.tests);
    expect(await jobPage()).toEqual([
      {
        required: true,
        position: 0,
        test: {
          slug: 'hiring-paid',
          title: 'Test hiring-paid',
          durationMinutes: 5,
          type: 'LOGICAL_REASONING',
        },
      },
    ]);
    const edit = (tests?: unknown) =>
      gql<{ updateJob: Result }>(
        `mutation ($input: UpdateJobInput!) { updateJob(input: $input) { __typename } }`,
        { input: { ...posting, id: job.id, ...(tests ? { tests } : {}) } },
        'employer',
      );
    await edit([
      { testId: paidTest, required: true },
      { testId: freeTest, required: false },
    ]);
    await edit();
    expect(
      ((await jobPage()) as { test: { slug: string }; required: boolean }[]).map((t) => [
        t.test.slug,
        t.required,
      ]),
    ).toEqual([
      ['hiring-paid', true],
      ['hiring-free', false],
    ]);
  });

  it('asks for an account and consent when a test is required', async () => {
    expect((await applyTo(job.id, 'visitor')).fields).toEqual([
      { path: 'input.shareTestResults', code: 'SIGN_IN_FOR_TESTS' },
    ]);
    expect((await applyTo(job.id, 'seeker')).fields).toEqual([
      { path: 'input.shareTestResults', code: 'TEST_CONSENT_REQUIRED' },
    ]);
    expect(await db.prisma.jobApplication.count()).toBe(0);
    const applied = await applyTo(job.id, 'seeker', { shareTestResults: true });
    expect(applied.__typename).toBe('MutationApplyToJobSuccess');
    seekerApplication = applied.data!.id;
    expect((await applyTo(rivalJob.id, 'other', { shareTestResults: true })).__typename).toBe(
      'MutationApplyToJobSuccess',
    );
    await app.drainEvents();
  });

  it("invites the applicant: the job's paid test is free for them, and their applications list it", async () => {
    expect(await accessTo(paidTest, 'seeker')).toEqual({ canStart: true, blockedBy: null, invited: true });
    expect(await accessTo(paidTest, 'shy')).toEqual({
      canStart: false,
      blockedBy: 'PAYMENT_REQUIRED',
      invited: false,
    });
    const mine = await gql<{ myApplications: { edges: { node: unknown }[] } }>(
      '{ myApplications(first: 5) { edges { node { shareTestResults job { tests { required test { slug } } } } } } }',
      {},
      'seeker',
    );
    expect(mine.myApplications.edges.map((e) => e.node)).toEqual([
      {
        shareTestResults: true,
        job: {
          tests: [
            { required: true, test: { slug: 'hiring-paid' } },
            { required: false, test: { slug: 'hiring-free' } },
          ],
        },
      },
    ]);
  });

  it('shares nothing, and gives nothing free, without consent to an optional test', async () => {
    const optional = (await createJob([{ testId: paidTest, required: false }])).data!;
    const applied = await applyTo(optional.id, 'shy');
    expect(applied.__typename).toBe('MutationApplyToJobSuccess');
    await app.drainEvents();
    expect(await accessTo(paidTest, 'shy')).toMatchObject({ blockedBy: 'PAYMENT_REQUIRED', invited: false });
    expect(await applicationsOf(optional.id)).toEqual([{ id: applied.data!.id, testResults: null }]);
  });

  it('counts a session started before the invitation arrived, once the applicant applied', async () => {
    const freeJob = (await createJob([{ testId: freeTest, required: true }])).data!;
    const applied = await applyTo(freeJob.id, 'early', { shareTestResults: true });
    // The confirmation's link followed at once: the session starts before the event is handled.
    const started = await gql<{ startTestSession: { __typename: string } }>(
      'mutation ($id: ID!) { startTestSession(input: { testId: $id }) { __typename } }',
      { id: freeTest },
      'early',
    );
    expect(started.startTestSession.__typename).toBe('MutationStartTestSessionSuccess');
    await app.drainEvents();
    expect(await applicationsOf(freeJob.id)).toEqual([
      {
        id: applied.data!.id,
        testResults: [expect.objectContaining({ state: 'IN_PROGRESS', test: { slug: 'hiring-free' } })],
      },
    ]);
  });

  it('shows the employer "not taken yet", then the score beside the application once taken', async () => {
    const notYet = await applicationsOf(job.id);
    expect(notYet).toEqual([
      {
        id: seekerApplication,
        testResults: [
          expect.objectContaining({ state: 'NOT_TAKEN', score: null, test: { slug: 'hiring-paid' } }),
          expect.objectContaining({ state: 'NOT_TAKEN', score: null, test: { slug: 'hiring-free' } }),
        ],
      },
    ]);
    // One right answer of two: 50% right, and a wrong answer of two options costs a whole point: 0 adjusted.
    await takeTest(paidTest, 'seeker', ['a', 'b']);
    await takeTest(freeTest, 'seeker', ['a', 'a']);
    // The purchase was not needed: no order, and the invitation recorded the session.
    expect(await db.prisma.testAccess.count()).toBe(0);
    const [row] = (await applicationsOf(job.id))!;
    expect(row!.testResults).toEqual([
      {
        state: 'SCORED',
        score: 0,
        band: '0-9',
        passed: false,
        consistency: null,
        integrityRisk: 'LOW',
        validProfile: null,
        completedAt: expect.any(String),
        test: { slug: 'hiring-paid' },
      },
      expect.objectContaining({ state: 'SCORED', score: 100, band: '90-100', passed: true }),
    ]);
  });

  it('never shows the results to anyone but that employer', async () => {
    const testResultsAs = async (who: string) => {
      const { body } = await app.graphql<{ node: { testResults?: unknown } | null }>(
        `query ($id: ID!) { node(id: $id) { ... on JobApplication { testResults { state score } } } }`,
        { id: seekerApplication },
        as[who],
      );
      return body.data?.node?.testResults ?? null;
    };
    expect(await testResultsAs('employer')).toHaveLength(2);
    // The applicant and admins see the application, never its results for the employer.
    expect(await testResultsAs('seeker')).toBeNull();
    expect(await testResultsAs('admin')).toBeNull();
    expect(await testResultsAs('rival')).toBeNull();
    expect(await testResultsAs('other')).toBeNull();
    expect(await testResultsAs('visitor')).toBeNull();
    // The rival employer's own applicant, who did not take the test, shows there only.
    expect(await applicationsOf(rivalJob.id, 'rival')).toEqual([
      {
        id: expect.any(String),
        testResults: [expect.objectContaining({ state: 'NOT_TAKEN', test: { slug: 'hiring-paid' } })],
      },
    ]);
    expect(await applicationsOf(job.id, 'rival')).toBeNull();
  });

  it('shows a test archived since as no test to visitors, and the job page still loads', async () => {
    await db.prisma.test.update({ where: { slug: 'hiring-paid' }, data: { status: 'ARCHIVED' } });
    const { job: page } = await gql<{ job: { title: string; tests: { test: { slug: string } | null }[] } }>(
      'query ($slug: String!) { job(slug: $slug) { title tests { required test { slug title } } } }',
      { slug: job.slug },
      'visitor',
    );
    expect(page.title).toBe(posting.title);
    expect(page.tests.map((t) => t.test?.slug ?? null)).toEqual([null, 'hiring-free']);
  });
});
