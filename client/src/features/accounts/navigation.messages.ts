import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const accountsNavigationMessages = defineMessages({
  menuProfile: { id: 'accountMenu.profile', defaultMessage: 'Profile' },
  profile: { id: 'dashboard.profile', defaultMessage: 'Profile' },
  profileHint: {
    id: 'dashboard.profileHint',
    defaultMessage: 'Your name, photo, language and signed-in devices',
  },
});
