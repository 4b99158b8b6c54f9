import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ApplicationList_job$key } from '../../../__generated__/ApplicationList_job.graphql';
import { reviewMessages, testResultMessages } from '../messages';
import { sortByTestScore } from '../applicationOrder';
import { ApplicationCard } from './ApplicationCard';
import { FormSelect } from './FormSelect';
import { secondaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';

export const APPLICATIONS_PAGE_SIZE = 20;

/**
 * A job's applications, newest first, a page at a time; `statuses` filters them. A job with tests can be ordered
 * by one test's score instead, highest first (those without a score last): the applications loaded so far.
 */
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
        tests {
          test {
            id
            title
            type
          }
        }
        applications(first: $count, after: $cursor, statuses: $statuses)
          @connection(key: "ApplicationList_applications", filters: ["statuses"]) {
          edges {
            node {
              id
              testResults {
                score
                testId
              }
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
  const tests = data.tests.flatMap(({ test }) => (test ? [test] : []));
  const scored = tests.filter((test) => test.type !== 'PERSONALITY_COGNITIVE');
  const loaded = data.applications?.edges;
  const edges = useMemo(
    () => (order === 'newest' ? (loaded ?? []) : sortByTestScore(loaded ?? [], order)),
    [loaded, order],
  );
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
            onChange={setOrder}
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
