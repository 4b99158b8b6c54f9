import { describe, expect, it } from 'vitest';
import { currencyOf, formatAmount, formatMoney, fromRials, toRials } from './money.ts';

describe('one money rule per language', () => {
  it('shows Persian amounts in Toman (rials ÷ 10) with Persian digits', () => {
    expect(currencyOf('fa')).toBe('TOMAN');
    expect(formatMoney(1_500_000, 'fa')).toBe('۱۵۰٬۰۰۰ تومان');
    expect(formatAmount(455_000_005, 'fa')).toBe('۴۵٬۵۰۰٬۰۰۱');
    expect(fromRials(300_000_000, 'fa')).toBe(30_000_000);
    expect(toRials(30_000_000, 'fa')).toBe(300_000_000);
  });

  it('shows English and Azerbaijani amounts in rials with the code IRR, and takes them so', () => {
    expect(formatMoney(1_500_000, 'en')).toBe('IRR 1,500,000');
    expect(formatMoney(1_500_000, 'az')).toBe('1.500.000 IRR');
    for (const locale of ['en', 'az'] as const) {
      expect(currencyOf(locale)).toBe('IRR');
      expect(fromRials(300_000_000, locale)).toBe(300_000_000);
      expect(toRials(300_000_000, locale)).toBe(300_000_000);
    }
  });

  it('round-trips what a reader sees, and shows no fractions', () => {
    expect(toRials(fromRials(250_000_000, 'fa'), 'fa')).toBe(250_000_000);
    expect(formatMoney(15, 'fa')).toBe('۲ تومان');
    expect(formatMoney(0, 'en')).toBe('IRR 0');
  });
});
