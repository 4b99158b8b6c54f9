import { describe, expect, it } from 'vitest';
import { nonAsciiDigits, toAsciiDigits, toPersianDigits } from './digits.ts';

describe('digits', () => {
  it('reads Persian and Arabic-Indic digits as ASCII, leaving the rest', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('کد ۱۲-٣4 x')).toBe('کد 12-34 x');
    expect(toAsciiDigits('')).toBe('');
  });

  it('writes ASCII digits in Persian, leaving the rest (Arabic-Indic ones too)', () => {
    expect(toPersianDigits('0912 111 0001')).toBe('۰۹۱۲ ۱۱۱ ۰۰۰۱');
    expect(toPersianDigits('+994 ٥')).toBe('+۹۹۴ ٥');
  });

  it('round-trips, and maps every non-ASCII digit to its value', () => {
    expect(toAsciiDigits(toPersianDigits('2026-11-27'))).toBe('2026-11-27');
    expect(nonAsciiDigits.size).toBe(20);
    expect(nonAsciiDigits.get('۷')).toBe('7');
    expect(nonAsciiDigits.get('٧')).toBe('7');
  });
});
