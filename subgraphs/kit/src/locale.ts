export const locales = ['fa', 'en', 'az'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fa';

/** The first of our locales named in an Accept-Language header, in the header's order; Persian otherwise. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if ((locales as readonly string[]).includes(tag ?? '')) return tag as Locale;
  }
  return defaultLocale;
}
