import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { testPdf } from '@platform/subgraph-kit/testing/documents';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

const identitySecret = 'resumes-test-identity-secret-0123456789';
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
  app = await startTestApp({ prisma: db.prisma, identitySecret });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

const outcome = `__typename ... on BaseError { code } ... on ValidationError { fields { path code } }`;
const apply = `mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) {
  ${outcome} ... on MutationApplyToJobSuccess { data { id } } } }`;
const read = `query ($id: ID!) { node(id: $id) { ... on JobApplication { identityWithheld fullName email phone
  applicant { id } resume { identityWithheld sentAt file { name pages downloadPath } document { fullName email phone skills
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
      file: { name: string; pages: number; downloadPath: string } | null;
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

/** A PDF uploaded to `/uploads/documents` as `as`, attached to their résumé under `name`. */
async function attachPdf(as: string, name: string) {
  const response = await fetch(`${app.url}/uploads/documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...headers[as] },
    body: new Uint8Array(await testPdf({ pages: 2, hostile: true })),
  });
  expect(response.status).toBe(201);
  const { upload, pages } = (await response.json()) as { upload: string; pages: number };
  expect(pages).toBe(2);
  const attached = await graphql<{ attachResumeFile: Outcome }>(
    `mutation ($input: AttachResumeFileInput!) { attachResumeFile(input: $input) { ${outcome} } }`,
    { input: { upload, name } },
    as,
  );
  expect(attached.attachResumeFile.__typename).toBe('MutationAttachResumeFileSuccess');
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
    await attachPdf('sara', 'سارا رضایی.pdf');
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
      // The PDF names its author: withheld with the identity.
      file: null,
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

    // The employer downloads the PDF through the link made for them; it exists nowhere else.
    const file = approved.resume!.file!;
    expect(file).toMatchObject({ name: 'سارا رضایی.pdf', pages: 2 });
    const pdf = await fetch(`${app.url}${file.downloadPath}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="____ _____.pdf"; filename*=UTF-8''${encodeURIComponent('سارا رضایی.pdf')}`,
    );
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('JavaScript'))).toBe(false);
    const row = await db.prisma.resumeSnapshot.findFirstOrThrow({ select: { file: true } });
    const { key } = row.file as { key: string };
    expect(key).toMatch(/^documents\/[0-9a-f]{64}\.pdf$/);
    expect((await fetch(`${app.url}/files/${key}`)).status).toBe(404);
  });

  it('refuses a link that was not made here or has expired, with a page in the language asked', async () => {
    const sign = (expires: number, secret = identitySecret) =>
      new SignJWT({ key: `documents/${'a'.repeat(64)}.pdf`, name: 'a.pdf' })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('platform-private-files')
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const expired = await fetch(`${app.url}/private-files/${await sign(now - 60)}?lang=en`);
    expect(expired.status).toBe(410);
    expect(expired.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await expired.text()).toContain('This download link has expired');
    const forged = await fetch(
      `${app.url}/private-files/${await sign(now + 600, 'another-secret-0123456789abcdef')}`,
    );
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('فایل پیدا نشد');
    // Genuine, for a file the store does not hold.
    expect((await fetch(`${app.url}/private-files/${await sign(now + 600)}`)).status).toBe(404);
    expect((await fetch(`${app.url}/private-files/${'x'.repeat(5_000)}`)).status).toBe(404);
  });

  it('takes only a PDF, told by its bytes, from a registered user', async () => {
    const send = (body: Uint8Array, as?: string) =>
      fetch(`${app.url}/uploads/documents`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf', ...(as ? headers[as] : {}) },
        body,
      });
    const html = await send(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'sara');
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ errors: [{ extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
    const locked = await send(new Uint8Array(await testPdf({ encrypted: true })), 'sara');
    expect(await locked.json()).toMatchObject({ errors: [{ extensions: { code: 'DOCUMENT_ENCRYPTED' } }] });
    const large = await send(new Uint8Array(5 * 1024 * 1024), 'sara');
    expect(large.status).toBe(413);
    expect((await send(new Uint8Array(await testPdf()))).status).toBe(401);
  });
});
