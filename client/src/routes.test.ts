import { pagePaths } from '@platform/rules/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './app/locale';
import { browserRoutes, routes } from './routes';

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

describe("the browser's routes", () => {
  it("start with the page's language and add another's the first time a link leads there", async () => {
    const { routes: start, patchRoutesOnNavigation } = browserRoutes('fa');
    const languages = () =>
      start[0]!.children!.filter((r) => r.path?.match(/^\/(fa|en|az)$/)).map((r) => r.path);
    expect(languages()).toEqual(['/fa']);
    const patched: string[] = [];
    const patch = (routeId: string | null, children: RouteObject[]) => {
      expect(routeId).toBe('root');
      start[0]!.children!.push(...children);
      patched.push(...children.map((r) => r.path!));
    };
    const navigate = (path: string) =>
      patchRoutesOnNavigation({
        path,
        patch,
        matches: [],
        signal: new AbortController().signal,
        fetcherKey: undefined,
      });
    await navigate('/fa/jobs/x');
    await navigate('/en/jobs');
    await navigate('/en');
    await navigate('/jobs');
    expect(patched).toEqual(['/en']);
    expect(languages()).toEqual(['/fa', '/en']);
  });
});
