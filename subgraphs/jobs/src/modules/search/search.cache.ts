import { LRUCache } from 'lru-cache';

/**
 * Job-search traffic repeats: the same few searches and filters, the same first pages, again and again. Their
 * match, page ids, counts, facets and cards are kept for a few seconds, and identical searches running at the
 * same time share one database query. A job posted, edited or closed here empties the cache; one posted, edited
 * or closed by another instance shows in the results within `searchCacheTtlMs`. A job's own page, and any page
 * of results that asks for long texts, reads the job fresh.
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
