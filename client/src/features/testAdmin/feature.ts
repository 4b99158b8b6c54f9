import type { AdminTestPageQuery } from '../../__generated__/AdminTestPageQuery.graphql';
import type { AdminTestSettingsPageQuery } from '../../__generated__/AdminTestSettingsPageQuery.graphql';
import type { AdminTestsPageQuery } from '../../__generated__/AdminTestsPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { hasRole } from '../../app/navigation';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { testAdminNavigationMessages as messages } from './navigation.messages';

/**
 * The admins' test editor: every test, its settings, its items in three languages and their statistics. The words
 * are in the talent tests' catalogue, with the session page's, whose question form the item preview shows.
 */
export const testAdminFeature: Feature = {
  name: 'testAdmin',
  panelPages: (locale) => [
    queryRoute<AdminTestsPageQuery>(locale, {
      path: 'admin/tests',
      signedIn: true,
      query: () => import('../../__generated__/AdminTestsPageQuery.graphql'),
      variables: async (args) => ({ admin: await isAdmin(locale), after: searchParams(args).get('after') }),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'tests',
          import('./AdminTestsPage').then((m) => m.AdminTestsPage),
        ),
      aria: false,
    }),
    queryRoute<AdminTestPageQuery>(locale, {
      path: 'admin/tests/:slug',
      signedIn: true,
      query: () => import('../../__generated__/AdminTestPageQuery.graphql'),
      variables: async (args) => {
        const item = searchParams(args).get('item');
        return {
          admin: await isAdmin(locale),
          slug: args.params.slug ?? '',
          item: item && item !== 'new' ? item.slice(0, 40) : '',
          hasItem: Boolean(item && item !== 'new'),
        };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'tests',
          import('./AdminTestPage').then((m) => m.AdminTestPage),
        ),
      aria: false,
    }),
    queryRoute<AdminTestSettingsPageQuery>(locale, {
      path: 'admin/tests/:slug/settings',
      signedIn: true,
      query: () => import('../../__generated__/AdminTestSettingsPageQuery.graphql'),
      variables: async (args) => ({ admin: await isAdmin(locale), slug: args.params.slug ?? '' }),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'tests',
          import('./AdminTestSettingsPage').then((m) => m.AdminTestSettingsPage),
        ),
      aria: false,
    }),
  ],
  panelCards: [
    {
      path: '/panel/admin/tests',
      order: 75,
      title: messages.testAdmin,
      hint: messages.testAdminHint,
      icon: 'M4 5h16M4 12h10M4 19h7M17 14l3 3-5 5h-3v-3z',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
  ],
};
