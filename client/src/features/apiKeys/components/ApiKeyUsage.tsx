import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApiKeyUsage_apiKey$key } from '../../../__generated__/ApiKeyUsage_apiKey.graphql';
import { apiKeyUsageMessages } from '../messages';
import { DailyNumbers } from '../../../ui/DailyNumbers';

/** The server's days are UTC days (`YYYY-MM-DD`); shown as such, whatever the browser's time zone. */
const utcDay = (day: string) => `${day}T00:00:00Z`;

/**
 * A key's last 30 days: a line of totals, a bar per day (served, and refused for the limit on top), and the
 * same figures as a table for anyone who cannot see the bars.
 */
export function ApiKeyUsage({ apiKey }: { apiKey: ApiKeyUsage_apiKey$key }) {
  const intl = useIntl();
  const { usage } = useFragment(
    graphql`
      fragment ApiKeyUsage_apiKey on ApiKey {
        usage(days: 30) {
          day
          requests
          limited
        }
      }
    `,
    apiKey,
  );
  const requests = usage.reduce((sum, d) => sum + d.requests, 0);
  const limited = usage.reduce((sum, d) => sum + d.limited, 0);
  const days = intl.formatNumber(usage.length);
  if (requests + limited === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600">{intl.formatMessage(apiKeyUsageMessages.none, { days })}</p>
    );
  }
  const highest = Math.max(...usage.map((d) => d.requests + d.limited));
  const height = (count: number) => `${(count / highest) * 100}%`;
  const label = (day: string) => intl.formatDate(utcDay(day), { timeZone: 'UTC', dateStyle: 'medium' });

  return (
    <div className="mt-4 space-y-2">
      <p className="text-sm font-medium text-slate-800">
        {intl.formatMessage(apiKeyUsageMessages.summary, { days, requests, limited })}
      </p>
      <div aria-hidden="true" className="flex h-16 items-end gap-px rounded-lg bg-slate-50 p-1">
        {usage.map((d) => (
          <div
            key={d.day}
            title={intl.formatMessage(apiKeyUsageMessages.bar, {
              day: label(d.day),
              requests: intl.formatNumber(d.requests),
              limited: intl.formatNumber(d.limited),
            })}
            className="flex h-full min-w-0 flex-1 flex-col justify-end"
          >
            {d.limited > 0 ? <div className="bg-amber-500" style={{ height: height(d.limited) }} /> : null}
            {d.requests > 0 ? <div className="bg-teal-600" style={{ height: height(d.requests) }} /> : null}
          </div>
        ))}
      </div>
      <p aria-hidden="true" className="flex gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <span className="inline-block size-2.5 rounded-sm bg-teal-600" />
          {intl.formatMessage(apiKeyUsageMessages.served)}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-2.5 rounded-sm bg-amber-500" />
          {intl.formatMessage(apiKeyUsageMessages.limited)}
        </span>
      </p>
      <DailyNumbers
        summary={intl.formatMessage(apiKeyUsageMessages.details)}
        caption={intl.formatMessage(apiKeyUsageMessages.caption)}
        dayHeading={intl.formatMessage(apiKeyUsageMessages.day)}
        columns={[
          intl.formatMessage(apiKeyUsageMessages.served),
          intl.formatMessage(apiKeyUsageMessages.limited),
        ]}
        rows={usage
          .filter((d) => d.requests + d.limited > 0)
          .map((d) => ({ day: d.day, label: label(d.day), values: [d.requests, d.limited] }))}
      />
    </div>
  );
}
