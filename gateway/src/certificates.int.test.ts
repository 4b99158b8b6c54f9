import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import {
  certificatePrinting,
  certificateRoutes,
  createChoiceTest,
  type PdfPrinter,
} from '@platform/subgraph-assessments/testing';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { encodeGlobalID } from '@pothos/plugin-relay';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

// Certificates through the gateway: found by a code however it was typed, listed and revoked by admins (with a
// reason only admins read), and the public page's answer after a revocation.

let db: TestDatabase;
let app: RunningApp;
const as: Record<string, Record<string, string>> = {};
const users: Record<string, string> = {};
/** The certificates the takers earned by passing, by taker. */
const codes: Record<string, string> = {};

async function gql<T>(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const { body } = await app.graphql<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** Takes the test as `who` with both answers right (passed, guessing corrected or not) and returns the certificate's code. */
async function pass(testId: string, who: string): Promise<string> {
  const started = await gql<{ startTestSession: { data: { token: string } } }>(
    `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
      ... on MutationStartTestSessionSuccess { data { token } } } }`,
    { id: testId },
    as[who],
  );
  const token = started.startTestSession.data.token;
  for (const [position, choice] of [
    [0, 'a'],
    [1, 'a'],
  ] as const)
    await gql(
      `mutation ($token: String!, $position: Int!, $choice: String!) {
        answerTestQuestion(input: { token: $token, position: $position, choices: [$choice] }) { __typename } }`,
      { token, position, choice },
      as[who],
    );
  await gql(
    'mutation ($t: String!) { finishTestSession(input: { token: $t }) { __typename } }',
    { t: token },
    as[who],
  );
  const { testSession } = await gql<{ testSession: { certificate: { code: string } } }>(
    'query ($t: String!) { testSession(token: $t) { certificate { code } } }',
    { t: token },
    as[who],
  );
  return testSession.certificate.code;
}

const certificateQuery = `query ($code: String!) {
  certificate(code: $code) { code status revokedAt revocationReason testTitle holder { displayName } } }`;

const listQuery = `query ($filter: CertificateFilter, $first: Int, $after: String) {
  certificates(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { code status testSlug holder { displayName } } }
  } }`;
type ListPage = {
  certificates: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: { code: string; status: string; testSlug: string; holder: { displayName: string } } }[];
  };
};

const revokeMutation = `mutation ($input: RevokeCertificateInput!) {
  revokeCertificate(input: $input) {
    __typename
    ... on MutationRevokeCertificateSuccess { data { code status revokedAt revocationReason } }
    ... on ValidationError { fields { path code } }
    ... on NotFoundError { code }
  } }`;
type Revoked = {
  revokeCertificate: {
    __typename: string;
    data?: { code: string; status: string; revokedAt: string; revocationReason: string };
    fields?: { path: string; code: string }[];
    code?: string;
  };
};

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [name, roles] of [
    ['admin', ['ADMIN']],
    ['mina', ['JOB_SEEKER']],
    ['omid', ['JOB_SEEKER']],
    ['employer', ['EMPLOYER']],
  ] as const) {
    const user = await db.prisma.user.create({
      data: {
        displayName: name,
        email: `${name}@certificates.test`,
        roles: [...roles],
        registeredAt: new Date(),
      },
    });
    users[name] = user.id;
    as[name] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
      'accept-language': 'en',
    };
  }
  // No background work: the reports these sessions queue are another file's subject.
  app = await startTestApp({ prisma: db.prisma, relayOutbox: false });
  const logic = await createChoiceTest(db.prisma, { slug: 'certified-logic', questions: 2 });
  const ethics = await createChoiceTest(db.prisma, { slug: 'certified-ethics', questions: 2 });
  codes.mina = await pass(logic, 'mina');
  codes.omid = await pass(logic, 'omid');
  codes.minaEthics = await pass(ethics, 'mina');
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

