import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import type { AccountsContext } from './context.ts';

export const builder = createSubgraphBuilder<AccountsContext>({ mutations: true });
export const { BaseError } = addErrorTypes(builder);
