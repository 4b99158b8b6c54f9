import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql';
import { FilterSheet } from '../../ui/FilterSheet';
import { PageMeta } from '../../app/PageMeta';
import { JobFilterPanel } from './components/JobFilterPanel';
import { JobList } from './components/JobList';
import { JobListSkeleton } from '../../shared/jobs/JobListSkeleton';
import { PageHeader } from '../../ui/PageHeader';
import { JobResultsSummary } from './components/JobResultsSummary';
import { JobSearchForm } from './components/JobSearchForm';
import { JobsEmptyState } from './components/JobsEmptyState';
import { JobSortSelect } from './components/JobSortSelect';
import { activeFilterCount, readJobSearch } from './jobSearch';
import { filterMessages, jobsMessages } from './messages';
import { useJobSearch } from './useJobSearch';

export interface JobsPageLoaderData {
  queryRef: PreloadedQuery<JobsPageQuery>;
}

function JobsResults({ queryRef }: JobsPageLoaderData) {
  const intl = useIntl();
  const { state, pending } = useJobSearch();
  // The notice describes the results on screen, which may still be those of the previous address.
  const [renderedParams] = useSearchParams();
  const data = usePreloadedQuery<JobsPageQuery>(
    graphql`
      query JobsPageQuery($first: Int!, $search: String, $filter: JobFilter, $orderBy: JobOrder) {
        ...JobList_query @arguments(first: $first, search: $search, filter: $filter, orderBy: $orderBy)
        ...JobFilterPanel_query @arguments(first: $first, search: $search, filter: $filter, orderBy: $orderBy)
        # The same field and arguments as the list's first page: one search answers the list, count and facets.
        jobs(first: $first, search: $search, filter: $filter, orderBy: $orderBy) {
          totalCount
          totalCountIsExact
          matchedBy
        }
      }
    `,
    queryRef,
  );
  const { totalCount, totalCountIsExact, matchedBy } = data.jobs;
  const filterPanel = <JobFilterPanel query={data} />;

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside
        aria-label={intl.formatMessage(filterMessages.title)}
        className="hidden self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:block"
      >
        {filterPanel}
      </aside>
      <section
        aria-labelledby="jobs-results"
        aria-busy={pending}
        className={`space-y-5 transition-opacity ${pending ? 'opacity-60' : ''}`}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FilterSheet
            title={intl.formatMessage(filterMessages.title)}
            activeCount={activeFilterCount(state)}
            from="lg"
          >
            {filterPanel}
          </FilterSheet>
          <JobSortSelect />
        </div>
        <JobResultsSummary
          totalCount={totalCount}
          totalCountIsExact={totalCountIsExact}
          similarTo={matchedBy === 'SIMILAR' ? readJobSearch(renderedParams).search : null}
        />
        <JobList
          query={data}
          totalCount={totalCount}
          totalCountIsExact={totalCountIsExact}
          empty={<JobsEmptyState />}
        />
      </section>
    </div>
  );
}

export function JobsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as JobsPageLoaderData;
  const title = intl.formatMessage(jobsMessages.listTitle);
  const [searchParams] = useSearchParams();
  const search = readJobSearch(searchParams).search;

  return (
    <div className="space-y-6">
      <PageMeta
        page={search ? intl.formatMessage(jobsMessages.searchTitle, { search }) : title}
        description={intl.formatMessage(
          search ? jobsMessages.searchDescription : jobsMessages.listDescription,
          { search },
        )}
      />
      <PageHeader title={title} intro={intl.formatMessage(jobsMessages.listIntro)} />
      <JobSearchForm />
      <Suspense fallback={<JobListSkeleton />}>
        <JobsResults queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
