import type { IntlShape } from 'react-intl';
import type { Locale } from '../../app/locale';
import { formatAmount, formatMoney } from '@platform/rules/money';
import { salaryMessages } from './messages';

export interface SalaryAmounts {
  minRials: number | null | undefined;
  maxRials: number | null | undefined;
}

/**
 * A salary in the language's currency (`@platform/rules/money`): Toman in Persian digits in Persian, IRR in
 * English and Azerbaijani. A range's words and order live in the translations, which name the same currency.
 */
export function formatSalary(
  intl: IntlShape,
  locale: Locale,
  salary: SalaryAmounts | null | undefined,
): string {
  const toDisplay = (rials: number) => formatAmount(rials, locale);
  const min = salary?.minRials ?? null;
  const max = salary?.maxRials ?? null;
  if (min === null && max === null) return intl.formatMessage(salaryMessages.negotiable);
  if (min !== null && max !== null) {
    return min === max
      ? formatMoney(min, locale)
      : intl.formatMessage(salaryMessages.range, { min: toDisplay(min), max: toDisplay(max) });
  }
  if (min !== null) return intl.formatMessage(salaryMessages.from, { min: toDisplay(min) });
  return intl.formatMessage(salaryMessages.upTo, { max: toDisplay(max ?? 0) });
}
