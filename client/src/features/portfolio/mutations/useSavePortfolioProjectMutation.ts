import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useSavePortfolioProjectMutation as Mutation } from '../../../__generated__/useSavePortfolioProjectMutation.graphql';

/** The viewer's own projects (My portfolio projects), where a new project goes on top. */
export function myProjectsConnection(): string {
  return ConnectionHandler.getConnectionID('client:root', 'MyProjectsPage_myPortfolioProjects');
}

/**
 * Saves a project and reads back what the editor and the list of one's projects show; a new one (`connections`
 * names the list) goes on top of that list if it is loaded.
 */
export function useSavePortfolioProjectMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavePortfolioProjectMutation($id: ID, $input: PortfolioProjectInput!, $connections: [ID!]!) {
      savePortfolioProject(id: $id, input: $input) {
        __typename
        ... on MutationSavePortfolioProjectSuccess {
          data
            @prependNode(connections: $connections, edgeTypeName: "QueryMyPortfolioProjectsConnectionEdge") {
            id
            ...ProjectEditor_project
            ...MyProjectRow_project
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
