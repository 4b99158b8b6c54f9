import { jobPostingLimits } from '@platform/rules/jobs';

const DAY_MS = 86_400_000;
/** Room for a client clock that runs a little ahead of the server's. */
const CLOCK_MARGIN_MS = 3_600_000;

/** A local calendar day as `YYYY-MM-DD` (Gregorian), the form's value for the deadline. */
export type DayKey = string;

export function dayKey(date: Date): DayKey {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayStart(key: DayKey): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * The deadline for a chosen day: the end of that day, but never past the rules' limit of 180 days from now, so
 * the last day offered is accepted too.
 */
export function expiryFromDay(key: DayKey, now = new Date()): Date {
  const start = dayStart(key);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59, 59);
  const limit = now.getTime() + jobPostingLimits.expiresWithinDays * DAY_MS - CLOCK_MARGIN_MS;
  return new Date(Math.min(end.getTime(), limit));
}

export interface ExpiryMonth {
  /** The month and year in the reader's calendar, e.g. "اردیبهشت ۱۴۰۵" or "May 2026". */
  label: string;
  days: { key: DayKey; label: string }[];
}

/**
 * The days a deadline may fall on (tomorrow to 180 days from now), grouped by month of the reader's calendar:
 * Persian readers pick a Jalali month and day, others a Gregorian one. `keep` adds a day outside that range
 * (an existing job's deadline), so the form can show it and the rules can say what is wrong with it.
 */
export function expiryMonths(intlLocale: string, now = new Date(), keep?: DayKey | null): ExpiryMonth[] {
  const monthFormat = new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long' });
  const dayFormat = new Intl.DateTimeFormat(intlLocale, { day: 'numeric' });
  const dates: Date[] = [];
  for (let offset = 1; offset <= jobPostingLimits.expiresWithinDays; offset += 1) {
    dates.push(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  }
  if (keep && !dates.some((date) => dayKey(date) === keep)) {
    const kept = dayStart(keep);
    dates.splice(kept < dates[0]! ? 0 : dates.length, 0, kept);
  }
  const months: ExpiryMonth[] = [];
  for (const date of dates) {
    const label = monthFormat.format(date);
    let month = months.at(-1);
    if (month?.label !== label) {
      month = { label, days: [] };
      months.push(month);
    }
    month.days.push({ key: dayKey(date), label: dayFormat.format(date) });
  }
  return months;
}
