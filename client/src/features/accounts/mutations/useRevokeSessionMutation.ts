import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevokeSessionMutation as Mutation } from '../../../__generated__/useRevokeSessionMutation.graphql';

export function useRevokeSessionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRevokeSessionMutation($id: ID!) {
      revokeSession(id: $id) {
        __typename
      }
    }
  `);
}
