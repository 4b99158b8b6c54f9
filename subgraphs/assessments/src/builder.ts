import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import type { AssessmentsContext } from './context.ts';

export const builder = createSubgraphBuilder<AssessmentsContext>({ mutations: true });
export const { BaseError } = addErrorTypes(builder);
