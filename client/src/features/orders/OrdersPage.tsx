import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import type { OrdersPage_query$key } from '../../__generated__/OrdersPage_query.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { useFormatPrice } from '../../shared/tests/TestPrice';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import { ordersMessages, receiptMessages } from './messages';
import { MoreButton } from '../../ui/MoreButton';

export interface OrdersPageLoaderData {
  queryRef: PreloadedQuery<OrdersPageQuery>;
}

function OrderList({ query }: { query: OrdersPage_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const price = useFormatPrice();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment OrdersPage_query on Query
      @refetchable(queryName: "OrdersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        myOrders(first: $count, after: $cursor) @connection(key: "OrdersPage_myOrders") {
          edges {
            node {
              id
              number
              status
              amountRials
              createdAt
              productSlug
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
  const { edges } = data.myOrders;
  if (edges.length === 0)
    return (
      <EmptyState
        text={intl.formatMessage(ordersMessages.empty)}
        action={
          <Link to={localePath(locale, '/talent-test')} className={primaryButtonClass}>
            {intl.formatMessage(ordersMessages.browse)}
          </Link>
        }
      />
    );
  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        {edges.map(({ node }) => {
          const number = intl.formatNumber(Number(node.number), { useGrouping: false });
          return (
            <li key={node.id}>
              <article
                aria-label={intl.formatMessage(ordersMessages.number, { number })}
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h2 className="text-lg font-bold text-slate-900">
                    {intl.formatMessage(receiptMessages.testProduct, {
                      title: node.test?.title ?? node.productSlug,
                    })}
                  </h2>
                  <OrderStatusBadge status={node.status} />
                </div>
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{intl.formatMessage(ordersMessages.receipt)}</dt>
                    <dd className="font-medium text-slate-800">{number}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{intl.formatMessage(ordersMessages.orderedAt)}</dt>
                    <dd className="font-medium text-slate-800">
                      <time dateTime={node.createdAt}>
                        {intl.formatDate(node.createdAt, { dateStyle: 'long' })}
                      </time>
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{intl.formatMessage(ordersMessages.amount)}</dt>
                    <dd className="font-medium text-slate-800">{price(node.amountRials)}</dd>
                  </div>
                </dl>
                <div className="mt-4">
                  <Link
                    to={localePath(locale, `/panel/orders/${node.number}`)}
                    className={secondaryButtonClass}
                  >
                    {intl.formatMessage(ordersMessages.receipt)}
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={20}
        label={intl.formatMessage(ordersMessages.loadMore)}
      />
    </div>
  );
}

function Orders({ queryRef }: OrdersPageLoaderData) {
  const data = usePreloadedQuery<OrdersPageQuery>(
    graphql`
      query OrdersPageQuery {
        ...OrdersPage_query
      }
    `,
    queryRef,
  );
  return <OrderList query={data} />;
}

/** `/panel/orders`: what the viewer bought, newest first, each with its receipt. */
export function OrdersPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as OrdersPageLoaderData;
  return (
    <div className="space-y-8">
      <PageMeta
        page={intl.formatMessage(ordersMessages.title)}
        description={intl.formatMessage(ordersMessages.intro)}
        noindex
      />
      <PageHeader
        title={intl.formatMessage(ordersMessages.title)}
        intro={intl.formatMessage(ordersMessages.intro)}
      />
      <Suspense fallback={<PageSpinner />}>
        <Orders queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
