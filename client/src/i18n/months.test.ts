import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from './intlLocale';
import { formatMonthKey } from './months';

const intlOf = (locale: keyof typeof INTL_LOCALE) =>
  createIntl({ locale: INTL_LOCALE[locale], messages: {} });

describe('a month of a year', () => {
  it('is written month first in Persian, in the Persian calendar and digits', () => {
    expect(formatMonthKey(intlOf('fa'), '2025-05')).toBe('اردیبهشت ۱۴۰۴');
    // A Jalali year begins in March: the Gregorian January's 15th is in the year before.
    expect(formatMonthKey(intlOf('fa'), '2026-01')).toBe('دی ۱۴۰۴');
  });

  it('is written as each other language writes it', () => {
    expect(formatMonthKey(intlOf('en'), '2025-05')).toBe('May 2025');
    expect(formatMonthKey(intlOf('az'), '2025-05')).toBe('may 2025');
  });
});
