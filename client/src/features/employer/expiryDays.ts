import { jobPostingLimits } from '@platform/rules/jobs';
import { localDayKey, type DayKey } from '../../ui/calendarDays';

const DAY_MS = 86_400_000;
/** Room for a client clock that runs a little ahead of the server's. */
const CLOCK_MARGIN_MS = 3_600_000;

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

/** The days a deadline may fall on: tomorrow to 180 days from now. */
export function expiryDayRange(now = new Date()): { first: DayKey; last: DayKey } {
  const day = (offset: number) =>
    localDayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  return { first: day(1), last: day(jobPostingLimits.expiresWithinDays) };
}
