import { normalizeSearchText } from '@platform/rules/search-text';

/**
 * A simple search over a `searchText` column kept normalized (`normalizeSearchText`): each word of the query, up to
 * eight, must occur in it (a trigram index serves `contains`).
 */
export function wordsWhere(query: string | null) {
  const words = query ? normalizeSearchText(query).split(/\s+/).filter(Boolean).slice(0, 8) : [];
  return words.length ? { AND: words.map((word) => ({ searchText: { contains: word } })) } : {};
}
