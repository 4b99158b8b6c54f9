import { graphql, useMutation } from 'react-relay/hooks';
import type { useSendMessageMutation as Mutation } from '../../../__generated__/useSendMessageMutation.graphql';

/** Sends a message; the answer goes at the end of the open conversation (once, even if the socket brought it first). */
export function useSendMessageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendMessageMutation($input: SendMessageInput!, $connections: [ID!]!) {
      sendMessage(input: $input) {
        __typename
        ... on MutationSendMessageSuccess {
          data @appendNode(connections: $connections, edgeTypeName: "ConversationMessagesConnectionEdge") {
            id
            clientId
            ...MessageItem_message
            conversation {
              id
              lastMessageAt
            }
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}
