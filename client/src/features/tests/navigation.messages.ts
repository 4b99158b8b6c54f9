import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const testsNavigationMessages = defineMessages({
  menuTests: { id: 'accountMenu.tests', defaultMessage: 'My tests' },
  tests: { id: 'dashboard.tests', defaultMessage: 'My tests' },
  testsHint: { id: 'dashboard.testsHint', defaultMessage: 'Your test sessions and results' },
});
