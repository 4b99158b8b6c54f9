import { graphql, useMutation } from 'react-relay/hooks';
import type { useStartConversationMutation as Mutation } from '../../../__generated__/useStartConversationMutation.graphql';

/** Writes to someone (about a job); the answer names the conversation to open. */
export function useStartConversationMutation() {
  return useMutation<Mutation>(graphql`
    mutation useStartConversationMutation($input: StartConversationInput!) {
      startConversation(input: $input) {
        __typename
        ... on MutationStartConversationSuccess {
          data {
            id
            conversation {
              id
            }
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
}
