import { graphql, useMutation } from 'react-relay/hooks';
import type { useDevSignInMutation as Mutation } from '../../../__generated__/useDevSignInMutation.graphql';

export function useDevSignInMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDevSignInMutation($input: DevSignInInput!) {
      devSignIn(input: $input) {
        __typename
        ... on MutationDevSignInSuccess {
          data {
            token
            needsRegistration
          }
        }
      }
    }
  `);
}
