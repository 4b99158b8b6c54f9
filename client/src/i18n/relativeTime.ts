import type { IntlShape } from 'react-intl';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const STEPS: [limitSeconds: number, unit: Unit, secondsPerUnit: number][] = [
  [60, 'second', 1],
  [3_600, 'minute', 60],
  [86_400, 'hour', 3_600],
  [604_800, 'day', 86_400],
  [2_629_800, 'week', 604_800],
  [31_557_600, 'month', 2_629_800],
  [Number.POSITIVE_INFINITY, 'year', 31_557_600],
];

/**
 * "5 minutes ago", "yesterday", "in 2 hours" in the reader's language and digits (Intl.RelativeTimeFormat),
 * in the largest unit that fits. Under ten seconds is "now".
 */
export function formatRelativeTime(intl: IntlShape, iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Math.abs(seconds) < 10) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  const [, unit, size] = STEPS.find(([limit]) => Math.abs(seconds) < limit)!;
  const value = Math.trunc(seconds / size);
  return intl.formatRelativeTime(value, unit, { numeric: 'auto' });
}
