import { randomBytes } from 'node:crypto';
import {
  answerFits,
  assessmentLimits,
  itemAnswerRules,
  type IntegritySignal,
  type ItemAnswer,
  type ItemContent,
  type ItemMeta,
} from '@platform/rules/assessments';
import type { Test } from '@platform/db';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { recordEvents, type NewEvent } from '@platform/subgraph-kit/outbox';
import { applicationTestScored } from '../hiring/test-scored.ts';
import { selection, type Selection } from '../query.ts';
import { drawItems, newSeed } from '../scoring/draw.ts';
import { scoreSession, testScoreOf, type SessionScore } from '../scoring/score.ts';
import { countFinishedSession } from '../tests/test-stats.ts';
import { careersOf, categoriesOf, skillsOf } from '../tests/tests.service.ts';
import { viewerAccess } from './access.service.ts';
import type { AssessmentsPrisma, AssessmentsTx } from '../../context.ts';

const graceMs = assessmentLimits.graceSeconds * 1000;

/** A session's token: 32 random bytes, base64url (256 bits). */
export const newSessionToken = () => randomBytes(32).toString('base64url');

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A certificate's code: 100 random bits in Crockford's base32, in four groups of five. */
export function newCertificateCode(): string {
  const bytes = randomBytes(13);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = 0; i < 20; i++) code += crockford[Number((bits >> BigInt(i * 5)) & 31n)];
  return code.match(/.{5}/g)!.join('-');
}

/** Whether a test is an aptitude test (right answers) or a personality one (traits). */
export const scoringKind = (type: string) => (type === 'PERSONALITY_COGNITIVE' ? 'PERSONALITY' : 'APTITUDE');

/**
 * The viewer's session by its token. Someone else's session is "not found", exactly like a token that names
 * none, so a token says nothing to anyone but its taker.
 */
export async function ownSession(
  prisma: Pick<AssessmentsPrisma, 'testSession'>,
  viewer: Identity,
  token: string,
) {
  const session = await prisma.testSession.findUnique({ where: { token } });
  if (!session || session.userId !== viewer.userId) throw new NotFoundFailure('No such test session');
  return session;
}

/**
 * Holds, until the transaction ends, the right to start a session of this test for this person: a double click
 * starts one session, and an invitation being recorded (a job application) sees a session started beside it.
 */
export async function lockSessionStart(
  tx: Pick<AssessmentsTx, '$executeRaw'>,
  userId: string,
  testId: string,
) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${userId}:${testId}`}, 17))`;
}

/**
 * Starts a session of a test, or returns the viewer's unfinished one (within its deadline) to continue. The items
 * are drawn from the bank for this attempt (stratified, pairs together, the seed kept) and fixed in their order.
 * A paid test uses one purchase, unless the taker was invited to it (a job's test). One start at a time per person and test (an advisory lock), so a double click
 * starts one session. The session keeps the language it was started in: its report is mailed in it.
 */
export async function startSession(
  prisma: AssessmentsPrisma,
  viewer: Identity,
  testId: string,
  locale: string,
  now = new Date(),
) {
  return prisma.$transaction(async (tx) => {
    await lockSessionStart(tx, viewer.userId, testId);
    const test = await tx.test.findFirst({ where: { id: testId, status: 'ACTIVE' } });
    if (!test) throw new NotFoundFailure('No such test');
    const access = await viewerAccess(tx, viewer.userId, test, now);
    if (access.sessionInProgress)
      return tx.testSession.findUniqueOrThrow({ where: { token: access.sessionInProgress } });
    if (!access.canStart)
      throw new ConflictFailure(access.blockedBy!, `The test cannot be started: ${access.blockedBy}`);
    const bank = await tx.question.findMany({
      where: { testId, active: true, sample: false },
      select: {
        id: true,
        key: true,
        kind: true,
        difficulty: true,
        category: true,
        skill: true,
        trait: true,
        reverseKeyed: true,
        pairKey: true,
        version: true,
        versions: { select: { id: true, version: true } },
      },
    });
    const seed = newSeed();
    const drawn = drawItems(
      bank.map((q) => ({ ...toMeta(q), id: q.id })),
      test.questionsCount,
      seed,
    );
    const byId = new Map(bank.map((q) => [q.id, q]));
    const session = await tx.testSession.create({
      data: {
        token: newSessionToken(),
        testId,
        userId: viewer.userId,
        seed,
        locale,
        startedAt: now,
        deadline: new Date(now.getTime() + test.durationMinutes * 60_000),
        total: drawn.length,
        items: {
          create: drawn.map((id, position) => {
            const q = byId.get(id)!;
            return { position, versionId: q.versions.find((v) => v.version === q.version)!.id };
          }),
        },
      },
    });
    // The first attempt after an invitation (a job application) is the one its result is read from, and an
    // invitation makes a paid test free: a purchase is used only when no invitation was waiting.
    const invited = await tx.testInvitation.updateMany({
      where: { userId: viewer.userId, testId, sessionId: null },
      data: { sessionId: session.id, usedAt: now },
    });
    if (test.priceRials > 0n && invited.count === 0) {
      const grant = await tx.testAccess.findFirstOrThrow({
        where: { userId: viewer.userId, testId, sessionId: null, revokedAt: null },
        orderBy: { grantedAt: 'asc' },
      });
      await tx.testAccess.update({ where: { id: grant.id }, data: { sessionId: session.id, usedAt: now } });
    }
    // Its deadline is a timer (`sessions.worker.ts`): a session nobody finishes is closed with what was answered.
    await recordEvents(tx, [
      domainEvent('test.started', {
        sessionId: session.id,
        testId,
        deadline: session.deadline.toISOString(),
      }),
    ]);
    return session;
  });
}

