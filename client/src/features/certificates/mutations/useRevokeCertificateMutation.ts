import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevokeCertificateMutation as Mutation } from '../../../__generated__/useRevokeCertificateMutation.graphql';

/** An admin revokes a certificate with a reason; the row shows it revoked from the answer. */
export function useRevokeCertificateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRevokeCertificateMutation($input: RevokeCertificateInput!) {
      revokeCertificate(input: $input) {
        __typename
        ... on MutationRevokeCertificateSuccess {
          data {
            id
            status
            revokedAt
            revocationReason
          }
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
}
