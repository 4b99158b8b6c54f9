import { graphql, useMutation } from 'react-relay/hooks';
import type { useFinishTestSessionMutation as Mutation } from '../../../__generated__/useFinishTestSessionMutation.graphql';

export function useFinishTestSessionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useFinishTestSessionMutation($input: TestSessionTokenInput!) {
      finishTestSession(input: $input) {
        __typename
        ... on MutationFinishTestSessionSuccess {
          data {
            id
            status
            score
            passed
          }
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}
