import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';

export const builder = createSubgraphBuilder({ mutations: true });
export const { BaseError } = addErrorTypes(builder);
