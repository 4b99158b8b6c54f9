import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LatestJobs_query$key } from '../../../__generated__/LatestJobs_query.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { JobCard } from '../../../shared/jobs/JobCard';
import { EmptyState } from '../../../ui/EmptyState';
import { homeMessages } from '../messages';

export function LatestJobs({ query }: { query: LatestJobs_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment LatestJobs_query on Query {
        latestJobs: jobs(first: 6, orderBy: NEWEST) {
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
  const { edges, totalCount } = data.latestJobs;

  return (
    <section aria-labelledby="latest-jobs" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-jobs" className="text-2xl font-bold text-slate-900">
          {intl.formatMessage(homeMessages.latestJobsTitle)}
        </h2>
        <Link
          to={localePath(locale, '/jobs')}
          className="rounded text-sm font-semibold text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {totalCount > 0
            ? intl.formatMessage(homeMessages.latestJobsSeeAllCount, { count: totalCount })
            : intl.formatMessage(homeMessages.latestJobsSeeAll)}
        </Link>
      </div>
      {edges.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage(homeMessages.latestJobsEmptyTitle)}
          text={intl.formatMessage(homeMessages.latestJobsEmptyMessage)}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <JobCard job={edge.node} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
