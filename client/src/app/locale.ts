export const LOCALES = ['fa', 'en', 'az'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fa';

export const LOCALE_STORAGE_KEY = 'app-locale';
export const LOCALE_COOKIE = 'i18n_redirected';
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const RTL_LANGUAGES = new Set(['fa', 'ar', 'he', 'ur']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/** The locale named by the first path segment, if it is one. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

interface LocaleStores {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  cookie: { get(): string; set(value: string): void } | null;
}

function browserStores(): LocaleStores {
  const storage = (() => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  })();
  const cookie =
    typeof document === 'undefined'
      ? null
      : {
          get: () => document.cookie,
          set: (value: string) => {
            document.cookie = value;
          },
        };
  return { storage, cookie };
}

/** The language the visitor chose last: local storage first, then the redirect cookie, else Persian. */
export function readStoredLocale(stores: LocaleStores = browserStores()): Locale {
  const stored = stores.storage?.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const fromCookie = stores.cookie ? readCookie(stores.cookie.get(), LOCALE_COOKIE) : undefined;
  if (isLocale(fromCookie)) return fromCookie;
  return DEFAULT_LOCALE;
}

export function persistLocale(locale: Locale, stores: LocaleStores = browserStores()): void {
  try {
    stores.storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be full or disabled (private mode); the cookie still remembers the choice.
  }
  stores.cookie?.set(
    `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
  );
}

/** Where a path without a language prefix goes: the same path under the stored language. */
export function prefixedPath(
  url: { pathname: string; search: string; hash: string },
  locale: Locale,
): string {
  const rest = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  return `/${locale}${rest}${url.search}${url.hash}`;
}

/** The current page in another language: same path and query string, other prefix. */
export function switchLocalePath(
  url: { pathname: string; search: string; hash?: string },
  locale: Locale,
): string {
  const segments = url.pathname.split('/');
  if (isLocale(segments[1])) segments[1] = locale;
  else segments.splice(1, 0, locale);
  const pathname = segments.join('/').replace(/\/+$/, '') || `/${locale}`;
  return `${pathname}${url.search}${url.hash ?? ''}`;
}

/** A link inside the current language: `localePath('en', '/jobs')` is `/en/jobs`. */
export function localePath(locale: Locale, path = '/'): string {
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path.startsWith('/') ? '' : '/'}${path}`;
}
