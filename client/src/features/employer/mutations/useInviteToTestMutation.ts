import { graphql, useMutation } from 'react-relay/hooks';
import type { useInviteToTestMutation as Mutation } from '../../../__generated__/useInviteToTestMutation.graphql';

/** The job's employer invites addresses by e-mail to one of its tests. */
export function useInviteToTestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useInviteToTestMutation($input: InviteToTestInput!) {
      inviteToTest(input: $input) {
        __typename
        ... on MutationInviteToTestSuccess {
          data {
            id
            count
            needsPayment
          }
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
}
