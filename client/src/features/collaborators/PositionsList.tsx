import { useIntl } from 'react-intl';
import { positionMessages as m } from './messages';
import { formatMonthKey } from '../../i18n/months';

export interface Position {
  readonly title: string;
  readonly organization: string;
  readonly place: string | null | undefined;
  readonly start: string;
  readonly end: string | null | undefined;
  readonly description: string | null | undefined;
}

/**
 * A profile's work experience as its public page shows it: months in the reader's calendar. Kept apart from the
 * editor, whose month pickers the public page must not load.
 */
export function PositionsList({ positions }: { positions: readonly Position[] }) {
  const intl = useIntl();
  const month = (value: string) => formatMonthKey(intl, value);
  return (
    <ol className="mt-3 space-y-4">
      {positions.map((p, i) => (
        <li key={i} className="border-s-2 border-teal-600 ps-3">
          <p dir="auto" className="font-semibold text-slate-900">
            {[p.title, p.organization, p.place].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-slate-500">
            {intl.formatMessage(m.span, {
              start: month(p.start),
              end: p.end ? month(p.end) : intl.formatMessage(m.present),
            })}
          </p>
          {p.description ? (
            <p dir="auto" className="mt-1 text-sm whitespace-pre-line text-slate-700">
              {p.description}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
