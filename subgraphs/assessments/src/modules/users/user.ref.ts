import { builder } from '../../builder.ts';

/** The accounts subgraph owns users; a certificate points at its holder by id. */
export const UserRef = builder.externalRef('User', builder.selection<{ id: string }>('id')).implement({
  externalFields: (t) => ({ id: t.id() }),
});
