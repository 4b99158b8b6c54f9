import { describe, expect, it } from 'vitest';
import {
  directionOf,
  localeFromPath,
  persistLocale,
  prefixedPath,
  readStoredLocale,
  switchLocalePath,
} from './locale';

function memoryStores(initial: { storage?: string; cookie?: string } = {}) {
  const items = new Map<string, string>();
  if (initial.storage) items.set('app-locale', initial.storage);
  const cookies: string[] = initial.cookie ? [initial.cookie] : [];
  return {
    items,
    cookies,
    stores: {
      storage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
      },
      cookie: { get: () => cookies.join('; '), set: (value: string) => void cookies.push(value) },
    },
  };
}

describe('redirect of paths without a language prefix', () => {
  it('sends the bare root to the stored language', () => {
    expect(prefixedPath({ pathname: '/', search: '', hash: '' }, 'fa')).toBe('/fa');
    expect(prefixedPath({ pathname: '/', search: '?ref=x', hash: '' }, 'en')).toBe('/en?ref=x');
  });

  it('keeps the rest of the path, the query string and the hash', () => {
    expect(prefixedPath({ pathname: '/jobs/react-dev', search: '?a=1', hash: '#apply' }, 'az')).toBe(
      '/az/jobs/react-dev?a=1#apply',
    );
  });

  it('prefers local storage, then the cookie, then Persian', () => {
    expect(readStoredLocale(memoryStores({ storage: 'en', cookie: 'i18n_redirected=az' }).stores)).toBe('en');
    expect(readStoredLocale(memoryStores({ cookie: 'other=1; i18n_redirected=az' }).stores)).toBe('az');
    expect(readStoredLocale(memoryStores().stores)).toBe('fa');
    expect(readStoredLocale(memoryStores({ storage: 'de', cookie: 'i18n_redirected=xx' }).stores)).toBe('fa');
  });
});

describe('remembering the language', () => {
  it('writes local storage and a cookie that lasts 365 days', () => {
    const { items, cookies, stores } = memoryStores();
    persistLocale('az', stores);
    expect(items.get('app-locale')).toBe('az');
    expect(cookies[0]).toMatch(/^i18n_redirected=az;/);
    expect(cookies[0]).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookies[0]).toContain('Path=/');
  });
});

describe('language switcher target', () => {
  it('swaps the prefix and keeps path and query string', () => {
    expect(switchLocalePath({ pathname: '/fa/jobs/x', search: '?page=2' }, 'en')).toBe('/en/jobs/x?page=2');
    expect(switchLocalePath({ pathname: '/en', search: '' }, 'fa')).toBe('/fa');
    expect(switchLocalePath({ pathname: '/jobs', search: '' }, 'az')).toBe('/az/jobs');
  });
});

describe('language of a path and direction', () => {
  it('reads only fa, en and az as prefixes', () => {
    expect(localeFromPath('/en/jobs')).toBe('en');
    expect(localeFromPath('/jobs')).toBeNull();
    expect(localeFromPath('/fax')).toBeNull();
  });

  it('is right-to-left for Persian (and Arabic, Hebrew, Urdu) only', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('az')).toBe('ltr');
  });
});
