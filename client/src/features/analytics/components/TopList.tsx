import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TopList_items$key } from '../../../__generated__/TopList_items.graphql';

/** A ranked list (pages, referring sites): each value with its count and a bar beside it. */
export function TopList({ title, empty, items }: { title: string; empty: string; items: TopList_items$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment TopList_items on AnalyticsCount @relay(plural: true) {
        value
        count
      }
    `,
    items,
  );
  const highest = Math.max(1, ...data.map((item) => item.count));
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {data.map((item) => (
            <li key={item.value} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                {/* Addresses and host names read left to right in every language. */}
                <bdi dir="ltr" title={item.value} className="min-w-0 truncate font-medium text-slate-800">
                  {item.value}
                </bdi>
                <span className="shrink-0 text-slate-700 tabular-nums">{intl.formatNumber(item.count)}</span>
              </div>
              <div aria-hidden="true" className="h-1.5 rounded-full bg-slate-100">
                <div
                  className="h-full rounded-full bg-teal-600"
                  style={{ width: `${(item.count / highest) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
