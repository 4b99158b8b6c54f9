import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import type { Feature } from '../../app/feature';
import { queryRoute } from '../../app/routing';

export const homeFeature: Feature = {
  name: 'home',
  pages: (locale) => [
    queryRoute<HomePageQuery>(locale, {
      index: true,
      query: () => import('../../__generated__/HomePageQuery.graphql'),
      page: async () => (await import('./HomePage')).HomePage,
      aria: false,
    }),
  ],
};
