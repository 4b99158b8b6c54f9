import DataLoader from 'dataloader';

const perRequest = new WeakMap<object, Map<string, DataLoader<unknown, unknown>>>();

/**
 * A DataLoader that lives as long as one request's context, so that N lookups by key in one operation (such as
 * federation's `_entities` representations) become one query.
 */
export function requestLoader<K, V>(
  context: object,
  name: string,
  batch: (keys: readonly K[]) => Promise<(V | null | Error)[]>,
): DataLoader<K, V | null> {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(context, loaders);
  }
  let loader = loaders.get(name);
  if (!loader) {
    loader = new DataLoader(batch as (keys: readonly unknown[]) => Promise<unknown[]>);
    loaders.set(name, loader);
  }
  return loader as DataLoader<K, V | null>;
}

/** Orders rows to match the keys a DataLoader asked for, with null for a missing key. */
export function byKeys<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const index = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => index.get(k) ?? null);
}
