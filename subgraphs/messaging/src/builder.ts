import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import type { MessagingContext } from './context.ts';

export const builder = createSubgraphBuilder<MessagingContext>({ mutations: true, subscriptions: true });
export const { BaseError } = addErrorTypes(builder);
