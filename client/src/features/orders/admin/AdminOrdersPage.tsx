import { billingLimits, orderStatuses } from '@platform/rules/billing';
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { AdminOrdersPage_query$key } from '../../../__generated__/AdminOrdersPage_query.graphql';
import type { AdminOrdersPageQuery } from '../../../__generated__/AdminOrdersPageQuery.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { PageMeta } from '../../../app/PageMeta';
import { PageSpinner } from '../../../app/PageSpinner';
import { useFormatPrice } from '../../../shared/tests/TestPrice';
import { primaryButtonClass } from '../../../ui/buttons';
import { DayPicker } from '../../../ui/DayPicker';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { RefundOrderButton } from '../components/RefundOrderButton';
import { adminOrdersMessages as messages, orderStatusMessages, ordersMessages } from '../messages';
import { PaymentAttempts } from './PaymentAttempts';
import {
  adminOrderDayRange,
  adminOrderSearch,
  readAdminOrderFilters,
  type AdminOrderFilters,
} from './adminOrderFilters';
import { MoreButton } from '../../../ui/MoreButton';

export interface AdminOrdersPageLoaderData {
  queryRef: PreloadedQuery<AdminOrdersPageQuery>;
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white p-2 text-base font-normal';

/** The filters as a form whose answer is the address: a filtered list can be bookmarked and shared. */
function Filters({ filters }: { filters: AdminOrderFilters }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  const range = useMemo(() => adminOrderDayRange(new Date()), []);
  const set = (key: keyof AdminOrderFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value || null }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(localePath(locale, `/panel/admin/orders${adminOrderSearch(draft)}`));
  };
  return (
    <form
      role="search"
      aria-label={intl.formatMessage(messages.filters)}
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <label className="text-sm font-medium text-slate-800">
        {intl.formatMessage(messages.status)}
        <select
          value={draft.status ?? ''}
          onChange={(event) => set('status')(event.target.value)}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(messages.anyStatus)}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(orderStatusMessages[status])}
            </option>
          ))}
        </select>
      </label>
      <DayPicker
        name="from"
        label={intl.formatMessage(messages.from)}
        value={draft.from ?? ''}
        onChange={set('from')}
        first={range.first}
        last={range.last}
        emptyLabel={intl.formatMessage(messages.anyDay)}
        className="sm:col-span-2"
      />
      <DayPicker
        name="to"
        label={intl.formatMessage(messages.to)}
        value={draft.to ?? ''}
        onChange={set('to')}
        first={range.first}
        last={range.last}
        emptyLabel={intl.formatMessage(messages.anyDay)}
        className="sm:col-span-2"
      />
      <label className="text-sm font-medium text-slate-800">
        {intl.formatMessage(messages.buyer)}
        <input
          type="search"
          value={draft.buyer ?? ''}
          maxLength={billingLimits.buyerQueryMax}
          onChange={(event) => set('buyer')(event.target.value)}
          className={fieldClass}
        />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {intl.formatMessage(messages.authority)}
        <input
          type="search"
          dir="ltr"
          value={draft.authority ?? ''}
          maxLength={billingLimits.authorityMax}
          onChange={(event) => set('authority')(event.target.value)}
          className={fieldClass}
        />
      </label>
      <div className="flex items-end">
        <button type="submit" className={`${primaryButtonClass} w-full`}>
          {intl.formatMessage(messages.apply)}
        </button>
      </div>
    </form>
  );
}

