import { describe, expect, it } from 'vitest';
import { parseAmount } from './money';

describe('amounts as typed', () => {
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
