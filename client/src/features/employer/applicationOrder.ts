interface Scored {
  node: {
    testResults: readonly { score: number | null | undefined; testId: string }[] | null | undefined;
  };
}

/** The score an application's applicant got in a test, or null when none is shared or it is not taken. */
function scoreIn(edge: Scored, testId: string): number | null {
  return edge.node.testResults?.find((r) => r.testId === testId)?.score ?? null;
}

/**
 * Applications ordered by one test's score, highest first; those without a score keep their order, after the
 * others. The order of equal scores is kept (newest first).
 */
export function sortByTestScore<E extends Scored>(edges: readonly E[], testId: string): E[] {
  return edges
    .map((edge, index) => ({ edge, index, score: scoreIn(edge, testId) }))
    .sort((a, b) => {
      if (a.score === null || b.score === null)
        return (a.score === null ? 1 : 0) - (b.score === null ? 1 : 0) || a.index - b.index;
      return b.score - a.score || a.index - b.index;
    })
    .map(({ edge }) => edge);
}
