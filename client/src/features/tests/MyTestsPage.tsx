import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { MyTestsPageQuery } from '../../__generated__/MyTestsPageQuery.graphql';
import type { MyTestsPage_query$key } from '../../__generated__/MyTestsPage_query.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { myTestsMessages, resultMessages, sessionStatusMessages } from './messages';
import { reportLine } from './reportLine';
import { MoreButton } from '../../ui/MoreButton';

export interface MyTestsPageLoaderData {
  queryRef: PreloadedQuery<MyTestsPageQuery>;
}

const STATUS_STYLES: Record<string, string> = {
  IN_PROGRESS: 'bg-sky-50 text-sky-800',
  COMPLETED: 'bg-emerald-50 text-emerald-800',
  TIMED_OUT: 'bg-amber-50 text-amber-900',
};

function SessionList({ query }: { query: MyTestsPage_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MyTestsPage_query on Query
      @refetchable(queryName: "MyTestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        myTestSessions(first: $count, after: $cursor) @connection(key: "MyTestsPage_myTestSessions") {
          edges {
            node {
              id
              token
              status
              startedAt
              remainingSeconds
              total
              answeredCount
              score
              passed
              reportDueAt
              reportSentAt
              reportFailure
              result {
                kind
                validProfile
              }
              test {
                title
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.myTestSessions;
  if (edges.length === 0)
    return (
      <EmptyState
        text={intl.formatMessage(myTestsMessages.empty)}
        action={
          <Link to={localePath(locale, '/talent-test')} className={primaryButtonClass}>
            {intl.formatMessage(myTestsMessages.browse)}
          </Link>
        }
      />
    );
  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        {edges.map(({ node }) => {
          const open = node.status === 'IN_PROGRESS' && node.remainingSeconds > 0;
          const status = node.status as keyof typeof sessionStatusMessages;
          const report = reportLine(node, intl);
          return (
            <li key={node.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="text-lg font-bold text-slate-900">{node.test.title}</h2>
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[status] ?? ''}`}
                >
                  {intl.formatMessage(sessionStatusMessages[status] ?? sessionStatusMessages.IN_PROGRESS)}
                </span>
              </div>
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1">
                  <dt className="text-slate-500">{intl.formatMessage(myTestsMessages.startedAt)}</dt>
                  <dd className="font-medium text-slate-800">
                    <time dateTime={node.startedAt}>
                      {intl.formatDate(node.startedAt, { dateStyle: 'long', timeStyle: 'short' })}
                    </time>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dd className="font-medium text-slate-800">
                    {intl.formatMessage(myTestsMessages.answered, {
                      answered: node.answeredCount,
                      total: node.total,
                    })}
                  </dd>
                </div>
                {node.result?.kind === 'PERSONALITY' ? (
                  // A profile has no score and no pass: only whether it can be relied on.
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{intl.formatMessage(resultMessages.profileTitle)}</dt>
                    <dd className="font-medium text-slate-800">
                      {intl.formatMessage(
                        node.result.validProfile
                          ? resultMessages.validProfile
                          : resultMessages.invalidProfile,
                      )}
                    </dd>
                  </div>
                ) : node.score != null ? (
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{intl.formatMessage(myTestsMessages.score)}</dt>
                    <dd className="font-medium text-slate-800">
                      {intl.formatMessage(myTestsMessages.scoreValue, {
                        score: node.score / 100,
                        verdict: intl.formatMessage(
                          node.passed ? resultMessages.passed : resultMessages.failed,
                        ),
                      })}
                    </dd>
                  </div>
                ) : null}
              </dl>
              {report ? <p className="mt-2 text-sm text-slate-600">{report}</p> : null}
              <div className="mt-4">
                {open ? (
                  <Link
                    to={localePath(locale, `/panel/tests/session/${node.token}`)}
                    className={primaryButtonClass}
                  >
                    {intl.formatMessage(myTestsMessages.continue)}
                  </Link>
                ) : (
                  <Link
                    to={localePath(locale, `/panel/tests/results/${node.token}`)}
                    className={secondaryButtonClass}
                  >
                    {intl.formatMessage(myTestsMessages.results)}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={20}
        label={intl.formatMessage(myTestsMessages.loadMore)}
      />
    </div>
  );
}

function MyTests({ queryRef }: MyTestsPageLoaderData) {
  const data = usePreloadedQuery<MyTestsPageQuery>(
    graphql`
      query MyTestsPageQuery {
        ...MyTestsPage_query
      }
    `,
    queryRef,
  );
  return <SessionList query={data} />;
}

/** `/panel/tests`: the viewer's sessions, newest first (§2). */
export function MyTestsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as MyTestsPageLoaderData;
  return (
    <div className="space-y-8">
      <PageMeta
        page={intl.formatMessage(myTestsMessages.title)}
        description={intl.formatMessage(myTestsMessages.intro)}
        noindex
      />
      <PageHeader
        title={intl.formatMessage(myTestsMessages.title)}
        intro={intl.formatMessage(myTestsMessages.intro)}
      />
      <Suspense fallback={<PageSpinner />}>
        <MyTests queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
