import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const jobsNavigationMessages = defineMessages({
  menuApplications: { id: 'accountMenu.applications', defaultMessage: 'My applications' },
  applications: { id: 'dashboard.applications', defaultMessage: 'My applications' },
  applicationsHint: { id: 'dashboard.applicationsHint', defaultMessage: 'The jobs you have applied for' },
});
