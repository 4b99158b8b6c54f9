import { useIntl } from 'react-intl';
import { orderStatusMessages } from '../messages';

const STYLES: Record<string, string> = {
  PENDING: 'bg-sky-50 text-sky-800',
  PAID: 'bg-emerald-50 text-emerald-800',
  REFUNDED: 'bg-slate-100 text-slate-800',
  EXPIRED: 'bg-amber-50 text-amber-900',
};

export function OrderStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const key = (status in orderStatusMessages ? status : 'PENDING') as keyof typeof orderStatusMessages;
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STYLES[key]}`}>
      {intl.formatMessage(orderStatusMessages[key])}
    </span>
  );
}
