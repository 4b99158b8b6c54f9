import type { CollaboratorPageQuery } from '../../__generated__/CollaboratorPageQuery.graphql';
import type { CollaboratorsPageQuery } from '../../__generated__/CollaboratorsPageQuery.graphql';
import type { MyProfilePageQuery } from '../../__generated__/MyProfilePageQuery.graphql';
import type { Feature } from '../../app/feature';
import { queryRoute, searchParams, sectionPage } from '../../app/routing';
import { collaboratorsNavigationMessages as messages } from './navigation.messages';

/** The collaborators directory, a collaborator's profile, and one's own profile in the panel. */
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
  ],
  panelCards: [
    {
      path: '/panel/collaborator',
      order: 42,
      title: messages.profile,
      hint: messages.profileHint,
      icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0',
    },
  ],
};
