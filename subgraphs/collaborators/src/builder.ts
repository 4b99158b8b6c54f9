import { createSubgraphBuilder } from '@platform/subgraph-kit/builder';
import { addErrorTypes } from '@platform/subgraph-kit/error-types';
import type { CollaboratorsContext } from './context.ts';

export const builder = createSubgraphBuilder<CollaboratorsContext>({ mutations: true, subscriptions: true });
export const { BaseError } = addErrorTypes(builder);
