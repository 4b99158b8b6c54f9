import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useApplyToJobMutation as Mutation } from '../../../__generated__/useApplyToJobMutation.graphql';

/** The signed-in user's applications list (My applications), where a new application goes on top. */
export function myApplicationsConnection(): string {
  return ConnectionHandler.getConnectionID('client:root', 'MyApplicationsPage_myApplications');
}

/**
 * Applying also reads the job's `viewerApplication` back, so the job page says "you applied" without a reload,
 * and puts the application at the top of My applications if that list is already loaded.
 */
export function useApplyToJobMutation() {
  return useMutation<Mutation>(graphql`
    mutation useApplyToJobMutation($input: ApplyToJobInput!, $connections: [ID!]!) {
      applyToJob(input: $input) {
        __typename
        ... on MutationApplyToJobSuccess {
          data @prependNode(connections: $connections, edgeTypeName: "QueryMyApplicationsConnectionEdge") {
            id
            status
            submittedAt
            statusChangedAt
            job {
              id
              slug
              title
              companyName
              viewerApplication {
                id
                status
                submittedAt
              }
            }
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
