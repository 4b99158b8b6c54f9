import { toAsciiDigits } from '@platform/rules/digits';

/**
 * A number as a taker types it: Persian, Arabic-Indic or Latin digits, a minus sign, and a decimal point, comma
 * or the Persian decimal separator (٫). Null when the text is not one number.
 */
export function parseNumber(text: string): number | null {
  const latin = toAsciiDigits(text.trim())
    .replace(/[\u066B,]/g, '.')
    .replace(/\u2212/g, '-');
  if (!/^-?\d+(\.\d+)?$/.test(latin)) return null;
  const value = Number(latin);
  return Number.isFinite(value) ? value : null;
}
