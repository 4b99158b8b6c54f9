import { graphql, useMutation } from 'react-relay/hooks';
import type { useMarkConversationReadMutation as Mutation } from '../../../__generated__/useMarkConversationReadMutation.graphql';

/** The viewer has read the conversation: its unread count drops to zero (the inbox's follows by subscription). */
export function useMarkConversationReadMutation() {
  return useMutation<Mutation>(graphql`
    mutation useMarkConversationReadMutation($id: ID!) {
      markConversationRead(id: $id) {
        __typename
        ... on MutationMarkConversationReadSuccess {
          data {
            id
            unreadCount
          }
        }
      }
    }
  `);
}
