import { describe, expect, it } from 'vitest';
import { firstLocale, isLocale, localeFromAcceptLanguage } from './locale.ts';

describe('locales', () => {
  it('knows only the product’s languages', () => {
    expect(['fa', 'en', 'az'].every(isLocale)).toBe(true);
    for (const other of ['de', 'FA', '', null, undefined, ['fa'], 1]) expect(isLocale(other)).toBe(false);
  });

  it('takes the first wanted language that is one of ours, Persian when none is', () => {
    expect(firstLocale('de', 'az', 'en')).toBe('az');
    expect(firstLocale(null, undefined, 'en')).toBe('en');
    expect(firstLocale(['en'], '<script>')).toBe('fa');
    expect(firstLocale()).toBe('fa');
  });

  it('reads an Accept-Language header in its order', () => {
    expect(localeFromAcceptLanguage('de-DE, en-GB;q=0.8, fa;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('fa');
  });
});
