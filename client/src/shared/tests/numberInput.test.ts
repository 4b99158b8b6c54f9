import { describe, expect, it } from 'vitest';
import { parseNumber } from './numberInput';

describe('a typed number', () => {
  it('is read in Persian, Arabic-Indic and Latin digits', () => {
    expect(parseNumber('۱۲')).toBe(12);
    expect(parseNumber('٣٤')).toBe(34);
    expect(parseNumber(' 56 ')).toBe(56);
    expect(parseNumber('۲٫۵')).toBe(2.5);
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber('−۳')).toBe(-3);
  });

  it('is nothing when it is not one number', () => {
    for (const text of ['', '1.2.3', 'abc', '۱ ۲', '--1', '1e5']) expect(parseNumber(text)).toBeNull();
  });
});
