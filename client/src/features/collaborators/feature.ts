import type { AdminCollaboratorsPageQuery } from '../../__generated__/AdminCollaboratorsPageQuery.graphql';
import type { CollaboratorPageQuery } from '../../__generated__/CollaboratorPageQuery.graphql';
import type { CollaboratorsPageQuery } from '../../__generated__/CollaboratorsPageQuery.graphql';
import type { RequestsPageQuery } from '../../__generated__/RequestsPageQuery.graphql';
import type { TalentPoolPageQuery } from '../../__generated__/TalentPoolPageQuery.graphql';
import type { MyProfilePageQuery } from '../../__generated__/MyProfilePageQuery.graphql';
import type { Feature } from '../../app/feature';
import { hasRole } from '../../app/navigation';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { collaboratorsNavigationMessages as messages } from './navigation.messages';

/**
 * The collaborators directory, a collaborator's profile, one's own profile in the panel, and the admins' list of
 * every profile.
 */
export const collaboratorsFeature: Feature = {
  name: 'collaborators',
  pages: (locale) => [
    queryRoute<CollaboratorsPageQuery>(locale, {
      path: 'collaborators',
      query: () => import('../../__generated__/CollaboratorsPageQuery.graphql'),
      variables: async (args) => {
        const { directoryVariables, readDirectorySearch } = await import('./directorySearch');
        return directoryVariables(readDirectorySearch(searchParams(args)));
      },
      page: () =>
        sectionPage(
          locale,
          'collaborators',
          import('./CollaboratorsPage').then((m) => m.CollaboratorsPage),
        ),
      aria: false,
    }),
    queryRoute<CollaboratorPageQuery>(locale, {
      path: 'collaborators/:slug',
      query: () => import('../../__generated__/CollaboratorPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      page: () =>
        sectionPage(
          locale,
          'collaborators',
          import('./CollaboratorPage').then((m) => m.CollaboratorPage),
        ),
      aria: false,
    }),
  ],
  panelPages: (locale) => [
    queryRoute<MyProfilePageQuery>(locale, {
      path: 'collaborator',
      signedIn: true,
      query: () => import('../../__generated__/MyProfilePageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          sectionPage(
            locale,
            'collaborators',
            import('./MyProfilePage').then((m) => m.MyProfilePage),
          ),
        ),
      aria: false,
    }),
    queryRoute<RequestsPageQuery>(locale, {
      path: 'requests',
      signedIn: true,
      query: () => import('../../__generated__/RequestsPageQuery.graphql'),
      variables: async (args) => ({
        box: (await import('./RequestsPage')).requestBoxOf(searchParams(args)),
      }),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          sectionPage(
            locale,
            'collaborators',
            import('./RequestsPage').then((m) => m.RequestsPage),
          ),
        ),
    }),
    queryRoute<TalentPoolPageQuery>(locale, {
      path: 'talent-pool',
      signedIn: true,
      query: () => import('../../__generated__/TalentPoolPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          sectionPage(
            locale,
            'collaborators',
            import('./TalentPoolPage').then((m) => m.TalentPoolPage),
          ),
        ),
      aria: false,
    }),
    queryRoute<AdminCollaboratorsPageQuery>(locale, {
      path: 'admin/collaborators',
      signedIn: true,
      query: () => import('../../__generated__/AdminCollaboratorsPageQuery.graphql'),
      variables: async (args) => {
        const { readAdminFilter } = await import('./adminFilter');
        return { admin: await isAdmin(locale), filter: readAdminFilter(searchParams(args)) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          sectionPage(
            locale,
            'collaborators',
            import('./AdminCollaboratorsPage').then((m) => m.AdminCollaboratorsPage),
          ),
        ),
    }),
  ],
  panelCards: [
    {
      path: '/panel/collaborator',
      order: 42,
      title: messages.profile,
      hint: messages.profileHint,
      icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0',
    },
    {
      path: '/panel/requests',
      order: 43,
      title: messages.requests,
      hint: messages.requestsHint,
      icon: 'M4 4h16v12H5.2L4 17.2zM8 8h8M8 12h5',
    },
    {
      path: '/panel/talent-pool',
      order: 44,
      title: messages.talentPool,
      hint: messages.talentPoolHint,
      icon: 'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M10 20a6 6 0 0 1 12 0',
      when: (viewer) => hasRole(viewer, 'EMPLOYER'),
    },
    {
      path: '/panel/admin/collaborators',
      order: 90,
      title: messages.admin,
      hint: messages.adminHint,
      icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 20a7 7 0 0 1 14 0M17 11l2 2 4-4',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
  ],
};
