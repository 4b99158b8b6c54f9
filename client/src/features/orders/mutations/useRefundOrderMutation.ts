import { graphql, useMutation } from 'react-relay/hooks';
import type { useRefundOrderMutation as Mutation } from '../../../__generated__/useRefundOrderMutation.graphql';

/** An admin refunds a paid order; the receipt shows the new status and reason from the answer. */
export function useRefundOrderMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRefundOrderMutation($input: RefundOrderInput!) {
      refundOrder(input: $input) {
        __typename
        ... on MutationRefundOrderSuccess {
          data {
            id
            status
            refundedAt
            refundReason
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
}
