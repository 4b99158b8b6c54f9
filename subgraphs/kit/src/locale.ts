export const locales = ['fa', 'en', 'az'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fa';

/** The first of our locales named in an Accept-Language header, in the header's order; Persian otherwise. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return defaultLocale;
}

/** Whether a value names one of our locales. */
export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** The first of the languages given (most wanted first) that is one of ours; Persian when none is. */
export function firstLocale(...wanted: unknown[]): Locale {
  return wanted.find(isLocale) ?? defaultLocale;
}
