import {
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import AccountMenuQuery, {
  type AccountMenuQuery as AccountMenuQueryType,
} from './__generated__/AccountMenuQuery.graphql';
import type { PanelHomePageQuery } from './__generated__/PanelHomePageQuery.graphql';
import { AppLayout, type AppLayoutLoaderData } from './app/AppLayout';
import { yieldToBrowser } from './app/boot';
import { RoutedDocument } from './app/Document';
import { ErrorPage } from './app/ErrorPage';
import type { Feature } from './app/feature';
import { InitialLoading } from './app/InitialLoading';
import { LocaleShell, type LocaleLoaderData } from './app/LocaleShell';
import {
  localeFromPath,
  LOCALES,
  persistLocale,
  prefixedPath,
  readStoredLocale,
  type Locale,
} from './app/locale';
import { inOrder } from './app/navigation';
import { NotFoundPage } from './app/NotFoundPage';
import { PanelPages } from './app/PanelPages';
import { RelayRoot, type RelayRootLoaderData } from './app/RelayRoot';
import { RootErrorPage } from './app/RootErrorPage';
import { perIdentity, queryRoute, sectionPage } from './app/routing';
import { RouteErrorPage } from './app/RouteErrorPage';
import { accountsFeature } from './features/accounts/feature';
import { hasSession } from './features/accounts/session';
import { analyticsFeature } from './features/analytics/feature';
import { apiKeysFeature } from './features/apiKeys/feature';
import { certificatesFeature } from './features/certificates/feature';
import { collaboratorsFeature } from './features/collaborators/feature';
import { resumesFeature } from './features/resumes/feature';
import { contentFeature } from './features/content/feature';
import { portfolioFeature } from './features/portfolio/feature';
import { echoBoxFeature } from './features/echoBox/feature';
import { employerFeature } from './features/employer/feature';
import { homeFeature } from './features/home/feature';
import { jobsFeature } from './features/jobs/feature';
import { ordersFeature } from './features/orders/feature';
import { testAdminFeature } from './features/testAdmin/feature';
import { termsFeature } from './features/terms/feature';
import { testsFeature } from './features/tests/feature';
import { loadMessages } from './i18n/messages';
import { prepareIntl } from './i18n/polyfills';
import { environmentOf } from './relay/environment';
import { preloadQuery } from './relay/preload';

/** The client's features: each brings its pages, its dashboard cards and its account menu entries. */
export const features: readonly Feature[] = [
  homeFeature,
  jobsFeature,
  employerFeature,
  accountsFeature,
  echoBoxFeature,
  testsFeature,
  certificatesFeature,
  ordersFeature,
  apiKeysFeature,
  analyticsFeature,
  testAdminFeature,
  termsFeature,
  contentFeature,
  collaboratorsFeature,
  resumesFeature,
  portfolioFeature,
];

/** The dashboard's cards, every feature's in their order. */
export const panelCards = inOrder(features.flatMap((feature) => feature.panelCards ?? []));

/** The account menu's entries, every feature's in their order. */
export const accountMenuEntries = inOrder(features.flatMap((feature) => feature.accountMenu ?? []));

function panelRoutes(locale: Locale): RouteObject[] {
  return [
    queryRoute<PanelHomePageQuery>(locale, {
      index: true,
      signedIn: true,
      query: () => import('./__generated__/PanelHomePageQuery.graphql'),
      // The dashboard's words are in the panel's catalogue, so the site's first load does not carry them.
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./app/PanelHomePage').then(
            ({ PanelHomePage }) =>
              function PanelHome() {
                return <PanelHomePage cards={panelCards} />;
              },
          ),
        ),
    }),
    ...features.flatMap((feature) => feature.panelPages?.(locale) ?? []),
  ];
}

function panelRoute(locale: Locale): RouteObject {
  return { path: 'panel', element: <PanelPages />, children: panelRoutes(locale) };
}

