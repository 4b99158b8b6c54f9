import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { JobList_query$key } from '../../../__generated__/JobList_query.graphql';
import { JOBS_PAGE_SIZE } from '../jobSearch';
import { jobsMessages } from '../messages';
import { JobCard } from '../../../shared/jobs/JobCard';

interface JobListProps {
  query: JobList_query$key;
  totalCount: number;
  totalCountIsExact: boolean;
  /** Shown instead of the list when nothing matched. */
  empty: ReactNode;
}

/** The matching jobs, a page at a time; the count and the filters come from the page's own query. */
export function JobList({ query, totalCount, totalCountIsExact, empty }: JobListProps) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment JobList_query on Query
      @refetchable(queryName: "JobListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        after: { type: "String" }
        search: { type: "String" }
        filter: { type: "JobFilter" }
        orderBy: { type: "JobOrder" }
      ) {
        jobs(first: $first, after: $after, search: $search, filter: $filter, orderBy: $orderBy)
          @connection(key: "JobList_jobs", filters: ["search", "filter", "orderBy"]) {
          edges {
            node {
              id
              ...JobCard_job
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.jobs;
  if (edges.length === 0) return <>{empty}</>;
  const total = intl.formatNumber(totalCount);

  return (
    <div className="space-y-6">
      <ul aria-labelledby="jobs-results" className="grid gap-4 sm:grid-cols-2">
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <JobCard job={edge.node} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3 pt-2">
        <p className="text-xs text-slate-500">
          {intl.formatMessage(jobsMessages.showing, {
            shown: intl.formatNumber(edges.length),
            total: totalCountIsExact ? total : `${total}+`,
          })}
        </p>
        {hasNext ? (
          <button
            type="button"
            onClick={() => {
              if (!isLoadingNext) loadNext(JOBS_PAGE_SIZE);
            }}
            aria-disabled={isLoadingNext || undefined}
            className="rounded-lg border border-teal-700 px-6 py-2.5 font-semibold text-teal-800 transition hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {intl.formatMessage(isLoadingNext ? jobsMessages.loadingMore : jobsMessages.loadMore)}
          </button>
        ) : null}
      </div>
    </div>
  );
}
