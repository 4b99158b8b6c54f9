/**
 * How every amount is shown, one rule per language, wherever it appears (job salaries, test prices, orders,
 * receipts, the sandbox payment gateway's page, e-mails). Amounts are stored and sent in integer rials.
 *
 * - Persian: Toman (a tenth of a rial), in Persian digits: `۱۵۰٬۰۰۰ تومان`.
 * - English and Azerbaijani: rials, with the currency's code (IRR): `IRR 1,500,000`, `1.500.000 IRR`.
 *
 * Forms take amounts in the same currency as the page shows them. Why this choice: docs/billing.md.
 */
export type MoneyLocale = 'fa' | 'en' | 'az';
export type Currency = 'TOMAN' | 'IRR';

export const RIALS_PER_TOMAN = 10;

/** The currency a language shows and takes amounts in. */
export const currencyOf = (locale: MoneyLocale): Currency => (locale === 'fa' ? 'TOMAN' : 'IRR');

/** An amount in rials in the language's currency (Toman are rounded to a whole one). */
export function fromRials(rials: number, locale: MoneyLocale): number {
  return currencyOf(locale) === 'TOMAN' ? Math.round(rials / RIALS_PER_TOMAN) : rials;
}

/** An amount typed in the language's currency, in rials. */
export function toRials(amount: number, locale: MoneyLocale): number {
  return currencyOf(locale) === 'TOMAN' ? amount * RIALS_PER_TOMAN : amount;
}

const numbers = new Map<MoneyLocale, Intl.NumberFormat>();
const numberFormat = (locale: MoneyLocale) => {
  let format = numbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numbers.set(locale, format);
  }
  return format;
};

/** The amount alone, in the language's currency and digits (`۱۵۰٬۰۰۰`, `1,500,000`), for ranges and fields. */
export const formatAmount = (rials: number, locale: MoneyLocale): string =>
  numberFormat(locale).format(fromRials(rials, locale));

/** The currency's name as the language writes it beside an amount. */
export const currencyLabel: Record<MoneyLocale, string> = { fa: 'تومان', en: 'IRR', az: 'IRR' };

/** An amount with its currency, as every page and mail shows it. */
export function formatMoney(rials: number, locale: MoneyLocale): string {
  const amount = formatAmount(rials, locale);
  switch (locale) {
    case 'fa':
      return `${amount} ${currencyLabel.fa}`;
    case 'en':
      return `${currencyLabel.en} ${amount}`;
    case 'az':
      return `${amount} ${currencyLabel.az}`;
  }
}
