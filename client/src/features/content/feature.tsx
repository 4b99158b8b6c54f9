import type { AboutPageQuery } from '../../__generated__/AboutPageQuery.graphql';
import type { AdminFeedbackPageQuery } from '../../__generated__/AdminFeedbackPageQuery.graphql';
import type { AdminInboxPageQuery } from '../../__generated__/AdminInboxPageQuery.graphql';
import type { ArticlePageQuery } from '../../__generated__/ArticlePageQuery.graphql';
import type { ContentConfigPageQuery } from '../../__generated__/ContentConfigPageQuery.graphql';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql';
import type { CooperationStatusPageQuery } from '../../__generated__/CooperationStatusPageQuery.graphql';
import type { FeaturePageQuery } from '../../__generated__/FeaturePageQuery.graphql';
import type { ServicePageQuery } from '../../__generated__/ServicePageQuery.graphql';
import type { ServicesPageQuery } from '../../__generated__/ServicesPageQuery.graphql';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { OperationType, VariablesOf } from 'relay-runtime';
import type { Feature } from '../../app/feature';
import type { Locale } from '../../app/locale';
import { environmentOf } from '../../relay/environment';
import { hasRole } from '../../app/navigation';
import { isAdmin, queryRoute, searchParams, sectionPage, type QueryRoute } from '../../app/routing';
import { contentNavigationMessages as messages } from './navigation.messages';

const slug = (args: LoaderFunctionArgs) => ({ slug: args.params.slug ?? '' });

/** A page in the content section's words (its own catalogue, fetched with the page). */
const contentPage = (locale: Locale, page: Promise<ComponentType>) => sectionPage(locale, 'content', page);

/** A public page of the section: its query, and its page in the section's words. */
function publicRoute<Q extends OperationType>(
  locale: Locale,
  route: Omit<QueryRoute<Q>, 'page'> & { page: () => Promise<ComponentType> },
) {
  return queryRoute<Q>(locale, { ...route, page: () => contentPage(locale, route.page()), aria: false });
}

/**
 * An admins' page (the panel's inbox and moderation queue, the editors): signed in, asked afresh on each visit, in
 * the panel's and the section's words; `variables` learns whether the viewer is an admin.
 */
function adminRoute<Q extends OperationType>(
  locale: Locale,
  route: Pick<QueryRoute<Q>, 'path' | 'query'> & {
    variables: (args: LoaderFunctionArgs, admin: boolean) => Promise<VariablesOf<Q>>;
    page: () => Promise<ComponentType>;
  },
) {
  return queryRoute<Q>(locale, {
    path: route.path,
    signedIn: true,
    query: route.query,
    variables: async (args) => route.variables(args, await isAdmin(locale)),
    fetchPolicy: 'store-and-network',
    page: () => sectionPage(locale, 'panel', contentPage(locale, route.page())),
    aria: false,
  });
}

/** A service's or an article's page: its address, and its id for the testimonials and comments asked with it. */
const withItemId = (locale: Locale, kind: 'SERVICE' | 'ARTICLE') => async (args: LoaderFunctionArgs) => {
  const { contentItemId } = await import('./items/contentItemId');
  const itemId = await contentItemId(environmentOf(args), locale, kind, args.params.slug ?? '');
  return { slug: args.params.slug ?? '', itemId: itemId ?? '', hasItem: itemId !== null };
};

/** A content editor's page (`/about/config/az`): admins only, in the panel's words. */
function configRoute(locale: Locale, scope: 'about' | 'development', path: string) {
  return adminRoute<ContentConfigPageQuery>(locale, {
    path,
    query: () => import('../../__generated__/ContentConfigPageQuery.graphql'),
    variables: async (args, admin) => {
      const { configTarget } = await import('./editor/ContentConfigPage');
      const lang = args.params.lang ?? '';
      return {
        admin,
        listing: admin && scope === 'development',
        lang,
        ...configTarget(scope, searchParams(args)),
      };
    },
    page: () =>
      import('./editor/ContentConfigPage').then(
        ({ ContentConfigPage }) =>
          function Config() {
            return <ContentConfigPage scope={scope} />;
          },
      ),
  });
}

