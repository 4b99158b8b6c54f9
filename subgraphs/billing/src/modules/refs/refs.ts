import { builder } from '../../builder.ts';

/** The accounts subgraph owns users; an order points at its buyer by id. */
export const UserRef = builder.externalRef('User', builder.selection<{ id: string }>('id')).implement({
  externalFields: (t) => ({ id: t.id() }),
});

/** The assessments subgraph owns tests; an order of a test points at it by id. */
export const TestRef = builder.externalRef('Test', builder.selection<{ id: string }>('id')).implement({
  externalFields: (t) => ({ id: t.id() }),
});
