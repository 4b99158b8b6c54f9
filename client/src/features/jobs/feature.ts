import type { JobPageQuery } from '../../__generated__/JobPageQuery.graphql';
import type { JobsPageQuery } from '../../__generated__/JobsPageQuery.graphql';
import type { MyApplicationsPageQuery } from '../../__generated__/MyApplicationsPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { hasRole } from '../../app/navigation';
import { queryRoute, searchParams } from '../../app/routing';
import { jobsNavigationMessages as messages } from './navigation.messages';

export const jobsFeature: Feature = {
  name: 'jobs',
  pages: (locale) => [
    queryRoute<JobsPageQuery>(locale, {
      path: 'jobs',
      query: () => import('../../__generated__/JobsPageQuery.graphql'),
      variables: async (args) => {
        const { jobSearchVariables, readJobSearch } = await import('./jobSearch');
        return jobSearchVariables(readJobSearch(searchParams(args)));
      },
      page: async () => (await import('./JobsPage')).JobsPage,
      aria: false,
    }),
    queryRoute<JobPageQuery>(locale, {
      path: 'jobs/:slug',
      query: () => import('../../__generated__/JobPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      page: async () => (await import('./JobPage')).JobPage,
      aria: false,
    }),
  ],
  panelPages: (locale) => [
    queryRoute<MyApplicationsPageQuery>(locale, {
      path: 'jobs/my-applications',
      signedIn: true,
      query: () => import('../../__generated__/MyApplicationsPageQuery.graphql'),
      page: async () => (await import('./MyApplicationsPage')).MyApplicationsPage,
    }),
  ],
  panelCards: [
    {
      path: '/panel/jobs/my-applications',
      order: 30,
      title: messages.applications,
      hint: messages.applicationsHint,
      icon: 'M4 7h16v12H4zM9 7V5h6v2',
    },
  ],
  accountMenu: [
    {
      id: 'applications',
      path: '/panel/jobs/my-applications',
      order: 22,
      label: messages.menuApplications,
      // Employers' menu offers their job posts in its place.
      when: (viewer) => !hasRole(viewer, 'EMPLOYER'),
    },
  ],
};
