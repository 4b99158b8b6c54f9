import type { Locale } from '../../app/locale';

export const RIALS_PER_TOMAN = 10;

/** Persian readers think and type in Toman; English and Azerbaijani pages show and take IRR. */
export function usesToman(locale: Locale): boolean {
  return locale === 'fa';
}

/** An amount from the API (rials) in the page's currency. */
export function fromRials(rials: number, locale: Locale): number {
  return usesToman(locale) ? Math.round(rials / RIALS_PER_TOMAN) : rials;
}

/** An amount typed in the page's currency, in rials for the API. */
export function toRials(amount: number, locale: Locale): number {
  return usesToman(locale) ? amount * RIALS_PER_TOMAN : amount;
}

const DIGIT_ZEROS = [0x06f0 /* Persian ۰ */, 0x0660 /* Arabic-Indic ٠ */];

/**
 * A whole amount as typed: Persian, Arabic or Latin digits with any grouping (`۳۰٬۰۰۰٬۰۰۰`, `30,000,000`,
 * `30.000.000`, `30 000 000`). Null for an empty field, NaN for anything that is not a positive whole number.
 */
export function parseAmount(text: string): number | null {
  const latin = text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
  const compact = latin.replace(/[\s,.\u066B\u066C\u060C\u2009\u202F'’]/g, '');
  if (compact === '') return null;
  if (!/^\d+$/.test(compact)) return Number.NaN;
  const amount = Number(compact);
  return amount > 0 && Number.isSafeInteger(amount) ? amount : Number.NaN;
}
