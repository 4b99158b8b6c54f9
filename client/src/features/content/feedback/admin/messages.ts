import { defineMessage, defineMessages } from 'react-intl';

/** The admins' page of testimonials and comments: kept apart, so that the public pages do not carry its words. */
export const adminFeedbackMessages = defineMessages({
  title: { id: 'feedbackAdmin.title', defaultMessage: 'Testimonials and comments' },
  description: {
    id: 'feedbackAdmin.description',
    defaultMessage:
      'Publish or reject testimonials; publish, hide, answer or mark comments as spam; read what readers reported.',
  },
  testimonials: defineMessage<{ count: string }>({
    id: 'feedbackAdmin.testimonials',
    defaultMessage: 'Testimonials to review ({count})',
  }),
  comments: { id: 'feedbackAdmin.comments', defaultMessage: 'Comments' },
  filter: defineMessage<{ label: string; count: string }>({
    id: 'feedbackAdmin.filter',
    defaultMessage: '{label} ({count})',
  }),
  contact: { id: 'feedbackAdmin.contact', defaultMessage: 'Contact' },
  about: defineMessage<{ slug: string }>({ id: 'feedbackAdmin.about', defaultMessage: 'On: {slug}' }),
  publish: { id: 'feedbackAdmin.publish', defaultMessage: 'Publish' },
  reject: { id: 'feedbackAdmin.reject', defaultMessage: 'Reject' },
  keep: { id: 'feedbackAdmin.keep', defaultMessage: 'Keep published' },
  hide: { id: 'feedbackAdmin.hide', defaultMessage: 'Hide' },
  spam: { id: 'feedbackAdmin.spam', defaultMessage: 'Mark as spam' },
  reply: { id: 'feedbackAdmin.reply', defaultMessage: 'Reply as admin' },
  replyLabel: { id: 'feedbackAdmin.replyLabel', defaultMessage: 'Your reply' },
  sendReply: { id: 'feedbackAdmin.sendReply', defaultMessage: 'Publish reply' },
  replied: { id: 'feedbackAdmin.replied', defaultMessage: 'Your reply is published.' },
  reports: defineMessage<{ count: number }>({
    id: 'feedbackAdmin.reports',
    defaultMessage: '{count, plural, one {# report} other {# reports}}',
  }),
  empty: { id: 'feedbackAdmin.empty', defaultMessage: 'Nothing waits here.' },
  more: { id: 'feedbackAdmin.more', defaultMessage: 'Show more' },
  notAdmin: { id: 'feedbackAdmin.notAdmin', defaultMessage: 'This page is for admins.' },
  actionFailed: { id: 'feedbackAdmin.actionFailed', defaultMessage: 'That did not work. Please try again.' },
});

export const commentFilterMessages = defineMessages({
  PENDING: { id: 'feedbackAdmin.filter.PENDING', defaultMessage: 'Waiting' },
  REPORTED: { id: 'feedbackAdmin.filter.REPORTED', defaultMessage: 'Reported' },
  PUBLISHED: { id: 'feedbackAdmin.filter.PUBLISHED', defaultMessage: 'Published' },
  HIDDEN: { id: 'feedbackAdmin.filter.HIDDEN', defaultMessage: 'Hidden' },
  SPAM: { id: 'feedbackAdmin.filter.SPAM', defaultMessage: 'Spam' },
});
