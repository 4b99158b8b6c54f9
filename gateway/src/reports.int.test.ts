import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { createPrisma } from '@platform/db';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import type { Prisma } from '@platform/db';
import {
  createChoiceTest,
  parseAssessmentsSettings,
  reportMailing,
  type PdfPrinter,
} from '@platform/subgraph-assessments/testing';
import { httpGraphClient } from '@platform/subgraph-kit/graph-client';
import { runConsumers } from '@platform/subgraph-kit/testing/consumers';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';
import { startMailServer, type MailServer } from './testing/mail-catcher.ts';

// The detailed report's e-mail: queued when a session is scored, printed, sent over real SMTP (an in-process
// smtp-server that refuses the first delivery), to the address of the taker's profile, asked of the graph as the
// taker, and in the language the test was taken in (not the profile's). The printing itself (Chromium and the results page) is a journey of the browser tests.

let db: TestDatabase;
let app: RunningApp;
let worker: Awaited<ReturnType<typeof reportWorker>> | null = null;
let smtp: MailServer;
const received: ParsedMail[] = [];
let refusals = 1;
/** The mail server refuses mended@ for good until its mailbox is mended. */
let mended = false;
const attempts: Record<string, number> = {};
const printed: string[] = [];
const identitySecret = 'reports-test-secret-reports-test-secret';
const as: Record<string, Record<string, string>> = {};
const pdf = Buffer.from('%PDF-1.4\n% a report\n%%EOF\n');

