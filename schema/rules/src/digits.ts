/**
 * Digits in the scripts people type in: Persian (۰–۹, U+06F0…) and Arabic-Indic (٠–٩, U+0660…), read as ASCII,
 * and ASCII written in Persian. Free of dependencies, so that the smallest page importing it stays small.
 */
const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;
const nonAsciiDigit = /[\u06f0-\u06f9\u0660-\u0669]/g;

/** Persian and Arabic-Indic digits as ASCII ones; everything else as it is. */
export function toAsciiDigits(text: string): string {
  return text.replace(nonAsciiDigit, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_ZERO));
  });
}

/** ASCII digits written in Persian (for text in Persian); everything else as it is. */
export function toPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}

/** The Persian and Arabic-Indic digits, each with its ASCII value, for code that maps character by character. */
export const nonAsciiDigits: ReadonlyMap<string, string> = new Map(
  Array.from({ length: 10 }, (_, d) => [
    [String.fromCharCode(PERSIAN_ZERO + d), String(d)],
    [String.fromCharCode(ARABIC_ZERO + d), String(d)],
  ]).flat() as [string, string][],
);
