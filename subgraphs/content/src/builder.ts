import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import type { ContentContext } from './context.ts';

export const builder = createSubgraphBuilder<ContentContext>({ mutations: true, subscriptions: true });
export const { BaseError } = addErrorTypes(builder);