function toMeta(q: {
  key: string;
  kind: ItemMeta['kind'];
  difficulty: ItemMeta['difficulty'];
  category: string;
  skill: string;
  trait: string | null;
  reverseKeyed: boolean;
  pairKey: string | null;
}): ItemMeta {
  return {
    key: q.key,
    kind: q.kind,
    difficulty: q.difficulty,
    category: q.category,
    skill: q.skill,
    ...(q.trait ? { trait: q.trait } : {}),
    reverseKeyed: q.reverseKeyed,
    ...(q.pairKey ? { pairKey: q.pairKey } : {}),
  };
}

/** An open session of the viewer's, or the reason a change is refused. */
function checkOpen(
  row: { user_id: string; status: string; deadline: Date } | undefined,
  viewer: Identity,
  now: Date,
) {
  if (!row || row.user_id !== viewer.userId) throw new NotFoundFailure('No such test session');
  if (row.status !== 'IN_PROGRESS') throw new ConflictFailure('SESSION_FINISHED', 'The session is finished');
  if (now.getTime() > row.deadline.getTime() + graceMs)
    throw new ConflictFailure('DEADLINE_PASSED', 'The time for this test session is over');
}

/** Locks an open session of the viewer for a change; finished or past its deadline (and grace) is refused. */
async function lockOpenSession(tx: AssessmentsTx, viewer: Identity, token: string, now: Date) {
  const [row] = await tx.$queryRaw<{ id: string; user_id: string; status: string; deadline: Date }[]>`
    SELECT id, user_id, status, deadline FROM test_sessions WHERE token = ${token} FOR UPDATE`;
  checkOpen(row, viewer, now);
  return row!;
}

export interface AnswerInput {
  token: string;
  position: number;
  answer: ItemAnswer;
}

/**
 * Saves one answer. Idempotent: the same answer again changes nothing, a different one replaces it (until the
 * deadline). An answer after the deadline and its grace is refused with DEADLINE_PASSED.
 */
export async function saveAnswer(
  prisma: AssessmentsPrisma,
  viewer: Identity,
  input: AnswerInput,
  now = new Date(),
  query: Selection = {},
) {
  const parsed = itemAnswerRules.safeParse(input.answer);
  if (!parsed.success) throw new ValidationFailure([{ path: 'input.answer', code: 'ANSWER_INVALID' }]);
  return prisma.$transaction(async (tx) => {
    // The session locked with the item in one statement: an answer is three statements in all.
    const [row] = await tx.$queryRaw<
      {
        id: string;
        user_id: string;
        status: string;
        deadline: Date;
        found: boolean;
        answered: boolean;
        shown_at: Date | null;
        kind: ItemMeta['kind'];
        content: ItemContent;
      }[]
    >`
      SELECT s.id, s.user_id, s.status, s.deadline, si.session_id IS NOT NULL AS found,
             si.answer IS NOT NULL AS answered, si.shown_at, q.kind, v.content
      FROM test_sessions s
      LEFT JOIN session_items si ON si.session_id = s.id AND si.position = ${input.position}
      LEFT JOIN question_versions v ON v.id = si.version_id
      LEFT JOIN questions q ON q.id = v.question_id
      WHERE s.token = ${input.token}
      FOR UPDATE OF s`;
    checkOpen(row, viewer, now);
    if (!row!.found) throw new NotFoundFailure('No such question in this test session');
    const answer = parsed.data as ItemAnswer;
    if (!answerFits(row!.kind, answer) || !choicesExist(row!.content, answer))
      throw new ValidationFailure([{ path: 'input.answer', code: 'ANSWER_INVALID' }]);
    const elapsedMs = row!.shown_at ? Math.max(0, now.getTime() - row!.shown_at.getTime()) : null;
    await tx.$executeRaw`
      UPDATE session_items SET answer = ${JSON.stringify(normalized(answer))}::jsonb, answered_at = ${now},
        elapsed_ms = ${elapsedMs}
      WHERE session_id = ${row!.id}::uuid AND position = ${input.position}`;
    return tx.testSession.update({
      ...selection(query),
      where: { id: row!.id },
      data: { position: input.position, ...(row!.answered ? {} : { answeredCount: { increment: 1 } }) },
    });
  });
}

