import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveTestQuestionMutation as Mutation } from '../../../__generated__/useSaveTestQuestionMutation.graphql';

/** An admin writes an item of a test's bank (a new version when its content changed), or retires it. */
export function useSaveTestQuestionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSaveTestQuestionMutation($input: SaveTestQuestionInput!) {
      saveTestQuestion(input: $input) {
        __typename
        ... on MutationSaveTestQuestionSuccess {
          data {
            key
            version
            active
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}
