import { graphql, useMutation } from 'react-relay/hooks';
import type { mutationsRefundOrderMutation as RefundMutation } from '../../__generated__/mutationsRefundOrderMutation.graphql';

/** An admin refunds a paid order; the receipt shows the new status and reason from the answer. */
export function useRefundOrderMutation() {
  return useMutation<RefundMutation>(graphql`
    mutation mutationsRefundOrderMutation($input: RefundOrderInput!) {
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
