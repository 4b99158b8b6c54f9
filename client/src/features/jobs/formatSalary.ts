import type { IntlShape } from 'react-intl';
import type { Locale } from '../../app/locale';
import { salaryMessages } from './messages';
import { fromRials } from './money';

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
