import { toPersianDigits } from '@platform/rules/digits';
import type { Locale } from '../../app/locale';

/** Support's e-mail address. */
export const supportEmail = 'support@karnama.ir';

/**
 * Support's phone, as `formatPhone` writes it (national form; Persian digits in Persian), written out here so that
 * the phone library stays out of the contact page's first load. `supportContact.test.ts` holds the two together.
 */
export const supportPhone = { e164: '+982188776655', national: '021 8877 6655' } as const;

export const supportPhoneDisplay = (locale: Locale) => ({
  text: locale === 'fa' ? toPersianDigits(supportPhone.national) : supportPhone.national,
  href: `tel:${supportPhone.e164}`,
});
