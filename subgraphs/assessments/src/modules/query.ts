/** What a caller selected (Pothos' query) for a row a mutation writes and returns. */
export type Selection = { select?: object; include?: object };

/**
 * The selection to pass to Prisma: one that selects nothing (a caller asking for `__typename` alone) is left out,
 * since Prisma refuses an empty `select`.
 */
export function selection(query: Selection): Selection {
  return query.select && Object.keys(query.select).length === 0 ? {} : query;
}
