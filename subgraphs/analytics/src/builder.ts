import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';

export const builder = createSubgraphBuilder();
