import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateApiKeyMutation as Mutation } from '../../../__generated__/useCreateApiKeyMutation.graphql';

/** A new key goes on top of the list; its secret comes only in this answer. */
export function useCreateApiKeyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateApiKeyMutation($input: CreateApiKeyInput!, $connections: [ID!]!) {
      createApiKey(input: $input) {
        __typename
        ... on MutationCreateApiKeySuccess {
          data {
            secret
            apiKey @prependNode(connections: $connections, edgeTypeName: "QueryMyApiKeysConnectionEdge") {
              id
              name
              ...ApiKeyCard_apiKey
            }
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
        ... on ConflictError {
          code
        }
      }
    }
  `);
}