function OrderRows({ query }: { query: AdminOrdersPage_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const price = useFormatPrice();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminOrdersPage_query on Query
      @refetchable(queryName: "AdminOrdersPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "OrderStatus" }
        from: { type: "DateTime" }
        to: { type: "DateTime" }
        buyer: { type: "String" }
        authority: { type: "String" }
      ) {
        orders(
          first: $count
          after: $cursor
          status: $status
          from: $from
          to: $to
          buyer: $buyer
          authority: $authority
        )
          @connection(
            key: "AdminOrdersPage_orders"
            filters: ["status", "from", "to", "buyer", "authority"]
          ) {
          totalCount
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
              buyer {
                displayName
                email
              }
              ...PaymentAttempts_order
            }
          }
        }
      }
    `,
    query,
  );
  const orders = data.orders;
  if (!orders) return <EmptyState text={intl.formatMessage(messages.adminsOnly)} />;
  if (orders.edges.length === 0) return <EmptyState text={intl.formatMessage(messages.empty)} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" role="status">
        {intl.formatMessage(messages.count, { count: orders.totalCount })}
      </p>
      <ul className="space-y-4">
        {orders.edges.map(({ node }) => {
          const number = intl.formatNumber(Number(node.number), { useGrouping: false });
          return (
            <li key={node.id}>
              <article
                aria-label={intl.formatMessage(ordersMessages.number, { number })}
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-bold text-slate-900">
                      <Link
                        to={localePath(locale, `/panel/orders/${node.number}`)}
                        className="hover:underline"
                      >
                        {intl.formatMessage(ordersMessages.number, { number })}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-600">{node.test?.title ?? node.productSlug}</p>
                  </div>
                  <OrderStatusBadge status={node.status} />
                </div>
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{intl.formatMessage(messages.buyer)}</dt>
                    <dd className="font-medium text-slate-800">
                      <bdi>{node.buyer.displayName}</bdi>
                      {node.buyer.email ? (
                        <>
                          {' · '}
                          <bdi dir="ltr">{node.buyer.email}</bdi>
                        </>
                      ) : null}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{intl.formatMessage(ordersMessages.orderedAt)}</dt>
                    <dd className="font-medium text-slate-800">
                      <time dateTime={node.createdAt}>
                        {intl.formatDate(node.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{intl.formatMessage(ordersMessages.amount)}</dt>
                    <dd className="font-medium text-slate-800">{price(node.amountRials)}</dd>
                  </div>
                </dl>
                <PaymentAttempts order={node} />
                {node.status === 'PAID' ? (
                  <div className="mt-4">
                    <RefundOrderButton orderId={node.id} number={number} />
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={20}
        label={intl.formatMessage(messages.loadMore)}
      />
    </div>
  );
}

function Orders({ queryRef }: AdminOrdersPageLoaderData) {
  const data = usePreloadedQuery<AdminOrdersPageQuery>(
    graphql`
      query AdminOrdersPageQuery(
        $admin: Boolean!
        $status: OrderStatus
        $from: DateTime
        $to: DateTime
        $buyer: String
        $authority: String
      ) {
        ...AdminOrdersPage_query
          @alias(as: "adminView")
          @include(if: $admin)
          @arguments(status: $status, from: $from, to: $to, buyer: $buyer, authority: $authority)
      }
    `,
    queryRef,
  );
  const intl = useIntl();
  if (!data.adminView) return <EmptyState text={intl.formatMessage(messages.adminsOnly)} />;
  return <OrderRows query={data.adminView} />;
}

/** The days the list is narrowed to, in the reader's calendar (Jalali in Persian): date fields show Gregorian. */
function ChosenDays({ filters }: { filters: AdminOrderFilters }) {
  const intl = useIntl();
  const day = (text: string) =>
    intl.formatDate(Date.parse(`${text}T12:00:00+03:30`), { dateStyle: 'long', timeZone: 'Asia/Tehran' });
  const { from, to } = filters;
  if (!from && !to) return null;
  return (
    <p className="text-sm text-slate-700">
      {from && to
        ? intl.formatMessage(messages.range, { from: day(from), to: day(to) })
        : from
          ? intl.formatMessage(messages.rangeFrom, { from: day(from) })
          : intl.formatMessage(messages.rangeTo, { to: day(to!) })}
    </p>
  );
}

/** The page with the loader's query: header, filters from the address, and the list. */
export function AdminOrders({ queryRef }: AdminOrdersPageLoaderData) {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <div className="space-y-6">
      <PageMeta
        page={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.intro)}
        noindex
      />
      <PageHeader title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)} />
      <Filters key={params.toString()} filters={readAdminOrderFilters(params)} />
      <ChosenDays filters={readAdminOrderFilters(params)} />
      <Suspense fallback={<PageSpinner />}>
        <Orders queryRef={queryRef} />
      </Suspense>
    </div>
  );
}

/** `/panel/admin/orders`: every buyer's orders, filtered in the address, each refundable from the list (admins). */
export function AdminOrdersPage() {
  const { queryRef } = useLoaderData() as AdminOrdersPageLoaderData;
  return <AdminOrders queryRef={queryRef} />;
}
