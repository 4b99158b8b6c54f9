import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateCompanyMutation as Mutation } from '../../../__generated__/useUpdateCompanyMutation.graphql';

export function useUpdateCompanyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateCompanyMutation($input: UpdateCompanyInput!) {
      updateCompany(input: $input) {
        __typename
        ... on MutationUpdateCompanySuccess {
          data {
            id
            name
            website
            logoUrl
            about
          }
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
      }
    }
  `);
}
