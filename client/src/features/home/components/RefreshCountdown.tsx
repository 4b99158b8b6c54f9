import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { activityMessages } from '../messages';

export const REFRESH_SECONDS = 30;

/**
 * The fallback while the socket is down: counts down the seconds to the next refresh, refreshes at zero and
 * starts again.
 */
export function RefreshCountdown({
  onRefresh,
  seconds = REFRESH_SECONDS,
}: {
  onRefresh: () => void;
  seconds?: number;
}) {
  const intl = useIntl();
  const [left, setLeft] = useState(seconds);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });
  useEffect(() => {
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      if (remaining <= 0) {
        refresh.current();
        remaining = seconds;
      }
      setLeft(remaining);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return (
    <span className="inline-flex items-center gap-1.5 text-slate-500">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
      </svg>
      {intl.formatMessage(activityMessages.refreshIn, { seconds: intl.formatNumber(left) })}
    </span>
  );
}
