/**
 * PostgreSQL's `ts_rank_cd` (cover density, default weights, no normalization), computed the same way in
 * JavaScript, so that the in-memory search index (jobs.search-index.ts) orders a page exactly as the SQL
 * search does: the same covers, summed in the same order in double precision, then rounded to a float4.
 * `search-rank.int.test.ts` checks it against PostgreSQL's own on real vectors and queries.
 *
 * A document is given as the positions of its words that the query names, in position order, each with its
 * weight and the groups of the query (the words ANDed; a group's alternatives ORed) that its word satisfies.
 */

/** A word's weight in a tsvector: D 0, C 1, B 2, A 3 (as WEP_GETWEIGHT numbers them). */
export type Weight = 0 | 1 | 2 | 3;

/** ts_rank_cd's default weights {D 0.1, C 0.2, B 0.4, A 1.0}, which PostgreSQL holds as float4s, inverted in double. */
const inverseWeights = [0.1, 0.2, 0.4, 1.0].map((w) => 1 / Math.fround(w));

export interface RankEntries {
  /** How many entries. */
  length: number;
  positions: ArrayLike<number>;
  weights: ArrayLike<number>;
  /** The query groups each entry's word satisfies, one bit per group. */
  masks: ArrayLike<number>;
}

/**
 * The cover-density rank of a document for a query of `all` (every group's bit set): each shortest stretch of
 * the document that satisfies the whole query (a cover) adds its entries' count over the sum of their inverse
 * weights, divided by one more than the words between them that the query doesn't name.
 */
export function coverDensityRank(doc: RankEntries, all: number): number {
  const { length, positions, weights, masks } = doc;
  let rank = 0;
  let from = 0;
  for (;;) {
    // The cover's end: the first entry from `from` at which everything is satisfied.
    let seen = 0;
    let end = -1;
    for (let i = from; i < length; i++) {
      seen |= masks[i]!;
      if ((seen & all) === all) {
        end = i;
        break;
      }
    }
    if (end < 0) return Math.fround(rank);
    // Its beginning: the nearest entry back from the end at which everything is satisfied again.
    seen = 0;
    let begin = end;
    for (let i = end; i >= from; i--) {
      seen |= masks[i]!;
      if ((seen & all) === all) {
        begin = i;
        break;
      }
    }
    let inverseSum = 0;
    for (let i = begin; i <= end; i++) inverseSum += inverseWeights[weights[i]!]!;
    const density = (end - begin + 1) / inverseSum;
    // Positions are capped in long documents, so a cover can look shorter than its entries: then half of them.
    let noise = positions[end]! - positions[begin]! - (end - begin);
    if (noise < 0) noise = Math.trunc((end - begin) / 2);
    rank += density / (1 + noise);
    from = begin + 1;
  }
}

/** One word of a tsvector with its positions and their weights. */
export interface VectorWord {
  word: string;
  positions: number[];
  weights: Weight[];
}

const weightOfLetter: Record<string, Weight> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * Parses a tsvector as PostgreSQL prints it (`'react':3A 'developer':4A,9B`): quotes and backslashes inside a
 * word are doubled; a position without a letter has weight D.
 */
export function parseTsvector(text: string): VectorWord[] {
  const words: VectorWord[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text[i] === ' ') i++;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`Not a tsvector at ${i}: ${text.slice(i, i + 20)}`);
    i++;
    let word = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Error('Unterminated word in a tsvector');
      if ((c === "'" || c === '\\') && text[i + 1] === c) {
        word += c;
        i += 2;
      } else if (c === "'") {
        i++;
        break;
      } else {
        word += c;
        i++;
      }
    }
    const positions: number[] = [];
    const weights: Weight[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let position = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
          position = position * 10 + text.charCodeAt(i) - 48;
          i++;
        }
        const letter = text[i];
        let weight: Weight = 0;
        if (letter !== undefined && letter in weightOfLetter) {
          weight = weightOfLetter[letter]!;
          i++;
        }
        positions.push(position);
        weights.push(weight);
        if (text[i] !== ',') break;
        i++;
      }
    }
    words.push({ word, positions, weights });
  }
  return words;
}
