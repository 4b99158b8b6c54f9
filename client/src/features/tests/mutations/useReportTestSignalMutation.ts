import { graphql, useMutation } from 'react-relay/hooks';
import type { useReportTestSignalMutation as Mutation } from '../../../__generated__/useReportTestSignalMutation.graphql';

export function useReportTestSignalMutation() {
  return useMutation<Mutation>(graphql`
    mutation useReportTestSignalMutation($input: ReportTestSignalInput!) {
      reportTestSignal(input: $input) {
        __typename
      }
    }
  `);
}
