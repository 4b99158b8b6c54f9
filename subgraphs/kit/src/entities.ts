import type { ObjectRef } from '@pothos/core';
import type { SubgraphBuilder, SubgraphTypes } from './builder.ts';
import type { SubgraphContext } from './context.ts';
import { localId } from './global-id.ts';
import { byKeys, requestLoader } from './loaders.ts';

/**
 * A federation `resolveReference` for an entity keyed by its global id: every reference of the type in one
 * request (a page of jobs and their posters, say) is loaded with one query. Malformed ids and ids of another
 * type resolve to null.
 */
export function batchedReference<Row extends { id: string }, Context extends SubgraphContext>(
  typename: string,
  findByIds: (context: Context, ids: string[]) => Promise<Row[]>,
) {
  return async ({ id }: { id: string }, context: Context): Promise<Row | null> => {
    const rowId = localId(id, typename);
    if (!rowId) return null;
    return requestLoader(context, `${typename}.byId`, async (ids: readonly string[]) =>
      byKeys(ids, await findByIds(context, [...ids]), (row) => row.id),
    ).load(rowId);
  };
}

/** A field's type that stands for another subgraph's entity, of which this subgraph knows only the id. */
export type EntityReference<Context extends SubgraphContext> = ObjectRef<
  PothosSchemaTypes.ExtendDefaultTypes<SubgraphTypes<Context>>,
  { id: string }
>;

/**
 * Another subgraph's entity, which this one only points at by its global id (`{ id }`): the owner resolves the
 * rest through federation.
 */
export function entityReference<Context extends SubgraphContext>(
  builder: SubgraphBuilder<Context>,
  typename: string,
): EntityReference<Context> {
  // Declared through the kit's own context, which the reference never reads: checking Pothos's types over a
  // context left generic costs the compiler more than the rest of the kit does.
  const shared = builder as unknown as SubgraphBuilder;
  const reference = shared.externalRef(typename, shared.selection<{ id: string }>('id')).implement({
    externalFields: (t) => ({ id: t.id() }),
  });
  return reference as unknown as EntityReference<Context>;
}

/** A user, whom the accounts subgraph owns: what the other subgraphs' fields that name a person return. */
export function userReference<Context extends SubgraphContext>(
  builder: SubgraphBuilder<Context>,
): EntityReference<Context> {
  return entityReference<Context>(builder, 'User');
}
