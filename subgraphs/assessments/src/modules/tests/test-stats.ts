import type { AssessmentsTx } from '../../context.ts';

/**
 * A test's counters (finished sessions, the sum of their scores, how many passed) live in a few rows per test
 * (`test_stat_shards`): a session adds to the row its id picks, so sessions of one test finishing in the same
 * moment take different locks instead of queueing for the test's own row. A test's figures are the sums.
 */
export const statShards = 16;

/** The shard a session adds to: its id's last byte (the random end of a version 7 UUID). */
export function shardOf(sessionId: string): number {
  return Number.parseInt(sessionId.slice(-2), 16) % statShards;
}

/** What a field selects to read a test's counters. */
export const statsSelection = { select: { participants: true, scoreSum: true, passed: true } } as const;

export interface TestStats {
  participants: number;
  scoreSum: number;
  passed: number;
}

export function statsOf(shards: readonly TestStats[]): TestStats {
  return shards.reduce(
    (sum, shard) => ({
      participants: sum.participants + shard.participants,
      scoreSum: sum.scoreSum + shard.scoreSum,
      passed: sum.passed + shard.passed,
    }),
    { participants: 0, scoreSum: 0, passed: 0 },
  );
}

/**
 * Counts a scored session in the caller's transaction, in one statement; returns the test's finished sessions
 * with this one (the other shards as last committed: a count for the activity feed, not a ledger).
 */
export async function countFinishedSession(
  tx: AssessmentsTx,
  testId: string,
  sessionId: string,
  score: { score: number; passed: boolean },
): Promise<number> {
  const [row] = await tx.$queryRaw<{ participants: number }[]>`
    WITH counted AS (
      INSERT INTO test_stat_shards AS s (test_id, shard, participants, score_sum, passed)
      VALUES (${testId}::uuid, ${shardOf(sessionId)}, 1, ${score.score}, ${score.passed ? 1 : 0})
      ON CONFLICT (test_id, shard) DO UPDATE SET participants = s.participants + 1,
        score_sum = s.score_sum + EXCLUDED.score_sum, passed = s.passed + EXCLUDED.passed
    )
    SELECT (1 + COALESCE(SUM(participants), 0))::int AS participants
    FROM test_stat_shards WHERE test_id = ${testId}::uuid`;
  return row!.participants;
}
