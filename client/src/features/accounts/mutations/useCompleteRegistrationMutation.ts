import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompleteRegistrationMutation as Mutation } from '../../../__generated__/useCompleteRegistrationMutation.graphql';

export function useCompleteRegistrationMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompleteRegistrationMutation($input: CompleteRegistrationInput!) {
      completeRegistration(input: $input) {
        __typename
        ... on MutationCompleteRegistrationSuccess {
          data {
            id
            registered
            fullName
            displayName
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
}
