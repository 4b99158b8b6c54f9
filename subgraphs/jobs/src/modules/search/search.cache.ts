import { LRUCache } from 'lru-cache';

/**
 * Job-search traffic repeats: the same few searches and filters, the same first pages, again and again. Their
 * match, page ids, counts and facets are kept for a few seconds, and identical searches running at the same time
 * share one database query. Jobs themselves are always read fresh by id, so an edit shows at once; a job posted
 * or closed here empties the cache, and one posted or closed by another instance appears or leaves within
 * `searchCacheTtlMs`.
 */
export const searchCacheTtlMs = 10_000;
const maxEntries = 2_000;

export class SearchCache {
  readonly #entries = new LRUCache<string, Promise<unknown>>({ max: maxEntries, ttl: searchCacheTtlMs });

  /** The cached result of `load` for this key, loading it on a miss. A failed load is forgotten. */
  remember<T>(key: unknown[], load: () => Promise<T>): Promise<T> {
    const text = JSON.stringify(key);
    const hit = this.#entries.get(text) as Promise<T> | undefined;
    if (hit) return hit;
    const loading = load();
    this.#entries.set(text, loading);
    loading.catch(() => {
      if (this.#entries.get(text) === loading) this.#entries.delete(text);
    });
    return loading;
  }

  clear(): void {
    this.#entries.clear();
  }
}
