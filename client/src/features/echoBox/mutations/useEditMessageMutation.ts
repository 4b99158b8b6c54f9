import { graphql, useMutation } from 'react-relay/hooks';
import type { useEditMessageMutation as Mutation } from '../../../__generated__/useEditMessageMutation.graphql';

/** The sender edits their message; it reads back the text and the "edited" time. */
export function useEditMessageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEditMessageMutation($input: EditMessageInput!) {
      editMessage(input: $input) {
        __typename
        ... on MutationEditMessageSuccess {
          data {
            id
            body
            editedAt
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
