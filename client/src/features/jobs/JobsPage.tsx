import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql';
import { pageTitles } from '../../app/messages';
import { JobList } from './components/JobList';
import { JobFilters } from './components/JobFilters';
import { JobListSkeleton } from './components/JobListSkeleton';
import { hasJobFilter, readJobFilter } from './jobFilter';
import { jobsMessages } from './messages';

export interface JobsPageLoaderData {
  queryRef: PreloadedQuery<JobsPageQuery>;
}

function JobsResults({ queryRef, filtered }: JobsPageLoaderData & { filtered: boolean }) {
  const data = usePreloadedQuery<JobsPageQuery>(
    graphql`
      query JobsPageQuery($filter: JobFilter) {
        ...JobList_query @arguments(filter: $filter)
      }
    `,
    queryRef,
  );
  return <JobList query={data} filtered={filtered} />;
}

export function JobsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as JobsPageLoaderData;
  const [searchParams] = useSearchParams();
  const filtered = hasJobFilter(readJobFilter(searchParams));
  const title = intl.formatMessage(jobsMessages.listTitle);

  return (
    <div className="space-y-8">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
        <p className="text-slate-600">{intl.formatMessage(jobsMessages.listIntro)}</p>
      </header>
      <JobFilters />
      <Suspense fallback={<JobListSkeleton />}>
        <JobsResults queryRef={queryRef} filtered={filtered} />
      </Suspense>
    </div>
  );
}
