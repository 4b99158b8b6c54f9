import type { IntlShape } from 'react-intl';

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * When a message was sent, as short as it can be: the time today, else the date and time. The calendar and digits
 * are the language's (Jalali with Persian digits in Persian).
 */
export function formatWhen(intl: IntlShape, iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return sameDay(date, now)
    ? intl.formatTime(date, { hour: 'numeric', minute: '2-digit' })
    : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
}
