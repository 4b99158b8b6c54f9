import { builder } from '../../builder.ts';

/** The accounts subgraph owns users; this subgraph only points at them by id. */
export const UserRef = builder.externalRef('User', builder.selection<{ id: string }>('id')).implement({
  externalFields: (t) => ({ id: t.id() }),
});

/** The jobs subgraph owns jobs; a conversation about a job points at it by id. */
export const JobRef = builder.externalRef('Job', builder.selection<{ id: string }>('id')).implement({
  externalFields: (t) => ({ id: t.id() }),
});
