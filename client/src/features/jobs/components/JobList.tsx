import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { JobList_query$key } from '../../../__generated__/JobList_query.graphql';
import { jobsMessages } from '../messages';
import { JobCard } from './JobCard';
import { JobsEmptyState } from './JobsEmptyState';

export const JOBS_PAGE_SIZE = 12;

interface JobListProps {
  query: JobList_query$key;
  /** Whether filters are applied; changes what the empty state says. */
  filtered?: boolean;
}

export function JobList({ query, filtered = false }: JobListProps) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment JobList_query on Query
      @refetchable(queryName: "JobListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        filter: { type: "JobFilter" }
      ) {
        jobs(first: $count, after: $cursor, filter: $filter)
          @connection(key: "JobList_jobs", filters: ["filter"]) {
          totalCount
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
  const { totalCount, edges } = data.jobs;

  return (
    <section aria-labelledby="jobs-results" className="space-y-6">
      <p id="jobs-results" role="status" className="text-sm font-medium text-slate-600">
        {intl.formatMessage(jobsMessages.resultsCount, { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <JobsEmptyState filtered={filtered} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <JobCard job={edge.node} />
            </li>
          ))}
        </ul>
      )}
      {edges.length > 0 ? (
        <div className="flex flex-col items-center gap-3 pt-2">
          <p className="text-xs text-slate-500">
            {intl.formatMessage(jobsMessages.showing, {
              shown: intl.formatNumber(edges.length),
              total: intl.formatNumber(totalCount),
            })}
          </p>
          {hasNext ? (
            <Button
              onPress={() => loadNext(JOBS_PAGE_SIZE)}
              isPending={isLoadingNext}
              className="rounded-lg border border-teal-700 px-6 py-2.5 font-semibold text-teal-800 transition hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 pending:cursor-wait pending:opacity-70"
            >
              {intl.formatMessage(isLoadingNext ? jobsMessages.loadingMore : jobsMessages.loadMore)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
