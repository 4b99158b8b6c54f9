import type { Locale } from '../app/locale';

/**
 * The BCP 47 tag handed to Intl for each interface language. Persian is spelled out with the Persian
 * (Jalali) calendar and Persian digits so the result does not depend on the browser's defaults.
 */
export const INTL_LOCALE: Record<Locale, string> = {
  fa: 'fa-IR-u-ca-persian-nu-arabext',
  en: 'en-US',
  az: 'az-Latn-AZ',
};
