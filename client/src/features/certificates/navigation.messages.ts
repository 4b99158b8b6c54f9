import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const certificatesNavigationMessages = defineMessages({
  certificates: { id: 'dashboard.adminCertificates', defaultMessage: 'Certificates' },
  certificatesHint: {
    id: 'dashboard.adminCertificatesHint',
    defaultMessage: 'Find any certificate, and revoke one that should not stand',
  },
  reports: { id: 'dashboard.adminReports', defaultMessage: 'Report e-mails' },
  reportsHint: {
    id: 'dashboard.adminReportsHint',
    defaultMessage: 'Test reports sent, pending and failed; send a failed one again',
  },
});
