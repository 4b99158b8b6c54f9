import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { toPersianDigits } from './digits.ts';

export type PhoneLocale = 'fa' | 'en' | 'az';

/** A phone number as a page shows it, and the `tel:` address that dials it. */
export interface PhoneDisplay {
  text: string;
  href: string;
}

/**
 * A stored phone number (E.164, as `normalizePhone` in `./jobs.ts` keeps it) as people write it: Iranian numbers
 * in the national form (`0912 111 0001`, `021 8877 6655`), others in the international form (`+994 50 123 45 67`);
 * in Persian digits in Persian. The link keeps the international form, so it dials from anywhere. A number that
 * cannot be read is shown as stored, and dialled by its digits.
 */
export function formatPhone(stored: string, locale: PhoneLocale): PhoneDisplay {
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed) {
    const digits = stored.replace(/[^\d+]/g, '');
    return { text: stored, href: `tel:${digits}` };
  }
  const written = parsed.country === 'IR' ? parsed.formatNational() : parsed.formatInternational();
  return { text: locale === 'fa' ? toPersianDigits(written) : written, href: parsed.getURI() };
}
