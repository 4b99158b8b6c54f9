import { pagePaths } from '@platform/rules/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from './app/locale';
import { accountMenuEntries, browserRoutes, features, inTasksOfTheirOwn, panelCards, routes } from './routes';

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

/** The routes of a language's pages (below `/<locale>`) and of its signed-in area (below `/<locale>/panel`). */
function localeTree(locale: string) {
  const localeRoute = routes[0]!.children!.find((r) => r.path === `/${locale}`)!;
  const pages = pagesOf(localeRoute.children!);
  return { pages, panel: pages.filter((page) => page.startsWith('panel')) };
}

describe("the features' routes and navigation", () => {
  it.each(LOCALES)("put every feature's pages below /%s, and its panel pages below its panel", (locale) => {
    const { pages } = localeTree(locale);
    for (const feature of features) {
      const own = pagesOf(feature.pages?.(locale) ?? []);
      const panel = pagesOf(feature.panelPages?.(locale) ?? []).map((page) => `panel/${page}`);
      expect([...own, ...panel].length, feature.name).toBeGreaterThan(0);
      expect(pages, feature.name).toEqual(expect.arrayContaining([...own, ...panel]));
    }
  });

  it('are the only pages besides the shell: the panel home and the gone page', () => {
    const { pages } = localeTree('fa');
    const ofFeatures = new Set(
      features.flatMap((feature) => [
        ...pagesOf(feature.pages?.('fa') ?? []),
        ...pagesOf(feature.panelPages?.('fa') ?? []).map((page) => `panel/${page}`),
      ]),
    );
    const shell = pages.filter((page) => !ofFeatures.has(page));
    expect(shell).toEqual(expect.arrayContaining(['panel', 'error410']));
    for (const page of [
      'portfolio',
      'portfolio/:slug',
      'contact',
      'about',
      'services',
      'services/development/:slug',
      'about/config/:lang',
      'collaborators',
      'collaborators/:slug',
    ])
      expect(shell).not.toContain(page);
    expect(shell.filter((page) => page.startsWith('panel'))).toEqual(['panel']);
  });

  it("offer every feature's dashboard cards and account menu entries, in their order", () => {
    for (const feature of features) {
      expect(panelCards, feature.name).toEqual(expect.arrayContaining(feature.panelCards ?? []));
      expect(accountMenuEntries, feature.name).toEqual(expect.arrayContaining(feature.accountMenu ?? []));
    }
    expect(panelCards).toHaveLength(features.flatMap((feature) => feature.panelCards ?? []).length);
    expect(accountMenuEntries.map((entry) => entry.id)).toEqual([
      'profile',
      'myJobs',
      'postJob',
      'applications',
      'inbox',
      'tests',
      'orders',
      'apiKeys',
    ]);
    expect(panelCards.map((card) => card.path)).toEqual([
      '/panel/jobs',
      '/panel/profile',
      '/panel/jobs/my-applications',
      '/panel/tests',
      '/panel/resume',
      '/panel/collaborator',
      '/panel/requests',
      '/panel/talent-pool',
      '/panel/portfolio',
      '/panel/purchases',
      '/panel/contracts',
      '/panel/orders',
      '/panel/echoBox',
      '/panel/api-keys',
      '/panel/admin/orders',
      '/panel/admin/tests',
      '/panel/analytics',
      '/panel/admin/certificates',
      '/panel/admin/reports',
      '/panel/admin/inbox',
      '/panel/admin/feedback',
      '/panel/admin/collaborators',
      '/panel/admin/portfolio',
    ]);
  });

  it('link their navigation to pages the route table has', () => {
    const { panel } = localeTree('en');
    for (const entry of [...panelCards, ...accountMenuEntries])
      expect(panel, entry.path).toContain(entry.path.slice(1));
  });
});

describe("the browser's routes", () => {
  it("start with the page's language without its signed-in area, and add another language's routes, or a signed-in area, the first time a navigation leads there", async () => {
    const { routes: start, patchRoutesOnNavigation } = browserRoutes('fa');
    const byId = (id: string, tree: RouteObject[] = start): RouteObject | undefined => {
      for (const route of tree) {
        if (route.id === id) return route;
        const found = byId(id, route.children ?? []);
        if (found) return found;
      }
      return undefined;
    };
    const languages = () =>
      start[0]!.children!.filter((r) => r.path?.match(/^\/(fa|en|az)$/)).map((r) => r.path);
    const panelOf = (locale: string) => byId(`pages-${locale}`)?.children?.find((r) => r.path === 'panel');
    expect(languages()).toEqual(['/fa']);
    expect(byId('pages-fa')?.children?.length).toBeGreaterThan(10);
    expect(panelOf('fa')).toBeUndefined();
    const patched: string[] = [];
    const patch = (routeId: string | null, children: RouteObject[]) => {
      const parent = byId(routeId ?? '');
      expect(parent, String(routeId)).toBeDefined();
      parent!.children!.push(...children);
      patched.push(...children.map((r) => `${routeId} ${r.path}`));
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
    await navigate('/fa/panelists');
    await navigate('/fa/panel/orders');
    await navigate('/fa/panel');
    await navigate('/en/jobs');
    await navigate('/en');
    await navigate('/en/Panel');
    await navigate('/jobs');
    await navigate('/panel');
    expect(patched).toEqual(['pages-fa panel', 'root /en', 'pages-en panel']);
    expect(languages()).toEqual(['/fa', '/en']);
    // The signed-in area added is the one the server renders from, every page of it.
    const full = routes[0]!.children!.find((r) => r.path === '/fa')!;
    expect(pagesOf([panelOf('fa')!]).sort()).toEqual(
      pagesOf(full.children!)
        .filter((page) => page.startsWith('panel'))
        .sort(),
    );
  });

  it("start each matched route's loader and code in a task of their own, with the same results", async () => {
    const loader = vi.fn(() => 'data');
    const Component = () => null;
    const lazy = vi.fn(() => Promise.resolve({ Component }));
    const route = inTasksOfTheirOwn({ path: '/', loader, children: [{ path: 'page', lazy }] });
    const loading = (route.loader as (args: unknown, context: unknown) => Promise<unknown>)({}, undefined);
    const code = (route.children![0]!.lazy as () => Promise<unknown>)();
    // Nothing ran in the task that asked for them.
    expect(loader).not.toHaveBeenCalled();
    expect(lazy).not.toHaveBeenCalled();
    await expect(loading).resolves.toBe('data');
    await expect(code).resolves.toEqual({ Component });
    expect(loader).toHaveBeenCalledWith({}, undefined);
  });
});
