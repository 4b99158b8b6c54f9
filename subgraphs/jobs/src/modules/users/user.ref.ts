import { builder } from '../../builder.ts';

/** The accounts subgraph owns users; this subgraph only points at them by id. */
export const UserRef = builder.externalRef('User', builder.selection<{ id: string }>('id')).implement({
  externalFields: (t) => ({ id: t.id() }),
});
