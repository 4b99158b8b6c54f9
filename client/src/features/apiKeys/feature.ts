import type { ApiKeysPageQuery } from '../../__generated__/ApiKeysPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { queryRoute, sectionPage } from '../../app/routing';
import { currentEnvironment } from '../../relay/environment';
import { apiKeysNavigationMessages as messages } from './navigation.messages';
import { viewerIsPartner } from './partner';

/** Partners' API keys: employers with a company, and admins. The words are in the panel's catalogue. */
export const apiKeysFeature: Feature = {
  name: 'apiKeys',
  panelPages: (locale) => [
    queryRoute<ApiKeysPageQuery>(locale, {
      path: 'api-keys',
      signedIn: true,
      query: () => import('../../__generated__/ApiKeysPageQuery.graphql'),
      variables: async () => ({ partner: await viewerIsPartner(currentEnvironment(), locale) }),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./ApiKeysPage').then((m) => m.ApiKeysPage),
        ),
    }),
  ],
  panelCards: [
    {
      path: '/panel/api-keys',
      order: 70,
      title: messages.apiKeys,
      hint: messages.apiKeysHint,
      icon: 'M10.8 12.2 20 3M17 6l2 2M14.5 8.5l1.5 1.5M12 15a4 4 0 1 1-8 0 4 4 0 1 1 8 0z',
      when: (viewer) => viewer.partner,
    },
  ],
  accountMenu: [
    {
      id: 'apiKeys',
      path: '/panel/api-keys',
      order: 60,
      label: messages.menuApiKeys,
      when: (viewer) => viewer.partner,
    },
  ],
};
