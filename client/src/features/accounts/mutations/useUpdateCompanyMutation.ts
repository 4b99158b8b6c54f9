import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateCompanyMutation as Mutation } from '../../../__generated__/useUpdateCompanyMutation.graphql';

/** The answer is the employer, so that a company created by the first save becomes theirs in the store. */
export function useUpdateCompanyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUpdateCompanyMutation($input: UpdateCompanyInput!) {
      updateCompany(input: $input) {
        __typename
        ... on MutationUpdateCompanySuccess {
          data {
            id
            company {
              id
              ...CompanyForm_company
              ...CompanyVerification_company
            }
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
}
