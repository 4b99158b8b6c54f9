import { useEffect, useState } from 'react';
import { isHydrated } from './boot';
import { useSite } from './site';

/**
 * The current time, renewed every `intervalMs`, for texts like "5 minutes ago" that age while they are shown. While
 * the server renders and the browser hydrates, it is the time the server rendered the page, so both write the same
 * text; the real time follows at once.
 */
export function useNow(intervalMs = 30_000): Date {
  const { renderedAt } = useSite();
  const [now, setNow] = useState(
    () => new Date(renderedAt !== undefined && !isHydrated() ? renderedAt : Date.now()),
  );
  useEffect(() => {
    const tick = () => setNow(new Date());
    // Right after hydration, from the server's time to the real one.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
