import { nonAsciiDigits } from './digits.ts';

/**
 * Search normalization for Persian, Arabic-script variants, English and Azerbaijani. The database's
 * `search_normalize(text)` (prisma/migrations/…_job_search) does the same to the indexed text; a test keeps the
 * two in step.
 *
 * - Arabic letter forms to Persian: ي ى ئ → ی, ك → ک, ة ۀ → ه, أ إ ٱ آ → ا, ؤ → و
 * - Persian and Arabic-Indic digits → ASCII digits
 * - ZWNJ (half-space) → space, so "برنامه‌نویس" and "برنامه نويس" give the same words
 * - ASCII punctuation → space, so "Node.js", "C#/.NET" and "UI/UX" are split the same way everywhere
 * - tatweel, Arabic diacritics (harakat), ZWJ and direction marks removed
 * - lower case (İ → i)
 */
const letterMap: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  آ: 'ا',
  ؤ: 'و',
  '\u200c': ' ',
};
for (const [digit, ascii] of nonAsciiDigits) letterMap[digit] = ascii;

// Tatweel, the Arabic diacritics (harakat) U+064B–U+065F, superscript alef, ZWJ and the direction marks.
const removed = new Set(
  [
    0x0640,
    0x0670,
    0x200d,
    0x200e,
    0x200f,
    ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => 0x064b + i),
  ].map((code) => String.fromCharCode(code)),
);

/** ASCII punctuation, which PostgreSQL's parser would otherwise glue into tokens such as `node.js`. */
const asciiPunctuation = /[!-/:-@[-`{-~]/;

export function normalizeSearchText(text: string): string {
  let out = '';
  for (const ch of text) {
    if (removed.has(ch)) continue;
    out += asciiPunctuation.test(ch) ? ' ' : (letterMap[ch] ?? ch);
  }
  // JavaScript lower-cases the Azerbaijani/Turkish İ to "i" plus a combining dot; PostgreSQL, to "i".
  return out.replaceAll('İ', 'i').toLowerCase();
}

/**
 * Words too common to narrow a search (normalized forms): they match half of all ads and only slow the query.
 * They are dropped unless the search has nothing else.
 */
const stopwords = new Set([
  // Persian
  ...[
    'و',
    'در',
    'به',
    'از',
    'که',
    'با',
    'را',
    'این',
    'ان',
    'برای',
    'یا',
    'تا',
    'هم',
    'است',
    'های',
    'ها',
    'یک',
  ],
  // English
  ...['the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'for', 'with', 'at', 'on', 'is', 'we', 'our', 'you'],
  // Azerbaijani
  ...['və', 'ilə', 'üçün', 'bu', 'da', 'də', 'bir', 'olan'],
]);

export const isStopword = (normalizedWord: string) => stopwords.has(normalizedWord);

/** The words of a search, normalized; punctuation, tsquery operators and (when others remain) stopwords dropped. */
export function searchTerms(text: string): string[] {
  const words = normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
  const meaningful = words.filter((w) => !stopwords.has(w));
  return (meaningful.length ? meaningful : words).slice(0, 12);
}

/**
 * A PostgreSQL tsquery (for the `simple` configuration) that needs every word. `last` makes only the last word a
 * prefix (the one still being typed; exact words are far cheaper for the index); `all` makes every word one.
 */
export function prefixTsQuery(text: string, prefixes: 'last' | 'all' = 'all'): string | null {
  const terms = searchTerms(text);
  return terms.length
    ? terms.map((t, i) => (prefixes === 'all' || i === terms.length - 1 ? `${t}:*` : t)).join(' & ')
    : null;
}
