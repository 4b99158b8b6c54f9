import type { CreateJobPageQuery } from '../../__generated__/CreateJobPageQuery.graphql';
import type { EditJobPageQuery } from '../../__generated__/EditJobPageQuery.graphql';
import type { JobApplicationsPageQuery } from '../../__generated__/JobApplicationsPageQuery.graphql';
import type { MyJobsPageQuery } from '../../__generated__/MyJobsPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { hasRole, type NavigationViewer } from '../../app/navigation';
import { queryRoute, searchParams, sectionPage } from '../../app/routing';
import { currentEnvironment } from '../../relay/environment';
import { employerNavigationMessages as messages } from './navigation.messages';

const isEmployer = (viewer: NavigationViewer) => hasRole(viewer, 'EMPLOYER');

/** Employers' tools: their words are in the panel's catalogue. */
export const employerFeature: Feature = {
  name: 'employer',
  panelPages: (locale) => [
    queryRoute<MyJobsPageQuery>(locale, {
      path: 'jobs',
      signedIn: true,
      query: () => import('../../__generated__/MyJobsPageQuery.graphql'),
      variables: async () => {
        const { viewerIsEmployer } = await import('./viewerIsEmployer');
        return { employer: await viewerIsEmployer(currentEnvironment(), locale) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./MyJobsPage').then((m) => m.MyJobsPage),
        ),
    }),
    queryRoute<CreateJobPageQuery>(locale, {
      path: 'jobs/create',
      signedIn: true,
      query: () => import('../../__generated__/CreateJobPageQuery.graphql'),
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./JobEditorPages').then((m) => m.CreateJobPage),
        ),
    }),
    queryRoute<EditJobPageQuery>(locale, {
      path: 'jobs/:slug/edit',
      signedIn: true,
      query: () => import('../../__generated__/EditJobPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./JobEditorPages').then((m) => m.EditJobPage),
        ),
    }),
    queryRoute<JobApplicationsPageQuery>(locale, {
      path: 'jobs/:slug/applications',
      signedIn: true,
      query: () => import('../../__generated__/JobApplicationsPageQuery.graphql'),
      variables: async (args) => {
        const { readStatusFilter } = await import('./applicationFilter');
        const status = readStatusFilter(searchParams(args));
        return { slug: args.params.slug ?? '', statuses: status ? [status] : null };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./JobApplicationsPage').then((m) => m.JobApplicationsPage),
        ),
    }),
  ],
  panelCards: [
    {
      path: '/panel/jobs',
      // Shown first to users who can post jobs.
      order: 10,
      title: messages.myJobs,
      hint: messages.myJobsHint,
      icon: 'M4 7h16v12H4zM9 7V5h6v2M12 11v4M10 13h4',
      when: isEmployer,
    },
  ],
  accountMenu: [
    { id: 'myJobs', path: '/panel/jobs', order: 20, label: messages.menuMyJobs, when: isEmployer },
    { id: 'postJob', path: '/panel/jobs/create', order: 21, label: messages.menuPostJob, when: isEmployer },
  ],
};
