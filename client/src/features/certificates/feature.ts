import type { AdminCertificatesPageQuery } from '../../__generated__/AdminCertificatesPageQuery.graphql';
import type { AdminReportsPageQuery } from '../../__generated__/AdminReportsPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { hasRole } from '../../app/navigation';
import { isAdmin, perIdentity, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { certificatesNavigationMessages as messages } from './navigation.messages';

/** The public certificate lookup, and the admins' certificates and report queue. */
export const certificatesFeature: Feature = {
  name: 'certificates',
  pages: (locale) => [
    {
      path: 'certificates',
      ...perIdentity(async (args) => (await import('./lookup')).lookUpCertificate(locale, args)),
      lazy: async () => ({
        Component: await sectionPage(
          locale,
          'tests',
          import('./CertificateLookupPage').then((m) => m.CertificateLookupPage),
        ),
      }),
    },
  ],
  panelPages: (locale) => [
    queryRoute<AdminCertificatesPageQuery>(locale, {
      path: 'admin/certificates',
      signedIn: true,
      query: () => import('../../__generated__/AdminCertificatesPageQuery.graphql'),
      variables: async (args) => {
        const { certificateFilterOf } = await import('./certificateFilter');
        return { admin: await isAdmin(locale), filter: certificateFilterOf(searchParams(args)) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./AdminCertificatesPage').then((m) => m.AdminCertificatesPage),
        ),
    }),
    queryRoute<AdminReportsPageQuery>(locale, {
      path: 'admin/reports',
      signedIn: true,
      query: () => import('../../__generated__/AdminReportsPageQuery.graphql'),
      variables: async (args) => {
        const { reportStateOf } = await import('./certificateFilter');
        return { admin: await isAdmin(locale), state: reportStateOf(searchParams(args)) };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./AdminReportsPage').then((m) => m.AdminReportsPage),
        ),
    }),
  ],
  panelCards: [
    {
      path: '/panel/admin/certificates',
      order: 84,
      title: messages.certificates,
      hint: messages.certificatesHint,
      icon: 'M12 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-3 2.5V22l3-1.5 3 1.5v-4.5',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
    {
      path: '/panel/admin/reports',
      order: 86,
      title: messages.reports,
      hint: messages.reportsHint,
      icon: 'M4 6h16v12H4zM4 6l8 7 8-7',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
  ],
};
