import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AnalyticsTotals_summary$key } from '../../../__generated__/AnalyticsTotals_summary.graphql';
import { analyticsMessages } from '../messages';

/** The period's visits, clicks and visitors, each with what it counts. */
export function AnalyticsTotals({ summary }: { summary: AnalyticsTotals_summary$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AnalyticsTotals_summary on AnalyticsSummary {
        visits
        clicks
        visitors
      }
    `,
    summary,
  );
  const figures = [
    { label: analyticsMessages.visits, hint: analyticsMessages.visitsHint, value: data.visits },
    { label: analyticsMessages.clicks, hint: analyticsMessages.clicksHint, value: data.clicks },
    { label: analyticsMessages.visitors, hint: analyticsMessages.visitorsHint, value: data.visitors },
  ];
  return (
    <section aria-label={intl.formatMessage(analyticsMessages.totals)}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ label, hint, value }) => (
          <div key={label.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="text-sm font-semibold text-slate-700">{intl.formatMessage(label)}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-slate-900 tabular-nums">
              {intl.formatNumber(value)}
            </dd>
            <dd className="mt-1 text-xs text-slate-500">{intl.formatMessage(hint)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
