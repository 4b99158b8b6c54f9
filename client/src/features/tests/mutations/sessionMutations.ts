import { graphql, useMutation } from 'react-relay/hooks';
import type { sessionMutationsAnswerMutation } from '../../../__generated__/sessionMutationsAnswerMutation.graphql';
import type { sessionMutationsFinishMutation } from '../../../__generated__/sessionMutationsFinishMutation.graphql';
import type { sessionMutationsSignalMutation } from '../../../__generated__/sessionMutationsSignalMutation.graphql';
import type { sessionMutationsVisitMutation } from '../../../__generated__/sessionMutationsVisitMutation.graphql';

/** Saves one answer. The answer reads back only the session's count and place: the page keeps its answers itself,
 * and saving an answer stays three statements. */
export function useAnswerMutation() {
  return useMutation<sessionMutationsAnswerMutation>(graphql`
    mutation sessionMutationsAnswerMutation($input: AnswerTestQuestionInput!) {
      answerTestQuestion(input: $input) {
        __typename
        ... on MutationAnswerTestQuestionSuccess {
          data {
            id
            answeredCount
            position
          }
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
        ... on ConflictError {
          code
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}

/** Remembers where the taker is (another device continues there). */
export function useVisitMutation() {
  return useMutation<sessionMutationsVisitMutation>(graphql`
    mutation sessionMutationsVisitMutation($input: VisitTestQuestionInput!) {
      visitTestQuestion(input: $input) {
        __typename
        ... on MutationVisitTestQuestionSuccess {
          data {
            id
            position
          }
        }
      }
    }
  `);
}

export function useFinishMutation() {
  return useMutation<sessionMutationsFinishMutation>(graphql`
    mutation sessionMutationsFinishMutation($input: TestSessionTokenInput!) {
      finishTestSession(input: $input) {
        __typename
        ... on MutationFinishTestSessionSuccess {
          data {
            id
            status
            score
            passed
          }
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}

export function useSignalMutation() {
  return useMutation<sessionMutationsSignalMutation>(graphql`
    mutation sessionMutationsSignalMutation($input: ReportTestSignalInput!) {
      reportTestSignal(input: $input) {
        __typename
      }
    }
  `);
}
