import { reportStates } from '@platform/rules/certificates';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { NavLink, useLoaderData, useSearchParams } from 'react-router';
import type { AdminReportList_query$key } from '../../__generated__/AdminReportList_query.graphql';
import type { AdminReportsPageQuery } from '../../__generated__/AdminReportsPageQuery.graphql';
import { PanelPage } from '../../app/PanelPage';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { AdminList, AdminsOnly } from '../../ui/AdminList';
import { reportStateOf } from './certificateFilter';
import { QueuedReportRow } from './components/QueuedReportRow';
import { reportQueueMessages as messages } from './messages';

const PAGE_SIZE = 20;

export interface AdminReportsPageLoaderData {
  queryRef: PreloadedQuery<AdminReportsPageQuery>;
}

function ReportList({ query }: { query: AdminReportList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminReportList_query on Query
      @refetchable(queryName: "AdminReportListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        reportQueue(state: $state, first: $count, after: $cursor)
          @connection(key: "AdminReportList_reportQueue", filters: ["state"]) {
          totalCount
          edges {
            node {
              id
              ...QueuedReportRow_report
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.reportQueue;
  return (
    <AdminList
      nodes={edges.map(({ node }) => node)}
      totalCount={totalCount}
      words={messages}
      row={(node) => <QueuedReportRow report={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}

export function Reports({ queryRef }: AdminReportsPageLoaderData) {
  const data = usePreloadedQuery<AdminReportsPageQuery>(
    graphql`
      query AdminReportsPageQuery($admin: Boolean!, $state: ReportState) {
        viewer {
          registered
        }
        ...AdminReportList_query @include(if: $admin) @alias(as: "list")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.list) return <AdminsOnly text={messages.adminsOnly} />;
  return <ReportList query={data.list} />;
}

/** Tabs for the states, as links (`?state=FAILED`). */
function StateTabs() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const current = reportStateOf(params);
  const tab = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold ${active ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 border border-slate-300 hover:border-teal-600'}`;
  return (
    <nav aria-label={intl.formatMessage(messages.title)} className="flex flex-wrap gap-2">
      <NavLink to="?" className={tab(current === null)} aria-current={current === null ? 'page' : undefined}>
        {intl.formatMessage(messages.all)}
      </NavLink>
      {reportStates.map((state) => (
        <NavLink
          key={state}
          to={`?state=${state}`}
          className={tab(current === state)}
          aria-current={current === state ? 'page' : undefined}
        >
          {intl.formatMessage(messages[state])}
        </NavLink>
      ))}
    </nav>
  );
}

/** /panel/admin/reports: the test reports' e-mails, sent, pending and failed; a failed one sent again (admins). */
export function AdminReportsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminReportsPageLoaderData;
  const title = intl.formatMessage(messages.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(messages.intro)} controls={<StateTabs />}>
      <Reports queryRef={queryRef} />
    </PanelPage>
  );
}
