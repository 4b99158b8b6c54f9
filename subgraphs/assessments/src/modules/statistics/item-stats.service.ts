import type { ItemAnswer, ItemContent } from '@platform/rules/assessments';
import type { AssessmentsPrisma } from '../../context.ts';
import { isRight } from '../scoring/score.ts';
import { itemStatistics, type DrawnItem, type ItemStatistics } from './item-stats.ts';

/** The latest finished sessions a test's item statistics read at most. */
export const itemStatsSessionsMax = 2_000;

export interface TestItemStatistics extends ItemStatistics {
  key: string;
}

/**
 * The statistics of every item of a test's bank (samples left out) over its latest finished sessions, in four
 * statements however many items and sessions: the bank, its versions, the sessions and their drawn items.
 * An item is judged right by the version the session drew.
 */
export async function loadItemStatistics(
  prisma: AssessmentsPrisma,
  testId: string,
): Promise<{ sessions: number; items: TestItemStatistics[] }> {
  const [questions, versions, sessions] = await Promise.all([
    prisma.question.findMany({
      where: { testId, sample: false },
      select: { id: true, key: true },
      orderBy: { key: 'asc' },
    }),
    prisma.questionVersion.findMany({
      where: { question: { testId } },
      select: { id: true, questionId: true, content: true },
    }),
    prisma.testSession.findMany({
      where: { testId, scoredAt: { not: null } },
      select: { id: true },
      orderBy: { scoredAt: 'desc' },
      take: itemStatsSessionsMax,
    }),
  ]);
  // One row per session with its drawn items as one JSON array: 80,000 drawn items arrive as 2,000 rows, which
  // spares the driver most of its per-row work (docs/benchmarks.md, "Item statistics").
  const drawnBySession = sessions.length
    ? await prisma.$queryRaw<{ items: [string, ItemAnswer | null][] }[]>`
        SELECT json_agg(json_build_array(version_id, answer)) AS items
        FROM session_items WHERE session_id = ANY(${sessions.map((s) => s.id)}::uuid[])
        GROUP BY session_id`
    : [];
  const versionById = new Map(versions.map((v) => [v.id, v]));
  const drawnSessions = drawnBySession.map(({ items }) =>
    items.flatMap(([versionId, answer]): DrawnItem[] => {
      const version = versionById.get(versionId);
      if (!version) return [];
      const content = version.content as unknown as ItemContent;
      const scored = Boolean(content.correct?.length || content.numeric);
      return [
        {
          questionId: version.questionId,
          answered: answer !== null,
          right: scored ? isRight(content, answer) : null,
        },
      ];
    }),
  );
  const stats = new Map(itemStatistics(drawnSessions).map((s) => [s.questionId, s]));
  return {
    sessions: sessions.length,
    items: questions.map((q) => ({
      key: q.key,
      ...(stats.get(q.id) ?? {
        questionId: q.id,
        drawn: 0,
        answered: 0,
        right: null,
        difficulty: null,
        discrimination: null,
        discriminationSessions: 0,
      }),
    })),
  };
}
