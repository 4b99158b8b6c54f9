import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Link } from 'react-aria-components';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MessageReportsPageQuery } from '../../__generated__/MessageReportsPageQuery.graphql';
import type { ReportQueue_query$key } from '../../__generated__/ReportQueue_query.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { secondaryButtonClass } from '../../ui/buttons';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { BetaBadge } from './components/BetaBadge';
import { ReportCard } from './components/ReportCard';
import { echoBoxMessages, reportQueueMessages } from './messages';
import { ECHO_BOX_PATH } from '../../shared/echoBox/paths';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

export const REPORTS_PAGE_SIZE = 20;

export interface MessageReportsPageLoaderData {
  queryRef: PreloadedQuery<MessageReportsPageQuery>;
}

function ReportQueue({ query }: { query: ReportQueue_query$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ReportQueue_query on Query
      @refetchable(queryName: "ReportQueuePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        messageReports(status: OPEN, first: $count, after: $cursor)
          @connection(key: "ReportQueue_messageReports") {
          __id
          edges {
            node {
              id
              ...ReportCard_report
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, __id: connectionId } = data.messageReports;
  if (edges.length === 0) {
    return <EmptyState text={intl.formatMessage(reportQueueMessages.empty)} />;
  }
  return (
    <div className="space-y-5">
      <ul className="space-y-4">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ReportCard report={node} connectionId={connectionId} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="flex justify-center">
          <Button
            onPress={() => loadNext(REPORTS_PAGE_SIZE)}
            isPending={isLoadingNext}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(
              isLoadingNext ? reportQueueMessages.loadingMore : reportQueueMessages.loadMore,
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Reports({ queryRef }: MessageReportsPageLoaderData) {
  const intl = useIntl();
  const data = usePreloadedQuery<MessageReportsPageQuery>(
    graphql`
      query MessageReportsPageQuery($admin: Boolean!) {
        viewer {
          registered
        }
        ...ReportQueue_query @include(if: $admin) @alias(as: "reports")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.reports) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm">
        {intl.formatMessage(reportQueueMessages.adminsOnly)}
      </p>
    );
  }
  return <ReportQueue query={data.reports} />;
}

/** /panel/echoBox/reports: the admins' queue of reported messages. */
export function MessageReportsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { queryRef } = useLoaderData() as MessageReportsPageLoaderData;
  const title = intl.formatMessage(reportQueueMessages.title);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <Link
        href={localePath(locale, ECHO_BOX_PATH)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {intl.formatMessage(echoBoxMessages.title)}
      </Link>
      <PageHeader title={title} badge={<BetaBadge />} intro={intl.formatMessage(reportQueueMessages.intro)} />
      <Suspense fallback={<PageSpinner />}>
        <Reports queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
