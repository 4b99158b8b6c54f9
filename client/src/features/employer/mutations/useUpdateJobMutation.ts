import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateJobMutation as Mutation } from '../../../__generated__/useUpdateJobMutation.graphql';

export function useUpdateJobMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateJobMutation($input: UpdateJobInput!) {
      updateJob(input: $input) {
        __typename
        ... on MutationUpdateJobSuccess {
          data {
            id
            slug
            status
            ...MyJobCard_job
            ...JobForm_job
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
