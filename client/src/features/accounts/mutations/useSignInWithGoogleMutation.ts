import { graphql, useMutation } from 'react-relay/hooks';
import type { useSignInWithGoogleMutation as Mutation } from '../../../__generated__/useSignInWithGoogleMutation.graphql';

export function useSignInWithGoogleMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSignInWithGoogleMutation($input: SignInWithGoogleInput!) {
      signInWithGoogle(input: $input) {
        __typename
        ... on MutationSignInWithGoogleSuccess {
          data {
            token
            needsRegistration
          }
        }
        ... on GoogleSignInError {
          code
        }
      }
    }
  `);
}
