import { toAsciiDigits } from './digits.ts';

/** Crockford's base32: digits and letters without I, L, O and U. */
export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A code of Crockford's base32 as people type, read aloud or paste it, written the one way it is stored: Persian
 * and Arabic digits as Latin ones, spaces, dashes and invisible marks dropped, lower case raised, and the letters
 * Crockford's base32 reads as digits (O as 0, I and L as 1) read so; regrouped by `group`. Null when what is left
 * is not `length` characters of the alphabet.
 */
export function crockfordCodeOf(typed: string, length: number, group: number): string | null {
  const plain = toAsciiDigits(typed.slice(0, 200))
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212_.\u200b-\u200f\u2066-\u2069\u0640]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (plain.length !== length || [...plain].some((c) => !crockfordAlphabet.includes(c))) return null;
  return plain.match(new RegExp(`.{${group}}`, 'g'))!.join('-');
}

/**
 * A certificate's code (20 characters in groups of five, `certificateCodePattern` in assessments) as people type
 * or paste it, written the one way codes are stored. Null when what is left is not a code.
 */
export function certificateCodeOf(typed: string): string | null {
  return crockfordCodeOf(typed, 20, 5);
}
