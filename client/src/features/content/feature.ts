import type { AdminFeedbackPageQuery } from '../../__generated__/AdminFeedbackPageQuery.graphql';
import type { AdminInboxPageQuery } from '../../__generated__/AdminInboxPageQuery.graphql';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql';
import type { CooperationStatusPageQuery } from '../../__generated__/CooperationStatusPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { hasRole } from '../../app/navigation';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { contentNavigationMessages as messages } from './navigation.messages';

/**
 * The site's forms (contact, a problem report, cooperation and its status), the admins' inbox, and their queue of
 * testimonials and comments.
 */
export const contentFeature: Feature = {
  name: 'content',
  pages: (locale) => [
    queryRoute<ContactPageQuery>(locale, {
      path: 'contact',
      query: () => import('../../__generated__/ContactPageQuery.graphql'),
      page: () => import('./ContactPage').then((m) => m.ContactPage),
      aria: false,
    }),
    {
      path: 'cooperation',
      lazy: async () => ({ Component: (await import('./CooperationPage')).CooperationPage }),
    },
    queryRoute<CooperationStatusPageQuery>(locale, {
      path: 'cooperation/status',
      query: () => import('../../__generated__/CooperationStatusPageQuery.graphql'),
      variables: async (args) => {
        const { statusCodeOf } = await import('./CooperationStatusPage');
        const code = statusCodeOf(searchParams(args));
        return { code, hasCode: code !== '' };
      },
      page: () => import('./CooperationStatusPage').then((m) => m.CooperationStatusPage),
      aria: false,
    }),
  ],
  panelPages: (locale) => [
    queryRoute<AdminInboxPageQuery>(locale, {
      path: 'admin/inbox',
      signedIn: true,
      query: () => import('../../__generated__/AdminInboxPageQuery.graphql'),
      variables: async (args) => {
        const { inboxFilterOf } = await import('./inboxFilter');
        return { admin: await isAdmin(locale), ...inboxFilterOf(searchParams(args)) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./AdminInboxPage').then((m) => m.AdminInboxPage),
        ),
      aria: false,
    }),
    queryRoute<AdminFeedbackPageQuery>(locale, {
      path: 'admin/feedback',
      signedIn: true,
      query: () => import('../../__generated__/AdminFeedbackPageQuery.graphql'),
      variables: async (args) => {
        const { commentFilterOf } = await import('./feedback/feedbackFilter');
        return { admin: await isAdmin(locale), filter: commentFilterOf(searchParams(args)) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./feedback/AdminFeedbackPage').then((m) => m.AdminFeedbackPage),
        ),
      aria: false,
    }),
  ],
  panelCards: [
    {
      path: '/panel/admin/inbox',
      order: 88,
      title: messages.inbox,
      hint: messages.inboxHint,
      icon: 'M4 4h16v16H4zM4 13h4l2 3h4l2-3h4',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
    {
      path: '/panel/admin/feedback',
      order: 89,
      title: messages.feedback,
      hint: messages.feedbackHint,
      icon: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
  ],
};
