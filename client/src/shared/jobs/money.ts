import { toAsciiDigits } from '@platform/rules/digits';

/**
 * A whole amount as typed: Persian, Arabic or Latin digits with any grouping (`۳۰٬۰۰۰٬۰۰۰`, `30,000,000`,
 * `30.000.000`, `30 000 000`). Null for an empty field, NaN for anything that is not a positive whole number.
 */
export function parseAmount(text: string): number | null {
  const latin = toAsciiDigits(text);
  const compact = latin.replace(/[\s,.\u066B\u066C\u060C\u2009\u202F'’]/g, '');
  if (compact === '') return null;
  if (!/^\d+$/.test(compact)) return Number.NaN;
  const amount = Number(compact);
  return amount > 0 && Number.isSafeInteger(amount) ? amount : Number.NaN;
}
