import { jobTestsRules } from '@platform/rules/jobs';
import { parseInput, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { GraphClient } from '@platform/subgraph-kit/subgraph';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { encodeGlobalID } from '@pothos/plugin-relay';

/** A test attached to a job, by the test's own id (the assessments domain's). */
export interface AttachedTest {
  testId: string;
  required: boolean;
}

interface TestNodeAnswer {
  __typename: string;
  status?: string;
  practice?: boolean;
}

/**
 * The tests a posting attaches, checked: at most five, each once, and each a published test that is not a
 * practice one. Tests are the assessments domain's, so whether one may be attached is asked of the graph, as a
 * visitor sees it (a draft or archived test is not found), when the posting is saved: nothing is kept here that
 * could go stale. Undefined (the field left out) keeps a job's tests as they are.
 */
export async function attachableTests(
  graph: GraphClient | null,
  input: unknown,
): Promise<AttachedTest[] | undefined> {
  if (input == null) return undefined;
  const tests = parseInput(jobTestsRules, input, 'input.tests');
  if (!tests.length) return [];
  const ids = tests.map((test) => localId(test.testId, 'Test'));
  const known = ids.flatMap((id) => (id ? [encodeGlobalID('Test', id)] : []));
  let nodes: (TestNodeAnswer | null)[] = [];
  if (known.length) {
    if (!graph) throw serviceUnavailable();
    ({ nodes } = await graph.query<{ nodes: (TestNodeAnswer | null)[] }>(
      `query JobsAttachableTests($ids: [ID!]!) {
        nodes(ids: $ids) { __typename ... on Test { status practice } }
      }`,
      { ids: known },
    ));
  }
  const answers = new Map(known.map((id, index) => [id, nodes[index] ?? null]));
  const problems = tests.flatMap((_test, index) => {
    const id = ids[index];
    const node = id ? answers.get(encodeGlobalID('Test', id)) : null;
    const attachable = node?.__typename === 'Test' && node.status === 'ACTIVE' && node.practice === false;
    return attachable ? [] : [{ path: `input.tests.${index}.testId`, code: 'TEST_NOT_ATTACHABLE' }];
  });
  if (problems.length) throw new ValidationFailure(problems);
  return tests.map((test, index) => ({ testId: ids[index]!, required: test.required }));
}
