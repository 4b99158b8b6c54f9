/** A skill as the filters compare it: the shared taxonomy's key (`Node.JS`, `nodejs` and `نود` are one skill). */
export { skillKey } from '@platform/rules/skills';

/** Each word of a search, looked for in a row's `searchText`, normalized as it is kept. */
export { wordsWhere } from '@platform/subgraph-kit/search-words';
