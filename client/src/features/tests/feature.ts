import type { ComponentType } from 'react';
import type { CertificatePageQuery } from '../../__generated__/CertificatePageQuery.graphql';
import type { InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql';
import type { MyTestsPageQuery } from '../../__generated__/MyTestsPageQuery.graphql';
import type { TalentTestsPageQuery } from '../../__generated__/TalentTestsPageQuery.graphql';
import type { TestDetailsPageQuery } from '../../__generated__/TestDetailsPageQuery.graphql';
import type { TestResultsPageQuery } from '../../__generated__/TestResultsPageQuery.graphql';
import type { TestSessionPageQuery } from '../../__generated__/TestSessionPageQuery.graphql';
import type { Feature } from '../../app/feature';
import type { Locale } from '../../app/locale';
import { queryRoute, searchParams, sectionPage } from '../../app/routing';
import { testsNavigationMessages as messages } from './navigation.messages';

/** A talent-test page, with the tests' own catalogue. */
const testsPage = (locale: Locale, page: Promise<ComponentType>) => sectionPage(locale, 'tests', page);

export const testsFeature: Feature = {
  name: 'tests',
  pages: (locale) => [
    queryRoute<TalentTestsPageQuery>(locale, {
      path: 'talent-test',
      query: () => import('../../__generated__/TalentTestsPageQuery.graphql'),
      variables: async (args) => {
        const { readTestFilters, testListVariables } = await import('./testFilters');
        return testListVariables(readTestFilters(searchParams(args)));
      },
      page: () =>
        testsPage(
          locale,
          import('./TalentTestsPage').then((m) => m.TalentTestsPage),
        ),
      // §8: the list's own words for a load failure.
      errorPage: () =>
        testsPage(
          locale,
          import('./TalentTestsPage').then((m) => m.TalentTestsLoadError),
        ),
      aria: false,
    }),
    queryRoute<TestDetailsPageQuery>(locale, {
      path: 'talent-test/details/:slug',
      query: () => import('../../__generated__/TestDetailsPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      page: () =>
        testsPage(
          locale,
          import('./TestDetailsPage').then((m) => m.TestDetailsPage),
        ),
      aria: false,
    }),
    queryRoute<CertificatePageQuery>(locale, {
      path: 'certificates/:code',
      query: () => import('../../__generated__/CertificatePageQuery.graphql'),
      variables: ({ params }) => ({ code: params.code ?? '' }),
      page: () =>
        testsPage(
          locale,
          import('./CertificatePage').then((m) => m.CertificatePage),
        ),
      aria: false,
    }),
    queryRoute<InvitationPageQuery>(locale, {
      path: 'invitations/:token',
      query: () => import('../../__generated__/InvitationPageQuery.graphql'),
      variables: ({ params }) => ({ token: (params.token ?? '').slice(0, 64) }),
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./InvitationPage').then((m) => m.InvitationPage),
        ),
      aria: false,
    }),
  ],
  panelPages: (locale) => [
    queryRoute<MyTestsPageQuery>(locale, {
      path: 'tests',
      signedIn: true,
      query: () => import('../../__generated__/MyTestsPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./MyTestsPage').then((m) => m.MyTestsPage),
        ),
      aria: false,
    }),
    queryRoute<TestSessionPageQuery>(locale, {
      path: 'tests/session/:sessionToken',
      signedIn: true,
      query: () => import('../../__generated__/TestSessionPageQuery.graphql'),
      variables: ({ params }) => ({ token: params.sessionToken ?? '' }),
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./TestSessionPage').then((m) => m.TestSessionPage),
        ),
    }),
    queryRoute<TestResultsPageQuery>(locale, {
      path: 'tests/results/:sessionToken',
      // The report printer opens the page with a key of its own instead of a sign-in.
      signedIn: (args) => !searchParams(args).has('key'),
      query: () => import('../../__generated__/TestResultsPageQuery.graphql'),
      variables: (args) => ({
        token: args.params.sessionToken ?? '',
        reportKey: searchParams(args).get('key'),
      }),
      fetchPolicy: 'store-and-network',
      page: () =>
        testsPage(
          locale,
          import('./TestResultsPage').then((m) => m.TestResultsPage),
        ),
      aria: false,
    }),
  ],
  panelCards: [
    {
      path: '/panel/tests',
      order: 40,
      title: messages.tests,
      hint: messages.testsHint,
      icon: 'M9 11l2 2 4-4M5 4h14v16H5z',
    },
  ],
  accountMenu: [{ id: 'tests', path: '/panel/tests', order: 40, label: messages.menuTests }],
};
