import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../../app/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { refundMessages } from '../messages';
import { useRefundOrderMutation } from '../mutations/useRefundOrderMutation';

/** Admins only: asks for a reason, then refunds the order (the ledger records it, an untaken test is withdrawn). */
export function RefundOrderButton({ orderId, number }: { orderId: string; number: string }) {
  const intl = useIntl();
  const [commit, isPending] = useRefundOrderMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function refund(done: () => void) {
    setProblem(null);
    const failed = (message = intl.formatMessage(refundMessages.failed)) => {
      setProblem(message);
      toast.error(message);
    };
    commit({
      variables: { input: { orderId, reason } },
      onCompleted: ({ refundOrder }) => {
        if (refundOrder.__typename === 'MutationRefundOrderSuccess') {
          toast.success(intl.formatMessage(refundMessages.done));
          done();
        } else if (refundOrder.__typename === 'ValidationError')
          failed(intl.formatMessage(refundMessages.reasonTooShort));
        else if (refundOrder.__typename === 'ConflictError')
          failed(intl.formatMessage(refundMessages.notRefundable));
        else failed();
      },
      onError: () => failed(),
    });
  }

  return (
    <ConfirmDialog
      tone="danger"
      trigger={intl.formatMessage(refundMessages.open)}
      title={intl.formatMessage(refundMessages.heading, { number })}
      message={
        <span className="block space-y-3">
          <span className="block">{intl.formatMessage(refundMessages.body)}</span>
          <label className="block text-sm font-medium text-slate-800">
            {intl.formatMessage(refundMessages.reason)}
            <textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 p-2 text-base font-normal"
            />
          </label>
          {problem ? (
            <span role="alert" className="block text-sm text-red-700">
              {problem}
            </span>
          ) : null}
        </span>
      }
      confirmLabel={intl.formatMessage(refundMessages.confirm)}
      pendingLabel={intl.formatMessage(refundMessages.refunding)}
      cancelLabel={intl.formatMessage(refundMessages.cancel)}
      isPending={isPending}
      onConfirm={refund}
    />
  );
}
