import { graphql, useMutation } from 'react-relay/hooks';
import type { useAnswerTestQuestionMutation as Mutation } from '../../../__generated__/useAnswerTestQuestionMutation.graphql';

/** Saves one answer. The answer reads back only the session's count and place: the page keeps its answers itself,
 * and saving an answer stays three statements. */
export function useAnswerTestQuestionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAnswerTestQuestionMutation($input: AnswerTestQuestionInput!) {
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
          ...fieldErrors_validationError @alias(as: "problems")
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
