import { formatMoney } from '@platform/rules/money';
import { useIntl } from 'react-intl';
import { useLocale } from '../../app/LocaleContext';
import { testCardMessages } from './messages';

/** An amount in rials as the page's language shows every amount (`@platform/rules/money`). */
export function useFormatPrice() {
  const locale = useLocale();
  return (rials: number) => formatMoney(rials, locale);
}

interface TestPriceProps {
  free: boolean;
  priceRials: number;
  originalPriceRials: number;
  discountPercent: number;
  size?: 'small' | 'large';
}

/** A test's price: free, or the current price with the original struck through and the discount. */
export function TestPrice({
  free,
  priceRials,
  originalPriceRials,
  discountPercent,
  size = 'small',
}: TestPriceProps) {
  const intl = useIntl();
  const format = useFormatPrice();
  const big = size === 'large' ? 'text-2xl' : 'text-base';
  if (free)
    return (
      <span className={`${big} font-bold text-emerald-700`}>{intl.formatMessage(testCardMessages.free)}</span>
    );
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`${big} font-bold text-slate-900`}>{format(priceRials)}</span>
      {discountPercent > 0 ? (
        <>
          <del className="text-sm text-slate-500">
            <span className="sr-only">{intl.formatMessage(testCardMessages.originalPrice)} </span>
            {format(originalPriceRials)}
          </del>
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {intl.formatMessage(testCardMessages.discount, { percent: discountPercent })}
          </span>
        </>
      ) : null}
    </span>
  );
}
