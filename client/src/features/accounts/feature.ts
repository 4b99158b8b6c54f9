import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import type { AdminCompaniesPageQuery } from '../../__generated__/AdminCompaniesPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { accountsNavigationMessages as messages } from './navigation.messages';

export const accountsFeature: Feature = {
  name: 'accounts',
  pages: (locale) => [
    queryRoute<LoginPageQuery>(locale, {
      path: 'login',
      query: () => import('../../__generated__/LoginPageQuery.graphql'),
      page: async () => (await import('./LoginPage')).LoginPage,
      aria: false,
    }),
  ],
  panelPages: (locale) => [
    queryRoute<AdminCompaniesPageQuery>(locale, {
      path: 'admin/companies',
      signedIn: true,
      query: () => import('../../__generated__/AdminCompaniesPageQuery.graphql'),
      variables: async (args) => ({
        admin: await isAdmin(locale),
        state: (await import('./adminCompanies')).companyStateOf(searchParams(args)),
      }),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./AdminCompaniesPage').then((m) => m.AdminCompaniesPage),
        ),
      aria: false,
    }),
    queryRoute<ProfilePageQuery>(locale, {
      path: 'profile',
      signedIn: true,
      query: () => import('../../__generated__/ProfilePageQuery.graphql'),
      // The company's verification speaks with the panel's words.
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./ProfilePage').then((m) => m.ProfilePage),
        ),
    }),
  ],
  panelCards: [
    {
      path: '/panel/profile',
      order: 20,
      title: messages.profile,
      hint: messages.profileHint,
      icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
    },
  ],
  accountMenu: [{ id: 'profile', path: '/panel/profile', order: 10, label: messages.menuProfile }],
};