function choicesExist(content: ItemContent, answer: ItemAnswer): boolean {
  if (!('choices' in answer)) return true;
  const keys = new Set((content.options ?? []).map((o) => o.key));
  return new Set(answer.choices).size === answer.choices.length && answer.choices.every((c) => keys.has(c));
}

/** One form per answer, so that an identical answer is stored identically (choices sorted). */
function normalized(answer: ItemAnswer): ItemAnswer {
  return 'choices' in answer ? { choices: [...answer.choices].sort() } : answer;
}

/**
 * The taker moved to a question: the session remembers where they are (another tab or device continues there)
 * and when the question was first shown (for the time an answer took).
 */
export async function visitQuestion(
  prisma: AssessmentsPrisma,
  viewer: Identity,
  token: string,
  position: number,
  now = new Date(),
) {
  return prisma.$transaction(async (tx) => {
    const session = await lockOpenSession(tx, viewer, token, now);
    const shown = await tx.$executeRaw`
      UPDATE session_items SET shown_at = COALESCE(shown_at, ${now})
      WHERE session_id = ${session.id}::uuid AND position = ${position}`;
    if (!shown) throw new NotFoundFailure('No such question in this test session');
    return tx.testSession.update({ where: { id: session.id }, data: { position } });
  });
}

const signalColumns: Record<IntegritySignal, 'tabHidden' | 'pastes' | 'fullscreenExits'> = {
  TAB_HIDDEN: 'tabHidden',
  PASTE: 'pastes',
  FULLSCREEN_EXIT: 'fullscreenExits',
};

/** Counts an integrity signal of an open session (never a verdict; see docs/assessments.md). */
export async function recordSignal(
  prisma: AssessmentsPrisma,
  viewer: Identity,
  token: string,
  signal: IntegritySignal,
  now = new Date(),
) {
  return prisma.$transaction(async (tx) => {
    const session = await lockOpenSession(tx, viewer, token, now);
    return tx.testSession.update({
      where: { id: session.id },
      data: { [signalColumns[signal]]: { increment: 1 } },
    });
  });
}

/**
 * The taker finishes their session: it is scored at once with what was answered. Finishing a finished session
 * returns it as it is; one finished at or after its deadline is scored as timed out.
 */
export async function finishSession(
  prisma: AssessmentsPrisma,
  viewer: Identity,
  token: string,
  now = new Date(),
) {
  const session = await ownSession(prisma, viewer, token);
  if (session.status !== 'IN_PROGRESS') return session;
  // Finished once the time is up (the page's clock ends it then): the time ran out.
  const late = now.getTime() >= session.deadline.getTime();
  await prisma.$transaction((tx) => closeSession(tx, session.id, late ? 'TIMED_OUT' : 'COMPLETED', now));
  return prisma.testSession.findUniqueOrThrow({ where: { id: session.id } });
}

interface ItemRow {
  position: number;
  answer: ItemAnswer | null;
  elapsed_ms: number | null;
  content: ItemContent;
  key: string;
  kind: ItemMeta['kind'];
  difficulty: ItemMeta['difficulty'];
  category: string;
  skill: string;
  trait: string | null;
  reverse_keyed: boolean;
  pair_key: string | null;
}

/** Score bands a certificate shows (not the exact score): of the test's score, the adjusted one. */
export function scoreBand(score: number): string {
  if (score >= 90) return '90-100';
  const low = Math.floor(score / 10) * 10;
  return `${low}-${low + 9}`;
}

/**
 * Closes and scores a session in the caller's transaction: the result is written once (a closed session is left
 * as it is), the test's counters move, a passed session of a test that gives certificates (an aptitude test, not
 * a practice one) gets its certificate, the detailed report is due, and
 * `test.completed` is recorded for the activity feed (and `application.test-scored` for a job application it was
 * taken for). Returns false when the session was already closed.
 */
