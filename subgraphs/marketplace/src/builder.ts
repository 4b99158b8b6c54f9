import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import type { MarketplaceContext } from './context.ts';

export const builder = createSubgraphBuilder<MarketplaceContext>({ mutations: true, subscriptions: true });
export const { BaseError } = addErrorTypes(builder);
