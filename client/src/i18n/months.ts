import type { IntlShape } from 'react-intl';

/**
 * A month as `YYYY-MM` (Gregorian, as the graph keeps it) written in the reader's calendar and language: the month
 * its 15th falls in (`ui/MonthPicker` offers months the same way), «اردیبهشت ۱۴۰۴», "May 2025", "may 2025".
 * Persian names the month before the year, as people write it; Intl's pattern for the Persian calendar puts the
 * year first («۱۴۰۴ اردیبهشت»).
 */
export function formatMonthKey(intl: IntlShape, key: string): string {
  const date = new Date(`${key}-15T00:00:00Z`);
  const options = { year: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  if (!intl.locale.startsWith('fa')) return intl.formatDate(date, options);
  const parts = intl.formatDateToParts(date, options);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('year')}`;
}
