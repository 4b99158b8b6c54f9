import type { ComponentType } from 'react';
import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
  useParams,
} from 'react-router';
import type { ConcreteRequest, OperationType, VariablesOf } from 'relay-runtime';
import type { AnalyticsPageQuery as AnalyticsPageQueryType } from './__generated__/AnalyticsPageQuery.graphql';
import type { ApiKeysPageQuery as ApiKeysPageQueryType } from './__generated__/ApiKeysPageQuery.graphql';
import AccountMenuQuery, {
  type AccountMenuQuery as AccountMenuQueryType,
} from './__generated__/AccountMenuQuery.graphql';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql';
import type { ConversationPageQuery as ConversationPageQueryType } from './__generated__/ConversationPageQuery.graphql';
import type { EchoBoxPageQuery as EchoBoxPageQueryType } from './__generated__/EchoBoxPageQuery.graphql';
import type { MessageReportsPageQuery as MessageReportsPageQueryType } from './__generated__/MessageReportsPageQuery.graphql';
import type { NewConversationPageQuery as NewConversationPageQueryType } from './__generated__/NewConversationPageQuery.graphql';
import type { CreateJobPageQuery as CreateJobPageQueryType } from './__generated__/CreateJobPageQuery.graphql';
import type { EditJobPageQuery as EditJobPageQueryType } from './__generated__/EditJobPageQuery.graphql';
import type { JobApplicationsPageQuery as JobApplicationsPageQueryType } from './__generated__/JobApplicationsPageQuery.graphql';
import type { MyJobsPageQuery as MyJobsPageQueryType } from './__generated__/MyJobsPageQuery.graphql';
import type { MyApplicationsPageQuery as MyApplicationsPageQueryType } from './__generated__/MyApplicationsPageQuery.graphql';
import type { JobPageQuery as JobPageQueryType } from './__generated__/JobPageQuery.graphql';
import type { JobsPageQuery as JobsPageQueryType } from './__generated__/JobsPageQuery.graphql';
import type { LoginPageQuery as LoginPageQueryType } from './__generated__/LoginPageQuery.graphql';
import type { PanelHomePageQuery as PanelHomePageQueryType } from './__generated__/PanelHomePageQuery.graphql';
import type { ProfilePageQuery as ProfilePageQueryType } from './__generated__/ProfilePageQuery.graphql';
import type { CertificatePageQuery as CertificatePageQueryType } from './__generated__/CertificatePageQuery.graphql';
import type { MyTestsPageQuery as MyTestsPageQueryType } from './__generated__/MyTestsPageQuery.graphql';
import type { TalentTestsPageQuery as TalentTestsPageQueryType } from './__generated__/TalentTestsPageQuery.graphql';
import type { TestResultsPageQuery as TestResultsPageQueryType } from './__generated__/TestResultsPageQuery.graphql';
import type { OrderPageQuery as OrderPageQueryType } from './__generated__/OrderPageQuery.graphql';
import type { OrdersPageQuery as OrdersPageQueryType } from './__generated__/OrdersPageQuery.graphql';
import type { TestSessionPageQuery as TestSessionPageQueryType } from './__generated__/TestSessionPageQuery.graphql';
import type { TestDetailsPageQuery as TestDetailsPageQueryType } from './__generated__/TestDetailsPageQuery.graphql';
import { AppLayout, type AppLayoutLoaderData } from './app/AppLayout';
import { RoutedDocument } from './app/Document';
import { InitialLoading } from './app/InitialLoading';
import { ErrorPage } from './app/ErrorPage';
import { LocaleShell, type LocaleLoaderData } from './app/LocaleShell';
import {
  isLocale,
  localeFromPath,
  LOCALES,
  persistLocale,
  prefixedPath,
  readStoredLocale,
  type Locale,
} from './app/locale';
import { NotFoundPage } from './app/NotFoundPage';
import { RootErrorPage } from './app/RootErrorPage';
import { RelayRoot, type RelayRootLoaderData } from './app/RelayRoot';
import { RouteErrorPage } from './app/RouteErrorPage';
import { withAriaProviders } from './app/withAriaProviders';
import type { ComingSoonPageKey } from './features/comingSoon/ComingSoonPage';
import { loginPath } from './shared/accounts/redirect';
import { viewerIsPartner } from './features/apiKeys/partner';
import { hasSession } from './features/accounts/session';
import { loadMessages } from './i18n/messages';
import { prepareIntl } from './i18n/polyfills';
import { currentEnvironment, identityVersion } from './relay/environment';
import { preloadQuery } from './relay/preload';

