import { graphql, useMutation } from 'react-relay/hooks';
import type { useAcceptTermsMutation as Mutation } from '../../../__generated__/useAcceptTermsMutation.graphql';

/** The signed-in, registered user accepts the terms of use in force. */
export function useAcceptTermsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAcceptTermsMutation($input: AcceptTermsInput!) {
      acceptTerms(input: $input) {
        __typename
        ... on MutationAcceptTermsSuccess {
          data {
            id
            termsAccepted {
              version
              acceptedAt
            }
          }
        }
      }
    }
  `);
}
