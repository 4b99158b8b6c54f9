import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, for texts like "5 minutes ago" that age while they are shown. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
