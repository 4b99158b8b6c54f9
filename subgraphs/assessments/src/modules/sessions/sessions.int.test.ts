import type { Identity } from '@platform/subgraph-kit/identity';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentsTests, choiceItem, numericItem, scaleItem } from '../assessments.testing.ts';
import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { closeExpiredSessions, closesAt } from './sessions.service.ts';
import { sessionDeadlines, sessionTimeout } from './sessions.worker.ts';

const { database, person, createTest, run, data } = assessmentsTests();

const outcome = `__typename ... on ValidationError { fields { path code } } ... on BaseError { code }`;
const sessionFields = `id token status total answeredCount position remainingSeconds deadline score passed
  questions { position kind category prompt options { key } answered answerChoices answerValue correct }`;

type Session = {
  id: string;
  token: string;
  status: string;
  total: number;
  answeredCount: number;
  position: number;
  remainingSeconds: number;
  score: number | null;
  passed: boolean | null;
  questions: {
    position: number;
    kind: string;
    category: string;
    prompt: string;
    options: { key: string }[];
    answered: boolean;
    answerChoices: string[] | null;
    answerValue: number | null;
    correct: boolean | null;
  }[];
};
type Outcome = {
  __typename: string;
  code?: string;
  fields?: { path: string; code: string }[];
  data?: Session;
};

const start = (testId: string, who: Identity) =>
  data<{ startTestSession: Outcome }>(
    `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
      ${outcome} ... on MutationStartTestSessionSuccess { data { ${sessionFields} } } } }`,
    { id: testId },
    who,
  ).then((d) => d.startTestSession);

const answer = (token: string, position: number, given: Record<string, unknown>, who: Identity) =>
  data<{ answerTestQuestion: Outcome }>(
    `mutation ($input: AnswerTestQuestionInput!) { answerTestQuestion(input: $input) {
      ${outcome} ... on MutationAnswerTestQuestionSuccess { data { ${sessionFields} } } } }`,
    { input: { token, position, ...given } },
    who,
  ).then((d) => d.answerTestQuestion);

const finish = (token: string, who: Identity) =>
  data<{ finishTestSession: Outcome }>(
    `mutation ($token: String!) { finishTestSession(input: { token: $token }) {
      ${outcome} ... on MutationFinishTestSessionSuccess { data { ${sessionFields} } } } }`,
    { token },
    who,
  ).then((d) => d.finishTestSession);

const read = (token: string, who?: Identity) =>
  run<{ testSession: Session | null }>(
    `query ($token: String!) { testSession(token: $token) { ${sessionFields} } }`,
    { token },
    who,
  );

/** The right answer of a drawn question of the test banks below (choice items: `a`; numeric: 7). */
const rightAnswer = (q: Session['questions'][number]) =>
  q.kind === 'NUMERIC' ? { value: 7 } : { choices: ['a'] };

// A bank of 12 in two categories and two difficulties (a pair among them); a session draws 6.
const bank = [
  ...[1, 2, 3].map((n) => choiceItem(`l-e${n}`)),
  ...[1, 2, 3].map((n) => choiceItem(`l-h${n}`, { difficulty: 'HARD' })),
  ...[1, 2, 3].map((n) => numericItem(`n-m${n}`, 7)),
  numericItem('n-p1', 7, { pairKey: 'p1' }),
  numericItem('n-p2', 7, { pairKey: 'p1' }),
  choiceItem('l-sample', { sample: true }),
  choiceItem('l-e4'),
];

let taker: Identity;
let other: Identity;

beforeAll(async () => {
  taker = await person('taker');
  other = await person('other');
});

