import { graphql, useMutation } from 'react-relay/hooks';
import type { useVisitTestQuestionMutation as Mutation } from '../../../__generated__/useVisitTestQuestionMutation.graphql';

/** Remembers where the taker is (another device continues there). */
export function useVisitTestQuestionMutation() {
  return useMutation<Mutation>(graphql`
    mutation useVisitTestQuestionMutation($input: VisitTestQuestionInput!) {
      visitTestQuestion(input: $input) {
        __typename
        ... on MutationVisitTestQuestionSuccess {
          data {
            id
            position
          }
        }
      }
    }
  `);
}
