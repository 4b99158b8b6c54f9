import { graphql, useMutation } from 'react-relay/hooks';
import type { useResolveMessageReportMutation as Mutation } from '../../../__generated__/useResolveMessageReportMutation.graphql';

/** An admin closes a report; it leaves the queue of open reports. */
export function useResolveMessageReportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useResolveMessageReportMutation($input: ResolveMessageReportInput!, $connections: [ID!]!) {
      resolveMessageReport(input: $input) {
        __typename
        ... on MutationResolveMessageReportSuccess {
          data {
            id @deleteEdge(connections: $connections)
            status
            resolution
            resolvedAt
          }
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);
}
