import type { SubgraphContext } from './context.ts';
import { localId } from './global-id.ts';
import { byKeys, requestLoader } from './loaders.ts';

/**
 * A federation `resolveReference` for an entity keyed by its global id: every reference of the type in one
 * request (a page of jobs and their posters, say) is loaded with one query. Malformed ids and ids of another
 * type resolve to null.
 */
export function batchedReference<Row extends { id: string }>(
  typename: string,
  findByIds: (context: SubgraphContext, ids: string[]) => Promise<Row[]>,
) {
  return async ({ id }: { id: string }, context: SubgraphContext): Promise<Row | null> => {
    const rowId = localId(id, typename);
    if (!rowId) return null;
    return requestLoader(context, `${typename}.byId`, async (ids: readonly string[]) =>
      byKeys(ids, await findByIds(context, [...ids]), (row) => row.id),
    ).load(rowId);
  };
}
