import { graphql, useMutation } from 'react-relay/hooks';
import type { useHidePortfolioProjectMutation as Mutation } from '../../../__generated__/useHidePortfolioProjectMutation.graphql';

/** Takes one of the viewer's projects off the portfolio; the store then shows it hidden everywhere. */
export function useHidePortfolioProjectMutation() {
  return useMutation<Mutation>(graphql`
    mutation useHidePortfolioProjectMutation($id: ID!) {
      hidePortfolioProject(id: $id) {
        __typename
        ... on MutationHidePortfolioProjectSuccess {
          data {
            id
            visibility
          }
        }
      }
    }
  `);
}
