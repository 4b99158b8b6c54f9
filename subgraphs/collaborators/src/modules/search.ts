import { normalizeSearchText } from '@platform/rules/search-text';

/** A skill as the filters compare it: the shared taxonomy's key (`Node.JS`, `nodejs` and `نود` are one skill). */
export { skillKey } from '@platform/rules/skills';

/** Each word of a search, looked for in a row's `searchText`, normalized as it is kept. */
export function wordsWhere(query: string | null) {
  const words = query ? normalizeSearchText(query).split(/\s+/).filter(Boolean).slice(0, 8) : [];
  return words.length ? { AND: words.map((word) => ({ searchText: { contains: word } })) } : {};
}
