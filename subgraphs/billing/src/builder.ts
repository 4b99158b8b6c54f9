import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import { addErrorTypes } from '@platform/subgraph-kit/error-types';

export const builder = createSubgraphBuilder({ mutations: true });
export const { BaseError } = addErrorTypes(builder);
