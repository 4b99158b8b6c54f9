import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateTestMutation as Mutation } from '../../../__generated__/useUpdateTestMutation.graphql';

/** An admin changes a test's settings. */
export function useUpdateTestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateTestMutation($input: UpdateTestInput!) {
      updateTest(input: $input) {
        __typename
        ... on MutationUpdateTestSuccess {
          data {
            id
            slug
            status
            title
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