describe('a certificate by its code', () => {
  it('is found however the code was typed: spaces, dashes, case, Persian and Arabic digits', async () => {
    const code = codes.mina!;
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const typed of [
      code,
      code.toLowerCase(),
      code.replace(/-/g, ' '),
      code.replace(/-/g, ''),
      persian,
      arabic,
    ]) {
      const { certificate } = await gql<{ certificate: { code: string } | null }>(certificateQuery, {
        code: typed,
      });
      expect(certificate?.code).toBe(code);
    }
  });

  it('is null for a code no certificate has, and for text that is no code', async () => {
    for (const typed of ['00000-00000-00000-00000', 'hello', '']) {
      const { certificate } = await gql<{ certificate: unknown }>(certificateQuery, { code: typed });
      expect(certificate).toBeNull();
    }
  });

  it('refuses an overlong code with a coded error', async () => {
    const { body } = await app.graphql(certificateQuery, { code: 'A'.repeat(101) });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the admins’ list of certificates', () => {
  it('lists every certificate, newest first, a page at a time, in a constant number of statements', async () => {
    db.resetQueries();
    const first = await gql<ListPage>(listQuery, { first: 2 }, as.admin);
    const statements = db.queries.length;
    expect(first.certificates.totalCount).toBe(3);
    expect(first.certificates.edges.map((e) => e.node.code)).toEqual([codes.minaEthics, codes.omid]);
    expect(first.certificates.edges[0]!.node.holder.displayName).toBe('mina');
    expect(first.certificates.pageInfo.hasNextPage).toBe(true);
    const second = await gql<ListPage>(
      listQuery,
      { first: 2, after: first.certificates.pageInfo.endCursor },
      as.admin,
    );
    expect(second.certificates.edges.map((e) => e.node.code)).toEqual([codes.mina]);
    // The page, its count and the tests' slugs: the same few statements for a page of 2 as for 1.
    db.resetQueries();
    await gql<ListPage>(listQuery, { first: 1 }, as.admin);
    expect(db.queries.length).toBe(statements);
  });

  it('filters by code as typed, holder, test and state', async () => {
    const codesOf = async (filter: Record<string, unknown>) =>
      (await gql<ListPage>(listQuery, { filter }, as.admin)).certificates.edges.map((e) => e.node.code);
    expect(await codesOf({ code: codes.omid!.toLowerCase().replace(/-/g, ' ') })).toEqual([codes.omid]);
    expect(await codesOf({ code: 'not a code' })).toEqual([]);
    expect(await codesOf({ holderId: encodeGlobalID('User', users.mina!) })).toEqual([
      codes.minaEthics,
      codes.mina,
    ]);
    expect(await codesOf({ holderId: 'nonsense' })).toEqual([]);
    expect(await codesOf({ testSlug: 'certified-ethics' })).toEqual([codes.minaEthics]);
    expect(
      await codesOf({ testSlug: 'certified-logic', holderId: encodeGlobalID('User', users.omid!) }),
    ).toEqual([codes.omid]);
    expect(await codesOf({ state: 'REVOKED', code: codes.mina })).toEqual([]);
  });

  it('refuses a page over the limit and an overlong filter with coded errors', async () => {
    for (const variables of [{ first: 51 }, { filter: { testSlug: 'x'.repeat(101) } }]) {
      const { body } = await app.graphql(listQuery, variables, as.admin);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('is for admins only: a visitor is told to sign in, anyone else is refused', async () => {
    const visitor = await app.graphql(listQuery, {});
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const who of ['mina', 'employer']) {
      const { body } = await app.graphql(listQuery, {}, as[who]);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('revoking a certificate', () => {
  it('wants a reason, and says when no certificate has the code', async () => {
    const short = await gql<Revoked>(
      revokeMutation,
      { input: { code: codes.omid, reason: ' x ' } },
      as.admin,
    );
    expect(short.revokeCertificate).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'input.reason', code: 'TOO_SHORT' }],
    });
    const long = await gql<Revoked>(
      revokeMutation,
      { input: { code: codes.omid, reason: 'x'.repeat(501) } },
      as.admin,
    );
    expect(long.revokeCertificate.fields).toEqual([{ path: 'input.reason', code: 'TOO_LONG' }]);
    const absent = await gql<Revoked>(
      revokeMutation,
      { input: { code: '00000-00000-00000-00000', reason: 'Copied answers' } },
      as.admin,
    );
    expect(absent.revokeCertificate).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const { certificate } = await gql<{ certificate: { status: string } }>(certificateQuery, {
      code: codes.omid,
    });
    expect(certificate.status).toBe('VALID');
  });

  it('is refused to anyone but an admin, before anything changes', async () => {
    const input = { code: codes.omid, reason: 'Not theirs to revoke' };
    const visitor = await app.graphql(revokeMutation, { input });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const who of ['omid', 'employer']) {
      const { body } = await app.graphql(revokeMutation, { input }, as[who]);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const row = await db.prisma.certificate.findUniqueOrThrow({ where: { code: codes.omid! } });
    expect(row.revokedAt).toBeNull();
  });

  it('makes the public page say revoked, since when; the reason is the admins’ alone; again changes nothing', async () => {
    const typed = codes.omid!.toLowerCase().replace(/-/g, ' ');
    const first = await gql<Revoked>(
      revokeMutation,
      { input: { code: typed, reason: '  Answers copied from another taker  ' } },
      as.admin,
    );
    expect(first.revokeCertificate.data).toMatchObject({
      code: codes.omid,
      status: 'REVOKED',
      revocationReason: 'Answers copied from another taker',
    });
    const again = await gql<Revoked>(
      revokeMutation,
      { input: { code: codes.omid, reason: 'A second reason' } },
      as.admin,
    );
    expect(again.revokeCertificate.data).toEqual(first.revokeCertificate.data);

    for (const headers of [{}, as.omid!, as.employer!]) {
      db.resetQueries();
      const { certificate } = await gql<{ certificate: Record<string, unknown> }>(
        certificateQuery,
        { code: codes.omid },
        headers,
      );
      expect(certificate).toMatchObject({
        status: 'REVOKED',
        revokedAt: first.revokeCertificate.data!.revokedAt,
        revocationReason: null,
      });
      // Not read and then hidden: anyone but an admin never has the reason read from the database.
      expect(db.queries.filter((q) => q.sql.includes('revocation_reason'))).toEqual([]);
    }
    const revoked = await gql<ListPage>(listQuery, { filter: { state: 'REVOKED' } }, as.admin);
    expect(revoked.certificates.edges.map((e) => e.node.code)).toEqual([codes.omid]);
    const valid = await gql<ListPage>(listQuery, { filter: { state: 'VALID' } }, as.admin);
    expect(valid.certificates.edges.map((e) => e.node.code)).toEqual([codes.minaEthics, codes.mina]);
  });
});

describe('a certificate’s PDF', () => {
  const pdf = (code: string, lang = 'en') =>
    fetch(`${app.url}/certificates/${encodeURIComponent(code)}.pdf?lang=${lang}`);

  it('is not printed for a code no certificate has, nor for a revoked certificate', async () => {
    for (const code of ['00000-00000-00000-00000', 'hello', 'x'.repeat(100)]) {
      const answer = await pdf(code);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await answer.text();
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(page).toContain('No certificate has this code.');
      expect(page).toContain('<a href="/en/certificates">Look up a certificate</a>');
    }
    // A revoked certificate's page says so, and it is not printed.
    await gql<Revoked>(
      revokeMutation,
      { input: { code: codes.minaEthics, reason: 'Printed no more' } },
      as.admin,
    );
    const revoked = await pdf(codes.minaEthics!.toLowerCase(), 'fa');
    expect(revoked.status).toBe(410);
    const page = await revoked.text();
    expect(page).toContain('<html lang="fa" dir="rtl">');
    expect(page).toContain('<h1>این گواهی‌نامه باطل شده است</h1>');
    expect(page).toContain(`<a href="/fa/certificates/${codes.minaEthics}">بازگشت به گواهی‌نامه</a>`);
  });

  it('tells a reader in their language, Azerbaijani or the default Persian, when no certificate has the code', async () => {
    const az = await pdf('00000-00000-00000-00000', 'az');
    expect(await az.text()).toContain('Bu kodla sertifikat tapılmadı.');
    const unknown = await pdf('00000-00000-00000-00000', '<script>');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<html lang="fa" dir="rtl">');
  });
});

describe('printing certificates', () => {
  /** The route with a printer that prints nothing until let go, served apart so that no Chromium is needed. */
  async function serveHeld(limits = createRateLimits()) {
    const waiting: (() => void)[] = [];
    const printer: PdfPrinter = {
      print: () => new Promise((resolve) => waiting.push(() => resolve(Buffer.from('%PDF-1.7')))),
      close: async () => {},
    };
    const router = express.Router();
    certificateRoutes({
      prisma: db.prisma,
      printer: () => printer,
      pagesUrl: () => 'http://pages.test',
      limits,
      log: () => {},
    })(router);
    const server = express().set('trust proxy', true).use(router).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, waiting, stop: () => new Promise((resolve) => server.close(resolve)) };
  }

  /** Until `done` holds, looking again each time the event loop has turned. */
  async function until(done: () => boolean) {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('prints two at once and queues a few; those beyond are told at once to come back, in their language', async () => {
    const { concurrency, waiting: queued, retryAfterSeconds } = certificatePrinting;
    const held = await serveHeld();
    const total = concurrency + queued + 3;
    const answers: Response[] = [];
    // Each from another address, as a script rotating through addresses would send them.
    const requests = Array.from({ length: total }, (_, i) =>
      fetch(`${held.url}/certificates/${codes.mina}.pdf?lang=fa`, {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      }).then((answer) => (answers.push(answer), answer)),
    );
    // Those beyond the queue are answered while the others still wait for the printer.
    await until(() => answers.length === total - concurrency - queued && held.waiting.length === concurrency);
    for (const refused of answers) {
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(retryAfterSeconds));
      expect(await refused.text()).toContain('اکنون نمی‌توان گواهی‌نامه را چاپ کرد.');
    }
    // Let go one at a time: never more than two prints at once, and every queued one printed.
    let printed = 0;
    while (printed < concurrency + queued) {
      await until(() => held.waiting.length > 0);
      expect(held.waiting.length).toBeLessThanOrEqual(concurrency);
      held.waiting.shift()!();
      printed += 1;
    }
    const all = await Promise.all(requests);
    expect(all.filter((answer) => answer.status === 200)).toHaveLength(concurrency + queued);
    expect(all.filter((answer) => answer.status === 503)).toHaveLength(total - concurrency - queued);
    // The gate has emptied: the next one is printed.
    const again = fetch(`${held.url}/certificates/${codes.mina}.pdf?lang=en`, {
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    await until(() => held.waiting.length === 1);
    held.waiting.shift()!();
    expect((await again).status).toBe(200);
    await held.stop();
  });

  it('counts an IPv6 subscriber’s whole /64 as one address', async () => {
    const held = await serveHeld();
    const from = (address: string) =>
      fetch(`${held.url}/certificates/00000-00000-00000-00000.pdf?lang=en`, {
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 1; i <= 10; i++) expect((await from(`2001:db8:7:7::${i.toString(16)}`)).status).toBe(404);
    const rotated = await from('2001:db8:7:7:ffff:1:2:3');
    expect(rotated.status).toBe(429);
    expect(Number(rotated.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rotated.text()).toContain('Too many requests');
    // Another subscriber's prefix has its own budget.
    expect((await from('2001:db8:7:8::1')).status).toBe(404);
    await held.stop();
  });
});
