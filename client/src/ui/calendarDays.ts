/** A calendar day as `YYYY-MM-DD` in the Gregorian calendar (ISO 8601), whatever calendar the reader sees. */
export type DayKey = string;

/** A day as the reader's calendar numbers it (1405/1/1 in the Jalali calendar is 2026-03-21). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01; a day key that is no real day is null. */
export function dayNumber(key: DayKey): number | null {
  const match = isoDay.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return time / DAY_MS;
}

export function dayKeyOf(number: number): DayKey {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The local calendar day of a moment. */
export function localDayKey(date: Date): DayKey {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The reader's calendar for an Intl locale (`fa-IR-u-ca-persian-…` is Jalali): the year, month and day of a
 * Gregorian day, and their names in the locale's words and digits.
 */
const calendars = new Map<string, Calendar>();

/** One calendar per locale, so the days it has read stay read while a picker's value changes. */
export function calendarFor(intlLocale: string): Calendar {
  let calendar = calendars.get(intlLocale);
  if (!calendar) {
    calendar = new Calendar(intlLocale);
    calendars.set(intlLocale, calendar);
  }
  return calendar;
}

export class Calendar {
  private readonly numeric: Intl.DateTimeFormat;
  private readonly monthName: Intl.DateTimeFormat;
  private readonly dayName: Intl.NumberFormat;
  private readonly yearName: Intl.DateTimeFormat;
  private readonly cache = new Map<number, CalendarDate>();

  constructor(intlLocale: string) {
    const utc = { timeZone: 'UTC' } as const;
    this.numeric = new Intl.DateTimeFormat(intlLocale, {
      ...utc,
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    this.monthName = new Intl.DateTimeFormat(intlLocale, { ...utc, month: 'long' });
    // A day's number in the locale's digits, as a date's day is written.
    this.dayName = new Intl.NumberFormat(intlLocale, { useGrouping: false });
    this.yearName = new Intl.DateTimeFormat(intlLocale, { ...utc, year: 'numeric' });
  }

  private at(number: number): CalendarDate {
    let date = this.cache.get(number);
    if (!date) {
      const parts = this.numeric.formatToParts(new Date(number * DAY_MS));
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        Number(parts.find((entry) => entry.type === type)?.value);
      date = { year: part('year'), month: part('month'), day: part('day') };
      this.cache.set(number, date);
    }
    return date;
  }

  dateOf(key: DayKey): CalendarDate | null {
    const number = dayNumber(key);
    return number === null ? null : this.at(number);
  }

  yearLabel(key: DayKey): string {
    return this.yearName.format(new Date(dayNumber(key)! * DAY_MS));
  }

  monthLabel(key: DayKey): string {
    return this.monthName.format(new Date(dayNumber(key)! * DAY_MS));
  }

  dayLabel(day: number): string {
    return this.dayName.format(day);
  }
}

export interface CalendarYear {
  year: number;
  label: string;
  months: { month: number; label: string; days: { key: DayKey; day: number; label: string }[] }[];
}

/**
 * The days from `first` to `last` (both included), and those of `keep` that fall outside them, as years, months
 * and days of the reader's calendar.
 */
export function calendarYears(
  calendar: Calendar,
  first: DayKey,
  last: DayKey,
  keep: readonly (DayKey | null | undefined)[] = [],
): CalendarYear[] {
  const start = dayNumber(first)!;
  const end = dayNumber(last)!;
  const kept = keep.map((key) => (key ? dayNumber(key) : null)).filter((number) => number !== null);
  const numbers = [
    ...new Set([
      ...kept.filter((number) => number < start),
      ...Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index),
      ...kept.filter((number) => number > end),
    ]),
  ].sort((a, b) => a - b);

  const years: CalendarYear[] = [];
  for (const number of numbers) {
    const key = dayKeyOf(number);
    const date = calendar.dateOf(key)!;
    let year = years.at(-1);
    if (year?.year !== date.year) {
      year = { year: date.year, label: calendar.yearLabel(key), months: [] };
      years.push(year);
    }
    let month = year.months.at(-1);
    if (month?.month !== date.month) {
      month = { month: date.month, label: calendar.monthLabel(key), days: [] };
      year.months.push(month);
    }
    month.days.push({ key, day: date.day, label: calendar.dayLabel(date.day) });
  }
  return years;
}
