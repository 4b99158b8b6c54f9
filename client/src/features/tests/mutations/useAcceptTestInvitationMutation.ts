import { graphql, useMutation } from 'react-relay/hooks';
import type { useAcceptTestInvitationMutation as Mutation } from '../../../__generated__/useAcceptTestInvitationMutation.graphql';

/** The signed-in invitee accepts an e-mailed invitation: the test is free for them once. */
export function useAcceptTestInvitationMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAcceptTestInvitationMutation($input: AcceptTestInvitationInput!) {
      acceptTestInvitation(input: $input) {
        __typename
        ... on MutationAcceptTestInvitationSuccess {
          data {
            state
            acceptedByViewer
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
}
