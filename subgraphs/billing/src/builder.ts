import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import type { BillingContext } from './context.ts';

export const builder = createSubgraphBuilder<BillingContext>({ mutations: true });
export const { BaseError } = addErrorTypes(builder);
