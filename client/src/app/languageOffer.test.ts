import { describe, expect, it } from 'vitest';
import { browserLocale, offeredLocale } from './languageOffer';

describe('the language a page offers', () => {
  it('offers a Persian page in the language an English or Azerbaijani browser prefers, to a visitor without a choice', () => {
    expect(offeredLocale({ locale: 'fa', cookie: null, acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
    expect(offeredLocale({ locale: 'fa', cookie: 'other=1', acceptLanguage: 'az-AZ,tr;q=0.8' })).toBe('az');
    // The browser's first language among the product's, in its order.
    expect(offeredLocale({ locale: 'fa', cookie: '', acceptLanguage: 'de-DE, az;q=0.7, en;q=0.5' })).toBe(
      'az',
    );
  });

  it('offers nothing once the visitor has chosen a language, whichever', () => {
    expect(offeredLocale({ locale: 'fa', cookie: 'i18n_redirected=fa', acceptLanguage: 'en' })).toBeNull();
    expect(
      offeredLocale({ locale: 'fa', cookie: 'x=1; i18n_redirected=en', acceptLanguage: 'en' }),
    ).toBeNull();
  });

  it('offers nothing to a browser that prefers Persian or none of the languages, nor on English or Azerbaijani pages', () => {
    expect(offeredLocale({ locale: 'fa', cookie: null, acceptLanguage: 'fa-IR,en;q=0.8' })).toBeNull();
    expect(offeredLocale({ locale: 'fa', cookie: null, acceptLanguage: 'de-DE' })).toBeNull();
    expect(offeredLocale({ locale: 'fa', cookie: null, acceptLanguage: undefined })).toBeNull();
    expect(offeredLocale({ locale: 'en', cookie: null, acceptLanguage: 'az' })).toBeNull();
    expect(offeredLocale({ locale: 'az', cookie: null, acceptLanguage: 'en' })).toBeNull();
  });

  it("reads a stored choice only when it names one of the product's languages", () => {
    expect(offeredLocale({ locale: 'fa', cookie: 'i18n_redirected=de', acceptLanguage: 'en' })).toBe('en');
  });

  it("finds the browser's first language among the product's", () => {
    expect(browserLocale('EN-gb;q=0.9, fa;q=0.8')).toBe('en');
    expect(browserLocale('*')).toBeNull();
  });
});