export async function closeSession(
  tx: AssessmentsTx,
  sessionId: string,
  status: 'COMPLETED' | 'TIMED_OUT',
  now: Date,
): Promise<boolean> {
  const [locked] = await tx.$queryRaw<{ status: string }[]>`
    SELECT status FROM test_sessions WHERE id = ${sessionId}::uuid FOR UPDATE`;
  if (!locked || locked.status !== 'IN_PROGRESS') return false;
  const session = await tx.testSession.findUniqueOrThrow({
    where: { id: sessionId },
    include: { test: true },
  });
  const items = await tx.$queryRaw<ItemRow[]>`
    SELECT si.position, si.answer, si.elapsed_ms, v.content, q.key, q.kind, q.difficulty, q.category, q.skill,
           q.trait, q.reverse_keyed, q.pair_key
    FROM session_items si
    JOIN question_versions v ON v.id = si.version_id
    JOIN questions q ON q.id = v.question_id
    WHERE si.session_id = ${sessionId}::uuid
    ORDER BY si.position`;
  const { test } = session;
  const score: SessionScore = scoreSession({
    kind: scoringKind(test.type),
    passingScore: test.passingScore,
    categories: categoriesOf(test),
    careers: careersOf(test),
    items: items.map((row) => ({
      key: row.key,
      meta: toMeta({ ...row, reverseKeyed: row.reverse_keyed, pairKey: row.pair_key }),
      content: row.content,
      answer: row.answer,
      elapsedMs: row.elapsed_ms,
    })),
  });
  const testScore = testScoreOf(score);
  await tx.testSession.update({
    where: { id: sessionId },
    data: {
      status,
      finishedAt: now,
      result: score as unknown as object,
      // The test's one score and verdict; a personality profile has neither.
      score: testScore,
      passed: testScore === null ? null : score.passed,
      scoredAt: now,
      reportDueAt: new Date(now.getTime() + test.reportDelayHours * 3_600_000),
    },
  });
  const participants = await countFinishedSession(tx, test.id, sessionId, {
    score: testScore ?? 0,
    passed: score.passed,
  });
  const certificate =
    score.passed && testScore !== null && !test.practice
      ? await tx.certificate.create({
          data: { code: newCertificateCode(), sessionId, userId: session.userId, issuedAt: now },
        })
      : null;
  await recordEvents(tx, [
    testCompleted(test, participants, sessionId),
    ...(certificate ? [certificateIssued(certificate, test, testScore!)] : []),
    // The result, for the employer of each job application it was taken for (with the applicant's consent).
    ...(await applicationTestScored(tx, { id: sessionId, result: score, scoredAt: now })),
  ]);
  return true;
}

/** `test.completed`: what the activity feed says ("N people completed test X"), in every language. */
function testCompleted(
  test: { id: string; slug: string; title: unknown },
  participantsCount: number,
  sessionId: string,
): NewEvent {
  return domainEvent('test.completed', {
    testId: test.id,
    sessionId,
    slug: test.slug,
    title: test.title as Record<string, string>,
    participantsCount,
  });
}

/** `certificate.issued`: the holder's proven skills, as the certificate shows them (a band, not the score). */
function certificateIssued(
  certificate: { id: string; code: string; userId: string; issuedAt: Date },
  test: Pick<Test, 'id' | 'slug' | 'title' | 'skills'>,
  testScore: number,
): NewEvent {
  return domainEvent('certificate.issued', {
    certificateId: certificate.id,
    code: certificate.code,
    userId: certificate.userId,
    testId: test.id,
    slug: test.slug,
    title: test.title as Record<string, string>,
    skills: skillsOf(test).map(({ key, name }) => ({ key, name: name as unknown as Record<string, string> })),
    scoreBand: scoreBand(testScore),
    issuedAt: certificate.issuedAt.toISOString(),
  });
}

/** When a session past its deadline is closed: its grace is over, and answers sent within it have arrived. */
export const closesAt = (deadline: Date) => new Date(deadline.getTime() + graceMs + 1_000);

/** Closes a session whose time ran out while nobody finished it, scoring it with what was answered. */
export async function closeExpiredSession(prisma: AssessmentsPrisma, sessionId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    // The database's clock, which started the timer, says whether the grace is over.
    const [row] = await tx.$queryRaw<{ now: Date }[]>`
      SELECT now() AS now FROM test_sessions
      WHERE id = ${sessionId}::uuid AND status = 'IN_PROGRESS'
        AND deadline + make_interval(secs => ${graceMs / 1000}) < now()`;
    return row ? closeSession(tx, sessionId, 'TIMED_OUT', row.now) : false;
  });
}

/**
 * Closes every unfinished session whose deadline (and grace) has passed, scoring it with what was answered; each
 * in its own transaction, skipping sessions another worker or the taker is closing. Returns how many it closed.
 */
export async function closeExpiredSessions(
  prisma: AssessmentsPrisma,
  now = new Date(),
  batch = 50,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  let closed = 0;
  for (;;) {
    const ids = await prisma.testSession.findMany({
      where: { status: 'IN_PROGRESS', deadline: { lt: cutoff } },
      select: { id: true },
      orderBy: { deadline: 'asc' },
      take: batch,
    });
    for (const { id } of ids) {
      if (await prisma.$transaction((tx) => closeSession(tx, id, 'TIMED_OUT', now))) closed++;
    }
    if (ids.length < batch) return closed;
  }
}
