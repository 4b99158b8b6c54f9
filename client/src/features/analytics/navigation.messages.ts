import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const analyticsNavigationMessages = defineMessages({
  analytics: { id: 'dashboard.analytics', defaultMessage: 'Site statistics' },
  analyticsHint: {
    id: 'dashboard.analyticsHint',
    defaultMessage: 'Visits and clicks per day, top pages and referring sites',
  },
});
