import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { MessagingContext } from './context.ts';
import { schema } from './schema.ts';

/** Conversations between people (the echo box), their messages, and reports of abuse. */
export const messagingSubgraph = defineSubgraph<MessagingContext>({
  name: 'messaging',
  schema,
  create: () => ({}),
});
