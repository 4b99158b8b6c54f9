import type { Locale } from '../../app/locale';

export const RIALS_PER_TOMAN = 10;

/**
 * What an amount is about. §9: job offers (and the salary filters) are in Toman only in Persian, while the salary
 * an applicant asks for reads in Toman in Persian and Azerbaijani and in IRR in English.
 */
export type AmountKind = 'offer' | 'application';

/** Whether the page shows and takes this kind of amount in Toman (else IRR). */
export function usesToman(locale: Locale, kind: AmountKind = 'offer'): boolean {
  return kind === 'application' ? locale !== 'en' : locale === 'fa';
}

/** An amount from the API (rials) in the page's currency. */
export function fromRials(rials: number, locale: Locale, kind: AmountKind = 'offer'): number {
  return usesToman(locale, kind) ? Math.round(rials / RIALS_PER_TOMAN) : rials;
}

/** An amount typed in the page's currency, in rials for the API. */
export function toRials(amount: number, locale: Locale, kind: AmountKind = 'offer'): number {
  return usesToman(locale, kind) ? amount * RIALS_PER_TOMAN : amount;
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
