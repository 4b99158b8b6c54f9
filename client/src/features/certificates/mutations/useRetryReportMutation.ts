import { graphql, useMutation } from 'react-relay/hooks';
import type { useRetryReportMutation as Mutation } from '../../../__generated__/useRetryReportMutation.graphql';

/** An admin sends a failed report again; the row shows it pending from the answer. */
export function useRetryReportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRetryReportMutation($input: RetryReportInput!) {
      retryReport(input: $input) {
        __typename
        ... on MutationRetryReportSuccess {
          data {
            id
            state
            failure
            queuedAt
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
}
