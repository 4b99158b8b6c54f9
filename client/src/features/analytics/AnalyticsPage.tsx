import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AnalyticsPageQuery } from '../../__generated__/AnalyticsPageQuery.graphql';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { readRangeDays } from './analyticsRange';
import { AnalyticsTotals } from './components/AnalyticsTotals';
import { DailyChart } from './components/DailyChart';
import { RangeFilter } from './components/RangeFilter';
import { TopList } from './components/TopList';
import { analyticsMessages } from './messages';

export interface AnalyticsPageLoaderData {
  queryRef: PreloadedQuery<AnalyticsPageQuery>;
}

function Statistics({ queryRef }: AnalyticsPageLoaderData) {
  const intl = useIntl();
  const data = usePreloadedQuery<AnalyticsPageQuery>(
    graphql`
      query AnalyticsPageQuery($admin: Boolean!, $from: String!, $to: String!, $timeZone: String!) {
        viewer {
          registered
        }
        analyticsSummary(from: $from, to: $to, timeZone: $timeZone) @include(if: $admin) {
          visits
          clicks
          ...AnalyticsTotals_summary
          ...DailyChart_summary
          topPaths(first: 10) {
            ...TopList_items
          }
          topReferrers(first: 10) {
            ...TopList_items
          }
        }
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const summary = data.analyticsSummary;
  if (!summary) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm">
        {intl.formatMessage(analyticsMessages.adminsOnly)}
      </p>
    );
  }
  if (summary.visits + summary.clicks === 0) {
    return <EmptyState text={intl.formatMessage(analyticsMessages.empty)} />;
  }
  return (
    <div className="space-y-6">
      <AnalyticsTotals summary={summary} />
      <DailyChart summary={summary} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TopList
          title={intl.formatMessage(analyticsMessages.topPaths)}
          empty={intl.formatMessage(analyticsMessages.noPaths)}
          items={summary.topPaths}
        />
        <TopList
          title={intl.formatMessage(analyticsMessages.topReferrers)}
          empty={intl.formatMessage(analyticsMessages.noReferrers)}
          items={summary.topReferrers}
        />
      </div>
    </div>
  );
}

/** /panel/analytics: the site's visits and clicks per day, top pages and referring sites, for admins. */
export function AnalyticsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AnalyticsPageLoaderData;
  const [params] = useSearchParams();
  const title = intl.formatMessage(analyticsMessages.title);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <PageHeader
        title={title}
        intro={intl.formatMessage(analyticsMessages.intro)}
        actions={<RangeFilter selected={readRangeDays(params)} />}
      />
      <Suspense fallback={<PageSpinner />}>
        <Statistics queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
