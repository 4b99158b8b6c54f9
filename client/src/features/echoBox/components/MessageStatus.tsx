import { useIntl } from 'react-intl';
import { conversationMessages } from '../messages';

export type DeliveryState = 'sending' | 'sent' | 'read' | 'failed';

const ICONS: Record<DeliveryState, string> = {
  sending: 'M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  sent: 'M5 12.5l4.5 4.5L19 7.5',
  read: 'M2 12.5l4.5 4.5L16 7.5M9.5 16l1 1L20 7.5',
  failed: 'M12 8v5M12 16.5v.5M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
};

/** Where the viewer's message is: sending → sent → read, or failed to send. */
export function MessageStatus({ state }: { state: DeliveryState }) {
  const intl = useIntl();
  return (
    <span
      className={`inline-flex items-center gap-1 font-medium ${state === 'failed' ? 'text-red-700' : state === 'read' ? 'text-teal-700' : 'text-slate-600'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={ICONS[state]} />
      </svg>
      {intl.formatMessage(conversationMessages[state])}
    </span>
  );
}