/** Sections that are linked from the navigation but not built yet. */
const COMING_SOON: [path: string, page: ComingSoonPageKey][] = [
  ['about', 'about'],
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
  ['about/config/:lang', 'aboutConfig'],
];

/**
 * Gives a route's loader another run after a sign-in or sign-out, so its preloaded query is not kept from the
 * previous identity's environment.
 */
function perIdentity(loader: LoaderFunction): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  let loadedFor = -1;
  const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
    defaultShouldRevalidate || loadedFor !== identityVersion();
  return {
    loader: (args, context) => {
      loadedFor = identityVersion();
      return loader(args, context);
    },
    shouldRevalidate,
  };
}

/** The login area: a visitor is sent to the login page before any of its queries runs, and comes back after. */
function requireSession(locale: Locale, request: Request): void {
  if (hasSession()) return;
  const url = new URL(request.url);
  throw redirect(loginPath(locale, `${url.pathname}${url.search}`));
}

interface QueryRoute<Q extends OperationType> {
  path?: string;
  index?: true;
  /** The page's query artifact: fetched with the page's code, and its request started before that code runs. */
  query: () => Promise<{ default: ConcreteRequest }>;
  variables?: (args: LoaderFunctionArgs) => VariablesOf<Q> | Promise<VariablesOf<Q>>;
  /** `store-and-network` for pages whose data other pages change. */
  fetchPolicy?: 'store-and-network';
  /** The login area: a visitor is sent to the login page before the query runs (unless this says otherwise). */
  signedIn?: true | ((args: LoaderFunctionArgs) => boolean);
  page: () => Promise<ComponentType>;
  /**
   * `false` for a page built without react-aria's components: it loads without their providers (and so without
   * react-aria). Other pages get the providers, loaded alongside their code.
   */
  aria?: false;
  /** The page's own words when its query fails; otherwise the general error page. */
  errorPage?: () => Promise<ComponentType>;
}

/** A page whose loader starts its query (as `queryRef`) while its code loads. */
function queryRoute<Q extends OperationType>(locale: Locale, route: QueryRoute<Q>): RouteObject {
  const { path, index, query, variables, fetchPolicy, signedIn, page, aria, errorPage } = route;
  return {
    ...(index ? { index } : { path }),
    ...perIdentity(async (args) => {
      if (signedIn === true || signedIn?.(args)) requireSession(locale, args.request);
      const [artifact, values] = await Promise.all([
        query(),
        variables ? variables(args) : ({} as VariablesOf<Q>),
      ]);
      return {
        queryRef: preloadQuery<Q>(currentEnvironment(), artifact.default, values, locale, fetchPolicy),
      };
    }),
    lazy: async () => {
      const [Component, ErrorBoundary] = await Promise.all([
        aria === false ? page() : withAriaProviders(page()),
        errorPage?.(),
      ]);
      return ErrorBoundary ? { Component, ErrorBoundary } : { Component };
    },
  };
}

const searchParams = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/** Whether the viewer is an admin, for the pages that show admins more (their helpers load with those pages). */
const isAdmin = async (locale: Locale) =>
  (await import('./shared/accounts/viewerIsAdmin')).viewerIsAdmin(currentEnvironment(), locale);

/** A page of the signed-in area whose words are in the panel's catalogue (employers', partners' and admins' tools). */
const panelPage = async (locale: Locale, page: Promise<ComponentType>) =>
  (await import('./app/withSectionMessages')).withSectionMessages(locale, 'panel', page);

/** A talent-test page, with the tests' own catalogue. */
const testsPage = async (locale: Locale, page: Promise<ComponentType>) =>
  (await import('./app/withSectionMessages')).withSectionMessages(locale, 'tests', page);

