import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevokeSessionMutation as Mutation } from '../../../__generated__/useRevokeSessionMutation.graphql';

/** The ended session leaves the lists given in `connections`. */
export function useRevokeSessionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRevokeSessionMutation($id: ID!, $connections: [ID!]!) {
      revokeSession(id: $id) {
        __typename
        ... on MutationRevokeSessionSuccess {
          data @deleteEdge(connections: $connections)
        }
      }
    }
  `);
}
