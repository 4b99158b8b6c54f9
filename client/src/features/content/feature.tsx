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
import type { Feature } from '../../app/feature';
import type { Locale } from '../../app/locale';
import { environmentOf } from '../../relay/environment';
import { hasRole } from '../../app/navigation';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { contentNavigationMessages as messages } from './navigation.messages';

const slug = (args: LoaderFunctionArgs) => ({ slug: args.params.slug ?? '' });

/** A page in the content section's words (its own catalogue, fetched with the page). */
const contentPage = (locale: Locale, page: Promise<ComponentType>) => sectionPage(locale, 'content', page);

/** A service's or an article's page: its address, and its id for the testimonials and comments asked with it. */
const withItemId = (locale: Locale, kind: 'SERVICE' | 'ARTICLE') => async (args: LoaderFunctionArgs) => {
  const { contentItemId } = await import('./items/contentItemId');
  const itemId = await contentItemId(environmentOf(args), locale, kind, args.params.slug ?? '');
  return { slug: args.params.slug ?? '', itemId: itemId ?? '', hasItem: itemId !== null };
};

/** A content editor's page (`/about/config/az`): admins only, in the panel's words. */
function configRoute(locale: Locale, scope: 'about' | 'development', path: string) {
  return queryRoute<ContentConfigPageQuery>(locale, {
    path,
    signedIn: true,
    query: () => import('../../__generated__/ContentConfigPageQuery.graphql'),
    variables: async (args) => {
      const [{ configTarget }, admin] = await Promise.all([
        import('./editor/ContentConfigPage'),
        isAdmin(locale),
      ]);
      const lang = args.params.lang ?? '';
      return {
        admin,
        listing: admin && scope === 'development',
        lang,
        ...configTarget(scope, searchParams(args)),
      };
    },
    fetchPolicy: 'store-and-network',
    page: () =>
      sectionPage(
        locale,
        'panel',
        contentPage(
          locale,
          import('./editor/ContentConfigPage').then(
            ({ ContentConfigPage }) =>
              function Config() {
                return <ContentConfigPage scope={scope} />;
              },
          ),
        ),
      ),
    aria: false,
  });
}

/**
 * The site's content (about, services, articles, features, and their editors) and its forms (contact, a problem
 * report, cooperation and its status), and the admins' inbox.
 */
export const contentFeature: Feature = {
  name: 'content',
  pages: (locale) => [
    queryRoute<AboutPageQuery>(locale, {
      path: 'about',
      query: () => import('../../__generated__/AboutPageQuery.graphql'),
      page: () =>
        contentPage(
          locale,
          import('./items/AboutPage').then((m) => m.AboutPage),
        ),
      aria: false,
    }),
    queryRoute<ServicesPageQuery>(locale, {
      path: 'services',
      query: () => import('../../__generated__/ServicesPageQuery.graphql'),
      page: () =>
        contentPage(
          locale,
          import('./items/ServicesPage').then((m) => m.ServicesPage),
        ),
      aria: false,
    }),
    queryRoute<ServicePageQuery>(locale, {
      path: 'services/development/:slug',
      query: () => import('../../__generated__/ServicePageQuery.graphql'),
      variables: withItemId(locale, 'SERVICE'),
      page: () =>
        contentPage(
          locale,
          import('./items/ServicePage').then((m) => m.ServicePage),
        ),
      aria: false,
    }),
    queryRoute<ArticlePageQuery>(locale, {
      path: 'services/development/articles/:slug',
      query: () => import('../../__generated__/ArticlePageQuery.graphql'),
      variables: withItemId(locale, 'ARTICLE'),
      page: () =>
        contentPage(
          locale,
          import('./items/ArticlePage').then((m) => m.ArticlePage),
        ),
      aria: false,
    }),
    queryRoute<FeaturePageQuery>(locale, {
      path: 'services/development/features/:slug',
      query: () => import('../../__generated__/FeaturePageQuery.graphql'),
      variables: slug,
      page: () =>
        contentPage(
          locale,
          import('./items/FeaturePage').then((m) => m.FeaturePage),
        ),
      aria: false,
    }),
    queryRoute<ContactPageQuery>(locale, {
      path: 'contact',
      query: () => import('../../__generated__/ContactPageQuery.graphql'),
      page: () =>
        contentPage(
          locale,
          import('./ContactPage').then((m) => m.ContactPage),
        ),
      aria: false,
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
    queryRoute<CooperationStatusPageQuery>(locale, {
      path: 'cooperation/status',
      query: () => import('../../__generated__/CooperationStatusPageQuery.graphql'),
      variables: async (args) => {
        const { statusCodeOf } = await import('./CooperationStatusPage');
        const code = statusCodeOf(searchParams(args));
        return { code, hasCode: code !== '' };
      },
      page: () =>
        contentPage(
          locale,
          import('./CooperationStatusPage').then((m) => m.CooperationStatusPage),
        ),
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
          contentPage(
            locale,
            import('./AdminInboxPage').then((m) => m.AdminInboxPage),
          ),
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
          contentPage(
            locale,
            import('./feedback/AdminFeedbackPage').then((m) => m.AdminFeedbackPage),
          ),
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
