import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql';
import { pageTitles } from '../../app/messages';
import { JobList } from './components/JobList';
import { JobListSkeleton } from './components/JobListSkeleton';
import { jobsMessages } from './messages';

export interface JobsPageLoaderData {
  queryRef: PreloadedQuery<JobsPageQuery>;
}

function JobsResults({ queryRef }: JobsPageLoaderData) {
  const data = usePreloadedQuery<JobsPageQuery>(
    graphql`
      query JobsPageQuery {
        ...JobList_query
      }
    `,
    queryRef,
  );
  return <JobList query={data} />;
}

export function JobsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as JobsPageLoaderData;
  const title = intl.formatMessage(jobsMessages.listTitle);

  return (
    <div className="space-y-8">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
        <p className="text-slate-600">{intl.formatMessage(jobsMessages.listIntro)}</p>
      </header>
      <Suspense fallback={<JobListSkeleton />}>
        <JobsResults queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
