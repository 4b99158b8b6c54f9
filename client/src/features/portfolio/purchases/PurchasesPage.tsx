import { purchaseLimits as P } from '@platform/rules/purchases-limits';
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
import type { PurchasesPageBoughtPaginationQuery } from '../../../__generated__/PurchasesPageBoughtPaginationQuery.graphql';
import type { PurchasesPage_bought$key } from '../../../__generated__/PurchasesPage_bought.graphql';
import type { PurchasesPageSoldPaginationQuery } from '../../../__generated__/PurchasesPageSoldPaginationQuery.graphql';
import type { PurchasesPage_sold$key } from '../../../__generated__/PurchasesPage_sold.graphql';
import type { PurchasesPageDisputesPaginationQuery } from '../../../__generated__/PurchasesPageDisputesPaginationQuery.graphql';
import type { PurchasesPage_disputes$key } from '../../../__generated__/PurchasesPage_disputes.graphql';
import type { PurchasesPageTeamPaginationQuery } from '../../../__generated__/PurchasesPageTeamPaginationQuery.graphql';
import type { PurchasesPage_team$key } from '../../../__generated__/PurchasesPage_team.graphql';
import type { PurchasesPageQuery } from '../../../__generated__/PurchasesPageQuery.graphql';
import type { PurchasesPageSubscription } from '../../../__generated__/PurchasesPageSubscription.graphql';
import { toast } from '../../../app/toast';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { PanelPage } from '../../../app/PanelPage';
import { RegistrationRequired } from '../../../app/RegistrationRequired';
import { secondaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';
import { MoreButton } from '../../../ui/MoreButton';
import { earningsMessages, purchaseMessages as m } from '../messages';
import { SellerEarnings, SellerOwedRow } from './Earnings';
import { PurchaseCard } from './PurchaseCard';

export interface PurchasesPageLoaderData {
  queryRef: PreloadedQuery<PurchasesPageQuery>;
}

type Card = { readonly id: string } & Parameters<typeof PurchaseCard>[0]['purchase'];

/** One list's first page and what `usePaginationFragment` gives for the rest. */
interface List {
  title: string;
  nodes: readonly Card[];
  pages: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
}

function Section({ list, admin }: { list: List; admin: boolean }) {
  const intl = useIntl();
  if (!list.nodes.length) return null;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900">{list.title}</h2>
      <ul className="space-y-3">
        {list.nodes.map((node) => (
          <PurchaseCard key={node.id} purchase={node} admin={admin} />
        ))}
      </ul>
      <MoreButton pages={list.pages} count={P.pageMax} label={intl.formatMessage(m.more)} />
    </section>
  );
}

const nodesOf = (connection: { readonly edges: readonly { readonly node: Card }[] } | null | undefined) =>
  connection?.edges.map((edge) => edge.node) ?? [];

/**
 * The list on the page a purchase the viewer has just heard of belongs in, as the page's query would place it: the
 * buyer's in "bought"; for admins, a dispute in "disputes" and a sale of the team's to deliver in "the team's sales"
 * (an admin's projects are the team's, so an admin is a seller of those alone); a collaborator's sale in "sold".
 */
function listOf(role: string, status: string, admin: boolean) {
  if (role === 'BUYER')
    return { key: 'PurchasesPage_myPurchases', filters: {}, edgeType: 'QueryMyPurchasesConnectionEdge' };
  if (!admin)
    return role === 'SELLER'
      ? { key: 'PurchasesPage_mySales', filters: {}, edgeType: 'QueryMySalesConnectionEdge' }
      : null;
  const edgeType = 'QueryPurchasesConnectionEdge';
  if (status === 'DISPUTED') return { key: 'PurchasesPage_disputes', filters: { status }, edgeType };
  if (role === 'SELLER' && status === 'AWAITING_DELIVERY')
    return { key: 'PurchasesPage_teamSales', filters: { status, byTeam: true }, edgeType };
  return null;
}

/**
 * The viewer's purchases as they take a step: a card on the page changes where it is; a purchase new to the page
 * (a sale of the viewer's project, a dispute for an admin to decide) goes on top of its list, and a sale is
 * announced.
 */
function useLivePurchases(admin: boolean) {
  const intl = useIntl();
  const config = useMemo<GraphQLSubscriptionConfig<PurchasesPageSubscription>>(
    () => ({
      subscription: graphql`
        subscription PurchasesPageSubscription {
          purchaseChanged {
            id
            status
            viewerRole
            project {
              readerWords {
                title
              }
            }
            ...PurchaseCard_purchase
          }
        }
      `,
      variables: {},
      updater: (store) => {
        const changed = store.getRootField('purchaseChanged');
        if (!changed) return;
        const list = listOf(
          String(changed.getValue('viewerRole')),
          String(changed.getValue('status')),
          admin,
        );
        const connection = list && ConnectionHandler.getConnection(store.getRoot(), list.key, list.filters);
        if (!list || !connection) return;
        const edges = connection.getLinkedRecords('edges') ?? [];
        if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === changed.getDataID())) return;
        const edge = ConnectionHandler.createEdge(store, connection, changed, list.edgeType);
        ConnectionHandler.insertEdgeBefore(connection, edge);
      },
      onNext: (response) => {
        const changed = response?.purchaseChanged;
        if (changed?.viewerRole === 'SELLER' && changed.status === 'AWAITING_DELIVERY')
          toast.success(intl.formatMessage(m.newSale, { title: changed.project.readerWords?.title ?? '' }));
      },
    }),
    [admin, intl],
  );
  useSubscription(config);
}

