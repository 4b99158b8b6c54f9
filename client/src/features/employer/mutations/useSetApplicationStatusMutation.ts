import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetApplicationStatusMutation as Mutation } from '../../../__generated__/useSetApplicationStatusMutation.graphql';

/**
 * Reads the application's new status back, and the job's count per status, so the list and the filter's
 * counts follow without a reload.
 */
export function useSetApplicationStatusMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSetApplicationStatusMutation($input: SetApplicationStatusInput!) {
      setApplicationStatus(input: $input) {
        __typename
        ... on MutationSetApplicationStatusSuccess {
          data {
            id
            status
            statusChangedAt
            job {
              id
              ...ApplicationStatusFilter_job
              ...MyJobCard_job
              ...ApprovedApplicants_job
            }
          }
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}
