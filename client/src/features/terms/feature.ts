import type { TermsPageQuery } from '../../__generated__/TermsPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { queryRoute } from '../../app/routing';

/** The terms of use, and the reader's acceptance of the version in force. */
export const termsFeature: Feature = {
  name: 'terms',
  pages: (locale) => [
    queryRoute<TermsPageQuery>(locale, {
      path: 'terms',
      query: () => import('../../__generated__/TermsPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: () => import('./TermsPage').then((m) => m.TermsPage),
      aria: false,
    }),
  ],
};
