import { describe, expect, it } from 'vitest';
import { fromRials, parseAmount, toRials, usesToman } from './money';

describe('money in the page currency', () => {
  it('uses Toman in Persian: a tenth of a rial', () => {
    expect(toRials(30_000_000, 'fa')).toBe(300_000_000);
    expect(fromRials(300_000_000, 'fa')).toBe(30_000_000);
    expect(fromRials(455_000_005, 'fa')).toBe(45_500_001);
  });

  it('uses rials (IRR) in English and Azerbaijani', () => {
    for (const locale of ['en', 'az'] as const) {
      expect(toRials(300_000_000, locale)).toBe(300_000_000);
      expect(fromRials(300_000_000, locale)).toBe(300_000_000);
    }
  });

  it('reads an application’s requested salary in Toman in Persian and Azerbaijani, IRR in English (§9)', () => {
    expect(toRials(30_000_000, 'fa', 'application')).toBe(300_000_000);
    expect(toRials(30_000_000, 'az', 'application')).toBe(300_000_000);
    expect(fromRials(300_000_000, 'az', 'application')).toBe(30_000_000);
    expect(toRials(300_000_000, 'en', 'application')).toBe(300_000_000);
    expect(usesToman('az', 'application')).toBe(true);
    expect(usesToman('az')).toBe(false);
    expect(usesToman('en', 'application')).toBe(false);
  });

  it('round-trips what a Persian reader sees', () => {
    expect(toRials(fromRials(250_000_000, 'fa'), 'fa')).toBe(250_000_000);
  });

  it('reads amounts typed with Persian, Arabic or Latin digits and any grouping', () => {
    expect(parseAmount('۳۰٬۰۰۰٬۰۰۰')).toBe(30_000_000);
    expect(parseAmount('٣٠٠٠')).toBe(3000);
    expect(parseAmount('30,000,000')).toBe(30_000_000);
    expect(parseAmount('30.000.000')).toBe(30_000_000);
    expect(parseAmount(' 30 000 000 ')).toBe(30_000_000);
  });

  it('tells an empty field from a wrong one', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('0')).toBeNaN();
    expect(parseAmount('9'.repeat(20))).toBeNaN();
  });
});
