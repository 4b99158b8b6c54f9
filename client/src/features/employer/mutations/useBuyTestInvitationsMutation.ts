import { graphql, useMutation } from 'react-relay/hooks';
import type { useBuyTestInvitationsMutation as Mutation } from '../../../__generated__/useBuyTestInvitationsMutation.graphql';

/** One order for a batch of invitations to a paid test; the page then goes to pay it. */
export function useBuyTestInvitationsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useBuyTestInvitationsMutation($input: BuyTestInvitationsInput!) {
      buyTestInvitations(input: $input) {
        __typename
        ... on MutationBuyTestInvitationsSuccess {
          data {
            id
            payUrl
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
}
