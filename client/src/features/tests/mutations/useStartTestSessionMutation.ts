import { graphql, useMutation } from 'react-relay/hooks';
import type { useStartTestSessionMutation as Mutation } from '../../../__generated__/useStartTestSessionMutation.graphql';

/** Starts a session (or returns the unfinished one); the page then goes to it. */
export function useStartTestSessionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useStartTestSessionMutation($input: StartTestSessionInput!) {
      startTestSession(input: $input) {
        __typename
        ... on MutationStartTestSessionSuccess {
          data {
            id
            token
          }
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
