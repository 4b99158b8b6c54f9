import type { Prisma } from '@platform/db';
import { normalizeSearchText } from '@platform/rules/search-text';
import { LRUCache } from 'lru-cache';
import type { JobMatch, JobSearch } from './jobs.search.ts';

/**
 * Job-search traffic repeats: the same few searches and filters, the same first pages, again and again. Their
 * match, page ids, counts and facets are kept for a few seconds, and identical searches running at the same time
 * share one database query. Jobs themselves are always read fresh by id (from PostgreSQL, or for a page of cards
 * from the search index, which every change reaches by NOTIFY), so an edit shows at once; a job posted or closed
 * here empties the cache, and one posted or closed by another instance appears or leaves within
 * `searchCacheTtlMs`.
 */
export const searchCacheTtlMs = 10_000;
const maxEntries = 2_000;

type Cache = LRUCache<string, Promise<unknown>>;
// One cache per database client, so that separate databases (tests, benchmarks) never share results.
const caches = new WeakMap<Prisma, Cache>();

function cacheFor(prisma: Prisma): Cache {
  let cache = caches.get(prisma);
  if (!cache) {
    cache = new LRUCache({ max: maxEntries, ttl: searchCacheTtlMs });
    caches.set(prisma, cache);
  }
  return cache;
}

/** The parts of a search that decide its results, in a stable order; `now` only moves expiry, which TTL bounds. */
function searchKey(s: JobSearch): unknown[] {
  const f = s.filter ?? {};
  const sorted = (values: readonly string[] | null | undefined) =>
    values?.length ? [...values].sort() : null;
  return [
    s.search ? normalizeSearchText(s.search).trim() : null,
    s.orderBy ?? null,
    sorted(f.types),
    sorted(f.experienceLevels),
    sorted(f.locations),
    sorted(f.skills),
    f.salaryMinRials ?? null,
    f.salaryMaxRials ?? null,
    f.postedWithinDays ?? null,
    f.includeExpired === true,
  ];
}

/**
 * The cached result of `load` for this search and `part` (e.g. a page or a count), loading it on a miss. A
 * failed load is forgotten, so the next request tries again.
 */
export function cachedSearch<T>(
  prisma: Prisma,
  s: JobSearch,
  part: (string | number | JobMatch)[],
  load: () => Promise<T>,
): Promise<T> {
  const cache = cacheFor(prisma);
  const key = JSON.stringify([...part, ...searchKey(s)]);
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}

/** After a job is posted, published or closed here: searches see it at once. */
export function forgetSearches(prisma: Prisma): void {
  caches.get(prisma)?.clear();
}
