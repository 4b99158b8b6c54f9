import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateProfileMutation as Mutation } from '../../../__generated__/useUpdateProfileMutation.graphql';

export function useUpdateProfileMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on MutationUpdateProfileSuccess {
          data {
            id
            displayName
            fullName
            avatarUrl
            preferredLanguage
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
}
