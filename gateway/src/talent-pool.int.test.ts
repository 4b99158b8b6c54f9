import { readFileSync } from 'node:fs';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import type { Role } from '@platform/subgraph-kit/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';
import { readableMail, startMailServer, type MailServer } from './testing/mail-catcher.ts';

let db: TestDatabase;
let app: RunningApp;
let mailServer: MailServer;
const mails: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  mailServer = await startMailServer(async (message) => void mails.push(message.toString('utf8')));
  app = await startTestApp({
    prisma: db.prisma,
    log: () => {},
    env: { ...process.env, SMTP_URL: mailServer.url, PUBLIC_URL: 'https://karnama.example' },
  });
});
afterAll(async () => {
  await app.stop();
  await mailServer.stop();
  await db.drop();
});

async function person(
  name: string,
  roles: Role[],
  more: { email?: string; preferredLanguage?: string } = {},
) {
  const user = await db.prisma.user.create({
    data: { displayName: name, roles, registeredAt: new Date(), ...more },
  });
  const { token } = await createSession(db.prisma, user.id, { days: 1 });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

/** A query the client sends, read from its generated artifact. */
const clientQuery = (name: string) => {
  const generated = readFileSync(
    new URL(`../../client/src/__generated__/${name}.graphql.ts`, import.meta.url),
    'utf8',
  );
  return JSON.parse(`"${/"text": "((?:[^"\\]|\\.)*)"/.exec(generated)![1]}"`) as string;
};

const plain = readableMail;

describe('the talent pool, through the gateway', () => {
  it('opens to an employer once the team verifies the company, and its request is e-mailed naming the company', async () => {
    const admin = await person('Admin', ['ADMIN']);
    const employer = await person('Hiring Manager', ['EMPLOYER']);
    const owner = await person('Parastoo Nouri', ['JOB_SEEKER'], {
      email: 'parastoo@example.com',
      preferredLanguage: 'fa',
    });

    // The person's résumé, evaluated complete and opened to employers.
    const saved = await app.graphql<{ saveResume: { data: { id: string } } }>(
      `mutation ($input: SaveResumeInput!) { saveResume(input: $input) {
        ... on MutationSaveResumeSuccess { data { id } } } }`,
      {
        input: {
          locale: 'fa',
          document: {
            fullName: 'پرستو نوری',
            headline: 'مهندس داده',
            experience: [],
            education: [],
            skills: ['Kafka'],
            languages: [],
            projects: [],
            links: [],
          },
        },
      },
      owner.headers,
    );
    const resumeId = saved.body.data!.saveResume.data.id;
    await app.graphql(
      'mutation ($id: ID!) { evaluateResume(input: { resumeId: $id, verdict: COMPLETE, checklist: [] }) { __typename } }',
      { id: resumeId },
      admin.headers,
    );
    await app.graphql('mutation { setResumeOpenToEmployers(open: true) { __typename } }', {}, owner.headers);

    // The employer's company, asked to be verified: the pool stays closed until an admin verifies it.
    await app.graphql(
      'mutation { updateCompany(input: { name: "آرین‌داده" }) { __typename } }',
      {},
      employer.headers,
    );
    const asked = await app.graphql<{ requestCompanyVerification: { data: { id: string } } }>(
      `mutation { requestCompanyVerification(input: { nationalId: "10380284790" }) {
        ... on MutationRequestCompanyVerificationSuccess { data { id } } } }`,
      {},
      employer.headers,
    );
    const results = clientQuery('TalentPoolPageResultsQuery');
    const refused = await app.graphql(
      results,
      { filter: { skill: 'kafka' }, locale: 'fa' },
      employer.headers,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const companies = await app.graphql<{ companiesToVerify: { edges: { node: { id: string } }[] } }>(
      clientQuery('AdminCompaniesPageQuery'),
      { admin: true, state: 'PENDING' },
      admin.headers,
    );
    expect(companies.body.errors).toBeUndefined();
    expect(companies.body.data!.companiesToVerify.edges.map((e) => e.node.id)).toEqual([
      asked.body.data!.requestCompanyVerification.data.id,
    ]);
    await app.graphql(
      'mutation ($id: ID!) { reviewCompanyVerification(input: { companyId: $id, verdict: VERIFIED }) { __typename } }',
      { id: asked.body.data!.requestCompanyVerification.data.id },
      admin.headers,
    );

    // The page's own queries run within their cost, for the employer's very next request.
    const found = await app.graphql<{
      talentPool: { totalCount: number; edges: { node: { id: string } }[] };
    }>(results, { filter: { skill: 'kafka' }, locale: 'fa' }, employer.headers);
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data!.talentPool.edges.map((e) => e.node.id)).toEqual([resumeId]);
    const read = await app.graphql<{ talentPoolResume: { document: { fullName: string | null } } }>(
      clientQuery('TalentPoolPageResumeQuery'),
      { id: resumeId, locale: 'fa' },
      employer.headers,
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.talentPoolResume.document.fullName).toBeNull();

    const before = mails.length;
    const sent = await app.graphql<{ sendTalentPoolRequest: { __typename: string } }>(
      `mutation ($input: SendTalentPoolRequestInput!) { sendTalentPoolRequest(input: $input) { __typename } }`,
      {
        input: {
          resumeId,
          subject: 'نقش مهندس داده',
          message: 'رزومه‌ی شما را در بانک استعدادها خواندیم و دوست داریم گفت‌وگو کنیم.',
        },
      },
      employer.headers,
    );
    expect(sent.body.data!.sendTalentPoolRequest.__typename).toBe('MutationSendTalentPoolRequestSuccess');
    await app.drainEvents();
    await app.drainEvents();
    const received = mails.slice(before).map(plain);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('parastoo@example.com');
    expect(received[0]).toContain('Hiring Manager از آرین‌داده رزومه شما را در بانک استعدادهای کارنما یافته');

    // Revoked, the pool closes for the employer's next request.
    await app.graphql(
      'mutation ($id: ID!) { reviewCompanyVerification(input: { companyId: $id, verdict: REJECTED, note: "Closed." }) { __typename } }',
      { id: asked.body.data!.requestCompanyVerification.data.id },
      admin.headers,
    );
    const closed = await app.graphql(results, { filter: {}, locale: 'fa' }, employer.headers);
    expect(closed.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
