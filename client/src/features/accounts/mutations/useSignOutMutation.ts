import { graphql, useMutation } from 'react-relay/hooks';
import type { useSignOutMutation as Mutation } from '../../../__generated__/useSignOutMutation.graphql';

export function useSignOutMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSignOutMutation {
      signOut
    }
  `);
}