/**
 * The site's content (about, services, articles, features, and their editors) and its forms (contact, a problem
 * report, cooperation and its status), and the admins' inbox.
 */
export const contentFeature: Feature = {
  name: 'content',
  pages: (locale) => [
    publicRoute<AboutPageQuery>(locale, {
      path: 'about',
      query: () => import('../../__generated__/AboutPageQuery.graphql'),
      page: () => import('./items/AboutPage').then((m) => m.AboutPage),
    }),
    publicRoute<ServicesPageQuery>(locale, {
      path: 'services',
      query: () => import('../../__generated__/ServicesPageQuery.graphql'),
      page: () => import('./items/ServicesPage').then((m) => m.ServicesPage),
    }),
    publicRoute<ServicePageQuery>(locale, {
      path: 'services/development/:slug',
      query: () => import('../../__generated__/ServicePageQuery.graphql'),
      variables: withItemId(locale, 'SERVICE'),
      page: () => import('./items/ServicePage').then((m) => m.ServicePage),
    }),
    publicRoute<ArticlePageQuery>(locale, {
      path: 'services/development/articles/:slug',
      query: () => import('../../__generated__/ArticlePageQuery.graphql'),
      variables: withItemId(locale, 'ARTICLE'),
      page: () => import('./items/ArticlePage').then((m) => m.ArticlePage),
    }),
    publicRoute<FeaturePageQuery>(locale, {
      path: 'services/development/features/:slug',
      query: () => import('../../__generated__/FeaturePageQuery.graphql'),
      variables: slug,
      page: () => import('./items/FeaturePage').then((m) => m.FeaturePage),
    }),
    publicRoute<ContactPageQuery>(locale, {
      path: 'contact',
      query: () => import('../../__generated__/ContactPageQuery.graphql'),
      page: () => import('./ContactPage').then((m) => m.ContactPage),
    }),
    configRoute(locale, 'about', 'about/config/:lang'),
    configRoute(locale, 'development', 'services/development/config/:lang'),
    {
      path: 'cooperation',
      lazy: async () => ({
        Component: await contentPage(
          locale,
          import('./CooperationPage').then((m) => m.CooperationPage),
        ),
      }),
    },
    publicRoute<CooperationStatusPageQuery>(locale, {
      path: 'cooperation/status',
      query: () => import('../../__generated__/CooperationStatusPageQuery.graphql'),
      variables: async (args) => {
        const { statusCodeOf } = await import('./CooperationStatusPage');
        const code = statusCodeOf(searchParams(args));
        return { code, hasCode: code !== '' };
      },
      page: () => import('./CooperationStatusPage').then((m) => m.CooperationStatusPage),
    }),
  ],
  panelPages: (locale) => [
    adminRoute<AdminInboxPageQuery>(locale, {
      path: 'admin/inbox',
      query: () => import('../../__generated__/AdminInboxPageQuery.graphql'),
      variables: async (args, admin) => {
        const { inboxFilterOf } = await import('./inboxFilter');
        return { admin, ...inboxFilterOf(searchParams(args)) };
      },
      page: () => import('./AdminInboxPage').then((m) => m.AdminInboxPage),
    }),
    adminRoute<AdminFeedbackPageQuery>(locale, {
      path: 'admin/feedback',
      query: () => import('../../__generated__/AdminFeedbackPageQuery.graphql'),
      variables: async (args, admin) => {
        const { commentFilterOf } = await import('./feedback/feedbackFilter');
        return { admin, filter: commentFilterOf(searchParams(args)) };
      },
      page: () => import('./feedback/AdminFeedbackPage').then((m) => m.AdminFeedbackPage),
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
