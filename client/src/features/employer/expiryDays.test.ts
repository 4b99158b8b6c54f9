import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from '../../i18n/intlLocale';
import { expiryFromDay, expiryMonths } from './expiryDays';

const now = new Date(2026, 10, 22, 10, 0);

describe('expiryMonths', () => {
  it('offers tomorrow to 180 days ahead, by Jalali month in Persian', () => {
    const months = expiryMonths(INTL_LOCALE.fa, now);
    const days = months.flatMap((month) => month.days);
    expect(days).toHaveLength(180);
    expect(days[0]!.key).toBe('2026-11-23');
    expect(days.at(-1)!.key).toBe('2027-05-21');
    // 22 November 2026 is 1 Azar 1405; tomorrow is the 2nd, in Persian digits.
    // (ICU versions differ in the order of month and year.)
    expect(months[0]!.label.split(' ').sort()).toEqual(['آذر', '۱۴۰۵']);
    expect(months[0]!.days[0]!.label).toBe('۲');
    expect(months[1]!.label.split(' ').sort()).toEqual(['دی', '۱۴۰۵']);
  });

  it('uses Gregorian months in English', () => {
    const months = expiryMonths(INTL_LOCALE.en, now);
    expect(months.map((month) => month.label).slice(0, 2)).toEqual(['November 2026', 'December 2026']);
  });

  it('keeps a saved deadline that is no longer allowed, so the form can say so', () => {
    const months = expiryMonths(INTL_LOCALE.en, now, '2026-10-05');
    expect(months[0]).toEqual({ label: 'October 2026', days: [{ key: '2026-10-05', label: '5' }] });
  });
});

describe('expiryFromDay', () => {
  it('ends at the end of the chosen day, but within the 180 days the rules allow', () => {
    expect(expiryFromDay('2026-12-01', now)).toEqual(new Date(2026, 11, 1, 23, 59, 59));
    const last = expiryFromDay('2027-05-21', now);
    expect(last.getTime()).toBeLessThanOrEqual(now.getTime() + 180 * 86_400_000);
    expect(last.getTime()).toBeGreaterThan(new Date(2027, 4, 21).getTime() - 86_400_000);
  });
});
