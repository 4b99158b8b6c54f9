import { useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ApplicationList_job$key } from '../../../__generated__/ApplicationList_job.graphql';
import { reviewMessages, testResultMessages } from '../messages';
import { ApplicationCard } from './ApplicationCard';
import { FormSelect } from '../../../ui/FormSelect';
import { secondaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';

export const APPLICATIONS_PAGE_SIZE = 20;

/**
 * A job's applications, newest first, a page at a time; `statuses` filters them. A job with tests can be ordered
 * by one test's score instead, highest first (those without a score last): the server orders every page, and the
 * list shows the current order until the new one has arrived.
 */
export function ApplicationList({ job, filtered }: { job: ApplicationList_job$key; filtered: boolean }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment ApplicationList_job on Job
      @refetchable(queryName: "ApplicationListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        statuses: { type: "[ApplicationStatus!]" }
        orderBy: { type: "ApplicationOrder" }
      ) {
        tests {
          test {
            id
            title
            type
          }
        }
        applications(first: $count, after: $cursor, statuses: $statuses, orderBy: $orderBy)
          @connection(key: "ApplicationList_applications", filters: ["statuses", "orderBy"]) {
          edges {
            node {
              id
              ...ApplicationCard_application
              ...ApplicationTestResults_application
            }
          }
        }
      }
    `,
    job,
  );
  const [order, setOrder] = useState('newest');
  const [, startTransition] = useTransition();
  const tests = data.tests.flatMap(({ test }) => (test ? [test] : []));
  const scored = tests.filter((test) => test.type !== 'PERSONALITY_COGNITIVE');
  const edges = data.applications?.edges ?? [];
  const reorder = (next: string) => {
    setOrder(next);
    startTransition(() => {
      refetch(
        { count: APPLICATIONS_PAGE_SIZE, orderBy: next === 'newest' ? null : { testScore: next } },
        { fetchPolicy: 'store-or-network' },
      );
    });
  };
  if (edges.length === 0) {
    return (
      <EmptyState text={intl.formatMessage(filtered ? reviewMessages.emptyFiltered : reviewMessages.empty)} />
    );
  }
  return (
    <div className="space-y-6">
      {scored.length > 0 ? (
        <div className="w-full max-w-sm">
          <FormSelect
            name="order"
            label={intl.formatMessage(testResultMessages.sortBy)}
            placeholder={intl.formatMessage(testResultMessages.sortNewest)}
            options={[
              { id: 'newest', label: intl.formatMessage(testResultMessages.sortNewest) },
              ...scored.map((test) => ({
                id: test.id,
                label: intl.formatMessage(testResultMessages.sortByScore, { title: test.title }),
              })),
            ]}
            value={order}
            onChange={reorder}
          />
        </div>
      ) : null}
      <ul className="space-y-4">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ApplicationCard
              application={node}
              tests={tests.length ? { list: tests, results: node } : null}
            />
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
