import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import ApiKeysPageQuery, {
  type ApiKeysPageQuery as ApiKeysPageQueryType,
} from './__generated__/ApiKeysPageQuery.graphql';
import AccountMenuQuery, {
  type AccountMenuQuery as AccountMenuQueryType,
} from './__generated__/AccountMenuQuery.graphql';
import HomePageQuery, {
  type HomePageQuery as HomePageQueryType,
} from './__generated__/HomePageQuery.graphql';
import ConversationPageQuery, {
  type ConversationPageQuery as ConversationPageQueryType,
} from './__generated__/ConversationPageQuery.graphql';
import EchoBoxPageQuery, {
  type EchoBoxPageQuery as EchoBoxPageQueryType,
} from './__generated__/EchoBoxPageQuery.graphql';
import MessageReportsPageQuery, {
  type MessageReportsPageQuery as MessageReportsPageQueryType,
} from './__generated__/MessageReportsPageQuery.graphql';
import NewConversationPageQuery, {
  type NewConversationPageQuery as NewConversationPageQueryType,
} from './__generated__/NewConversationPageQuery.graphql';
import CreateJobPageQuery, {
  type CreateJobPageQuery as CreateJobPageQueryType,
} from './__generated__/CreateJobPageQuery.graphql';
import EditJobPageQuery, {
  type EditJobPageQuery as EditJobPageQueryType,
} from './__generated__/EditJobPageQuery.graphql';
import JobApplicationsPageQuery, {
  type JobApplicationsPageQuery as JobApplicationsPageQueryType,
} from './__generated__/JobApplicationsPageQuery.graphql';
import MyJobsPageQuery, {
  type MyJobsPageQuery as MyJobsPageQueryType,
} from './__generated__/MyJobsPageQuery.graphql';
import MyApplicationsPageQuery, {
  type MyApplicationsPageQuery as MyApplicationsPageQueryType,
} from './__generated__/MyApplicationsPageQuery.graphql';
import JobPageQuery, { type JobPageQuery as JobPageQueryType } from './__generated__/JobPageQuery.graphql';
import JobsPageQuery, {
  type JobsPageQuery as JobsPageQueryType,
} from './__generated__/JobsPageQuery.graphql';
import LoginPageQuery, {
  type LoginPageQuery as LoginPageQueryType,
} from './__generated__/LoginPageQuery.graphql';
import PanelHomePageQuery, {
  type PanelHomePageQuery as PanelHomePageQueryType,
} from './__generated__/PanelHomePageQuery.graphql';
import ProfilePageQuery, {
  type ProfilePageQuery as ProfilePageQueryType,
} from './__generated__/ProfilePageQuery.graphql';
import { AppLayout, type AppLayoutLoaderData } from './app/AppLayout';
import { ErrorPage } from './app/ErrorPage';
import { LocaleShell, type LocaleLoaderData } from './app/LocaleShell';
import { LOCALES, persistLocale, prefixedPath, readStoredLocale, type Locale } from './app/locale';
import { NotFoundPage } from './app/NotFoundPage';
import { RootErrorPage } from './app/RootErrorPage';
import { RelayRoot, type RelayRootLoaderData } from './app/RelayRoot';
import { RouteErrorPage } from './app/RouteErrorPage';
import { ComingSoonPage, type ComingSoonPageKey } from './features/comingSoon/ComingSoonPage';
import { loginPath } from './features/accounts/redirect';
import { viewerIsPartner } from './features/apiKeys/partner';
import { hasSession } from './features/accounts/session';
import { newConversationVariables } from './features/echoBox/paths';
import { viewerIsAdmin } from './features/echoBox/viewerIsAdmin';
import { readStatusFilter } from './features/employer/applicationFilter';
import { viewerIsEmployer } from './features/employer/viewerIsEmployer';
import { jobSearchVariables, readJobSearch } from './features/jobs/jobSearch';
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
  ['talent-test', 'talentTest'],
  ['talent-test/details/:slug', 'talentTestDetails'],
  ['about/config/:lang', 'aboutConfig'],
];

