import type { AssessmentsPrisma } from '../../context.ts';

/** Percent of a test's scored sessions below a score, ties counted half (one index range). */
export async function percentileOf(
  prisma: AssessmentsPrisma,
  testId: string,
  score: number,
): Promise<number> {
  const [row] = await prisma.$queryRaw<{ below: number; equal: number; total: number }[]>`
    SELECT count(*) FILTER (WHERE score < ${score})::int AS below,
           count(*) FILTER (WHERE score = ${score})::int AS equal,
           count(*)::int AS total
    FROM test_sessions WHERE test_id = ${testId}::uuid AND score IS NOT NULL`;
  if (!row || row.total === 0) return 0;
  return Math.round(((row.below + row.equal / 2) / row.total) * 1000) / 10;
}
