import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import { schema } from './schema.ts';

/** Conversations between people (the echo box), their messages, and reports of abuse. */
export const messagingSubgraph = defineSubgraph({
  name: 'messaging',
  schema,
  create: () => ({}),
});