/** Login-area sections not built yet: they still need a session. */
const PANEL_COMING_SOON: [path: string, page: ComingSoonPageKey][] = [
  ['tests', 'myTests'],
  ['tests/session/:sessionToken', 'testSession'],
  ['tests/results/:sessionToken', 'testResults'],
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

function panelRoutes(locale: Locale): RouteObject[] {
  return [
    {
      index: true,
      ...perIdentity(({ request }) => {
        requireSession(locale, request);
        return {
          queryRef: preloadQuery<PanelHomePageQueryType>(
            currentEnvironment(),
            PanelHomePageQuery,
            {},
            locale,
          ),
        };
      }),
      lazy: async () => ({ Component: (await import('./features/accounts/PanelHomePage')).PanelHomePage }),
    },
    {
      path: 'profile',
      ...perIdentity(({ request }) => {
        requireSession(locale, request);
        return {
          queryRef: preloadQuery<ProfilePageQueryType>(currentEnvironment(), ProfilePageQuery, {}, locale),
        };
      }),
      lazy: async () => ({ Component: (await import('./features/accounts/ProfilePage')).ProfilePage }),
    },
    {
      path: 'api-keys',
      ...perIdentity(async ({ request }) => {
        requireSession(locale, request);
        const partner = await viewerIsPartner(currentEnvironment(), locale);
        return {
          queryRef: preloadQuery<ApiKeysPageQueryType>(
            currentEnvironment(),
            ApiKeysPageQuery,
            { partner },
            locale,
            'store-and-network',
          ),
        };
      }),
      lazy: async () => ({ Component: (await import('./features/apiKeys/ApiKeysPage')).ApiKeysPage }),
    },
    {
      path: 'jobs/my-applications',
      ...perIdentity(({ request }) => {
        requireSession(locale, request);
        return {
          queryRef: preloadQuery<MyApplicationsPageQueryType>(
            currentEnvironment(),
            MyApplicationsPageQuery,
            {},
            locale,
          ),
        };
      }),
      lazy: async () => ({
        Component: (await import('./features/jobs/MyApplicationsPage')).MyApplicationsPage,
      }),
    },
    {
      path: 'jobs',
      ...perIdentity(async ({ request }) => {
        requireSession(locale, request);
        const employer = await viewerIsEmployer(currentEnvironment(), locale);
        return {
          queryRef: preloadQuery<MyJobsPageQueryType>(
            currentEnvironment(),
            MyJobsPageQuery,
            { employer },
            locale,
            'store-and-network',
          ),
        };
      }),
      lazy: async () => ({ Component: (await import('./features/employer/MyJobsPage')).MyJobsPage }),
    },
    {
      path: 'jobs/create',
      ...perIdentity(({ request }) => {
        requireSession(locale, request);
        return {
          queryRef: preloadQuery<CreateJobPageQueryType>(
            currentEnvironment(),
            CreateJobPageQuery,
            {},
            locale,
          ),
        };
      }),
      lazy: async () => ({ Component: (await import('./features/employer/JobEditorPages')).CreateJobPage }),
    },
    {
      path: 'jobs/:slug/edit',
      ...perIdentity(({ request, params }) => {
        requireSession(locale, request);
        return {
          queryRef: preloadQuery<EditJobPageQueryType>(
            currentEnvironment(),
            EditJobPageQuery,
            { slug: params.slug ?? '' },
            locale,
            'store-and-network',
          ),
        };
      }),
      lazy: async () => ({ Component: (await import('./features/employer/JobEditorPages')).EditJobPage }),
    },
    {
      path: 'jobs/:slug/applications',
      ...perIdentity(({ request, params }) => {
        requireSession(locale, request);
        const status = readStatusFilter(new URL(request.url).searchParams);
        return {
          queryRef: preloadQuery<JobApplicationsPageQueryType>(
            currentEnvironment(),
            JobApplicationsPageQuery,
            { slug: params.slug ?? '', statuses: status ? [status] : null },
            locale,
            'store-and-network',
          ),
        };
      }),
      lazy: async () => ({
        Component: (await import('./features/employer/JobApplicationsPage')).JobApplicationsPage,
      }),
    },
    {
      path: 'echoBox',
      ...perIdentity(({ request }) => {
        requireSession(locale, request);
        return {
          queryRef: preloadQuery<EchoBoxPageQueryType>(
            currentEnvironment(),
            EchoBoxPageQuery,
            {},
            locale,
            'store-and-network',
          ),
        };
      }),
      lazy: async () => ({ Component: (await import('./features/echoBox/EchoBoxPage')).EchoBoxPage }),
    },
    {
      path: 'echoBox/new',
      ...perIdentity(({ request }) => {
        requireSession(locale, request);
        return {
          queryRef: preloadQuery<NewConversationPageQueryType>(
            currentEnvironment(),
            NewConversationPageQuery,
            newConversationVariables(new URL(request.url).searchParams),
            locale,
          ),
        };
      }),
      lazy: async () => ({
        Component: (await import('./features/echoBox/NewConversationPage')).NewConversationPage,
      }),
    },
    {
      path: 'echoBox/reports',
      ...perIdentity(async ({ request }) => {
        requireSession(locale, request);
        const admin = await viewerIsAdmin(currentEnvironment(), locale);
        return {
          queryRef: preloadQuery<MessageReportsPageQueryType>(
            currentEnvironment(),
            MessageReportsPageQuery,
            { admin },
            locale,
            'store-and-network',
          ),
        };
      }),
      lazy: async () => ({
        Component: (await import('./features/echoBox/MessageReportsPage')).MessageReportsPage,
      }),
    },
    {
      path: 'echoBox/:conversationId',
      ...perIdentity(({ request, params }) => {
        requireSession(locale, request);
        return {
          queryRef: preloadQuery<ConversationPageQueryType>(
            currentEnvironment(),
            ConversationPageQuery,
            { id: params.conversationId ?? '' },
            locale,
            'store-and-network',
          ),
        };
      }),
      lazy: async () => ({
        Component: (await import('./features/echoBox/ConversationPage')).ConversationPage,
      }),
    },
    ...PANEL_COMING_SOON.map(([path, page]) => ({
      path,
      loader: ({ request }: LoaderFunctionArgs) => {
        requireSession(locale, request);
        return null;
      },
      element: <ComingSoonPage page={page} />,
    })),
  ];
}

function pageRoutes(locale: Locale): RouteObject[] {
  return [
    {
      index: true,
      ...perIdentity(() => ({
        queryRef: preloadQuery<HomePageQueryType>(currentEnvironment(), HomePageQuery, {}, locale),
      })),
      lazy: async () => ({ Component: (await import('./features/home/HomePage')).HomePage }),
    },
    {
      path: 'jobs',
      ...perIdentity(({ request }) => ({
        queryRef: preloadQuery<JobsPageQueryType>(
          currentEnvironment(),
          JobsPageQuery,
          jobSearchVariables(readJobSearch(new URL(request.url).searchParams)),
          locale,
        ),
      })),
      lazy: async () => ({ Component: (await import('./features/jobs/JobsPage')).JobsPage }),
    },
    {
      path: 'jobs/:slug',
      ...perIdentity(({ params }) => ({
        queryRef: preloadQuery<JobPageQueryType>(
          currentEnvironment(),
          JobPageQuery,
          { slug: params.slug ?? '' },
          locale,
        ),
      })),
      lazy: async () => ({ Component: (await import('./features/jobs/JobPage')).JobPage }),
    },
    {
      path: 'login',
      ...perIdentity(() => ({
        queryRef: preloadQuery<LoginPageQueryType>(currentEnvironment(), LoginPageQuery, {}, locale),
      })),
      lazy: async () => ({ Component: (await import('./features/accounts/LoginPage')).LoginPage }),
    },
    { path: 'panel', children: panelRoutes(locale) },
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

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: InitialLoading,
    errorElement: <RootErrorPage />,
    ...perIdentity((): RelayRootLoaderData => ({ environment: currentEnvironment() })),
    element: <RelayRoot />,
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
