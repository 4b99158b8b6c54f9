import { describe, expect, it } from 'vitest';
import { normalizePhone } from './jobs.ts';
import { formatPhone } from './phone.ts';

describe('phone numbers as people write them', () => {
  it('shows an Iranian mobile in its national form, in Persian digits in Persian, dialled internationally', () => {
    expect(formatPhone('+989121110001', 'fa')).toEqual({ text: '۰۹۱۲ ۱۱۱ ۰۰۰۱', href: 'tel:+989121110001' });
    expect(formatPhone('+989121110001', 'en')).toEqual({ text: '0912 111 0001', href: 'tel:+989121110001' });
    expect(formatPhone('+989121110001', 'az')).toEqual({ text: '0912 111 0001', href: 'tel:+989121110001' });
  });

  it('shows an Iranian landline with its area code', () => {
    expect(formatPhone('+982188776655', 'en').text).toBe('021 8877 6655');
  });

  it('shows other countries’ numbers in their international form', () => {
    expect(formatPhone('+994501234567', 'az')).toEqual({
      text: '+994 50 123 45 67',
      href: 'tel:+994501234567',
    });
    expect(formatPhone('+14155552671', 'fa').text).toBe('+۱ ۴۱۵ ۵۵۵ ۲۶۷۱');
  });

  it('shows whatever the form took, once stored', () => {
    expect(formatPhone(normalizePhone('۰۹۱۲-۱۱۱-۰۰۰۱')!, 'en').text).toBe('0912 111 0001');
  });

  it('shows a number it cannot read as stored, and dials its digits', () => {
    expect(formatPhone('12 34', 'en')).toEqual({ text: '12 34', href: 'tel:1234' });
  });
});
