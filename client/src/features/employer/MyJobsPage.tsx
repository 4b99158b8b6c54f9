import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Link } from 'react-aria-components';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MyJobList_query$key } from '../../__generated__/MyJobList_query.graphql';
import type { MyJobsPageQuery } from '../../__generated__/MyJobsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { EmployersOnly } from './components/EmployersOnly';
import { MyJobCard } from './components/MyJobCard';
import { myJobsMessages } from './messages';

export const MY_JOBS_PAGE_SIZE = 20;

export interface MyJobsPageLoaderData {
  queryRef: PreloadedQuery<MyJobsPageQuery>;
}

function MyJobList({ query }: { query: MyJobList_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MyJobList_query on Query
      @refetchable(queryName: "MyJobListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        myJobs(first: $count, after: $cursor) @connection(key: "MyJobList_myJobs") {
          edges {
            node {
              id
              ...MyJobCard_job
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.myJobs;
  if (edges.length === 0) {
    return (
      <EmptyState
        text={intl.formatMessage(myJobsMessages.empty)}
        action={
          <Link href={localePath(locale, '/panel/jobs/create')} className={primaryButtonClass}>
            {intl.formatMessage(myJobsMessages.postJob)}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <MyJobCard job={node} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="flex justify-center">
          <Button
            onPress={() => loadNext(MY_JOBS_PAGE_SIZE)}
            isPending={isLoadingNext}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(isLoadingNext ? myJobsMessages.loadingMore : myJobsMessages.loadMore)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function MyJobs({ queryRef }: MyJobsPageLoaderData) {
  const data = usePreloadedQuery<MyJobsPageQuery>(
    graphql`
      query MyJobsPageQuery($employer: Boolean!) {
        viewer {
          registered
        }
        ...MyJobList_query @include(if: $employer) @alias(as: "jobs")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.jobs) return <EmployersOnly />;
  return <MyJobList query={data.jobs} />;
}

/** /panel/jobs: the employer's job posts. */
export function MyJobsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { queryRef } = useLoaderData() as MyJobsPageLoaderData;
  const title = intl.formatMessage(myJobsMessages.title);
  return (
    <div className="space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <PageHeader
        title={title}
        intro={intl.formatMessage(myJobsMessages.intro)}
        actions={
          queryRef.variables.employer ? (
            <Link href={localePath(locale, '/panel/jobs/create')} className={primaryButtonClass}>
              {intl.formatMessage(myJobsMessages.postJob)}
            </Link>
          ) : null
        }
      />
      <Suspense fallback={<PageSpinner />}>
        <MyJobs queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
