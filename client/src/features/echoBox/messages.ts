import { defineMessage, defineMessages } from 'react-intl';

export const echoBoxMessages = defineMessages({
  title: { id: 'echoBox.title', defaultMessage: 'Echo box' },
  beta: { id: 'echoBox.beta', defaultMessage: 'Beta' },
  intro: {
    id: 'echoBox.intro',
    defaultMessage: 'Your conversations with employers, job seekers and collaborators.',
  },
  conversations: { id: 'echoBox.conversations', defaultMessage: 'Conversations' },
  emptyTitle: { id: 'echoBox.emptyTitle', defaultMessage: 'No conversations yet' },
  emptyHint: {
    id: 'echoBox.emptyHint',
    defaultMessage: 'Start one from a job page with “Message the employer”.',
  },
  browseJobs: { id: 'echoBox.browseJobs', defaultMessage: 'Browse jobs' },
  unread: defineMessage<{ count: number }>({
    id: 'echoBox.unread',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  }),
  fromYou: defineMessage<{ body: string }>({ id: 'echoBox.fromYou', defaultMessage: 'You: {body}' }),
  aboutJob: defineMessage<{ title: string }>({ id: 'echoBox.aboutJob', defaultMessage: 'About: {title}' }),
  loadMore: { id: 'echoBox.loadMore', defaultMessage: 'Show more conversations' },
  loadingMore: { id: 'echoBox.loadingMore', defaultMessage: 'Loading conversations…' },
  reportsLink: { id: 'echoBox.reportsLink', defaultMessage: 'Reported messages' },
  backToInbox: { id: 'echoBox.backToInbox', defaultMessage: 'All conversations' },
  notFound: {
    id: 'echoBox.notFound',
    defaultMessage: 'This conversation was not found, or you are not taking part in it.',
  },
  unknownUser: { id: 'echoBox.unknownUser', defaultMessage: 'Unknown user' },
});

export const conversationMessages = defineMessages({
  messages: { id: 'conversation.messages', defaultMessage: 'Messages' },
  olderMessages: { id: 'conversation.olderMessages', defaultMessage: 'Older messages' },
  loadingOlder: { id: 'conversation.loadingOlder', defaultMessage: 'Loading older messages…' },
  noMessages: { id: 'conversation.noMessages', defaultMessage: 'No messages yet. Say hello!' },
  you: { id: 'conversation.you', defaultMessage: 'You' },
  sending: { id: 'conversation.sending', defaultMessage: 'Sending…' },
  sent: { id: 'conversation.sent', defaultMessage: 'Sent' },
  read: { id: 'conversation.read', defaultMessage: 'Read' },
  failed: { id: 'conversation.failed', defaultMessage: 'Failed to send' },
  retry: { id: 'conversation.retry', defaultMessage: 'Retry' },
  edited: { id: 'conversation.edited', defaultMessage: 'edited' },
  edit: { id: 'conversation.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'conversation.editLabel', defaultMessage: 'Edit your message' },
  save: { id: 'conversation.save', defaultMessage: 'Save' },
  cancel: { id: 'conversation.cancel', defaultMessage: 'Cancel' },
  editError: {
    id: 'conversation.editError',
    defaultMessage: 'Your change could not be saved. Please try again.',
  },
  report: { id: 'conversation.report', defaultMessage: 'Report' },
  composerLabel: { id: 'conversation.composerLabel', defaultMessage: 'Your message' },
  composerHint: {
    id: 'conversation.composerHint',
    defaultMessage: 'Enter sends, Shift+Enter starts a new line.',
  },
  send: { id: 'conversation.send', defaultMessage: 'Send' },
  sendError: { id: 'conversation.sendError', defaultMessage: 'The message could not be sent.' },
});

export const newConversationMessages = defineMessages({
  title: { id: 'newConversation.title', defaultMessage: 'New message' },
  to: { id: 'newConversation.to', defaultMessage: 'To' },
  about: { id: 'newConversation.about', defaultMessage: 'About' },
  noRecipient: { id: 'newConversation.noRecipient', defaultMessage: 'No recipient selected' },
  noRecipientHint: {
    id: 'newConversation.noRecipientHint',
    defaultMessage: 'Open a job page and choose “Message the employer” to write to its employer.',
  },
  subject: { id: 'newConversation.subject', defaultMessage: 'Subject' },
  optional: { id: 'newConversation.optional', defaultMessage: 'Optional' },
  body: { id: 'newConversation.body', defaultMessage: 'Message' },
  send: { id: 'newConversation.send', defaultMessage: 'Send message' },
  sending: { id: 'newConversation.sending', defaultMessage: 'Sending…' },
  error: {
    id: 'newConversation.error',
    defaultMessage: 'Your message could not be sent. Please try again.',
  },
});

export const reportMessages = defineMessages({
  title: { id: 'report.title', defaultMessage: 'Report this message' },
  intro: {
    id: 'report.intro',
    defaultMessage:
      'The admins will see the message and what you write here. The sender is not told who reported it.',
  },
  reason: { id: 'report.reason', defaultMessage: 'Reason' },
  INAPPROPRIATE: { id: 'report.reason.INAPPROPRIATE', defaultMessage: 'Inappropriate content' },
  SPAM: { id: 'report.reason.SPAM', defaultMessage: 'Spam' },
  HARASSMENT: { id: 'report.reason.HARASSMENT', defaultMessage: 'Harassment' },
  OTHER: { id: 'report.reason.OTHER', defaultMessage: 'Other' },
  description: { id: 'report.description', defaultMessage: 'Description' },
  descriptionHint: defineMessage<{ min: string }>({
    id: 'report.descriptionHint',
    defaultMessage: 'What is wrong with this message? At least {min} characters.',
  }),
  submit: { id: 'report.submit', defaultMessage: 'Send report' },
  submitting: { id: 'report.submitting', defaultMessage: 'Sending…' },
  cancel: { id: 'report.cancel', defaultMessage: 'Cancel' },
  fixErrors: { id: 'report.fixErrors', defaultMessage: 'Please correct the marked fields.' },
  error: { id: 'report.error', defaultMessage: 'The report could not be sent. Please try again.' },
  sentTitle: { id: 'report.sentTitle', defaultMessage: 'Report sent' },
  sentMessage: {
    id: 'report.sentMessage',
    defaultMessage: 'Thank you. The admins will review the message and take action if needed.',
  },
  close: { id: 'report.close', defaultMessage: 'Close' },
});

/** The codes of the shared messaging rules (@platform/rules/messaging) and of the server's answers. */
export const messagingErrorMessages = defineMessages({
  BODY_REQUIRED: { id: 'messagingError.BODY_REQUIRED', defaultMessage: 'Write a message first.' },
  BODY_TOO_LONG: defineMessage<{ max: string }>({
    id: 'messagingError.BODY_TOO_LONG',
    defaultMessage: 'A message can be at most {max} characters long.',
  }),
  RECIPIENT_REQUIRED: { id: 'messagingError.RECIPIENT_REQUIRED', defaultMessage: 'No recipient selected.' },
  RECIPIENT_NOT_FOUND: {
    id: 'messagingError.RECIPIENT_NOT_FOUND',
    defaultMessage: 'The recipient was not found.',
  },
  TOO_MANY_RECIPIENTS: defineMessage<{ max: string }>({
    id: 'messagingError.TOO_MANY_RECIPIENTS',
    defaultMessage: 'You can write to at most {max} people at once.',
  }),
  JOB_NOT_FOUND: { id: 'messagingError.JOB_NOT_FOUND', defaultMessage: 'The job was not found.' },
  SUBJECT_TOO_LONG: defineMessage<{ max: string }>({
    id: 'messagingError.SUBJECT_TOO_LONG',
    defaultMessage: 'The subject can be at most {max} characters long.',
  }),
  REASON_REQUIRED: { id: 'messagingError.REASON_REQUIRED', defaultMessage: 'Choose a reason.' },
  REQUIRED: { id: 'messagingError.REQUIRED', defaultMessage: 'This field is required.' },
  DESCRIPTION_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'messagingError.DESCRIPTION_TOO_SHORT',
    defaultMessage: 'The description needs at least {min} characters.',
  }),
  DESCRIPTION_TOO_LONG: defineMessage<{ max: string }>({
    id: 'messagingError.DESCRIPTION_TOO_LONG',
    defaultMessage: 'The description can be at most {max} characters long.',
  }),
  CANNOT_REPORT_OWN: {
    id: 'messagingError.CANNOT_REPORT_OWN',
    defaultMessage: 'You cannot report your own message.',
  },
  ALREADY_REPORTED: {
    id: 'messagingError.ALREADY_REPORTED',
    defaultMessage: 'You have already reported this message.',
  },
  INVALID: { id: 'messagingError.INVALID', defaultMessage: 'This value is not valid.' },
});

