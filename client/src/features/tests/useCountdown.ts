import { useEffect, useState } from 'react';

/**
 * Seconds left until a deadline the server measured (`remainingSeconds` when the page was read), counted on the
 * page's monotonic clock, so a wrong clock on the device changes nothing. Calls `onZero` once when it runs out.
 */
export function useCountdown(remainingSeconds: number, onZero: () => void): number {
  const [end] = useState(() => performance.now() + remainingSeconds * 1000);
  const [left, setLeft] = useState(remainingSeconds);
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((end - performance.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0 && !fired) {
        fired = true;
        onZero();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, onZero]);
  return left;
}

/** `mm:ss` (or `h:mm:ss`) of a number of seconds, in the page's digits. */
export function clockText(
  seconds: number,
  formatNumber: (n: number, options?: { minimumIntegerDigits?: number; useGrouping?: boolean }) => string,
) {
  const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${formatNumber(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