function pageRoutes(locale: Locale, withPanel: boolean): RouteObject[] {
  return [
    ...features.flatMap((feature) => feature.pages?.(locale) ?? []),
    ...(withPanel ? [panelRoute(locale)] : []),
    { path: 'error410', element: <ErrorPage kind="gone" /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** The id of the route that holds a language's pages, where the browser adds its signed-in area when first visited. */
const pagesRouteId = (locale: Locale) => `pages-${locale}`;

function localeRoute(locale: Locale, withPanel = true): RouteObject {
  return {
    path: `/${locale}`,
    loader: async (): Promise<LocaleLoaderData> => {
      persistLocale(locale);
      const [messages] = await Promise.all([loadMessages(locale), prepareIntl(locale)]);
      return { messages };
    },
    // The catalogue does not change within a language, so navigations inside it skip this loader.
    shouldRevalidate: () => false,
    element: <LocaleShell locale={locale} />,
    errorElement: <RootErrorPage />,
    children: [
      {
        element: <AppLayout accountMenu={accountMenuEntries} />,
        ...perIdentity((args): AppLayoutLoaderData => ({
          accountRef: hasSession()
            ? preloadQuery<AccountMenuQueryType>(environmentOf(args), AccountMenuQuery, {}, locale)
            : null,
        })),
        children: [
          {
            id: pagesRouteId(locale),
            errorElement: <RouteErrorPage />,
            children: pageRoutes(locale, withPanel),
          },
        ],
      },
    ],
  };
}

function redirectToStoredLocale({ request }: LoaderFunctionArgs) {
  return redirect(prefixedPath(new URL(request.url), readStoredLocale()));
}

function rootRoute(locales: readonly Locale[], withPanel = true): RouteObject {
  return {
    id: 'root',
    path: '/',
    HydrateFallback: () => (
      <RoutedDocument>
        <InitialLoading />
      </RoutedDocument>
    ),
    errorElement: (
      <RoutedDocument>
        <RootErrorPage />
      </RoutedDocument>
    ),
    ...perIdentity((args): RelayRootLoaderData => ({ environment: environmentOf(args) })),
    element: (
      <RoutedDocument>
        <RelayRoot />
      </RoutedDocument>
    ),
    children: [
      { index: true, loader: redirectToStoredLocale },
      ...locales.map((locale) => localeRoute(locale, withPanel)),
      { path: '*', loader: redirectToStoredLocale },
    ],
  };
}

/**
 * Every page in every language: the server renders from these. Marked pure, so that the browser's bundle, which
 * starts from `browserRoutes` and never reads this, does not build every language's routes while its modules run.
 */
export const routes: RouteObject[] = [/* @__PURE__ */ rootRoute(LOCALES)];

/**
 * A route whose loader and code (and its children's) each start in a task of their own. React Router calls every
 * matched route's loader and `lazy` at once, in the task that starts the navigation; each of them asks for its
 * modules (Vite's preloading adds a link for every module one needs), which together made the page's start one long
 * task. Apart, each is short, and the browser answers input between them.
 */
export function inTasksOfTheirOwn(route: RouteObject): RouteObject {
  const { lazy, loader, children } = route;
  const parts: Partial<RouteObject> = {};
  if (typeof lazy === 'function')
    parts.lazy = async () => {
      await yieldToBrowser();
      return lazy();
    };
  if (typeof loader === 'function')
    parts.loader = async (args, context) => {
      await yieldToBrowser();
      return loader(args, context);
    };
  if (children) parts.children = children.map(inTasksOfTheirOwn);
  return { ...route, ...parts } as RouteObject;
}

/** A page of a language's signed-in area (`/fa/panel`, `/fa/panel/orders`; React Router's matching ignores case). */
const panelPath = /^\/(?:fa|en|az)\/panel(?:\/|$)/i;

/**
 * The browser's routes start with the page's language alone, and without its signed-in area: React Router converts,
 * ranks and matches against every route it is given while the page starts, each language has all of them, and the
 * signed-in area is more than half of a language's routes. Another language's routes, and a language's signed-in
 * area, are added the first time a navigation leads there (React Router's route discovery, which it asks for any
 * address that matches nothing or only a catch-all).
 */
export function browserRoutes(locale: Locale): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const languages = new Set<Locale>([locale]);
  const panels = new Set<Locale>();
  return {
    routes: [inTasksOfTheirOwn(rootRoute([locale], false))],
    patchRoutesOnNavigation: ({ path, patch }) => {
      const wanted = localeFromPath(path);
      if (!wanted) return;
      if (!languages.has(wanted)) {
        languages.add(wanted);
        patch('root', [inTasksOfTheirOwn(localeRoute(wanted, false))]);
      }
      if (panelPath.test(path) && !panels.has(wanted)) {
        panels.add(wanted);
        patch(pagesRouteId(wanted), [inTasksOfTheirOwn(panelRoute(wanted))]);
      }
    },
  };
}
