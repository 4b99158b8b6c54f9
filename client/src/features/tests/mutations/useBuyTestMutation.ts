import { graphql, useMutation } from 'react-relay/hooks';
import type { useBuyTestMutation as Mutation } from '../../../__generated__/useBuyTestMutation.graphql';

/** Orders a paid test (or returns the unpaid order made moments ago); the page then goes to pay it. */
export function useBuyTestMutation() {
  return useMutation<Mutation>(graphql`
    mutation useBuyTestMutation($input: BuyTestInput!) {
      buyTest(input: $input) {
        __typename
        ... on MutationBuyTestSuccess {
          data {
            id
            payUrl
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
}
