import { graphql, useMutation } from 'react-relay/hooks';
import type { useApplyToJobMutation as Mutation } from '../../../__generated__/useApplyToJobMutation.graphql';

export function useApplyToJobMutation() {
  return useMutation<Mutation>(graphql`
    mutation useApplyToJobMutation($input: ApplyToJobInput!) {
      applyToJob(input: $input) {
        __typename
        ... on MutationApplyToJobSuccess {
          data {
            id
            status
            submittedAt
          }
        }
        ... on ValidationError {
          fields {
            path
            code
          }
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