export const reportQueueMessages = defineMessages({
  title: { id: 'reportQueue.title', defaultMessage: 'Reported messages' },
  intro: {
    id: 'reportQueue.intro',
    defaultMessage: 'Open reports, oldest first. Resolve a report when you have acted on it, or dismiss it.',
  },
  empty: { id: 'reportQueue.empty', defaultMessage: 'No open reports. Everything is in order.' },
  adminsOnly: {
    id: 'reportQueue.adminsOnly',
    defaultMessage: 'Only administrators can see reported messages.',
  },
  reportLabel: defineMessage<{ name: string }>({
    id: 'reportQueue.reportLabel',
    defaultMessage: 'Report about a message from {name}',
  }),
  reason: { id: 'reportQueue.reason', defaultMessage: 'Reason' },
  description: { id: 'reportQueue.description', defaultMessage: 'What the reporter says' },
  message: { id: 'reportQueue.message', defaultMessage: 'Reported message' },
  sender: { id: 'reportQueue.sender', defaultMessage: 'Sender' },
  reporter: { id: 'reportQueue.reporter', defaultMessage: 'Reported by' },
  reportedAt: { id: 'reportQueue.reportedAt', defaultMessage: 'Reported on' },
  sentAt: { id: 'reportQueue.sentAt', defaultMessage: 'Sent on' },
  note: { id: 'reportQueue.note', defaultMessage: 'Note (optional)' },
  resolve: { id: 'reportQueue.resolve', defaultMessage: 'Resolve' },
  dismiss: { id: 'reportQueue.dismiss', defaultMessage: 'Dismiss' },
  resolved: { id: 'reportQueue.resolved', defaultMessage: 'The report was resolved.' },
  dismissed: { id: 'reportQueue.dismissed', defaultMessage: 'The report was dismissed.' },
  error: { id: 'reportQueue.error', defaultMessage: 'The report could not be updated. Please try again.' },
  loadMore: { id: 'reportQueue.loadMore', defaultMessage: 'Show more reports' },
  loadingMore: { id: 'reportQueue.loadingMore', defaultMessage: 'Loading reports…' },
});
