import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ApplicationList_job$key } from '../../../__generated__/ApplicationList_job.graphql';
import { reviewMessages } from '../messages';
import { ApplicationCard } from './ApplicationCard';
import { secondaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';

export const APPLICATIONS_PAGE_SIZE = 20;

/** A job's applications, newest first, a page at a time; `statuses` filters them. */
export function ApplicationList({ job, filtered }: { job: ApplicationList_job$key; filtered: boolean }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ApplicationList_job on Job
      @refetchable(queryName: "ApplicationListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        statuses: { type: "[ApplicationStatus!]" }
      ) {
        applications(first: $count, after: $cursor, statuses: $statuses)
          @connection(key: "ApplicationList_applications", filters: ["statuses"]) {
          edges {
            node {
              id
              ...ApplicationCard_application
            }
          }
        }
      }
    `,
    job,
  );
  const edges = data.applications?.edges ?? [];
  if (edges.length === 0) {
    return (
      <EmptyState text={intl.formatMessage(filtered ? reviewMessages.emptyFiltered : reviewMessages.empty)} />
    );
  }
  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ApplicationCard application={node} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="flex justify-center">
          <Button
            onPress={() => loadNext(APPLICATIONS_PAGE_SIZE)}
            isPending={isLoadingNext}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(isLoadingNext ? reviewMessages.loadingMore : reviewMessages.loadMore)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
