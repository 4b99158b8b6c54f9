import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PaymentAttempts_order$key } from '../../../__generated__/PaymentAttempts_order.graphql';
import { useFormatPrice } from '../../../shared/tests/TestPrice';
import { adminOrdersMessages as messages, paymentFailureMessages, paymentStatusMessages } from '../messages';

/** An order's attempts at the payment gateway, newest first, as the gateway and the bank answered them. */
export function PaymentAttempts({ order }: { order: PaymentAttempts_order$key }) {
  const intl = useIntl();
  const price = useFormatPrice();
  const { payments } = useFragment(
    graphql`
      fragment PaymentAttempts_order on Order {
        payments {
          authority
          provider
          status
          failure
          amountRials
          referenceId
          cardPan
          createdAt
          returnedAt
          verifiedAt
        }
      }
    `,
    order,
  );
  const none = intl.formatMessage(messages.none);
  const when = (date: string | null | undefined) =>
    date ? intl.formatDate(date, { dateStyle: 'short', timeStyle: 'medium' }) : none;
  if (payments.length === 0)
    return <p className="mt-3 text-sm text-slate-500">{intl.formatMessage(messages.noPayments)}</p>;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        {intl.formatMessage(messages.payments, { count: payments.length })}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="p-1 text-start font-medium">
                {intl.formatMessage(messages.authority)}
              </th>
              <th scope="col" className="p-1 text-start font-medium">
                {intl.formatMessage(messages.paymentStatus)}
              </th>
              <th scope="col" className="p-1 text-start font-medium">
                {intl.formatMessage(messages.bankAnswer)}
              </th>
              <th scope="col" className="p-1 text-start font-medium">
                {intl.formatMessage(messages.paymentAmount)}
              </th>
              <th scope="col" className="p-1 text-start font-medium">
                {intl.formatMessage(messages.startedAt)}
              </th>
              <th scope="col" className="p-1 text-start font-medium">
                {intl.formatMessage(messages.returnedAt)}
              </th>
              <th scope="col" className="p-1 text-start font-medium">
                {intl.formatMessage(messages.verifiedAt)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payments.map((payment) => {
              const failure = payment.failure as keyof typeof paymentFailureMessages | null;
              const status = payment.status as keyof typeof paymentStatusMessages;
              return (
                <tr key={payment.authority}>
                  <td className="p-1 font-mono text-xs">
                    <bdi dir="ltr">{[payment.provider, payment.authority].join(' · ')}</bdi>
                  </td>
                  <td className="p-1">
                    {intl.formatMessage(paymentStatusMessages[status] ?? paymentStatusMessages.FAILED)}
                  </td>
                  <td className="p-1">
                    {failure && failure in paymentFailureMessages
                      ? intl.formatMessage(paymentFailureMessages[failure])
                      : payment.referenceId
                        ? intl.formatMessage(messages.reference, {
                            reference: payment.referenceId,
                            card: payment.cardPan ?? none,
                          })
                        : none}
                  </td>
                  <td className="p-1">{price(payment.amountRials)}</td>
                  <td className="p-1">{when(payment.createdAt)}</td>
                  <td className="p-1">{when(payment.returnedAt)}</td>
                  <td className="p-1">{when(payment.verifiedAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
