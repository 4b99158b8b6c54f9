import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../app/locale';
import { INTL_LOCALE } from './intlLocale';
import { formatRelativeTime } from './relativeTime';

const now = new Date('2026-11-22T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const format = (locale: Locale, seconds: number) =>
  formatRelativeTime(createIntl({ locale: INTL_LOCALE[locale] }), ago(seconds), now);

describe('relative time', () => {
  it('uses the largest unit that fits, in English', () => {
    expect(format('en', 3)).toBe('now');
    expect(format('en', 45)).toBe('45 seconds ago');
    expect(format('en', 5 * 60)).toBe('5 minutes ago');
    expect(format('en', 3 * 3600)).toBe('3 hours ago');
    expect(format('en', 86_400)).toBe('yesterday');
    expect(format('en', 3 * 86_400)).toBe('3 days ago');
    expect(format('en', 400 * 86_400)).toBe('last year');
  });

  it('writes Persian with Persian digits', () => {
    expect(format('fa', 9 * 60)).toBe('۹ دقیقه پیش');
    expect(format('fa', 2 * 3600)).toBe('۲ ساعت پیش');
  });

  it('writes Azerbaijani', () => {
    expect(format('az', 9 * 60)).toBe('9 dəqiqə öncə');
  });
});