async function gql<T>(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const { body } = await app.graphql<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/**
 * Takes the test as `who`: one right answer of two two-option questions, then finished: 50 % right answers, and
 * the wrong one cancels the right one, so the test's (adjusted) score is 0 %, not passed.
 */
async function takeTest(testId: string, who: string): Promise<string> {
  const started = await gql<{ startTestSession: { data: { token: string } } }>(
    `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
      ... on MutationStartTestSessionSuccess { data { token } } } }`,
    { id: testId },
    as[who]!,
  );
  const token = started.startTestSession.data.token;
  for (const [position, choice] of [
    [0, 'a'],
    [1, 'b'],
  ] as const)
    await gql(
      `mutation ($token: String!, $position: Int!, $choice: String!) {
        answerTestQuestion(input: { token: $token, position: $position, choices: [$choice] }) { __typename } }`,
      { token, position, choice },
      as[who]!,
    );
  await gql(
    'mutation ($token: String!) { finishTestSession(input: { token: $token }) { __typename } }',
    { token },
    as[who]!,
  );
  return token;
}

async function mailTo(address: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = received.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The report's consumer and job as a subgraph served apart runs them (asking the graph over HTTP, signed with the
 * shared secret), with a printer that notes each address it prints and returns `pdf`.
 */
function reportWorker(options: {
  prisma: Prisma;
  retryLimit?: number;
  reconnectMs?: number;
  log?: (message: string) => void;
}) {
  const printer: PdfPrinter = {
    print: async (url) => {
      printed.push(url);
      return pdf;
    },
    close: async () => {},
  };
  const reports = reportMailing({
    log: () => {},
    graph: httpGraphClient(`${app.url}/graphql`, { subgraph: 'assessments', secret: identitySecret }),
    settings: parseAssessmentsSettings({
      SMTP_URL: smtp.url,
      REPORT_RETRY_SECONDS: '1',
      REPORT_SIGNING_SECRET: identitySecret,
    }),
    pagesUrl: () => 'http://pages.test',
    printer,
    ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
  });
  return runConsumers({
    ...reports,
    prisma: options.prisma,
    log: options.log,
    reconnectMs: options.reconnectMs,
  });
}

const sessionOf = (token: string) => db.prisma.testSession.findUniqueOrThrow({ where: { token } });

/** The session's report state as its taker reads it through the gateway, once `settled` holds (or after 20 s). */
async function reportState(token: string, who: string, settled: (state: ReportState) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { testSession } = await gql<{ testSession: ReportState }>(
      'query ($t: String!) { testSession(token: $t) { reportSentAt reportFailure } }',
      { t: token },
      as[who]!,
    );
    if (settled(testSession) || Date.now() > deadline) return testSession;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
type ReportState = { reportSentAt: string | null; reportFailure: string | null };

beforeAll(async () => {
  db = await createTestDatabase();
  // Refuses the first message as a busy server would (451: try again later), then accepts each.
  // Refuses every message to busy@ the same way, and bounced@ for good (550: no such mailbox).
  smtp = await startMailServer(async (message) => {
    const mail = await simpleParser(message);
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
    attempts[to ?? ''] = (attempts[to ?? ''] ?? 0) + 1;
    if (to === 'bounced@reports.test' || (to === 'mended@reports.test' && !mended))
      throw Object.assign(new Error('No such mailbox'), { responseCode: 550 });
    if (to === 'busy@reports.test' || refusals > 0) {
      if (to !== 'busy@reports.test') refusals--;
      throw Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
    }
    received.push(mail);
  });
  for (const [name, language, fullName] of [
    ['darya', 'en', 'Darya Moradi'],
    // Reza's profile is in English; he takes the test in Persian.
    ['reza', 'en', 'رضا کریمی'],
    ['silent', 'en', null],
    ['bounced', 'en', null],
    ['busy', 'en', null],
    ['late', 'en', null],
    ['keeper', 'en', null],
    ['mended', 'en', null],
    ['admin', 'en', null],
  ] as const) {
    const user = await db.prisma.user.create({
      data: {
        displayName: name,
        fullName,
        email: name === 'silent' ? null : `${name}@reports.test`,
        preferredLanguage: language,
        roles: [name === 'admin' ? 'ADMIN' : 'JOB_SEEKER'],
        registeredAt: new Date(),
      },
    });
    as[name] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
      'accept-language': name === 'reza' ? 'fa' : 'en',
    };
  }
  // The product without its own background work; the report worker below is the only one.
  app = await startTestApp({
    prisma: db.prisma,
    identitySecret,
    relayOutbox: false,
    env: { ...process.env, REPORT_SIGNING_SECRET: identitySecret },
  });
  // One retry: enough for the busy server of the first test, and the last attempt of the last.
  worker = await reportWorker({ prisma: db.prisma, retryLimit: 1 });
  // The queue is open (and nothing is scored yet).
  expect(await worker.runner.ready()).toBe(true);
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await app?.stop();
  await smtp?.stop();
  await db?.drop();
});

describe('the detailed report by e-mail', () => {
  let testId: string;
  beforeAll(async () => {
    testId = await createChoiceTest(db.prisma, {
      slug: 'report-logic',
      questions: 2,
      title: { fa: 'منطق در کار', en: 'Logic at work', az: 'İşdə məntiq' },
    });
  });

  it('is sent once, retried after the mail server refuses it, in the English the test was taken in', async () => {
    const token = await takeTest(testId, 'darya');
    expect((await sessionOf(token)).reportQueuedAt).toBeNull();
    await worker!.drain();
    const mail = await mailTo('darya@reports.test');
    expect(refusals).toBe(0);
    expect(mail.subject).toBe('Your detailed report: Logic at work');
    expect(mail.text).toContain('Dear Darya Moradi,');
    expect(mail.text).toContain('Your score: 0% (not passed)');
    expect(mail.html).toContain(`http://pages.test/en/panel/tests/results/${token}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'karnama-report.pdf',
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    const session = await sessionOf(token);
    expect(session.reportQueuedAt).not.toBeNull();
    expect(session.reportSentAt).not.toBeNull();
    // Nothing more is queued, and nothing else is sent.
    await worker!.drain();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received.filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });

  it("prints the results page in the language the test was taken in, not the profile's, opened by a key that opens only that session", async () => {
    const token = await takeTest(testId, 'reza');
    await worker!.drain();
    const mail = await mailTo('reza@reports.test');
    expect(mail.subject).toBe('گزارش تفصیلی آزمون منطق در کار');
    expect(mail.text).toContain('رضا کریمی عزیز،');
    expect(mail.text).toContain('نمرهٔ شما: ۰٪ (مردود)');
    expect((await sessionOf(token)).locale).toBe('fa');
    const printedUrl = new URL(printed.find((url) => url.includes(token))!);
    expect(printedUrl.pathname).toBe(`/fa/panel/tests/results/${token}`);
    const key = printedUrl.searchParams.get('key')!;
    const read = (t: string, reportKey: string) =>
      app.graphql<{ testSession: { token: string; result: { score: number } } | null }>(
        'query ($t: String!, $k: String) { testSession(token: $t, reportKey: $k) { token result { score } } }',
        { t, k: reportKey },
      );
    // A visitor with the key reads that session's results…
    const opened = await read(token, key);
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data?.testSession).toEqual({ token, result: { score: 0 } });
    // …and with it nothing else: not another session, not with a key whose signature differs by one character.
    const other = await takeTest(testId, 'darya');
    for (const [t, k] of [
      [other, key],
      // (the signature's middle: its last character carries padding bits too)
      [token, `${key.slice(0, -10)}${key.at(-10) === 'A' ? 'B' : 'A'}${key.slice(-9)}`],
    ] as const) {
      const refused = await read(t, k);
      expect(refused.body.data?.testSession ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('prints and opens the results of a test archived since it was taken, to its taker and by its key', async () => {
    const token = await takeTest(testId, 'keeper');
    await db.prisma.test.update({ where: { slug: 'report-logic' }, data: { status: 'ARCHIVED' } });
    try {
      const results =
        'testSession(token: $t, reportKey: $k) { token test { title practice } result { score } }';
      const query = `query ($t: String!, $k: String) { ${results} }`;
      const taker = await app.graphql<{ testSession: { test: { title: string } } }>(
        query,
        { t: token },
        as.keeper,
      );
      expect(taker.body.errors).toBeUndefined();
      expect(taker.body.data?.testSession.test.title).toBe('Logic at work');
      await worker!.drain();
      await mailTo('keeper@reports.test');
      const key = new URL(printed.find((url) => url.includes(token))!).searchParams.get('key')!;
      const printer = await app.graphql<{ testSession: { test: { practice: boolean } } }>(query, {
        t: token,
        k: key,
      });
      expect(printer.body.errors).toBeUndefined();
      expect(printer.body.data?.testSession).toMatchObject({ token, test: { practice: false } });
      // Archived, it is no longer a test to start or to find by its slug.
      const bySlug = await app.graphql<{ test: unknown }>(
        '{ test(slug: "report-logic") { id } }',
        {},
        as.keeper,
      );
      expect(bySlug.body.data?.test).toBeNull();
    } finally {
      await db.prisma.test.update({ where: { slug: 'report-logic' }, data: { status: 'ACTIVE' } });
    }
  });

  it('is not sent to a taker without an address, and the taker is told so', async () => {
    const token = await takeTest(testId, 'silent');
    await worker!.drain();
    expect(await reportState(token, 'silent', (s) => s.reportFailure !== null)).toEqual({
      reportSentAt: null,
      reportFailure: 'NO_ADDRESS',
    });
    expect((await sessionOf(token)).reportQueuedAt).not.toBeNull();
  });

  it('is marked undeliverable at once when the mail server refuses the address for good', async () => {
    const token = await takeTest(testId, 'bounced');
    await worker!.drain();
    expect(await reportState(token, 'bounced', (s) => s.reportFailure !== null)).toEqual({
      reportSentAt: null,
      reportFailure: 'UNDELIVERABLE',
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(attempts['bounced@reports.test']).toBe(1);
  });

  it('is marked undeliverable when its last attempt fails', async () => {
    const token = await takeTest(testId, 'busy');
    await worker!.drain();
    expect(await reportState(token, 'busy', (s) => s.reportFailure !== null)).toEqual({
      reportSentAt: null,
      reportFailure: 'UNDELIVERABLE',
    });
    expect(attempts['busy@reports.test']).toBe(2);
  });
});

describe('the admins’ report queue', () => {
  const queueQuery = `query ($state: ReportState, $first: Int) {
    reportQueue(state: $state, first: $first) {
      totalCount
      edges { node { id state failure testTitle taker { displayName email } sentAt } }
    } }`;
  type Queue = {
    reportQueue: {
      totalCount: number;
      edges: {
        node: { id: string; state: string; failure: string | null; taker: { displayName: string } };
      }[];
    };
  };
  const retryMutation = `mutation ($id: ID!) { retryReport(input: { sessionId: $id }) {
    __typename
    ... on MutationRetryReportSuccess { data { state failure } }
    ... on BaseError { code } } }`;
  type Retried = {
    retryReport: { __typename: string; data?: { state: string; failure: string | null }; code?: string };
  };
  let testId: string;
  beforeAll(async () => {
    testId = await createChoiceTest(db.prisma, { slug: 'report-queue', questions: 2 });
  });

  it('lists reports by state, and an admin sends a failed one again, which is then sent', async () => {
    const token = await takeTest(testId, 'mended');
    await worker!.drain();
    expect(await reportState(token, 'mended', (s) => s.reportFailure !== null)).toEqual({
      reportSentAt: null,
      reportFailure: 'UNDELIVERABLE',
    });
    const failed = await gql<Queue>(queueQuery, { state: 'FAILED' }, as.admin!);
    const row = failed.reportQueue.edges.find((e) => e.node.taker.displayName === 'mended')!.node;
    expect(row).toMatchObject({ state: 'FAILED', failure: 'UNDELIVERABLE' });
    // Its own type in the id, so that a client's store keeps it apart from the TestSession of the same row.
    const session = await db.prisma.testSession.findFirstOrThrow({ where: { token } });
    expect(Buffer.from(row.id, 'base64').toString()).toBe(`QueuedReport:${session.id}`);
    const bySession = await gql<Retried>(
      retryMutation,
      { id: Buffer.from(`TestSession:${session.id}`).toString('base64') },
      as.admin!,
    );
    expect(bySession.retryReport).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(failed.reportQueue.edges.every((e) => e.node.state === 'FAILED')).toBe(true);
    const sent = await gql<Queue>(queueQuery, { state: 'SENT' }, as.admin!);
    expect(sent.reportQueue.edges.some((e) => e.node.taker.displayName === 'darya')).toBe(true);
    expect(sent.reportQueue.edges.every((e) => e.node.state === 'SENT')).toBe(true);

    mended = true;
    const retried = await gql<Retried>(retryMutation, { id: row.id }, as.admin!);
    expect(retried.retryReport).toEqual({
      __typename: 'MutationRetryReportSuccess',
      data: { state: 'PENDING', failure: null },
    });
    // Pending now: a second retry is refused with a code, and queues nothing more.
    const again = await gql<Retried>(retryMutation, { id: row.id }, as.admin!);
    expect(again.retryReport).toEqual({ __typename: 'ConflictError', code: 'NOT_FAILED' });
    await worker!.drain();
    const mail = await mailTo('mended@reports.test');
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    expect(await reportState(token, 'mended', (s) => s.reportSentAt !== null)).toMatchObject({
      reportFailure: null,
    });
    const now = await gql<Queue>(queueQuery, { state: 'SENT' }, as.admin!);
    expect(now.reportQueue.edges.find((e) => e.node.id === row.id)?.node.state).toBe('SENT');
    expect(
      received.filter(
        (m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === 'mended@reports.test',
      ),
    ).toHaveLength(1);
  });

  it('says when no scored session has the id, and refuses a retry and the queue to anyone but an admin', async () => {
    const absent = await gql<Retried>(
      retryMutation,
      { id: Buffer.from('QueuedReport:00000000-0000-7000-8000-000000000000').toString('base64') },
      as.admin!,
    );
    expect(absent.retryReport).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const garbage = await gql<Retried>(retryMutation, { id: 'nonsense' }, as.admin!);
    expect(garbage.retryReport).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const bounced = await db.prisma.testSession.findFirstOrThrow({
      where: { reportFailure: 'UNDELIVERABLE' },
    });
    const id = Buffer.from(`QueuedReport:${bounced.id}`).toString('base64');
    for (const [headers, code] of [
      [{}, 'UNAUTHENTICATED'],
      [as.darya!, 'FORBIDDEN'],
    ] as const) {
      const retry = await app.graphql(retryMutation, { id }, headers);
      expect(retry.body.errors?.[0]?.extensions?.code).toBe(code);
      const queue = await app.graphql(queueQuery, {}, headers);
      expect(queue.body.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await db.prisma.testSession.findUniqueOrThrow({ where: { id: bounced.id } })).reportFailure).toBe(
      'UNDELIVERABLE',
    );
    const { body } = await app.graphql(queueQuery, { first: 51 }, as.admin!);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

/**
 * A TCP door to the test database that stays shut (each connection is closed at once, as when PostgreSQL is
 * restarting) until `open()`.
 */
async function databaseDoor(databaseUrl: string) {
  const target = new URL(databaseUrl);
  let opened = false;
  const server = net.createServer((client) => {
    if (!opened) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    open: () => {
      opened = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the report queue when the database is away at start', () => {
  it('opens once the database answers, and then sends what was scored meanwhile', async () => {
    const testId = await createChoiceTest(db.prisma, { slug: 'report-late', questions: 2 });
    // The worker of the tests above stops; this one is the only one.
    await worker!.stop();
    worker = null;
    const door = await databaseDoor(db.url);
    const prisma = createPrisma(door.url, { max: 2 });
    const logged: string[] = [];
    const late = await reportWorker({ prisma, log: (message) => logged.push(message), reconnectMs: 200 });
    try {
      const token = await takeTest(testId, 'late');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(logged.filter((m) => m.startsWith('The job queue could not open')).length).toBeGreaterThan(1);
      expect((await sessionOf(token)).reportQueuedAt).toBeNull();
      door.open();
      // Once open, the queue takes what was scored while it was away.
      expect(await late.runner.ready()).toBe(true);
      await late.drain();
      const mail = await mailTo('late@reports.test');
      expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
      expect((await sessionOf(token)).reportSentAt).not.toBeNull();
    } finally {
      await late.stop();
      await prisma.$disconnect();
      await door.close();
    }
  }, 60_000);
});
