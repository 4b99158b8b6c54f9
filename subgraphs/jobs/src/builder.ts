import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import type { JobsContext } from './context.ts';

export const builder = createSubgraphBuilder<JobsContext>({ mutations: true });
export const { BaseError } = addErrorTypes(builder);
