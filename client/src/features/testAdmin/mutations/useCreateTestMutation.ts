import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateTestMutation as Mutation } from '../../../__generated__/useCreateTestMutation.graphql';

/** An admin creates a test; the page then opens its editor. */
export function useCreateTestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateTestMutation($input: TestSettingsInput!) {
      createTest(input: $input) {
        __typename
        ... on MutationCreateTestSuccess {
          data {
            id
            slug
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
        ... on ConflictError {
          code
        }
      }
    }
  `);
}
