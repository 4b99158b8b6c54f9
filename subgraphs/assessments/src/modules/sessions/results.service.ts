import { assessmentLimits } from '@platform/rules/assessments';
import type { AssessmentsPrisma } from '../../context.ts';

/**
 * How a score compares with a test's scored results (one index range): how many there are, and the percent below
 * it, ties counted half, once there are `assessmentLimits.percentileSampleMin` of them (fewer say little).
 */
export async function comparisonOf(
  prisma: AssessmentsPrisma,
  testId: string,
  score: number,
): Promise<{ sampleSize: number; betterThan: number | null }> {
  const [row] = await prisma.$queryRaw<{ below: number; equal: number; total: number }[]>`
    SELECT count(*) FILTER (WHERE score < ${score})::int AS below,
           count(*) FILTER (WHERE score = ${score})::int AS equal,
           count(*)::int AS total
    FROM test_sessions WHERE test_id = ${testId}::uuid AND score IS NOT NULL`;
  const sampleSize = row?.total ?? 0;
  if (!row || sampleSize < assessmentLimits.percentileSampleMin) return { sampleSize, betterThan: null };
  return { sampleSize, betterThan: Math.round(((row.below + row.equal / 2) / row.total) * 1000) / 10 };
}
