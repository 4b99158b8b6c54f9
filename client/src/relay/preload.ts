import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { ConcreteRequest, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';
import type { Locale } from '../app/locale';
import { holdsFreshServerRecords } from './environment';

const live = new Set<PreloadedQuery<OperationType>>();

/**
 * Starts a page's query from its route loader, before the page's code has arrived. The reference is
 * tracked so it can be released once no route uses it any more. Loaders run before the address bar
 * changes, so the target page's language is passed along for the Accept-Language header.
 */
export function preloadQuery<T extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  locale?: Locale,
  /** `store-and-network` for pages whose data other pages change, e.g. lists a mutation elsewhere affects. */
  fetchPolicy: 'store-or-network' | 'store-and-network' = 'store-or-network',
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, {
    // The page the server has just rendered from its records: asking again would only draw the same page twice.
    fetchPolicy: holdsFreshServerRecords(environment) ? 'store-or-network' : fetchPolicy,
    networkCacheConfig: locale ? { metadata: { locale } } : undefined,
  });
  live.add(ref as PreloadedQuery<OperationType>);
  return ref;
}

function collectRefs(value: unknown, found: Set<unknown>) {
  if (!value || typeof value !== 'object') return;
  for (const entry of Object.values(value))
    if (live.has(entry as PreloadedQuery<OperationType>)) found.add(entry);
}

/** Disposes every preloaded query that the settled router state no longer holds in its loader data. */
export function disposeStaleQueries(loaderData: Record<string, unknown>): void {
  const inUse = new Set<unknown>();
  for (const data of Object.values(loaderData)) collectRefs(data, inUse);
  for (const ref of live) {
    if (!inUse.has(ref)) {
      ref.dispose();
      live.delete(ref);
    }
  }
}
