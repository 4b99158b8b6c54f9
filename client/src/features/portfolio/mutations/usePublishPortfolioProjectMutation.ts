import { graphql, useMutation } from 'react-relay/hooks';
import type { usePublishPortfolioProjectMutation as Mutation } from '../../../__generated__/usePublishPortfolioProjectMutation.graphql';

/** Lists one of the viewer's projects in the portfolio; the store then shows it published everywhere. */
export function usePublishPortfolioProjectMutation() {
  return useMutation<Mutation>(graphql`
    mutation usePublishPortfolioProjectMutation($id: ID!) {
      publishPortfolioProject(id: $id) {
        __typename
        ... on MutationPublishPortfolioProjectSuccess {
          data {
            id
            visibility
          }
        }
      }
    }
  `);
}
