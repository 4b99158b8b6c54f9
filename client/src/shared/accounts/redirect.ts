import { localePath, localeFromPath, switchLocalePath, type Locale } from '../../app/locale';

export const REDIRECT_PARAM = 'redirect';

const LOCAL_ORIGIN = 'https://local.invalid';

/**
 * Where to go after signing in: only a path on this site. Anything else (another origin, `//host`, `/\host`,
 * `javascript:`, control characters) gives the dashboard. The path is moved into the current language, and the
 * login page itself is never a target.
 */
export function safeRedirect(value: string | null | undefined, locale: Locale): string {
  const fallback = localePath(locale, '/panel');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines inside URLs (`/\t/evil.example` would become `//evil.example`) and read `\`
  // as `/`; a real path has neither, nor spaces or other control characters.
  if ([...value].some((char) => char <= ' ' || char === '\u007f' || char === '\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== LOCAL_ORIGIN) return fallback;
  const target = localeFromPath(url.pathname)
    ? switchLocalePath({ pathname: url.pathname, search: url.search, hash: url.hash }, locale)
    : `${localePath(locale, url.pathname)}${url.search}${url.hash}`;
  const [, , section] = target.split(/[/?#]/);
  return section === 'login' ? fallback : target;
}

/** The login page, asking to come back to `returnTo` (a path with its query string) afterwards. */
export function loginPath(locale: Locale, returnTo?: string): string {
  const login = localePath(locale, '/login');
  return returnTo ? `${login}?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo })}` : login;
}
