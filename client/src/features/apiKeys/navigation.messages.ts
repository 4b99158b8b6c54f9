import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const apiKeysNavigationMessages = defineMessages({
  menuApiKeys: { id: 'accountMenu.apiKeys', defaultMessage: 'API keys' },
  apiKeys: { id: 'dashboard.apiKeys', defaultMessage: 'API keys' },
  apiKeysHint: {
    id: 'dashboard.apiKeysHint',
    defaultMessage: 'Keys for reading the job graph from your own applications, and their usage',
  },
});
