import { useIntl } from 'react-intl';

interface DailyNumbersProps {
  /** The disclosure's label ("Show the numbers"). */
  summary: string;
  caption: string;
  dayHeading: string;
  /** The two series' names, as the chart's legend gives them. */
  columns: readonly [string, string];
  /** One row a day: its ISO date, how the day is written, and the two series' values. */
  rows: readonly { day: string; label: string; values: readonly [number, number] }[];
}

/** A chart's figures as a table behind a disclosure, for those who read numbers rather than lines or bars. */
export function DailyNumbers({ summary, caption, dayHeading, columns, rows }: DailyNumbersProps) {
  const intl = useIntl();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded font-medium text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600">
        {summary}
      </summary>
      <table className="mt-2 w-full max-w-md text-start">
        <caption className="pb-1 text-start text-xs text-slate-500">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1 text-start font-medium">
              {dayHeading}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-1 text-end font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className="border-b border-slate-100">
              <th scope="row" className="py-1 text-start font-normal text-slate-700">
                <time dateTime={row.day}>{row.label}</time>
              </th>
              {row.values.map((value, i) => (
                <td key={columns[i]} className="py-1 text-end text-slate-900 tabular-nums">
                  {intl.formatNumber(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
