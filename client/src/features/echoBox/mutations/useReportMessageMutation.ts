import { graphql, useMutation } from 'react-relay/hooks';
import type { useReportMessageMutation as Mutation } from '../../../__generated__/useReportMessageMutation.graphql';

/** Reports someone else's message to the admins. */
export function useReportMessageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useReportMessageMutation($input: ReportMessageInput!) {
      reportMessage(input: $input) {
        __typename
        ... on MutationReportMessageSuccess {
          data {
            id
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
        ... on ConflictError {
          code
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}
