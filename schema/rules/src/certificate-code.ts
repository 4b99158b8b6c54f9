import { toAsciiDigits } from './digits.ts';

/** A stored code: 20 characters of Crockford's base32 in groups of five (`certificateCodePattern` in assessments). */
const storedCode = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

/**
 * A certificate's code as people type or paste it, written the one way codes are stored: Persian and Arabic digits
 * as Latin ones, spaces, dashes and invisible marks dropped, lower case raised, and the letters Crockford's base32
 * reads as digits (O as 0, I and L as 1) read so; regrouped in fives. Null when what is left is not a code.
 */
export function certificateCodeOf(typed: string): string | null {
  const plain = toAsciiDigits(typed.slice(0, 200))
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212_.\u200b-\u200f\u2066-\u2069\u0640]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (plain.length !== 20) return null;
  const grouped = plain.match(/.{5}/g)!.join('-');
  return storedCode.test(grouped) ? grouped : null;
}
