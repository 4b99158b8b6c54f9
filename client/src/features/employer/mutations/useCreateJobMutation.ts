import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useCreateJobMutation as Mutation } from '../../../__generated__/useCreateJobMutation.graphql';

/** The employer's list of job posts, where a new job goes on top. */
export function myJobsConnection(): string {
  return ConnectionHandler.getConnectionID('client:root', 'MyJobList_myJobs');
}

export function useCreateJobMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCreateJobMutation($input: CreateJobInput!, $connections: [ID!]!) {
      createJob(input: $input) {
        __typename
        ... on MutationCreateJobSuccess {
          data @prependNode(connections: $connections, edgeTypeName: "QueryMyJobsConnectionEdge") {
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
      }
    }
  `);
}
