import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevokeApiKeyMutation as Mutation } from '../../../__generated__/useRevokeApiKeyMutation.graphql';

/** The revoked key stays in the list, marked revoked: the answer updates its record. */
export function useRevokeApiKeyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRevokeApiKeyMutation($id: ID!) {
      revokeApiKey(id: $id) {
        __typename
        ... on MutationRevokeApiKeySuccess {
          data {
            id
            revokedAt
          }
        }
      }
    }
  `);
}
