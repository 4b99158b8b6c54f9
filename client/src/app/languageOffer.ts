import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, readCookie, type Locale } from './locale';

/** The other language a Persian page offers its reader, with the offer's words in that language. */
export interface LanguageOffer {
  locale: Locale;
  /** The offer's messages from that language's catalogue. */
  messages: Record<string, unknown>;
}

/** The first of the product's languages an Accept-Language header names, in its order (browsers list by preference). */
export function browserLocale(acceptLanguage: string | null | undefined): Locale | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return null;
}

/**
 * Which language to offer on a page, if any. An address without a language goes to the stored choice, else to
 * Persian, whatever the browser's language: many readers in Iran browse in an English-language browser and expect
 * the Persian site. So a Persian page reached without a stored choice, by a browser that prefers English or
 * Azerbaijani, offers that language (never redirects to it); following or dismissing the offer stores the choice.
 */
export function offeredLocale(page: {
  locale: Locale;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Locale | null {
  if (page.locale !== DEFAULT_LOCALE) return null;
  if (isLocale(readCookie(page.cookie ?? '', LOCALE_COOKIE))) return null;
  const preferred = browserLocale(page.acceptLanguage);
  return preferred === null || preferred === page.locale ? null : preferred;
}