describe('a session', () => {
  it('draws a stratified subset fixed for the attempt, with an unguessable token and the seed kept', async () => {
    const test = await createTest({
      slug: 'draws',
      questionsCount: 6,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const started = await start(test.globalId, taker);
    expect(started.__typename).toBe('MutationStartTestSessionSuccess');
    const session = started.data!;
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toMatchObject({ status: 'IN_PROGRESS', total: 6, answeredCount: 0, position: 0 });
    expect(session.remainingSeconds).toBeGreaterThan(590);
    expect(session.questions.map((q) => q.position)).toEqual([0, 1, 2, 3, 4, 5]);
    // Three from each category (7 of 13 are logic, 5 of 13 numbers; the sample is never drawn).
    const byCategory = session.questions.reduce<Record<string, number>>(
      (counts, q) => ({ ...counts, [q.category]: (counts[q.category] ?? 0) + 1 }),
      {},
    );
    expect(Object.keys(byCategory).sort()).toEqual(['Category logic (fa)', 'Category numbers (fa)']);
    expect(session.questions.map((q) => q.prompt)).not.toContain('Question l-sample (fa)');
    const stored = await database().prisma.testSession.findUniqueOrThrow({ where: { token: session.token } });
    expect(stored.seed).toMatch(/^[0-9a-f]{32}$/);
    // Starting again continues the unfinished session rather than drawing another.
    expect((await start(test.globalId, taker)).data!.token).toBe(session.token);
  });

  it('saves answers one by one, idempotently, and resumes where the taker was', async () => {
    const test = await createTest({
      slug: 'resume',
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    const first = questions[0]!;
    const saved = await answer(token, 0, rightAnswer(first), taker);
    expect(saved.data).toMatchObject({ answeredCount: 1, position: 0 });
    // The same answer again (a retry, a second tab) changes nothing; a different one replaces it.
    expect((await answer(token, 0, rightAnswer(first), taker)).data!.answeredCount).toBe(1);
    const changed = await answer(
      token,
      0,
      first.kind === 'NUMERIC' ? { value: 8 } : { choices: ['b'] },
      taker,
    );
    expect(changed.data!.answeredCount).toBe(1);
    await answer(token, 2, rightAnswer(questions[2]!), taker);
    // Another device reads the session: the answers and the place are there.
    const again = (await read(token, taker)).data!.testSession!;
    expect(again).toMatchObject({ answeredCount: 2, position: 2 });
    expect(again.questions.filter((q) => q.answered).map((q) => q.position)).toEqual([0, 2]);
    // The right answer is not given before scoring.
    expect(again.questions.every((q) => q.correct === null)).toBe(true);
  });

  it('refuses answers that do not fit the question, naming the problem', async () => {
    const test = await createTest({
      slug: 'shapes',
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    const choice = questions.find((q) => q.kind === 'SINGLE_CHOICE')!;
    const numeric = questions.find((q) => q.kind === 'NUMERIC')!;
    for (const [position, given] of [
      [choice.position, { choices: ['z'] }],
      [choice.position, { choices: ['a', 'b'] }],
      [choice.position, { value: 1 }],
      [numeric.position, { choices: ['a'] }],
      [numeric.position, { value: 1, scale: 3 }],
    ] as const) {
      expect((await answer(token, position, given, taker)).fields).toEqual([
        { path: 'input.answer', code: 'ANSWER_INVALID' },
      ]);
    }
    expect((await answer(token, 39, { choices: ['a'] }, taker)).code).toBe('NOT_FOUND');
    expect((await read(token, taker)).data!.testSession!.answeredCount).toBe(0);
  });

  it('is its taker’s alone', async () => {
    const test = await createTest({
      slug: 'private',
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const { token, id } = (await start(test.globalId, taker)).data!;
    expect((await read(token, other)).data!.testSession).toBeNull();
    expect((await read(token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await answer(token, 0, { choices: ['a'] }, other)).code).toBe('NOT_FOUND');
    expect((await finish(token, other)).code).toBe('NOT_FOUND');
    const node = await run<{ _entities: unknown[] }>(
      `query ($r: [_Any!]!) { _entities(representations: $r) { ... on TestSession { token } } }`,
      { r: [{ __typename: 'TestSession', id }] },
      other,
    );
    expect(node.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses an answer after the deadline and its grace; its timer scores what was answered', async () => {
    const test = await createTest({
      slug: 'deadline',
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    await answer(token, 0, rightAnswer(questions[0]!), taker);
    await answer(token, 1, rightAnswer(questions[1]!), taker);
    const prisma = database().prisma;
    // Three seconds late is within the grace for latency.
    await prisma.testSession.update({ where: { token }, data: { deadline: new Date(Date.now() - 3_000) } });
    expect((await answer(token, 2, rightAnswer(questions[2]!), taker)).data!.answeredCount).toBe(3);
    await prisma.testSession.update({ where: { token }, data: { deadline: new Date(Date.now() - 10_000) } });
    expect((await answer(token, 3, rightAnswer(questions[3]!), taker)).code).toBe('DEADLINE_PASSED');
    // Starting the session set its timer, for the end of its grace.
    const session = await prisma.testSession.findUniqueOrThrow({ where: { token } });
    const { timers } = await consumeOutbox(prisma, sessionDeadlines);
    const timer = timers.find((t) => t.key === session.id);
    expect(timer).toMatchObject({ job: sessionTimeout.name, data: { sessionId: session.id } });
    expect(timer!.at!.getTime()).toBeGreaterThan(session.startedAt.getTime());
    expect(closesAt(session.deadline).getTime()).toBeLessThan(Date.now());
    const attempt = { prisma, number: 1, last: false };
    expect(await sessionTimeout.handle({ sessionId: session.id }, attempt)).toBe(true);
    // Run again (a retry), it changes nothing; nor does the hourly sweep.
    expect(await sessionTimeout.handle({ sessionId: session.id }, attempt)).toBe(false);
    expect(await closeExpiredSessions(prisma)).toBe(0);
    const closed = (await read(token, taker)).data!.testSession!;
    expect(closed).toMatchObject({ status: 'TIMED_OUT', answeredCount: 3, score: 75, passed: true });
    expect((await answer(token, 3, rightAnswer(questions[3]!), taker)).code).toBe('SESSION_FINISHED');
  });

  it('scores once on finishing; the result never changes and a practice test shows the right answers', async () => {
    const test = await createTest({
      slug: 'finish',
      practice: true,
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    await answer(token, 0, rightAnswer(questions[0]!), taker);
    const done = (await finish(token, taker)).data!;
    expect(done).toMatchObject({ status: 'COMPLETED', score: 25, passed: false });
    expect(done.questions.map((q) => q.correct)).toEqual([true, false, false, false]);
    const prisma = database().prisma;
    const scored = await prisma.testSession.findUniqueOrThrow({ where: { token } });
    expect((await finish(token, taker)).data).toMatchObject({ status: 'COMPLETED', score: 25 });
    expect((await prisma.testSession.findUniqueOrThrow({ where: { token } })).scoredAt).toEqual(
      scored.scoredAt,
    );
    expect((await answer(token, 1, rightAnswer(questions[1]!), taker)).code).toBe('SESSION_FINISHED');
    const shards = await prisma.testStatShard.findMany({ where: { testId: test.id } });
    expect(shards).toMatchObject([{ participants: 1, scoreSum: 25, passed: 0 }]);
    const event = await prisma.outboxEvent.findFirst({
      where: { type: 'test.completed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({ slug: 'finish', participantsCount: 1 });
  });

  it("counts sessions finishing together, and the test's figures are the sums of its counters", async () => {
    const test = await createTest({
      slug: 'crowd',
      questionsCount: 4,
      passingScore: 50,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const takers = await Promise.all(Array.from({ length: 12 }, (_, i) => person(`crowd-${i}`)));
    const sessions = await Promise.all(
      takers.map(async (who) => ({ who, ...(await start(test.globalId, who)).data! })),
    );
    // Half answer everything right (100, passed); the others answer nothing (0, failed).
    for (const [i, { who, token, questions }] of sessions.entries())
      if (i % 2 === 0) for (const q of questions) await answer(token, q.position, rightAnswer(q), who);
    const finished = await Promise.all(sessions.map(({ who, token }) => finish(token, who)));
    expect(finished.map((f) => f.__typename)).toEqual(Array(12).fill('MutationFinishTestSessionSuccess'));
    const shards = await database().prisma.testStatShard.findMany({ where: { testId: test.id } });
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.reduce((n, s) => n + s.participants, 0)).toBe(12);
    const { test: figures } = await data<{
      test: { participantsCount: number; averageScore: number; passRate: number };
    }>(`{ test(slug: "crowd") { participantsCount averageScore passRate } }`, {});
    expect(figures).toEqual({ participantsCount: 12, averageScore: 50, passRate: 50 });
    // The site's figure counts every test's finished sessions, these twelve among them.
    const all = await database().prisma.testStatShard.aggregate({ _sum: { participants: true } });
    const { testsTaken } = await data<{ testsTaken: number }>('{ testsTaken }', {});
    expect(testsTaken).toBe(all._sum.participants);
    expect(testsTaken).toBeGreaterThanOrEqual(12);
    // The activity feed's count: sessions committed in the same moment may not see each other's, but one that
    // finishes after them counts them all.
    const events = () =>
      database().prisma.outboxEvent.findMany({
        where: { type: 'test.completed', payload: { path: ['slug'], equals: 'crowd' } },
        orderBy: { id: 'asc' },
      });
    const counts = (await events()).map(
      (e) => (e.payload as { participantsCount: number }).participantsCount,
    );
    expect(counts).toHaveLength(12);
    expect(counts.every((n) => n >= 1 && n <= 12)).toBe(true);
    const late = await person('crowd-late');
    await finish((await start(test.globalId, late)).data!.token, late);
    expect((await events()).at(-1)?.payload).toMatchObject({ participantsCount: 13 });
  });

  it('gives a passed session a certificate anyone can verify by its code', async () => {
    const test = await createTest({
      slug: 'certified',
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const skills = [{ key: 'logic', name: { fa: 'منطق', en: 'Logic', az: 'Məntiq' } }];
    await database().prisma.test.update({ where: { id: test.id }, data: { skills } });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    for (const q of questions) await answer(token, q.position, rightAnswer(q), taker);
    expect((await finish(token, taker)).data).toMatchObject({ score: 100, passed: true });
    const { certificate } = (
      await data<{ testSession: { certificate: { code: string } } }>(
        `query ($token: String!) { testSession(token: $token) { certificate { code } } }`,
        { token },
        taker,
      )
    ).testSession;
    expect(certificate.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    const verified = await data<{ certificate: Record<string, unknown> }>(
      `query ($code: String!) { certificate(code: $code) { status testTitle scoreBand holder { id } } }`,
      { code: certificate.code.toLowerCase() },
    );
    expect(verified.certificate).toMatchObject({
      status: 'VALID',
      testTitle: 'Test certified (fa)',
      scoreBand: '90-100',
    });
    expect(
      (await data<{ certificate: null }>(`{ certificate(code: "AAAAA-AAAAA-AAAAA-AAAAA") { code } }`, {}))
        .certificate,
    ).toBeNull();

    // Announced with the skills it proves, for the holder's collaborator profile; a revocation is announced once.
    const announced = (type: string) =>
      database().prisma.outboxEvent.findMany({
        where: { type, payload: { path: ['code'], equals: certificate.code } },
      });
    const [issued] = await announced('certificate.issued');
    expect(issued?.payload).toMatchObject({
      code: certificate.code,
      userId: taker.userId,
      testId: test.id,
      slug: 'certified',
      title: { fa: 'Test certified (fa)' },
      scoreBand: '90-100',
    });
    expect((issued?.payload as { skills: unknown[] }).skills).toEqual(skills);
    const admin = await person('certificates-admin', ['ADMIN']);
    const revoke = `mutation ($code: String!) { revokeCertificate(input: { code: $code, reason: "Shared answers" }) {
      __typename } }`;
    await data(revoke, { code: certificate.code }, admin);
    await data(revoke, { code: certificate.code }, admin);
    const revoked = await database().prisma.outboxEvent.findMany({
      where: { type: 'certificate.revoked', payload: { path: ['userId'], equals: taker.userId } },
    });
    expect(revoked).toHaveLength(1);
    expect((revoked[0]!.payload as { certificateId: string }).certificateId).toBe(
      (issued!.payload as { certificateId: string }).certificateId,
    );
  });

  it('needs a purchase for a paid test, and uses one per session', async () => {
    const test = await createTest({
      slug: 'paid',
      questionsCount: 4,
      priceRials: 5_000_000n,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const buyer = await person('buyer');
    expect((await start(test.globalId, buyer)).code).toBe('PAYMENT_REQUIRED');
    const prisma = database().prisma;
    const grant = await prisma.testAccess.create({
      data: { userId: buyer.userId, testId: test.id, orderId: '0190f0f0-0000-7000-8000-000000000001' },
    });
    const session = (await start(test.globalId, buyer)).data!;
    expect(await prisma.testAccess.findUniqueOrThrow({ where: { id: grant.id } })).toMatchObject({
      sessionId: session.id ? expect.any(String) : null,
    });
    await finish(session.token, buyer);
    expect((await start(test.globalId, buyer)).code).toBe('PAYMENT_REQUIRED');
  });

  it('limits attempts and keeps the cool-down between them', async () => {
    const limited = await createTest({
      slug: 'limited',
      questionsCount: 2,
      maxAttempts: 1,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const cooled = await createTest({
      slug: 'cooled',
      questionsCount: 2,
      cooldownHours: 24,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const retaker = await person('retaker');
    for (const test of [limited, cooled])
      await finish((await start(test.globalId, retaker)).data!.token, retaker);
    expect((await start(limited.globalId, retaker)).code).toBe('ATTEMPTS_EXHAUSTED');
    expect((await start(cooled.globalId, retaker)).code).toBe('COOLDOWN');
    const access = await data<{
      test: { viewerAccess: { canStart: boolean; blockedBy: string; nextAttemptAt: string } };
    }>(`{ test(slug: "cooled") { viewerAccess { canStart blockedBy nextAttemptAt } } }`, {}, retaker);
    expect(access.test.viewerAccess).toMatchObject({ canStart: false, blockedBy: 'COOLDOWN' });
    expect(new Date(access.test.viewerAccess.nextAttemptAt).getTime()).toBeGreaterThan(
      Date.now() + 23 * 3_600_000,
    );
  });

  it('starts one session for a double click', async () => {
    const test = await createTest({
      slug: 'double',
      questionsCount: 2,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const clicker = await person('clicker');
    const [a, b] = await Promise.all([start(test.globalId, clicker), start(test.globalId, clicker)]);
    expect(a.data!.token).toBe(b.data!.token);
    expect(await database().prisma.testSession.count({ where: { userId: clicker.userId } })).toBe(1);
  });

  it('saves an answer in a handful of statements', async () => {
    const test = await createTest({
      slug: 'sql',
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    database().resetQueries();
    await data(
      `mutation ($input: AnswerTestQuestionInput!) { answerTestQuestion(input: $input) {
        ... on MutationAnswerTestQuestionSuccess { data { answeredCount position } } } }`,
      { input: { token, position: 1, ...rightAnswer(questions[1]!) } },
      taker,
    );
    const statements = database()
      .queries.map((q) => q.sql)
      .filter((q) => !/^(BEGIN|COMMIT)/.test(q));
    // The session locked with the item, the answer, the session's count (with what the caller selected).
    expect(statements).toHaveLength(3);
  });
});

const resultFields = `score passed certificate { code } result {
  kind score originalScore adjustedScore passed validProfile correct total
  categories { key correct wrong unanswered total } comparison { sampleSize minimumSample betterThan }
} questions { correct correctChoices correctValue explanation }`;

type Result = {
  score: number | null;
  passed: boolean | null;
  certificate: { code: string } | null;
  result: Record<string, unknown> & {
    categories: Record<string, unknown>[];
    comparison: { sampleSize: number; minimumSample: number; betterThan: number | null } | null;
  };
  questions: Record<string, unknown>[];
};

const resultOf = async (token: string, who: Identity) =>
  (
    await data<{ testSession: Result }>(
      `query ($token: String!) { testSession(token: $token) { ${resultFields} } }`,
      { token },
      who,
    )
  ).testSession;

describe('what a result tells its taker', () => {
  const keyHidden = { correct: null, correctChoices: null, correctValue: null, explanation: null };

  it('keeps the answer key of a test that gives certificates, and counts right and wrong per category', async () => {
    const test = await createTest({
      slug: 'keyed',
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    // Every question answered: the choice ones wrong (b), the numeric ones right.
    for (const q of questions)
      await answer(token, q.position, q.kind === 'NUMERIC' ? { value: 7 } : { choices: ['b'] }, taker);
    await finish(token, taker);
    database().resetQueries();
    const seen = await resultOf(token, taker);
    // The session, its certificate, the comparison, the test (once, for the key's decision and the result) and the
    // items with their versions and questions: the key's decision adds no statement.
    expect(
      database()
        .queries.map((q) => q.sql)
        .filter((q) => !/^(BEGIN|COMMIT)/.test(q)),
    ).toHaveLength(7);
    expect(seen.questions).toHaveLength(4);
    for (const q of seen.questions) expect(q).toEqual(keyHidden);
    const logic = questions.filter((q) => q.kind !== 'NUMERIC').length;
    expect(seen.result.categories).toEqual([
      { key: 'logic', correct: 0, wrong: logic, unanswered: 0, total: logic },
      { key: 'numbers', correct: 4 - logic, wrong: 0, unanswered: 0, total: 4 - logic },
    ]);
  });

  it('shows a practice test its key, and gives no certificate for it', async () => {
    const test = await createTest({
      slug: 'practice',
      practice: true,
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    for (const q of questions) await answer(token, q.position, rightAnswer(q), taker);
    await finish(token, taker);
    const seen = await resultOf(token, taker);
    expect(seen).toMatchObject({ score: 100, passed: true, certificate: null });
    for (const [i, q] of seen.questions.entries())
      expect(q).toMatchObject(
        questions[i]!.kind === 'NUMERIC'
          ? { correct: true, correctChoices: null, correctValue: 7 }
          : { correct: true, correctChoices: ['a'], explanation: expect.stringMatching(/^Because /) },
      );
  });

  it('passes on the adjusted score: 50% right answers, 44.4% adjusted, pass mark 50%, no certificate', async () => {
    const items = Array.from({ length: 18 }, (_, n) => choiceItem(`g${n}`));
    const test = await createTest({ slug: 'guessed', questionsCount: 18, categories: ['logic'], items });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    // 9 right, 3 wrong (four options: each costs a third), 6 unanswered: (9 − 1) / 18 = 44.4%.
    for (const [i, q] of questions.slice(0, 12).entries())
      await answer(token, q.position, { choices: [i < 9 ? 'a' : 'b'] }, taker);
    await finish(token, taker);
    const seen = await resultOf(token, taker);
    expect(seen).toMatchObject({ score: 44.4, passed: false, certificate: null });
    expect(seen.result).toMatchObject({
      kind: 'APTITUDE',
      score: 44.4,
      originalScore: 50,
      adjustedScore: 44.4,
      passed: false,
      validProfile: null,
      correct: 9,
      total: 18,
    });
    const stored = await database().prisma.testSession.findUniqueOrThrow({ where: { token } });
    expect(stored).toMatchObject({ score: 44.4, passed: false });
  });

  it('keeps a result scored before the adjusted-score rule on the score it was given, and a profile without one', async () => {
    const items = Array.from({ length: 18 }, (_, n) => choiceItem(`o${n}`));
    const test = await createTest({
      slug: 'scored-before',
      questionsCount: 18,
      categories: ['logic'],
      items,
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    for (const [i, q] of questions.slice(0, 12).entries())
      await answer(token, q.position, { choices: [i < 9 ? 'a' : 'b'] }, taker);
    await finish(token, taker);
    // As the earlier rule scored it: the original 50% stored, passed at 50%, with a certificate.
    const session = await database().prisma.testSession.findUniqueOrThrow({ where: { token } });
    await database().prisma.testSession.update({
      where: { token },
      data: { score: 50, passed: true, result: { ...(session.result as object), passed: true } },
    });
    await database().prisma.certificate.create({
      data: { code: 'AAAAA-BBBBB-CCCCC-00001', sessionId: session.id, userId: session.userId },
    });
    const profileTest = await createTest({
      slug: 'profile-scored-before',
      type: 'PERSONALITY_COGNITIVE',
      questionsCount: 2,
      categories: ['openness'],
      items: [scaleItem('o1', 'openness'), scaleItem('o2', 'openness')],
    });
    const profile = (await start(profileTest.globalId, taker)).data!;
    for (const q of profile.questions) await answer(profile.token, q.position, { scale: 6 }, taker);
    await finish(profile.token, taker);
    await database().prisma.testSession.update({
      where: { token: profile.token },
      data: { score: 100, passed: true },
    });

    const migration = await readFile(
      new URL(
        '../../../../../prisma/migrations/20261128003000_results_keep_their_score_basis/migration.sql',
        import.meta.url,
      ),
      'utf8',
    );
    for (const statement of migration.split(/;\s*$/m).filter((q) => q.replace(/--.*$/gm, '').trim()))
      await database().prisma.$executeRawUnsafe(statement);

    // One basis throughout: the score it passed on, its band, and the verdict.
    const seen = await resultOf(token, taker);
    expect(seen).toMatchObject({ score: 50, passed: true, certificate: { code: 'AAAAA-BBBBB-CCCCC-00001' } });
    expect(seen.result).toMatchObject({ score: 50, originalScore: 50, adjustedScore: 44.4, passed: true });
    const profileSeen = await resultOf(profile.token, taker);
    expect(profileSeen).toMatchObject({ score: null, passed: null });
    // A result scored under the rule is left as it is.
    const current = await database().prisma.testSession.findFirstOrThrow({
      where: { test: { slug: 'guessed' } },
    });
    expect(current.result).not.toHaveProperty('scoreBasis');
  });

  it('compares a score with the others only from 30 results of the test on', async () => {
    const test = await createTest({
      slug: 'compared',
      questionsCount: 4,
      categories: ['logic', 'numbers'],
      items: bank,
    });
    const blank = async (name: string) => {
      const who = await person(name);
      await finish((await start(test.globalId, who)).data!.token, who);
    };
    for (let i = 0; i < 28; i++) await blank(`blank-${i}`);
    const { token, questions } = (await start(test.globalId, taker)).data!;
    for (const q of questions) await answer(token, q.position, rightAnswer(q), taker);
    await finish(token, taker);
    // 29 results: too few to compare with.
    expect((await resultOf(token, taker)).result.comparison).toEqual({
      sampleSize: 29,
      minimumSample: 30,
      betterThan: null,
    });
    await blank('blank-last');
    // 30: better than 29 of them, and half of the one tie (itself): 29.5 ÷ 30 = 98.3%.
    expect((await resultOf(token, taker)).result.comparison).toEqual({
      sampleSize: 30,
      minimumSample: 30,
      betterThan: 98.3,
    });
  });
});

describe('a personality session', () => {
  it('is a profile: no score, no pass, no comparison and no certificate', async () => {
    const test = await createTest({
      slug: 'profile',
      type: 'PERSONALITY_COGNITIVE',
      questionsCount: 2,
      passingScore: 0,
      categories: ['openness'],
      items: [scaleItem('o1', 'openness'), scaleItem('o2', 'openness')],
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    for (const q of questions) await answer(token, q.position, { scale: 6 }, taker);
    await finish(token, taker);
    const seen = await resultOf(token, taker);
    expect(seen).toMatchObject({ score: null, passed: null, certificate: null });
    expect(seen.result).toMatchObject({
      kind: 'PERSONALITY',
      score: null,
      passed: null,
      validProfile: true,
      comparison: null,
    });
    const figures = await data<{ test: { participantsCount: number; averageScore: null; passRate: null } }>(
      `{ test(slug: "profile") { participantsCount averageScore passRate givesCertificate } }`,
      {},
    );
    expect(figures.test).toEqual({
      participantsCount: 1,
      averageScore: null,
      passRate: null,
      givesCertificate: false,
    });
    expect(await database().prisma.certificate.count({ where: { session: { token } } })).toBe(0);
  });

  it('reports traits, consistency and the contradicting pair by name', async () => {
    const test = await createTest({
      slug: 'traits',
      type: 'PERSONALITY_COGNITIVE',
      questionsCount: 4,
      passingScore: 0,
      categories: ['extraversion', 'conscientiousness'],
      items: [
        scaleItem('e1', 'extraversion', { pairKey: 'pe' }),
        scaleItem('e2', 'extraversion', { pairKey: 'pe', reverseKeyed: true }),
        scaleItem('c1', 'conscientiousness', { pairKey: 'pc' }),
        scaleItem('c2', 'conscientiousness', { pairKey: 'pc' }),
      ],
    });
    const { token, questions } = (await start(test.globalId, taker)).data!;
    const keyOf = (q: Session['questions'][number]) => q.prompt.replace('I am ', '').replace(' (fa)', '');
    // e1 and e2 agree (7 on e1, 1 on the reversed e2); c1 and c2 contradict each other (7 and 1).
    const scale: Record<string, number> = { e1: 7, e2: 1, c1: 7, c2: 1 };
    for (const q of questions) await answer(token, q.position, { scale: scale[keyOf(q)] }, taker);
    await finish(token, taker);
    const { result } = (
      await data<{
        testSession: { result: Record<string, unknown> & { consistency: Record<string, unknown> } };
      }>(
        `query ($token: String!) { testSession(token: $token) { result {
          kind categories { key percent correct } consistency { score pairs contradictions { first second } }
        } } }`,
        { token },
        taker,
      )
    ).testSession;
    expect(result.kind).toBe('PERSONALITY');
    expect(result.categories).toEqual(
      expect.arrayContaining([
        { key: 'extraversion', percent: 100, correct: null },
        { key: 'conscientiousness', percent: 50, correct: null },
      ]),
    );
    expect(result.consistency.pairs).toBe(2);
    expect(result.consistency.score).toBe(50);
    expect(result.consistency.contradictions).toEqual([
      {
        first: expect.stringMatching(/^I am c[12] \(fa\)$/),
        second: expect.stringMatching(/^I am c[12] \(fa\)$/),
      },
    ]);
  });
});
