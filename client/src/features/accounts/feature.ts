import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import type { Feature } from '../../app/feature';
import { queryRoute } from '../../app/routing';
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
    queryRoute<ProfilePageQuery>(locale, {
      path: 'profile',
      signedIn: true,
      query: () => import('../../__generated__/ProfilePageQuery.graphql'),
      page: async () => (await import('./ProfilePage')).ProfilePage,
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
