import { useIntl } from 'react-intl';
import { contentPageMessages as m } from './messages';

/** A feature's importance out of 10, as a bar and in words. */
export function Importance({ value }: { value: number }) {
  const intl = useIntl();
  const label = intl.formatMessage(m.importance, {
    value: intl.formatNumber(value),
    max: intl.formatNumber(10),
  });
  return (
    <div className="mt-2 flex items-center gap-2 text-xs text-slate-600">
      <span aria-hidden="true" className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full bg-teal-600" style={{ width: `${value * 10}%` }} />
      </span>
      <span>{label}</span>
    </div>
  );
}
