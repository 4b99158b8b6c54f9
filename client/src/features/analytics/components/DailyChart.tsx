import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DailyChart_summary$key } from '../../../__generated__/DailyChart_summary.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { directionOf } from '../../../app/locale';
import { CHART, chartGeometry } from '../dailyChart';
import { analyticsMessages } from '../messages';
import { DailyNumbers } from '../../../ui/DailyNumbers';

/** The server's days (`YYYY-MM-DD`, in the admin's time zone) shown as such: noon UTC of the day, read in UTC. */
const asDate = (day: string) => `${day}T12:00:00Z`;

/**
 * Visits and clicks per day as a line chart: an inline SVG drawn here (a charting library would add tens of
 * kilobytes for two lines), with the day's figures on hover, and the same figures as a table for anyone who
 * cannot see the lines. Dates are in the language's calendar (Jalali in Persian), time runs in the reading
 * direction.
 */
export function DailyChart({ summary }: { summary: DailyChart_summary$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment DailyChart_summary on AnalyticsSummary {
        from
        to
        visits
        clicks
        days {
          day
          visits
          clicks
        }
      }
    `,
    summary,
  );
  const rtl = directionOf(locale) === 'rtl';
  const chart = chartGeometry(data.days, rtl);
  const label = (day: string, style: 'short' | 'medium') =>
    intl.formatDate(asDate(day), {
      timeZone: 'UTC',
      ...(style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }),
    });
  const first = data.days[0];
  const last = data.days.at(-1);
  const middle = data.days[Math.floor(data.days.length / 2)];
  const xLabels =
    first && last && middle
      ? [
          { day: first, anchor: 'start' as const, x: chart.columns[0]!.x },
          ...(data.days.length > 2
            ? [{ day: middle, anchor: 'middle' as const, x: chart.columns[data.days.indexOf(middle)]!.x }]
            : []),
          ...(data.days.length > 1
            ? [{ day: last, anchor: 'end' as const, x: chart.columns.at(-1)!.x }]
            : []),
        ]
      : [];

  return (
    <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{intl.formatMessage(analyticsMessages.perDay)}</h2>
      <p className="text-sm text-slate-600">
        {intl.formatMessage(analyticsMessages.chartSummary, {
          from: label(data.from, 'medium'),
          to: label(data.to, 'medium'),
          visits: data.visits,
          clicks: data.clicks,
        })}
      </p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full overflow-visible text-[11px]"
      >
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={chart.left} x2={chart.right} y1={tick.y} y2={tick.y} className="stroke-slate-200" />
            <text
              x={chart.labelX}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-500 tabular-nums"
            >
              {intl.formatNumber(tick.value)}
            </text>
          </g>
        ))}
        <path d={chart.visitsArea} className="fill-teal-600/10" />
        <path d={chart.visitsLine} fill="none" strokeWidth={2} className="stroke-teal-700" />
        <path
          d={chart.clicksLine}
          fill="none"
          strokeWidth={2}
          strokeDasharray="5 4"
          className="stroke-amber-500"
        />
        {xLabels.map(({ day, anchor, x }) => (
          <text key={day.day} x={x} y={CHART.height - 8} textAnchor={anchor} className="fill-slate-500">
            {label(day.day, 'short')}
          </text>
        ))}
        {chart.columns.map(({ day, x, width }) => (
          <rect
            key={day.day}
            x={x - width / 2}
            y={0}
            width={width}
            height={chart.baseline}
            fill="transparent"
            className="hover:fill-slate-900/5"
          >
            <title>
              {intl.formatMessage(analyticsMessages.dayPoint, {
                day: label(day.day, 'medium'),
                visits: day.visits,
                clicks: day.clicks,
              })}
            </title>
          </rect>
        ))}
      </svg>
      <p className="flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-teal-700" />
          {intl.formatMessage(analyticsMessages.visits)}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed border-amber-500" />
          {intl.formatMessage(analyticsMessages.clicks)}
        </span>
      </p>
      <DailyNumbers
        summary={intl.formatMessage(analyticsMessages.showNumbers)}
        caption={intl.formatMessage(analyticsMessages.numbersCaption)}
        dayHeading={intl.formatMessage(analyticsMessages.day)}
        columns={[intl.formatMessage(analyticsMessages.visits), intl.formatMessage(analyticsMessages.clicks)]}
        rows={data.days
          .filter((d) => d.visits + d.clicks > 0)
          .map((d) => ({ day: d.day, label: label(d.day, 'medium'), values: [d.visits, d.clicks] }))}
      />
    </section>
  );
}
