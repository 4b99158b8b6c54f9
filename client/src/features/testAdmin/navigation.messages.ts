import { defineMessages } from 'react-intl';

/** The words of the feature's panel card (`feature.ts`), which load with the panel's home page. */
export const testAdminNavigationMessages = defineMessages({
  testAdmin: { id: 'dashboard.testAdmin', defaultMessage: 'Tests and items' },
  testAdminHint: {
    id: 'dashboard.testAdminHint',
    defaultMessage: 'Write tests and their items in three languages, and see how each item works',
  },
});
