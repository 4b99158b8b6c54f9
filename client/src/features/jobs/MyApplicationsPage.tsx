import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Link } from 'react-aria-components';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MyApplicationsPageQuery } from '../../__generated__/MyApplicationsPageQuery.graphql';
import type { MyApplicationsPage_query$key } from '../../__generated__/MyApplicationsPage_query.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { primaryButtonClass } from '../../ui/buttons';
import { jobsMessages, myApplicationsMessages } from './messages';
import { applicationStatusMessages, jobTestMessages } from '../../shared/jobs/messages';
import { JobTestList } from '../../shared/jobs/JobTestList';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export const MY_APPLICATIONS_PAGE_SIZE = 20;

export interface MyApplicationsPageLoaderData {
  queryRef: PreloadedQuery<MyApplicationsPageQuery>;
}

const STATUS_STYLES: Record<string, string> = {
  SUBMITTED: 'bg-slate-100 text-slate-800',
  REVIEWED: 'bg-sky-50 text-sky-800',
  APPROVED: 'bg-teal-50 text-teal-800',
  REJECTED: 'bg-red-50 text-red-800',
  HIRED: 'bg-emerald-100 text-emerald-900',
};

function isStatus(status: string): status is keyof typeof applicationStatusMessages {
  return Object.hasOwn(applicationStatusMessages, status);
}

/** The signed-in user's applications, newest first, a page at a time. */
export function MyApplicationList({ query }: { query: MyApplicationsPage_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MyApplicationsPage_query on Query
      @refetchable(queryName: "MyApplicationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        myApplications(first: $count, after: $cursor) @connection(key: "MyApplicationsPage_myApplications") {
          edges {
            node {
              id
              status
              submittedAt
              statusChangedAt
              shareTestResults
              job {
                slug
                title
                companyName
                tests {
                  test {
                    id
                  }
                }
                ...JobTestList_job
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.myApplications;
  const formatDate = (value: string) => intl.formatDate(value, { dateStyle: 'long' });
  if (edges.length === 0) {
    return (
      <EmptyState
        text={intl.formatMessage(myApplicationsMessages.empty)}
        action={
          <Link href={localePath(locale, '/jobs')} className={primaryButtonClass}>
            {intl.formatMessage(myApplicationsMessages.browseJobs)}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        {edges.map(({ node }) => (
          <li key={node.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <Link
                  href={localePath(locale, `/jobs/${encodeURIComponent(node.job.slug)}`)}
                  className="rounded text-lg font-bold text-slate-900 hover:text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
                >
                  <span dir="auto">{node.job.title}</span>
                </Link>
                <p className="mt-1 text-sm text-slate-600" dir="auto">
                  {node.job.companyName}
                </p>
              </div>
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[node.status] ?? STATUS_STYLES.SUBMITTED}`}
              >
                {intl.formatMessage(
                  isStatus(node.status)
                    ? applicationStatusMessages[node.status]
                    : applicationStatusMessages.SUBMITTED,
                )}
              </span>
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="text-slate-500">{intl.formatMessage(myApplicationsMessages.submittedAt)}</dt>
                <dd className="font-medium text-slate-800">
                  <time dateTime={node.submittedAt}>{formatDate(node.submittedAt)}</time>
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-slate-500">
                  {intl.formatMessage(myApplicationsMessages.statusChangedAt)}
                </dt>
                <dd className="font-medium text-slate-800">
                  <time dateTime={node.statusChangedAt}>{formatDate(node.statusChangedAt)}</time>
                </dd>
              </div>
            </dl>
            {node.shareTestResults && node.job.tests.some((t) => t.test) ? (
              <div className="mt-4 space-y-2 border-t border-slate-100 pt-4">
                <p className="text-sm font-semibold text-slate-800">
                  {intl.formatMessage(jobTestMessages.invited)}
                </p>
                <JobTestList job={node.job} withStartLinks />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="flex justify-center">
          <Button
            onPress={() => loadNext(MY_APPLICATIONS_PAGE_SIZE)}
            isPending={isLoadingNext}
            className="rounded-lg border border-teal-700 px-6 py-2.5 font-semibold text-teal-800 transition hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 pending:cursor-wait pending:opacity-70"
          >
            {intl.formatMessage(isLoadingNext ? jobsMessages.loadingMore : jobsMessages.loadMore)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function MyApplications({ queryRef }: MyApplicationsPageLoaderData) {
  const data = usePreloadedQuery<MyApplicationsPageQuery>(
    graphql`
      query MyApplicationsPageQuery {
        ...MyApplicationsPage_query
      }
    `,
    queryRef,
  );
  return <MyApplicationList query={data} />;
}

export function MyApplicationsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as MyApplicationsPageLoaderData;
  const title = intl.formatMessage(myApplicationsMessages.title);
  return (
    <div className="space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <PageHeader title={title} />
      <Suspense fallback={<PageSpinner />}>
        <MyApplications queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
