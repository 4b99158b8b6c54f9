import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { filterMessages } from '../messages';

/**
 * "(12)" beside a filter option. When the server counted only its first matches the numbers are lower bounds,
 * so they read "(12+)", and a zero says nothing.
 */
export function facetCountText(intl: IntlShape, count: number | undefined, exact: boolean): string | null {
  if (count === undefined) return null;
  if (!exact) {
    return count > 0
      ? intl.formatMessage(filterMessages.facetCountAtLeast, { count: intl.formatNumber(count) })
      : null;
  }
  return intl.formatMessage(filterMessages.facetCount, { count: intl.formatNumber(count) });
}

export function FacetCount({ count, exact }: { count: number | undefined; exact: boolean }) {
  const intl = useIntl();
  const text = facetCountText(intl, count, exact);
  return text ? (
    <span className="float-end text-xs leading-5 text-slate-500 tabular-nums">{text}</span>
  ) : null;
}
