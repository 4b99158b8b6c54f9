import { collaboratorLimits } from '@platform/rules/collaborators-limits';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  useSubscription,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import { Link, useLoaderData } from 'react-router';
import type { RequestsPage_list$key } from '../../__generated__/RequestsPage_list.graphql';
import type { RequestsPageQuery } from '../../__generated__/RequestsPageQuery.graphql';
import type { RequestsPageSubscription } from '../../__generated__/RequestsPageSubscription.graphql';
import { toast } from '../../app/toast';
import { PanelPage } from '../../app/PanelPage';
import { AdminList } from '../../ui/AdminList';
import { ContactRequestItem } from './ContactRequestItem';
import { requestsMessages as m } from './messages';

export interface RequestsPageLoaderData {
  queryRef: PreloadedQuery<RequestsPageQuery>;
}

/** The box an address asks for: `?box=sent`, else the requests received. */
export const requestBoxOf = (params: URLSearchParams) =>
  params.get('box')?.toLowerCase() === 'sent' ? ('SENT' as const) : ('RECEIVED' as const);

/**
 * The box's requests as they change: one that changed updates where it is; one new to this box (sent to the viewer,
 * in the received box) goes on top, and a notification names its sender.
 */
function useLiveRequests(box: 'RECEIVED' | 'SENT') {
  const intl = useIntl();
  const config = useMemo<GraphQLSubscriptionConfig<RequestsPageSubscription>>(
    () => ({
      subscription: graphql`
        subscription RequestsPageSubscription {
          contactRequestChanged {
            id
            viewerIsCollaborator
            state
            sender {
              displayName
            }
            ...ContactRequestItem_request
            ...WorkReviews_request
          }
        }
      `,
      variables: {},
      updater: (store) => {
        const changed = store.getRootField('contactRequestChanged');
        if (!changed || Boolean(changed.getValue('viewerIsCollaborator')) !== (box === 'RECEIVED')) return;
        const connection = ConnectionHandler.getConnection(
          store.getRoot(),
          'RequestsPage_myContactRequests',
          {
            box,
          },
        );
        if (!connection) return;
        const edges = connection.getLinkedRecords('edges') ?? [];
        if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === changed.getDataID())) return;
        const edge = ConnectionHandler.createEdge(
          store,
          connection,
          changed,
          'QueryMyContactRequestsConnectionEdge',
        );
        ConnectionHandler.insertEdgeBefore(connection, edge);
        connection.setValue(Number(connection.getValue('totalCount') ?? 0) + 1, 'totalCount');
      },
      onNext: (response) => {
        const changed = response?.contactRequestChanged;
        if (changed?.viewerIsCollaborator && changed.state === 'SENT')
          toast.success(intl.formatMessage(m.arrived, { name: changed.sender.displayName ?? '' }));
      },
    }),
    [box, intl],
  );
  useSubscription(config);
}

function RequestList({ list, box }: { list: RequestsPage_list$key; box: 'RECEIVED' | 'SENT' }) {
  useLiveRequests(box);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment RequestsPage_list on Query
      @refetchable(queryName: "RequestsPageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        myContactRequests(box: $box, first: $count, after: $cursor)
          @connection(key: "RequestsPage_myContactRequests", filters: ["box"]) {
          totalCount
          edges {
            node {
              id
              ...ContactRequestItem_request
              ...WorkReviews_request
            }
          }
        }
      }
    `,
    list,
  );
  const { edges, totalCount } = data.myContactRequests;
  return (
    <AdminList
      nodes={edges.map(({ node }) => node)}
      totalCount={totalCount}
      words={m}
      row={(node) => <ContactRequestItem request={node} work={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadMore={() => loadNext(collaboratorLimits.requestsPage)}
    />
  );
}

function Requests({ queryRef }: RequestsPageLoaderData) {
  const data = usePreloadedQuery<RequestsPageQuery>(
    graphql`
      query RequestsPageQuery($box: ContactRequestBox!) {
        ...RequestsPage_list
      }
    `,
    queryRef,
  );
  return <RequestList list={data} box={queryRef.variables.box === 'SENT' ? 'SENT' : 'RECEIVED'} />;
}

/** /panel/requests: the contact requests received as a collaborator (`?box=sent`: those sent), to answer. */
export function RequestsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as RequestsPageLoaderData;
  const box = queryRef.variables.box;
  const title = intl.formatMessage(m.title);
  const tab = (value: 'RECEIVED' | 'SENT', label: string) => (
    <Link
      to={value === 'SENT' ? '?box=sent' : '?'}
      aria-current={box === value ? 'page' : undefined}
      className={`rounded-lg px-4 py-2 text-sm font-semibold ${box === value ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'}`}
    >
      {label}
    </Link>
  );
  return (
    <PanelPage
      title={title}
      intro={intl.formatMessage(m.intro)}
      controls={
        <nav aria-label={title} className="flex gap-2">
          {tab('RECEIVED', intl.formatMessage(m.received))}
          {tab('SENT', intl.formatMessage(m.sentBox))}
        </nav>
      }
    >
      <Requests queryRef={queryRef} />
    </PanelPage>
  );
}
