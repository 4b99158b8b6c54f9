import { pagePaths } from '@platform/rules/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './app/locale';
import { routes } from './routes';

/** The patterns of the pages a route tree renders (index routes and leaves), the catch-all left out. */
function pagesOf(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    const here = route.path ? [base, route.path].filter(Boolean).join('/') : base;
    const own = route.index || (route.path && route.path !== '*' && !route.children) ? [here] : [];
    return [...own, ...pagesOf(route.children ?? [], here)];
  });
}

describe('the pages the gateway knows', () => {
  it.each(LOCALES)('are the pages the client renders below /%s', (locale) => {
    const localeRoute = routes[0]!.children!.find((r) => r.path === `/${locale}`)!;
    expect(pagesOf(localeRoute.children!).sort()).toEqual([...pagePaths].sort());
  });
});
