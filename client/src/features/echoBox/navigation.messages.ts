import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const echoBoxNavigationMessages = defineMessages({
  menuInbox: { id: 'accountMenu.inbox', defaultMessage: 'Message inbox' },
  inbox: { id: 'dashboard.inbox', defaultMessage: 'Message inbox' },
  inboxHint: { id: 'dashboard.inboxHint', defaultMessage: 'Conversations with collaborators' },
});
