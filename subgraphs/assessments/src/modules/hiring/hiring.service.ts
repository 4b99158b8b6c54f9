import { byKeys, requestLoader } from '@platform/subgraph-kit/loaders';
import type { AssessmentsContext } from '../../context.ts';
import { integrityRisk, testScoreOf, validProfileOf, type SessionScore } from '../scoring/score.ts';
import { scoreBand } from '../sessions/sessions.service.ts';

/** One of a job's tests as its employer sees it beside an application: taken or not, and how it went. */
export interface HiringResult {
  testId: string;
  state: 'NOT_TAKEN' | 'IN_PROGRESS' | 'SCORED';
  /** The test's score (the adjusted one), rounded to one decimal; null for a personality profile. */
  score: number | null;
  band: string | null;
  passed: boolean | null;
  consistency: number | null;
  integrityRisk: 'LOW' | 'MEDIUM' | 'HIGH' | null;
  /** A personality profile's validity; null for an aptitude result. */
  validProfile: boolean | null;
  completedAt: Date | null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface SessionRow {
  id: string;
  status: string;
  scoredAt: Date | null;
  result: unknown;
  answeredCount: number;
  tabHidden: number;
  pastes: number;
  fullscreenExits: number;
}

export function resultOf(testId: string, session: SessionRow | null): HiringResult {
  const empty = {
    score: null,
    band: null,
    passed: null,
    consistency: null,
    integrityRisk: null,
    validProfile: null,
    completedAt: null,
  };
  if (!session) return { testId, state: 'NOT_TAKEN', ...empty };
  const score = session.result as SessionScore | null;
  if (!score || !session.scoredAt) return { testId, state: 'IN_PROGRESS', ...empty };
  const testScore = testScoreOf(score);
  return {
    testId,
    state: 'SCORED',
    score: testScore === null ? null : round1(testScore),
    band: testScore === null ? null : scoreBand(testScore),
    passed: testScore === null ? null : score.passed,
    consistency: score.consistency.score === null ? null : round1(score.consistency.score),
    integrityRisk: integrityRisk({
      tabHidden: session.tabHidden,
      pastes: session.pastes,
      fullscreenExits: session.fullscreenExits,
      fastAnswers: score.fastAnswers,
      answered: session.answeredCount,
      flatRun: score.consistency.flatRun,
    }),
    validProfile: validProfileOf(score),
    completedAt: session.scoredAt,
  };
}

/**
 * The results of an application's tests, for the one person the applicant agreed to share them with (the job's
 * employer, as the invitation recorded it from `application.submitted`); null for anyone else, or when the
 * applicant did not consent. Who may read is part of the first query's condition, so nothing of a result is
 * loaded for anyone else. Every application of a page is read with two statements.
 */
export function applicationTestResults(
  context: AssessmentsContext,
  applicationId: string,
): Promise<HiringResult[] | null> {
  const viewer = context.viewer;
  if (!viewer) return Promise.resolve(null);
  return requestLoader(context, 'JobApplication.testResults', async (ids: readonly string[]) => {
    const invitations = await context.prisma.testInvitation.findMany({
      where: { applicationId: { in: [...ids] }, viewerId: viewer.userId },
      select: { applicationId: true, testId: true, sessionId: true },
      orderBy: { id: 'asc' },
    });
    const sessionIds = invitations.flatMap((i) => (i.sessionId ? [i.sessionId] : []));
    const sessions = sessionIds.length
      ? await context.prisma.testSession.findMany({
          where: { id: { in: sessionIds } },
          select: {
            id: true,
            status: true,
            scoredAt: true,
            result: true,
            answeredCount: true,
            tabHidden: true,
            pastes: true,
            fullscreenExits: true,
          },
        })
      : [];
    const sessionsById = byKeys(sessionIds, sessions, (s) => s.id);
    const bySession = new Map(sessionIds.map((id, index) => [id, sessionsById[index] ?? null]));
    return ids.map((id) => {
      const own = invitations.filter((i) => i.applicationId === id);
      return own.length
        ? own.map((i) => resultOf(i.testId, i.sessionId ? (bySession.get(i.sessionId) ?? null) : null))
        : null;
    });
  }).load(applicationId);
}
