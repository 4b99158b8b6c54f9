import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
let jobId: string;
const headers: Record<string, Record<string, string>> = {};

async function signIn(name: string, roles: ('JOB_SEEKER' | 'EMPLOYER')[]) {
  const user = await db.prisma.user.create({
    data: { displayName: name, email: `${name}@apply.test`, roles, registeredAt: new Date() },
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
  const job = await db.prisma.job.create({
    data: {
      slug: 'apply-here',
      language: 'fa',
      title: 'برنامه‌نویس',
      companyName: 'آرین‌داده',
      placeId: 'tehran',
      type: 'FULL_TIME',
      experienceLevel: 'MID',
      description: 'شرح',
      postedById: employerId,
    },
  });
  jobId = encodeGlobalID('Job', job.id);
  await db.prisma.job.create({
    data: {
      slug: 'closed-job',
      language: 'fa',
      title: 'بسته',
      companyName: 'x',
      placeId: 'tehran',
      type: 'FULL_TIME',
      experienceLevel: 'MID',
      description: 'شرح',
      status: 'CLOSED',
    },
  });
  app = await startTestApp({ prisma: db.prisma });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

const apply = /* GraphQL */ `
  mutation ($input: ApplyToJobInput!) {
    applyToJob(input: $input) {
      __typename
      ... on ValidationError {
        fields {
          path
          code
        }
      }
      ... on ConflictError {
        code
      }
      ... on MutationApplyToJobSuccess {
        data {
          id
          status
          phone
          email
          applicant {
            id
          }
        }
      }
    }
  }
`;

type ApplyResult = {
  applyToJob: {
    __typename: string;
    code?: string;
    fields?: { path: string; code: string }[];
    data?: { id: string; status: string; phone: string; email: string; applicant: { id: string } | null };
  };
};

const form = (extra: Record<string, unknown> = {}) => ({
  jobId,
  fullName: 'سارا رضایی',
  email: 'sara@example.com',
  phone: '۰۹۱۲۱۲۳۴۵۶۷',
  coverLetter: 'سه سال تجربه‌ی React دارم و علاقه‌مندم.',
  requestedSalaryRials: 600_000_000,
  contractDays: 180,
  ...extra,
});

async function send(input: Record<string, unknown>, as?: string) {
  const { body } = await app.graphql<ApplyResult>(apply, { input }, as ? headers[as] : {});
  expect(body.errors).toBeUndefined();
  return body.data!.applyToJob;
}

describe('applying', () => {
  it('reports every invalid field with its code, and writes nothing', async () => {
    const result = await send(form({ fullName: 'سا', phone: '0912', coverLetter: ' ', email: 'nope' }));
    expect(result).toEqual({
      __typename: 'ValidationError',
      fields: [
        { path: 'input.fullName', code: 'NAME_TOO_SHORT' },
        { path: 'input.email', code: 'EMAIL_INVALID' },
        { path: 'input.phone', code: 'PHONE_INVALID' },
        { path: 'input.coverLetter', code: 'REQUIRED' },
      ],
    });
    expect(await db.prisma.jobApplication.count()).toBe(0);
  });

  it('accepts a signed-in application, links the account and normalizes the phone', async () => {
    const result = await send(form(), 'sara');
    expect(result.__typename).toBe('MutationApplyToJobSuccess');
    expect(result.data).toMatchObject({
      status: 'SUBMITTED',
      phone: '+989121234567',
      email: 'sara@example.com',
    });
    expect(result.data!.applicant).not.toBeNull();
  });

  it('keeps the browser’s visitor id and referral, so that a partner’s referral is credited', async () => {
    const referred = await send(
      form({
        fullName: 'Reza Partner',
        email: 'referred@example.com',
        visitorId: 'R'.repeat(64),
        referralId: 'partner-42',
      }),
    );
    expect(referred.__typename).toBe('MutationApplyToJobSuccess');
    expect(
      await db.prisma.jobApplication.findFirstOrThrow({ where: { email: 'referred@example.com' } }),
    ).toMatchObject({ visitorId: 'R'.repeat(64), referralId: 'partner-42' });
    // Malformed ids are dropped rather than failing the application.
    const malformed = await send(
      form({ fullName: 'No Partner', email: 'malformed@example.com', visitorId: 'short', referralId: ' ' }),
    );
    expect(malformed.__typename).toBe('MutationApplyToJobSuccess');
    expect(
      await db.prisma.jobApplication.findFirstOrThrow({ where: { email: 'malformed@example.com' } }),
    ).toMatchObject({ visitorId: null, referralId: null });
    await db.prisma.jobApplication.deleteMany({
      where: { email: { in: ['referred@example.com', 'malformed@example.com'] } },
    });
  });

  it('answers the same application sent again (a retry) with the stored one, not a duplicate', async () => {
    const retry = await send(form({ referralId: 'sent-again' }), 'sara');
    expect(retry.__typename).toBe('MutationApplyToJobSuccess');
    expect(await db.prisma.jobApplication.count({ where: { email: 'sara@example.com' } })).toBe(1);
  });

  it('refuses a second application by the same person, by account or by e-mail', async () => {
    expect(await send(form({ email: 'another@example.com' }), 'sara')).toEqual({
      __typename: 'ConflictError',
      code: 'ALREADY_APPLIED',
    });
    expect(await send(form({ email: 'SARA@example.com' }))).toEqual({
      __typename: 'ConflictError',
      code: 'ALREADY_APPLIED',
    });
  });

  it('accepts a visitor with an international number, and refuses closed jobs', async () => {
    const visitor = await send(
      form({
        fullName: 'Leyla Məmmədova',
        email: 'leyla@example.az',
        phone: '+994 50 123 45 67',
        hideIdentity: true,
      }),
    );
    expect(visitor.data).toMatchObject({ phone: '+994501234567', applicant: null });
    const closed = await db.prisma.job.findFirstOrThrow({ where: { slug: 'closed-job' } });
    expect((await send(form({ jobId: encodeGlobalID('Job', closed.id), email: 'z@z.zz' }))).__typename).toBe(
      'NotFoundError',
    );
  });
});

describe('review by the employer, and what others see', () => {
  it('lets only the job’s employer change a status; the applicant sees the change', async () => {
    const [saraApp] = await db.prisma.jobApplication.findMany({ where: { email: 'sara@example.com' } });
    const id = encodeGlobalID('JobApplication', saraApp!.id);
    const change = `mutation ($id: ID!) { setApplicationStatus(input: { applicationId: $id, status: APPROVED }) {
      __typename ... on MutationSetApplicationStatusSuccess { data { status } } } }`;
    const byOther = await app.graphql<{ setApplicationStatus: { __typename: string } }>(
      change,
      { id },
      headers.other,
    );
    expect(byOther.body.data!.setApplicationStatus.__typename).toBe('NotFoundError');
    const byEmployer = await app.graphql<{ setApplicationStatus: unknown }>(change, { id }, headers.employer);
    expect(byEmployer.body.data!.setApplicationStatus).toEqual({
      __typename: 'MutationSetApplicationStatusSuccess',
      data: { status: 'APPROVED' },
    });
    const mine = await app.graphql<{
      myApplications: { edges: { node: { status: string; job: { slug: string } } }[] };
    }>('{ myApplications(first: 10) { edges { node { status job { slug } } } } }', {}, headers.sara);
    expect(mine.body.data!.myApplications.edges.map((e) => e.node)).toEqual([
      { status: 'APPROVED', job: { slug: 'apply-here' } },
    ]);
  });

  it('shows approved applicants on the job, hiding a hidden identity from everyone but the employer', async () => {
    const visitorApp = await db.prisma.jobApplication.findFirstOrThrow({
      where: { email: 'leyla@example.az' },
    });
    await app.graphql(
      'mutation ($id: ID!) { setApplicationStatus(input: { applicationId: $id, status: APPROVED }) { __typename } }',
      { id: encodeGlobalID('JobApplication', visitorApp.id) },
      headers.employer,
    );
    const query = `{ job(slug: "apply-here") { approvedApplicants { submittedBy requestedSalaryRials contractDays } } }`;
    const seen = async (as?: string) =>
      (await app.graphql<{ job: { approvedApplicants: unknown[] } }>(query, {}, as ? headers[as] : {})).body
        .data!.job.approvedApplicants;
    expect(await seen()).toEqual([
      { submittedBy: 'سارا رضایی', requestedSalaryRials: 600_000_000, contractDays: 180 },
      { submittedBy: null, requestedSalaryRials: 600_000_000, contractDays: 180 },
    ]);
    expect(await seen('other')).toEqual(await seen());
    expect((await seen('employer'))[1]).toMatchObject({ submittedBy: 'Leyla Məmmədova' });
  });

  it('never lets the hidden name out through any other path', async () => {
    const hidden = await db.prisma.jobApplication.findFirstOrThrow({ where: { email: 'leyla@example.az' } });
    const id = encodeGlobalID('JobApplication', hidden.id);
    for (const as of [undefined, 'other', 'sara']) {
      const h = as ? headers[as] : {};
      const viaNode = await app.graphql(
        `query ($id: ID!) { node(id: $id) { ... on JobApplication { fullName email } } }`,
        { id },
        h,
      );
      const viaJob = await app.graphql(
        `{ job(slug: "apply-here") { applications { edges { node { fullName } } } } }`,
        {},
        h,
      );
      const text = JSON.stringify([viaNode.body, viaJob.body]);
      expect(text).not.toMatch(/leyla/i);
    }
    const employerView = await app.graphql<{ job: { applications: { totalCount: number } } }>(
      '{ job(slug: "apply-here") { applications { totalCount } } }',
      {},
      headers.employer,
    );
    expect(employerView.body.data!.job.applications.totalCount).toBe(2);
  });
});