export function Purchases({ queryRef }: PurchasesPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  useLivePurchases(queryRef.variables.admin);
  const data = usePreloadedQuery<PurchasesPageQuery>(
    graphql`
      query PurchasesPageQuery($admin: Boolean!) {
        viewer {
          registered
        }
        myEarnings {
          owedRials
          paidOutRials
          ...Earnings_earnings
        }
        sellersOwed(first: 10) @include(if: $admin) {
          seller {
            id
          }
          ...EarningsSellerOwed_earnings
        }
        ...PurchasesPage_bought
        ...PurchasesPage_sold
        ...PurchasesPage_disputes
        ...PurchasesPage_team
      }
    `,
    queryRef,
  );
  const bought = usePaginationFragment<PurchasesPageBoughtPaginationQuery, PurchasesPage_bought$key>(
    graphql`
      fragment PurchasesPage_bought on Query
      @refetchable(queryName: "PurchasesPageBoughtPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        myPurchases(first: $count, after: $cursor) @connection(key: "PurchasesPage_myPurchases") {
          edges {
            node {
              id
              ...PurchaseCard_purchase
            }
          }
        }
      }
    `,
    data,
  );
  const sold = usePaginationFragment<PurchasesPageSoldPaginationQuery, PurchasesPage_sold$key>(
    graphql`
      fragment PurchasesPage_sold on Query
      @refetchable(queryName: "PurchasesPageSoldPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        mySales(first: $count, after: $cursor) @connection(key: "PurchasesPage_mySales") {
          edges {
            node {
              id
              ...PurchaseCard_purchase
            }
          }
        }
      }
    `,
    data,
  );
  const disputes = usePaginationFragment<PurchasesPageDisputesPaginationQuery, PurchasesPage_disputes$key>(
    graphql`
      fragment PurchasesPage_disputes on Query
      @refetchable(queryName: "PurchasesPageDisputesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        disputes: purchases(status: DISPUTED, first: $count, after: $cursor)
          @include(if: $admin)
          @connection(key: "PurchasesPage_disputes") {
          edges {
            node {
              id
              ...PurchaseCard_purchase
            }
          }
        }
      }
    `,
    data,
  );
  const team = usePaginationFragment<PurchasesPageTeamPaginationQuery, PurchasesPage_team$key>(
    graphql`
      fragment PurchasesPage_team on Query
      @refetchable(queryName: "PurchasesPageTeamPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        teamSales: purchases(status: AWAITING_DELIVERY, byTeam: true, first: $count, after: $cursor)
          @include(if: $admin)
          @connection(key: "PurchasesPage_teamSales") {
          edges {
            node {
              id
              ...PurchaseCard_purchase
            }
          }
        }
      }
    `,
    data,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const admin = queryRef.variables.admin;
  const lists: List[] = [
    {
      title: intl.formatMessage(m.disputesToDecide),
      nodes: nodesOf(disputes.data.disputes),
      pages: disputes,
    },
    { title: intl.formatMessage(m.teamToDeliver), nodes: nodesOf(team.data.teamSales), pages: team },
    { title: intl.formatMessage(m.bought), nodes: nodesOf(bought.data.myPurchases), pages: bought },
    { title: intl.formatMessage(m.sold), nodes: nodesOf(sold.data.mySales), pages: sold },
  ];
  const earned = data.myEarnings.owedRials > 0 || data.myEarnings.paidOutRials > 0;
  const owed = data.sellersOwed ?? [];
  if (lists.every((list) => !list.nodes.length) && !earned && !owed.length)
    return (
      <EmptyState
        title={intl.formatMessage(m.empty)}
        text={intl.formatMessage(m.emptyText)}
        action={
          <Link to={localePath(locale, '/portfolio?sale=1')} className={secondaryButtonClass}>
            {intl.formatMessage(m.browse)}
          </Link>
        }
      />
    );
  return (
    <>
      <SellerEarnings earnings={data.myEarnings} />
      {owed.length ? (
        <section className="space-y-3">
          <h2 className="text-lg font-bold text-slate-900">
            {intl.formatMessage(earningsMessages.sellersToPay)}
          </h2>
          <ul className="space-y-3">
            {owed.map((row) => (
              <SellerOwedRow key={row.seller.id} earnings={row} />
            ))}
          </ul>
        </section>
      ) : null}
      {lists.map((list) => (
        <Section key={list.title} list={list} admin={admin} />
      ))}
    </>
  );
}

/**
 * /panel/purchases: ready-made projects the viewer bought and sold, with the step that is theirs (deliver,
 * accept, dispute); admins also decide disputes and deliver the team's own sales.
 */
export function PurchasesPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as PurchasesPageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.intro)}>
      <Purchases queryRef={queryRef} />
    </PanelPage>
  );
}
