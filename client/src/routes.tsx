import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import HomePageQuery, {
  type HomePageQuery as HomePageQueryType,
} from './__generated__/HomePageQuery.graphql';
import JobPageQuery, { type JobPageQuery as JobPageQueryType } from './__generated__/JobPageQuery.graphql';
import JobsPageQuery, {
  type JobsPageQuery as JobsPageQueryType,
} from './__generated__/JobsPageQuery.graphql';
import { AppLayout } from './app/AppLayout';
import { ErrorPage } from './app/ErrorPage';
import { LocaleShell, type LocaleLoaderData } from './app/LocaleShell';
import { LOCALES, persistLocale, prefixedPath, readStoredLocale, type Locale } from './app/locale';
import { NotFoundPage } from './app/NotFoundPage';
import { RootErrorPage } from './app/RootErrorPage';
import { RouteErrorPage } from './app/RouteErrorPage';
import { ComingSoonPage, type ComingSoonPageKey } from './features/comingSoon/ComingSoonPage';
import { jobFilterVariables, readJobFilter } from './features/jobs/jobFilter';
import { loadMessages } from './i18n/messages';
import { prepareIntl } from './i18n/polyfills';
import { environment } from './relay/environment';
import { preloadQuery } from './relay/preload';

/** Sections that are linked from the navigation but not built yet. */
const COMING_SOON: [path: string, page: ComingSoonPageKey][] = [
  ['about', 'about'],
  ['login', 'login'],
  ['terms', 'terms'],
  ['contact', 'contact'],
  ['services', 'services'],
  ['services/development/:slug', 'developmentService'],
  ['services/development/articles/:slug', 'article'],
  ['services/development/features/:slug', 'feature'],
  ['services/development/config/:lang', 'developmentConfig'],
  ['portfolio', 'portfolio'],
  ['portfolio/:slug', 'portfolioProject'],
  ['cooperation', 'cooperation'],
  ['collaborators', 'collaborators'],
  ['collaborators/:slug', 'collaborator'],
  ['talent-test', 'talentTest'],
  ['talent-test/details/:slug', 'talentTestDetails'],
  ['about/config/:lang', 'aboutConfig'],
  ['panel/jobs/create', 'createJob'],
  ['panel/jobs/my-applications', 'myApplications'],
  ['panel/tests', 'myTests'],
  ['panel/tests/session/:sessionToken', 'testSession'],
  ['panel/tests/results/:sessionToken', 'testResults'],
  ['panel/echoBox', 'echoBox'],
];

function pageRoutes(locale: Locale): RouteObject[] {
  return [
    {
      index: true,
      loader: () => ({ queryRef: preloadQuery<HomePageQueryType>(environment, HomePageQuery, {}, locale) }),
      lazy: async () => ({ Component: (await import('./features/home/HomePage')).HomePage }),
    },
    {
      path: 'jobs',
      loader: ({ request }: LoaderFunctionArgs) => ({
        queryRef: preloadQuery<JobsPageQueryType>(
          environment,
          JobsPageQuery,
          jobFilterVariables(readJobFilter(new URL(request.url).searchParams)),
          locale,
        ),
      }),
      lazy: async () => ({ Component: (await import('./features/jobs/JobsPage')).JobsPage }),
    },
    {
      path: 'jobs/:slug',
      loader: ({ params }: LoaderFunctionArgs) => ({
        queryRef: preloadQuery<JobPageQueryType>(
          environment,
          JobPageQuery,
          { slug: params.slug ?? '' },
          locale,
        ),
      }),
      lazy: async () => ({ Component: (await import('./features/jobs/JobPage')).JobPage }),
    },
    { path: 'error410', element: <ErrorPage kind="gone" /> },
    ...COMING_SOON.map(([path, page]) => ({ path, element: <ComingSoonPage page={page} /> })),
    { path: '*', element: <NotFoundPage /> },
  ];
}

function localeRoute(locale: Locale): RouteObject {
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
        element: <AppLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: pageRoutes(locale) }],
      },
    ],
  };
}

function redirectToStoredLocale({ request }: LoaderFunctionArgs) {
  return redirect(prefixedPath(new URL(request.url), readStoredLocale()));
}

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: InitialLoading,
    errorElement: <RootErrorPage />,
    children: [
      { index: true, loader: redirectToStoredLocale },
      ...LOCALES.map(localeRoute),
      { path: '*', loader: redirectToStoredLocale },
    ],
  },
];

/** Shown before the first language catalogue arrives, so it cannot contain any text. */
function InitialLoading() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-teal-100 border-t-teal-700" />
    </div>
  );
}
