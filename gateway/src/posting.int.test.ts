import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['employer', ['EMPLOYER']],
    ['rival', ['EMPLOYER']],
    ['seeker', ['JOB_SEEKER']],
    ['admin', ['ADMIN']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: { displayName: name, email: `${name}@post.test`, roles: [...roles], registeredAt: new Date() },
    });
    as[name] = { authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}` };
  }
  app = await startTestApp({ prisma: db.prisma });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

const posting = {
  language: 'fa',
  title: 'مهندس داده‌ی ارشد',
  companyName: 'آرین‌داده',
  placeId: 'shiraz',
  type: 'HYBRID',
  experienceLevel: 'SENIOR',
  description: 'ساخت خط لوله‌های داده برای گزارش‌های بلادرنگ فروش و انبار، با Kafka و ClickHouse.',
  skills: ['Kafka', 'ClickHouse'],
  salaryMinRials: 1_000_000_000,
  salaryMaxRials: 1_400_000_000,
};

const result = /* GraphQL */ `
  __typename
  ... on ValidationError { fields { path code } }
`;

async function gql<T>(query: string, variables: Record<string, unknown>, who?: string) {
  const { body } = await app.graphql<T>(query, variables, who ? as[who] : {});
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const search = async (q: string) =>
  (
    await gql<{ jobs: { edges: { node: { slug: string } }[] } }>(
      'query ($q: String) { jobs(search: $q) { edges { node { slug } } } }',
      { q },
    )
  ).jobs.edges.map((e) => e.node.slug);

describe('an employer posts a job and reviews its applicants', () => {
  let jobId: string;
  let slug: string;

  it('refuses an invalid posting, field by field', async () => {
    const data = await gql<{ createJob: unknown }>(
      `mutation ($input: CreateJobInput!) { createJob(input: $input) { ${result} } }`,
      { input: { ...posting, title: 'ab', salaryMinRials: 2_000_000_000 } },
      'employer',
    );
    expect(data.createJob).toEqual({
      __typename: 'ValidationError',
      fields: [
        { path: 'input.title', code: 'TITLE_TOO_SHORT' },
        { path: 'input.salaryMaxRials', code: 'SALARY_RANGE_INVALID' },
      ],
    });
  });

  it('keeps a draft out of listings but lets its employer preview it', async () => {
    const data = await gql<{ createJob: { data: { id: string; slug: string; status: string } } }>(
      `mutation ($input: CreateJobInput!) { createJob(input: $input) {
        ... on MutationCreateJobSuccess { data { id slug status } } } }`,
      { input: { ...posting, publish: false } },
      'employer',
    );
    ({ id: jobId, slug } = data.createJob.data);
    expect(data.createJob.data.status).toBe('DRAFT');
    expect(slug).toMatch(/^مهندس-داده-ی-ارشد-[0-9a-z]+$/);
    expect(await search('مهندس داده')).toEqual([]);
    const bySlug = (who?: string) =>
      gql<{ job: { status: string } | null }>(
        'query ($s: String!) { job(slug: $s) { status } }',
        { s: slug },
        who,
      );
    expect((await bySlug('employer')).job).toEqual({ status: 'DRAFT' });
    expect((await bySlug()).job).toBeNull();
    expect((await bySlug('rival')).job).toBeNull();
  });

  it('publishes the draft; another employer cannot touch it', async () => {
    const update = `mutation ($input: UpdateJobInput!) { updateJob(input: $input) {
      __typename ... on MutationUpdateJobSuccess { data { status } } } }`;
    const rival = await gql<{ updateJob: { __typename: string } }>(
      update,
      { input: { ...posting, id: jobId, title: 'hijacked', publish: true } },
      'rival',
    );
    expect(rival.updateJob.__typename).toBe('NotFoundError');
    const own = await gql<{ updateJob: { data: { status: string } } }>(
      update,
      { input: { ...posting, id: jobId, publish: true } },
      'employer',
    );
    expect(own.updateJob.data.status).toBe('PUBLISHED');
    expect(await search('مهندس داده')).toEqual([slug]);
    expect(await search('clickhouse شیراز')).toEqual([slug]);
  });

  it('keeps skills as the shared taxonomy names them in the ad’s language, and finds them by any spelling', async () => {
    const saved = await gql<{ updateJob: { data: { skills: string[] } } }>(
      `mutation ($input: UpdateJobInput!) { updateJob(input: $input) {
        ... on MutationUpdateJobSuccess { data { skills } } } }`,
      {
        input: {
          ...posting,
          id: jobId,
          skills: ['kafka', 'ClickHouse', 'Data engineering', 'ETL', 'clickhouse'],
        },
      },
      'employer',
    );
    expect(saved.updateJob.data.skills).toEqual(['Kafka', 'ClickHouse', 'مهندسی داده']);
    const bySkills = async (skills: string[]) =>
      (
        await gql<{ jobs: { edges: { node: { slug: string } }[] } }>(
          'query ($skills: [String!]) { jobs(filter: { skills: $skills }) { edges { node { slug } } } }',
          { skills },
        )
      ).jobs.edges.map((e) => e.node.slug);
    expect(await bySkills(['etl', 'CLICKHOUSE'])).toEqual([slug]);
    expect(await bySkills(['Məlumat mühəndisliyi'])).toEqual([slug]);
    expect(await bySkills(['Kafka', 'C#'])).toEqual([]);
  });

  it('shows an edit in the results at once, though the results are remembered for a few seconds', async () => {
    const titles = async () =>
      (
        await gql<{ jobs: { edges: { node: { title: string } }[] } }>(
          'query ($q: String) { jobs(search: $q) { edges { node { title } } } }',
          { q: 'مهندس داده' },
        )
      ).jobs.edges.map((e) => e.node.title);
    expect(await titles()).toEqual([posting.title]);
    await gql(
      'mutation ($input: UpdateJobInput!) { updateJob(input: $input) { __typename } }',
      { input: { ...posting, id: jobId, title: 'مهندس داده (Kafka)', publish: true } },
      'employer',
    );
    expect(await titles()).toEqual(['مهندس داده (Kafka)']);
  });

  it('takes an application, which the employer approves and the job then shows', async () => {
    const applied = await gql<{ applyToJob: { data: { id: string } } }>(
      `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) {
        ... on MutationApplyToJobSuccess { data { id } } } }`,
      {
        input: {
          jobId,
          fullName: 'نیما کاظمی',
          email: 'nima@example.com',
          phone: '09351234567',
          coverLetter: 'پنج سال با Kafka کار کرده‌ام.',
          contractDays: 365,
          requestedSalaryRials: 1_200_000_000,
        },
      },
      'seeker',
    );
    const mine = await gql<{
      myJobs: { totalCount: number; edges: { node: { applications: { totalCount: number } } }[] };
    }>('{ myJobs(first: 5) { totalCount edges { node { applications { totalCount } } } } }', {}, 'employer');
    expect(mine.myJobs.totalCount).toBe(1);
    expect(mine.myJobs.edges[0]!.node.applications.totalCount).toBe(1);
    await gql(
      'mutation ($id: ID!) { setApplicationStatus(input: { applicationId: $id, status: APPROVED }) { __typename } }',
      { id: applied.applyToJob.data.id },
      'employer',
    );
    const page = await gql<{ job: { approvedApplicants: unknown[] } }>(
      'query ($s: String!) { job(slug: $s) { approvedApplicants { submittedBy requestedSalaryRials contractDays } } }',
      { s: slug },
    );
    expect(page.job.approvedApplicants).toEqual([
      { submittedBy: 'نیما کاظمی', requestedSalaryRials: 1_200_000_000, contractDays: 365 },
    ]);
  });

  it('closes the job: gone from listings, no more applications, its page says closed', async () => {
    const closed = await gql<{ closeJob: { data: { status: string } } }>(
      'mutation ($id: ID!) { closeJob(id: $id) { ... on MutationCloseJobSuccess { data { status } } } }',
      { id: jobId },
      'employer',
    );
    expect(closed.closeJob.data.status).toBe('CLOSED');
    expect(await search('مهندس داده')).toEqual([]);
    const apply = await gql<{ applyToJob: { __typename: string } }>(
      `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) { __typename } }`,
      {
        input: {
          jobId,
          fullName: 'Late Comer',
          email: 'late@example.com',
          phone: '09121112233',
          coverLetter: 'Sorry I am late here.',
        },
      },
    );
    expect(apply.applyToJob.__typename).toBe('NotFoundError');
    expect(
      (
        await gql<{ job: { status: string } }>('query ($s: String!) { job(slug: $s) { status } }', {
          s: slug,
        })
      ).job,
    ).toEqual({
      status: 'CLOSED',
    });
  });

  it('lets an admin close any employer’s job (moderation), but not a job seeker', async () => {
    const job = await gql<{ createJob: { data: { id: string } } }>(
      `mutation ($input: CreateJobInput!) { createJob(input: $input) {
        ... on MutationCreateJobSuccess { data { id } } } }`,
      { input: { ...posting, title: 'آگهی برای بررسی' } },
      'employer',
    );
    const close =
      'mutation ($id: ID!) { closeJob(id: $id) { ... on MutationCloseJobSuccess { data { status } } } }';
    const { body: refused } = await app.graphql(close, { id: job.createJob.data.id }, as.seeker);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const closed = await gql<{ closeJob: { data: { status: string } } }>(
      close,
      { id: job.createJob.data.id },
      'admin',
    );
    expect(closed.closeJob.data.status).toBe('CLOSED');
  });
});
