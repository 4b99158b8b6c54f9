import type { AnalyticsPageQuery } from '../../__generated__/AnalyticsPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { hasRole } from '../../app/navigation';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { analyticsNavigationMessages as messages } from './navigation.messages';

/** The site's statistics, for admins; the words are in the panel's catalogue. */
export const analyticsFeature: Feature = {
  name: 'analytics',
  panelPages: (locale) => [
    queryRoute<AnalyticsPageQuery>(locale, {
      path: 'analytics',
      signedIn: true,
      query: () => import('../../__generated__/AnalyticsPageQuery.graphql'),
      variables: async (args) => {
        const { analyticsRange, readRangeDays } = await import('./analyticsRange');
        return { admin: await isAdmin(locale), ...analyticsRange(readRangeDays(searchParams(args))) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./AnalyticsPage').then((m) => m.AnalyticsPage),
        ),
    }),
  ],
  panelCards: [
    {
      path: '/panel/analytics',
      order: 80,
      title: messages.analytics,
      hint: messages.analyticsHint,
      icon: 'M4 20V11M10 20V5M16 20v-6M21 20H3',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
  ],
};
