import type { IntlShape } from 'react-intl';
import type { Locale } from '../../app/locale';
import { requestedSalaryMessages, salaryMessages } from './messages';
import { fromRials, usesToman } from './money';

export interface SalaryAmounts {
  minRials: number | null | undefined;
  maxRials: number | null | undefined;
}

/**
 * Persian readers see Toman (a tenth of a rial) in Persian digits; English and Azerbaijani show IRR.
 * The unit and word order live in the translations, the digits come from the locale's number format.
 */
export function formatSalary(
  intl: IntlShape,
  locale: Locale,
  salary: SalaryAmounts | null | undefined,
): string {
  const toDisplay = (rials: number) =>
    intl.formatNumber(fromRials(rials, locale), {
      maximumFractionDigits: 0,
    });
  const min = salary?.minRials ?? null;
  const max = salary?.maxRials ?? null;
  if (min === null && max === null) return intl.formatMessage(salaryMessages.negotiable);
  if (min !== null && max !== null) {
    return min === max
      ? intl.formatMessage(salaryMessages.exact, { amount: toDisplay(min) })
      : intl.formatMessage(salaryMessages.range, { min: toDisplay(min), max: toDisplay(max) });
  }
  if (min !== null) return intl.formatMessage(salaryMessages.from, { min: toDisplay(min) });
  return intl.formatMessage(salaryMessages.upTo, { max: toDisplay(max ?? 0) });
}

/** §9: the monthly salary an applicant asks for, in Toman in Persian and Azerbaijani and in IRR in English. */
export function formatRequestedSalary(intl: IntlShape, locale: Locale, rials: number): string {
  const amount = intl.formatNumber(fromRials(rials, locale, 'application'), { maximumFractionDigits: 0 });
  return intl.formatMessage(
    usesToman(locale, 'application') ? requestedSalaryMessages.toman : requestedSalaryMessages.rials,
    { amount },
  );
}