function panelRoutes(locale: Locale): RouteObject[] {
  return [
    queryRoute<PanelHomePageQueryType>(locale, {
      index: true,
      signedIn: true,
      query: () => import('./__generated__/PanelHomePageQuery.graphql'),
      // The dashboard's words are in the panel's catalogue, so the site's first load does not carry them.
      page: () =>
        panelPage(
          locale,
          import('./app/PanelHomePage').then((m) => m.PanelHomePage),
        ),
    }),
    queryRoute<ProfilePageQueryType>(locale, {
      path: 'profile',
      signedIn: true,
      query: () => import('./__generated__/ProfilePageQuery.graphql'),
      page: async () => (await import('./features/accounts/ProfilePage')).ProfilePage,
    }),
    queryRoute<ApiKeysPageQueryType>(locale, {
      path: 'api-keys',
      signedIn: true,
      query: () => import('./__generated__/ApiKeysPageQuery.graphql'),
      variables: async () => ({ partner: await viewerIsPartner(currentEnvironment(), locale) }),
      fetchPolicy: 'store-and-network',
      page: () =>
        panelPage(
          locale,
          import('./features/apiKeys/ApiKeysPage').then((m) => m.ApiKeysPage),
        ),
    }),
    queryRoute<MyApplicationsPageQueryType>(locale, {
      path: 'jobs/my-applications',
      signedIn: true,
      query: () => import('./__generated__/MyApplicationsPageQuery.graphql'),
      page: async () => (await import('./features/jobs/MyApplicationsPage')).MyApplicationsPage,
    }),
    queryRoute<MyJobsPageQueryType>(locale, {
      path: 'jobs',
      signedIn: true,
      query: () => import('./__generated__/MyJobsPageQuery.graphql'),
      variables: async () => {
        const { viewerIsEmployer } = await import('./features/employer/viewerIsEmployer');
        return { employer: await viewerIsEmployer(currentEnvironment(), locale) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        panelPage(
          locale,
          import('./features/employer/MyJobsPage').then((m) => m.MyJobsPage),
        ),
    }),
    queryRoute<CreateJobPageQueryType>(locale, {
      path: 'jobs/create',
      signedIn: true,
      query: () => import('./__generated__/CreateJobPageQuery.graphql'),
      page: () =>
        panelPage(
          locale,
          import('./features/employer/JobEditorPages').then((m) => m.CreateJobPage),
        ),
    }),
    queryRoute<EditJobPageQueryType>(locale, {
      path: 'jobs/:slug/edit',
      signedIn: true,
      query: () => import('./__generated__/EditJobPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      fetchPolicy: 'store-and-network',
      page: () =>
        panelPage(
          locale,
          import('./features/employer/JobEditorPages').then((m) => m.EditJobPage),
        ),
    }),
    queryRoute<JobApplicationsPageQueryType>(locale, {
      path: 'jobs/:slug/applications',
      signedIn: true,
      query: () => import('./__generated__/JobApplicationsPageQuery.graphql'),
      variables: async (args) => {
        const { readStatusFilter } = await import('./features/employer/applicationFilter');
        const status = readStatusFilter(searchParams(args));
        return { slug: args.params.slug ?? '', statuses: status ? [status] : null };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        panelPage(
          locale,
          import('./features/employer/JobApplicationsPage').then((m) => m.JobApplicationsPage),
        ),
    }),
    queryRoute<EchoBoxPageQueryType>(locale, {
      path: 'echoBox',
      signedIn: true,
      query: () => import('./__generated__/EchoBoxPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: async () => (await import('./features/echoBox/EchoBoxPage')).EchoBoxPage,
    }),
    queryRoute<NewConversationPageQueryType>(locale, {
      path: 'echoBox/new',
      signedIn: true,
      query: () => import('./__generated__/NewConversationPageQuery.graphql'),
      variables: async (args) =>
        (await import('./shared/echoBox/paths')).newConversationVariables(searchParams(args)),
      page: async () => (await import('./features/echoBox/NewConversationPage')).NewConversationPage,
    }),
    queryRoute<MessageReportsPageQueryType>(locale, {
      path: 'echoBox/reports',
      signedIn: true,
      query: () => import('./__generated__/MessageReportsPageQuery.graphql'),
      variables: async () => ({ admin: await isAdmin(locale) }),
      fetchPolicy: 'store-and-network',
      page: async () => (await import('./features/echoBox/MessageReportsPage')).MessageReportsPage,
    }),
    queryRoute<AnalyticsPageQueryType>(locale, {
      path: 'analytics',
      signedIn: true,
      query: () => import('./__generated__/AnalyticsPageQuery.graphql'),
      variables: async (args) => {
        const { analyticsRange, readRangeDays } = await import('./features/analytics/analyticsRange');
        return { admin: await isAdmin(locale), ...analyticsRange(readRangeDays(searchParams(args))) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        panelPage(
          locale,
          import('./features/analytics/AnalyticsPage').then((m) => m.AnalyticsPage),
        ),
    }),
    queryRoute<ConversationPageQueryType>(locale, {
      path: 'echoBox/:conversationId',
      signedIn: true,
      query: () => import('./__generated__/ConversationPageQuery.graphql'),
      variables: ({ params }) => ({ id: params.conversationId ?? '' }),
      fetchPolicy: 'store-and-network',
      page: async () => (await import('./features/echoBox/ConversationPage')).ConversationPage,
    }),
    queryRoute<MyTestsPageQueryType>(locale, {
      path: 'tests',
      signedIn: true,
      query: () => import('./__generated__/MyTestsPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./features/tests/MyTestsPage').then((m) => m.MyTestsPage),
        ),
      aria: false,
    }),
    queryRoute<TestSessionPageQueryType>(locale, {
      path: 'tests/session/:sessionToken',
      signedIn: true,
      query: () => import('./__generated__/TestSessionPageQuery.graphql'),
      variables: ({ params }) => ({ token: params.sessionToken ?? '' }),
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./features/tests/TestSessionPage').then((m) => m.TestSessionPage),
        ),
    }),
    queryRoute<TestResultsPageQueryType>(locale, {
      path: 'tests/results/:sessionToken',
      // The report printer opens the page with a key of its own instead of a sign-in.
      signedIn: (args) => !searchParams(args).has('key'),
      query: () => import('./__generated__/TestResultsPageQuery.graphql'),
      variables: (args) => ({
        token: args.params.sessionToken ?? '',
        reportKey: searchParams(args).get('key'),
      }),
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./features/tests/TestResultsPage').then((m) => m.TestResultsPage),
        ),
      aria: false,
    }),
    // Orders and receipts; their words are in the tests' catalogue, as tests are what is sold today.
    queryRoute<OrdersPageQueryType>(locale, {
      path: 'orders',
      signedIn: true,
      query: () => import('./__generated__/OrdersPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./features/orders/OrdersPage').then((m) => m.OrdersPage),
        ),
      aria: false,
    }),
    queryRoute<OrderPageQueryType>(locale, {
      path: 'orders/:orderNumber',
      signedIn: true,
      query: () => import('./__generated__/OrderPageQuery.graphql'),
      variables: async ({ params }) => ({
        number: /^\d{1,18}$/.test(params.orderNumber ?? '') ? params.orderNumber! : '0',
        admin: await isAdmin(locale),
      }),
      // The payment gateway sends the buyer here: the order as it is now.
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./features/orders/OrderPage').then((m) => m.OrderPage),
        ),
    }),
  ];
}

function pageRoutes(locale: Locale): RouteObject[] {
  return [
    queryRoute<HomePageQueryType>(locale, {
      index: true,
      query: () => import('./__generated__/HomePageQuery.graphql'),
      page: async () => (await import('./features/home/HomePage')).HomePage,
      aria: false,
    }),
    queryRoute<JobsPageQueryType>(locale, {
      path: 'jobs',
      query: () => import('./__generated__/JobsPageQuery.graphql'),
      variables: async (args) => {
        const { jobSearchVariables, readJobSearch } = await import('./features/jobs/jobSearch');
        return jobSearchVariables(readJobSearch(searchParams(args)));
      },
      page: async () => (await import('./features/jobs/JobsPage')).JobsPage,
      aria: false,
    }),
    queryRoute<JobPageQueryType>(locale, {
      path: 'jobs/:slug',
      query: () => import('./__generated__/JobPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      page: async () => (await import('./features/jobs/JobPage')).JobPage,
      aria: false,
    }),
    queryRoute<TalentTestsPageQueryType>(locale, {
      path: 'talent-test',
      query: () => import('./__generated__/TalentTestsPageQuery.graphql'),
      variables: async (args) => {
        const { readTestFilters, testListVariables } = await import('./features/tests/testFilters');
        return testListVariables(readTestFilters(searchParams(args)));
      },
      page: () =>
        testsPage(
          locale,
          import('./features/tests/TalentTestsPage').then((m) => m.TalentTestsPage),
        ),
      // §8: the list's own words for a load failure.
      errorPage: () =>
        testsPage(
          locale,
          import('./features/tests/TalentTestsPage').then((m) => m.TalentTestsLoadError),
        ),
      aria: false,
    }),
    queryRoute<TestDetailsPageQueryType>(locale, {
      path: 'talent-test/details/:slug',
      query: () => import('./__generated__/TestDetailsPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      page: () =>
        testsPage(
          locale,
          import('./features/tests/TestDetailsPage').then((m) => m.TestDetailsPage),
        ),
      aria: false,
    }),
    queryRoute<CertificatePageQueryType>(locale, {
      path: 'certificates/:code',
      query: () => import('./__generated__/CertificatePageQuery.graphql'),
      variables: ({ params }) => ({ code: params.code ?? '' }),
      page: () =>
        testsPage(
          locale,
          import('./features/tests/CertificatePage').then((m) => m.CertificatePage),
        ),
      aria: false,
    }),
    queryRoute<LoginPageQueryType>(locale, {
      path: 'login',
      query: () => import('./__generated__/LoginPageQuery.graphql'),
      page: async () => (await import('./features/accounts/LoginPage')).LoginPage,
      aria: false,
    }),
    { path: 'panel', children: panelRoutes(locale) },
    { path: 'error410', element: <ErrorPage kind="gone" /> },
    ...COMING_SOON.map(([path, page]) => ({
      path,
      lazy: async () => {
        const { ComingSoonPage } = await import('./features/comingSoon/ComingSoonPage');
        return {
          Component: path.endsWith(':lang')
            ? () => <LanguagePage page={page} ComingSoonPage={ComingSoonPage} />
            : () => <ComingSoonPage page={page} />,
        };
      },
    })),
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
        ...perIdentity((): AppLayoutLoaderData => ({
          accountRef: hasSession()
            ? preloadQuery<AccountMenuQueryType>(currentEnvironment(), AccountMenuQuery, {}, locale)
            : null,
        })),
        children: [{ errorElement: <RouteErrorPage />, children: pageRoutes(locale) }],
      },
    ],
  };
}

function redirectToStoredLocale({ request }: LoaderFunctionArgs) {
  return redirect(prefixedPath(new URL(request.url), readStoredLocale()));
}

function rootRoute(locales: readonly Locale[]): RouteObject {
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
    ...perIdentity((): RelayRootLoaderData => ({ environment: currentEnvironment() })),
    element: (
      <RoutedDocument>
        <RelayRoot />
      </RoutedDocument>
    ),
    children: [
      { index: true, loader: redirectToStoredLocale },
      ...locales.map(localeRoute),
      { path: '*', loader: redirectToStoredLocale },
    ],
  };
}

/** Every page in every language: the server renders from these. */
export const routes: RouteObject[] = [rootRoute(LOCALES)];

/**
 * The browser's routes start with the page's language alone: React Router converts and ranks every route it is
 * given while the page starts, and each language has all of them. Another language's routes are added the first
 * time a link leads there (React Router's route discovery).
 */
export function browserRoutes(locale: Locale): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const present = new Set<Locale>([locale]);
  return {
    routes: [rootRoute([locale])],
    patchRoutesOnNavigation: ({ path, patch }) => {
      const wanted = localeFromPath(path);
      if (!wanted || present.has(wanted)) return;
      present.add(wanted);
      patch('root', [localeRoute(wanted)]);
    },
  };
}

/** A page per language (`config/:lang`): another value names no page. */
function LanguagePage({
  page,
  ComingSoonPage,
}: {
  page: ComingSoonPageKey;
  ComingSoonPage: ComponentType<{ page: ComingSoonPageKey }>;
}) {
  const { lang } = useParams();
  return isLocale(lang) ? <ComingSoonPage page={page} /> : <NotFoundPage />;
}
