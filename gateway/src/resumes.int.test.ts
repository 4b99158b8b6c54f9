import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
let jobId: string;
const headers: Record<string, Record<string, string>> = {};

async function signIn(name: string, roles: ('JOB_SEEKER' | 'EMPLOYER' | 'ADMIN')[]) {
  const user = await db.prisma.user.create({
    data: { displayName: name, email: `${name}@resume.test`, roles, registeredAt: new Date() },
  });
  const { token } = await createSession(db.prisma, user.id, { days: 1 });
  headers[name] = { authorization: `Bearer ${token}` };
  return user.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const employerId = await signIn('employer', ['EMPLOYER']);
  await signIn('sara', ['JOB_SEEKER']);
  await signIn('other', ['JOB_SEEKER']);
  await signIn('admin', ['ADMIN']);
  const job = await db.prisma.job.create({
    data: {
      slug: 'frontend-with-resume',
      language: 'fa',
      title: 'برنامه‌نویس فرانت‌اند',
      companyName: 'آرین‌داده',
      placeId: 'tehran',
      type: 'FULL_TIME',
      experienceLevel: 'MID',
      description: 'شرح',
      postedById: employerId,
    },
  });
  jobId = encodeGlobalID('Job', job.id);
  app = await startTestApp({ prisma: db.prisma });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

const outcome = `__typename ... on BaseError { code } ... on ValidationError { fields { path code } }`;
const apply = `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) {
  ${outcome} ... on MutationApplyToJobSuccess { data { id } } } }`;
const read = `query ($id: ID!) { node(id: $id) { ... on JobApplication { identityWithheld fullName email phone
  applicant { id } resume { identityWithheld sentAt document { fullName email phone skills
    links { url } projects { title url } experience { title } } } } } }`;

type Outcome = { __typename: string; code?: string; fields?: { path: string; code: string }[] };
type Read = {
  node: {
    identityWithheld: boolean;
    fullName: string | null;
    email: string | null;
    applicant: { id: string } | null;
    resume: {
      identityWithheld: boolean;
      sentAt: string;
      document: {
        fullName: string | null;
        email: string | null;
        skills: string[];
        links: { url: string }[];
        projects: { title: string; url: string | null }[];
      };
    } | null;
  } | null;
};

const form = (extra: Record<string, unknown> = {}) => ({
  jobId,
  fullName: 'سارا رضایی',
  email: 'sara@example.com',
  phone: '09121234567',
  coverLetter: 'سه سال تجربه‌ی React دارم و علاقه‌مندم.',
  ...extra,
});

async function graphql<T>(query: string, variables: Record<string, unknown>, as?: string) {
  const { body } = await app.graphql<T>(query, variables, as ? headers[as] : {});
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('applying with a résumé', () => {
  let applicationId: string;

  it('refuses a visitor and a language the résumé is not written in, writing nothing', async () => {
    await graphql(
      `mutation ($input: SaveResumeInput!) { saveResume(input: $input) { ${outcome} } }`,
      {
        input: {
          locale: 'fa',
          document: {
            fullName: 'سارا رضایی',
            email: 'sara@example.com',
            summary: 'سه سال React',
            experience: [{ title: 'توسعه‌دهنده', organization: 'دیجی‌کالا', start: '2022-01' }],
            education: [],
            skills: ['React', 'TypeScript'],
            languages: [{ name: 'فارسی', level: 'NATIVE' }],
            projects: [{ title: 'فروشگاه', url: 'https://example.com/shop' }],
            links: [{ label: 'GitHub', url: 'https://github.com/sara' }],
          },
        },
      },
      'sara',
    );
    const visitor = await graphql<{ applyToJob: Outcome }>(apply, { input: form({ resumeLocale: 'fa' }) });
    expect(visitor.applyToJob.fields).toEqual([{ path: 'input.resumeLocale', code: 'SIGN_IN_FOR_RESUME' }]);
    const missing = await graphql<{ applyToJob: Outcome }>(
      apply,
      { input: form({ resumeLocale: 'en' }) },
      'sara',
    );
    expect(missing.applyToJob.fields).toEqual([{ path: 'input.resumeLocale', code: 'RESUME_MISSING' }]);
    expect(await db.prisma.jobApplication.count()).toBe(0);
    expect(await db.prisma.resumeSnapshot.count()).toBe(0);
  });

  it('sends a snapshot the employer reads beside the application, its identity withheld until approval', async () => {
    const sent = await graphql<{ applyToJob: Outcome & { data?: { id: string } } }>(
      apply,
      { input: form({ resumeLocale: 'fa', hideIdentity: true }) },
      'sara',
    );
    expect(sent.applyToJob.__typename).toBe('MutationApplyToJobSuccess');
    applicationId = sent.applyToJob.data!.id;

    // Edited after sending: the employer still reads what was sent.
    await graphql(
      `
        mutation ($input: SaveResumeInput!) {
          saveResume(input: $input) {
            __typename
          }
        }
      `,
      {
        input: {
          locale: 'fa',
          document: {
            fullName: 'سارا رضایی',
            experience: [],
            education: [],
            skills: ['Vue'],
            languages: [],
            projects: [],
            links: [],
          },
        },
      },
      'sara',
    );

    const byEmployer = (await graphql<Read>(read, { id: applicationId }, 'employer')).node!;
    expect(byEmployer).toMatchObject({
      identityWithheld: true,
      fullName: null,
      email: null,
      applicant: null,
    });
    expect(byEmployer.resume).toMatchObject({
      identityWithheld: true,
      document: {
        fullName: null,
        email: null,
        skills: ['React', 'TypeScript'],
        links: [],
        projects: [{ title: 'فروشگاه', url: null }],
      },
    });

    // The applicant and admins always know who sent it.
    for (const as of ['sara', 'admin']) {
      const own = (await graphql<Read>(read, { id: applicationId }, as)).node!;
      expect(own).toMatchObject({ identityWithheld: false, fullName: 'سارا رضایی' });
      expect(own.resume!.document).toMatchObject({
        fullName: 'سارا رضایی',
        links: [{ url: 'https://github.com/sara' }],
      });
    }
    // Anyone else reads nothing of it.
    expect((await graphql<Read>(read, { id: applicationId }, 'other')).node).toBeNull();
    expect((await graphql<Read>(read, { id: applicationId })).node).toBeNull();

    await graphql(
      `
        mutation ($id: ID!) {
          setApplicationStatus(input: { applicationId: $id, status: APPROVED }) {
            __typename
          }
        }
      `,
      { id: applicationId },
      'employer',
    );
    const approved = (await graphql<Read>(read, { id: applicationId }, 'employer')).node!;
    expect(approved).toMatchObject({ identityWithheld: false, fullName: 'سارا رضایی' });
    expect(approved.applicant).not.toBeNull();
    expect(approved.resume!.document).toMatchObject({
      fullName: 'سارا رضایی',
      email: 'sara@example.com',
      links: [{ url: 'https://github.com/sara' }],
    });
  });
});
