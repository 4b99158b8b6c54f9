import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { OrderPageQuery } from '../../__generated__/OrderPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { errorMessages } from '../../app/messages';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { useFormatPrice } from '../../shared/tests/TestPrice';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { RefundOrderButton } from './components/RefundOrderButton';
import { PaymentAttempts } from './admin/PaymentAttempts';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import {
  ordersMessages,
  paymentFailureMessages,
  paymentOutcomeMessages,
  paymentStatusMessages,
  receiptMessages,
} from './messages';

export interface OrderPageLoaderData {
  queryRef: PreloadedQuery<OrderPageQuery>;
}

const OUTCOME_STYLES: Record<string, string> = {
  paid: 'bg-emerald-50 text-emerald-900',
  pending: 'bg-sky-50 text-sky-900',
  cancelled: 'bg-amber-50 text-amber-900',
  declined: 'bg-red-50 text-red-900',
  failed: 'bg-red-50 text-red-900',
  unavailable: 'bg-red-50 text-red-900',
};

export function Receipt({ queryRef }: OrderPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const price = useFormatPrice();
  const [params] = useSearchParams();
  const data = usePreloadedQuery<OrderPageQuery>(
    graphql`
      query OrderPageQuery($number: String!, $admin: Boolean!) {
        order(number: $number) {
          id
          number
          status
          productSlug
          productType
          escrowStatus
          quantity
          test {
            title
          }
          testInvitations {
            test {
              title
            }
          }
          milestone {
            title
            contract {
              title
            }
          }
          originalRials
          amountRials
          discountRials
          createdAt
          expiresAt
          paidAt
          refundedAt
          refundReason
          payUrl
          payments {
            status
            failure
            referenceId
            cardPan
            createdAt
          }
          buyer @include(if: $admin) {
            id
            displayName
          }
          ...PaymentAttempts_order @alias(as: "attempts") @include(if: $admin)
        }
        viewer @include(if: $admin) {
          id
        }
      }
    `,
    queryRef,
  );
  const order = data.order;
  if (!order)
    return (
      <>
        <PageMeta
          page={intl.formatMessage(errorMessages.notFoundTitle)}
          description={intl.formatMessage(receiptMessages.notFound)}
          noindex
        />
        <EmptyState
          text={intl.formatMessage(receiptMessages.notFound)}
          action={
            <Link to={localePath(locale, '/panel/orders')} className={secondaryButtonClass}>
              {intl.formatMessage(receiptMessages.allOrders)}
            </Link>
          }
        />
      </>
    );
  const when = (date: string) => intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' });
  const number = intl.formatNumber(Number(order.number), { useGrouping: false });
  const invitations = order.productType === 'TEST_INVITATIONS';
  const software = order.productType === 'SOFTWARE';
  const milestone = order.productType === 'MILESTONE' ? order.milestone : null;
  const title = order.test?.title ?? order.testInvitations?.test?.title ?? order.productSlug;
  const verified = order.payments.find((p) => p.status === 'VERIFIED');
  // Only what the gateway just said, and only while it is still news (a paid order says so by its status).
  const outcome = params.get('payment') ?? (order.status === 'PAID' && verified ? 'paid' : null);
  const outcomeMessage =
    outcome && outcome in paymentOutcomeMessages
      ? paymentOutcomeMessages[outcome as keyof typeof paymentOutcomeMessages]
      : null;
  // Until the gateway closes a payment its payer may still pay it, and it then pays the order, expired or not.
  const openAtGateway =
    (order.status === 'PENDING' || order.status === 'EXPIRED') &&
    order.payments.some((p) => p.status === 'STARTED' || p.status === 'VERIFYING');
  const rows: [label: string, value: string][] = [
    [intl.formatMessage(receiptMessages.orderedAt), when(order.createdAt)],
    ...(order.paidAt
      ? [[intl.formatMessage(receiptMessages.paidAt), when(order.paidAt)] as [string, string]]
      : []),
    ...(verified?.referenceId
      ? [
          [
            intl.formatMessage(receiptMessages.reference),
            intl.formatNumber(Number(verified.referenceId), { useGrouping: false }),
          ] as [string, string],
        ]
      : []),
    ...(verified?.cardPan
      ? [[intl.formatMessage(receiptMessages.card), verified.cardPan] as [string, string]]
      : []),
    ...(order.expiresAt && order.status === 'PENDING'
      ? [[intl.formatMessage(receiptMessages.expiresAt), when(order.expiresAt)] as [string, string]]
      : []),
    ...(order.refundedAt
      ? [[intl.formatMessage(receiptMessages.refundedAt), when(order.refundedAt)] as [string, string]]
      : []),
    ...(order.refundReason
      ? [[intl.formatMessage(receiptMessages.refundReason), order.refundReason] as [string, string]]
      : []),
  ];
  return (
    <article className="space-y-6" aria-labelledby="receipt-title">
      <PageMeta
        page={intl.formatMessage(receiptMessages.title, { number })}
        description={intl.formatMessage(receiptMessages.description)}
        noindex
      />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
            {intl.formatMessage(receiptMessages.title, { number })}
          </h1>
          {order.buyer ? <p className="mt-1 text-slate-600">{order.buyer.displayName}</p> : null}
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      {outcomeMessage ? (
        <p role="status" className={`rounded-lg p-4 ${OUTCOME_STYLES[outcome!] ?? ''}`}>
          {intl.formatMessage(outcomeMessage)}
        </p>
      ) : openAtGateway ? (
        <p role="status" className={`rounded-lg p-4 ${OUTCOME_STYLES.pending}`}>
          {intl.formatMessage(receiptMessages.openPayment)}
        </p>
      ) : null}
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <table className="w-full text-start">
          <caption className="sr-only">{intl.formatMessage(ordersMessages.receipt)}</caption>
          <tbody className="divide-y divide-slate-100">
            <tr>
              <th scope="row" className="py-2 text-start font-medium text-slate-500">
                {intl.formatMessage(receiptMessages.product)}
              </th>
              <td className="py-2 font-semibold text-slate-900">
                <Link
                  to={localePath(
                    locale,
                    order.productType === 'MILESTONE'
                      ? '/panel/contracts'
                      : software
                        ? `/portfolio/${order.productSlug}`
                        : `/talent-test/details/${order.productSlug}`,
                  )}
                  className="hover:underline"
                >
                  {milestone
                    ? intl.formatMessage(receiptMessages.milestoneProduct, {
                        title: milestone.title,
                        contract: milestone.contract.title,
                      })
                    : software
                      ? intl.formatMessage(receiptMessages.softwareProduct, { title })
                      : invitations
                        ? intl.formatMessage(receiptMessages.invitationsProduct, {
                            title,
                            count: order.quantity,
                          })
                        : intl.formatMessage(receiptMessages.testProduct, { title })}
                </Link>
              </td>
            </tr>
            {order.escrowStatus ? (
              <tr>
                <th scope="row" className="py-2 text-start font-medium text-slate-500">
                  {intl.formatMessage(receiptMessages.escrow)}
                </th>
                <td className="py-2">
                  <Link
                    to={localePath(
                      locale,
                      order.productType === 'MILESTONE' ? '/panel/contracts' : '/panel/purchases',
                    )}
                    className="text-teal-800 underline"
                  >
                    {intl.formatMessage(
                      order.productType === 'MILESTONE'
                        ? order.escrowStatus === 'HELD'
                          ? receiptMessages.milestoneHeld
                          : receiptMessages.milestoneSettled
                        : order.escrowStatus === 'HELD'
                          ? receiptMessages.escrowHeld
                          : receiptMessages.escrowSettled,
                    )}
                  </Link>
                </td>
              </tr>
            ) : null}
            {order.discountRials > 0 ? (
              <>
                <tr>
                  <th scope="row" className="py-2 text-start font-medium text-slate-500">
                    {intl.formatMessage(receiptMessages.originalPrice)}
                  </th>
                  <td className="py-2">{price(order.originalRials)}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-2 text-start font-medium text-slate-500">
                    {intl.formatMessage(receiptMessages.discount)}
                  </th>
                  <td className="py-2">{price(order.discountRials)}</td>
                </tr>
              </>
            ) : null}
            <tr>
              <th scope="row" className="py-2 text-start font-medium text-slate-500">
                {intl.formatMessage(receiptMessages.total)}
              </th>
              <td className="py-2 text-lg font-bold text-slate-900">{price(order.amountRials)}</td>
            </tr>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="py-2 text-start font-medium text-slate-500">
                  {label}
                </th>
                <td className="py-2 text-slate-800">
                  <bdi>{value}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {order.payments.length > 0 ? (
        <section className="print:hidden">
          <h2 className="text-lg font-bold text-slate-900">{intl.formatMessage(receiptMessages.payments)}</h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {order.payments.map((payment) => {
              const status = intl.formatMessage(
                paymentStatusMessages[payment.status as keyof typeof paymentStatusMessages] ??
                  paymentStatusMessages.FAILED,
              );
              const failure = payment.failure as keyof typeof paymentFailureMessages | null;
              return (
                <li key={payment.createdAt}>
                  {failure && failure in paymentFailureMessages
                    ? intl.formatMessage(receiptMessages.paymentFailedLine, {
                        when: when(payment.createdAt),
                        status,
                        reason: intl.formatMessage(paymentFailureMessages[failure]),
                      })
                    : intl.formatMessage(receiptMessages.paymentLine, {
                        when: when(payment.createdAt),
                        status,
                      })}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {/* Admins see each attempt as the gateway and the bank answered it. */}
      {order.attempts ? (
        <section className="print:hidden">
          <PaymentAttempts order={order.attempts} />
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3 print:hidden">
        {order.payUrl ? (
          // The server sends the buyer on to the payment gateway: a page load, not a route of the app.
          <a href={order.payUrl} className={primaryButtonClass}>
            {intl.formatMessage(receiptMessages.pay, { amount: price(order.amountRials) })}
          </a>
        ) : null}
        {/* The test is the buyer's to take: an admin reading someone else's receipt is not sent to it. */}
        {/* Invitations are taken by those invited, not by the employer who paid for them. */}
        {order.status === 'PAID' && !invitations && (!order.buyer || order.buyer.id === data.viewer?.id) ? (
          <Link
            to={localePath(locale, `/talent-test/details/${order.productSlug}`)}
            className={primaryButtonClass}
          >
            {intl.formatMessage(receiptMessages.startTest)}
          </Link>
        ) : null}
        <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
          {intl.formatMessage(receiptMessages.print)}
        </button>
        <Link to={localePath(locale, '/panel/orders')} className={secondaryButtonClass}>
          {intl.formatMessage(receiptMessages.allOrders)}
        </Link>
        {order.buyer && order.status === 'PAID' ? (
          <RefundOrderButton orderId={order.id} number={number} />
        ) : null}
      </div>
    </article>
  );
}

/** `/panel/orders/{number}`: an order's receipt, where the payment gateway sends the buyer back to. */
export function OrderPage() {
  const { queryRef } = useLoaderData() as OrderPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Receipt queryRef={queryRef} />
    </Suspense>
  );
}
