import { graphql, useMutation } from 'react-relay/hooks';
import type { useCloseJobMutation as Mutation } from '../../../__generated__/useCloseJobMutation.graphql';

export function useCloseJobMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCloseJobMutation($id: ID!) {
      closeJob(id: $id) {
        __typename
        ... on MutationCloseJobSuccess {
          data {
            id
            status
          }
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}
