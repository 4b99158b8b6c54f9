import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { DEFAULT_RANGE_DAYS, RANGE_DAYS, type RangeDays } from '../analyticsRange';
import { analyticsMessages } from '../messages';

/** The period, one link each, so that it is in the address. */
export function RangeFilter({ selected }: { selected: RangeDays }) {
  const intl = useIntl();
  const locale = useLocale();
  const base = localePath(locale, '/panel/analytics');
  return (
    <nav aria-label={intl.formatMessage(analyticsMessages.period)}>
      <ul className="flex flex-wrap gap-2">
        {RANGE_DAYS.map((days) => {
          const current = days === selected;
          return (
            <li key={days}>
              <Link
                href={days === DEFAULT_RANGE_DAYS ? base : `${base}?days=${days}`}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex items-center rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${
                  current
                    ? 'bg-teal-700 text-white ring-teal-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:ring-teal-600'
                }`}
              >
                {intl.formatMessage(analyticsMessages.lastDays, { count: days })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
