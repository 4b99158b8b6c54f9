import { decodeGlobalID } from '@pothos/plugin-relay';
import type { GraphClient } from '../subgraph.ts';

/**
 * The rest of the graph, for a subgraph's own tests, answering the one question subgraphs ask today: which of
 * some nodes exist (`nodes(ids:)`). `exists` plays the owning subgraphs; the gateway's tests ask the real ones.
 */
export function nodesGraph(exists: (typename: string, id: string) => boolean): GraphClient {
  return {
    async query<T>(document: string, variables: Record<string, unknown> = {}) {
      if (!/\bnodes\s*\(\s*ids\s*:/.test(document)) throw new Error(`nodesGraph cannot answer: ${document}`);
      const ids = variables.ids as string[];
      const nodes = ids.map((globalId) => {
        const { typename, id } = decodeGlobalID(globalId);
        return exists(typename, id) ? { __typename: typename, id: globalId } : null;
      });
      return { nodes } as T;
    },
  };
}
