import { defineMessages } from 'react-intl';

/** The inbox's card on the admins' dashboard. */
export const contentNavigationMessages = defineMessages({
  inbox: { id: 'contentNav.inbox', defaultMessage: 'Inbox' },
  inboxHint: {
    id: 'contentNav.inboxHint',
    defaultMessage: 'Contact messages, error reports and cooperation requests',
  },
});
