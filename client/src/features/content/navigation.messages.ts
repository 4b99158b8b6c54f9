import { defineMessages } from 'react-intl';

/** The inbox's and the feedback queue's cards on the admins' dashboard. */
export const contentNavigationMessages = defineMessages({
  inbox: { id: 'contentNav.inbox', defaultMessage: 'Inbox' },
  inboxHint: {
    id: 'contentNav.inboxHint',
    defaultMessage: 'Contact messages, error reports and cooperation requests',
  },
  feedback: { id: 'contentNav.feedback', defaultMessage: 'Testimonials and comments' },
  feedbackHint: {
    id: 'contentNav.feedbackHint',
    defaultMessage: 'Review testimonials, moderate comments and read reports',
  },
});
