import type { PortfolioPageQuery } from '../../__generated__/PortfolioPageQuery.graphql';
import type { ProjectPageQuery } from '../../__generated__/ProjectPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { queryRoute, searchParams, sectionPage } from '../../app/routing';

/** The portfolio: its projects with their filters, and a project's page. */
export const portfolioFeature: Feature = {
  name: 'portfolio',
  pages: (locale) => [
    queryRoute<PortfolioPageQuery>(locale, {
      path: 'portfolio',
      query: () => import('../../__generated__/PortfolioPageQuery.graphql'),
      variables: async (args) => {
        const { portfolioVariables, readPortfolioSearch } = await import('./portfolioSearch');
        return portfolioVariables(readPortfolioSearch(searchParams(args)));
      },
      page: () =>
        sectionPage(
          locale,
          'portfolio',
          import('./PortfolioPage').then((m) => m.PortfolioPage),
        ),
      aria: false,
    }),
    queryRoute<ProjectPageQuery>(locale, {
      path: 'portfolio/:slug',
      query: () => import('../../__generated__/ProjectPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      page: () =>
        sectionPage(
          locale,
          'portfolio',
          import('./ProjectPage').then((m) => m.ProjectPage),
        ),
      aria: false,
    }),
  ],
};
