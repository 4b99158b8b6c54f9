/** The periods the statistics page offers, in days up to today; 30 unless the address says otherwise. */
export const RANGE_DAYS = [7, 30, 90, 365] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
export const DEFAULT_RANGE_DAYS: RangeDays = 30;

/** The period in the address (`?days=90`); anything else means the default. */
export function readRangeDays(params: URLSearchParams): RangeDays {
  const days = Number(params.get('days'));
  return RANGE_DAYS.find((value) => value === days) ?? DEFAULT_RANGE_DAYS;
}

/** The browser's IANA time zone, which the admin's days are counted in; UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Today in a time zone, as `YYYY-MM-DD`. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The last `days` days up to today (both included) in the time zone: what the summary is asked for. */
export function analyticsRange(
  days: RangeDays,
  now: Date = new Date(),
  timeZone: string = browserTimeZone(),
): { from: string; to: string; timeZone: string } {
  const to = dayIn(timeZone, now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, timeZone };
}
