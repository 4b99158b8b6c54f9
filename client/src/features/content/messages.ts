import { defineMessage, defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  title: { id: 'page.contact', defaultMessage: 'Contact us' },
  description: {
    id: 'content.contact.description',
    defaultMessage:
      'Write to Karnama’s support: contact details, the message form, answers to common questions and when to expect a reply.',
  },
  intro: {
    id: 'content.contact.intro',
    defaultMessage: 'Questions, problems or ideas: write to us and a person from support answers.',
  },
  infoTitle: { id: 'content.contact.infoTitle', defaultMessage: 'Contact information' },
  emailLabel: { id: 'content.contact.emailLabel', defaultMessage: 'E-mail' },
  phoneLabel: { id: 'content.contact.phoneLabel', defaultMessage: 'Phone' },
  addressLabel: { id: 'content.contact.addressLabel', defaultMessage: 'Address' },
  addressValue: { id: 'content.contact.addressValue', defaultMessage: 'Tehran, Iran' },
  hoursLabel: { id: 'content.contact.hoursLabel', defaultMessage: 'Working hours' },
  hoursValue: defineMessage<{ from: string; to: string }>({
    id: 'content.contact.hoursValue',
    defaultMessage: 'Saturday to Thursday, {from} to {to}, Tehran time',
  }),
  replyTitle: { id: 'content.contact.replyTitle', defaultMessage: 'When we reply' },
  replyWithin: defineMessage<{ hours: string }>({
    id: 'content.contact.replyWithin',
    defaultMessage: 'We reply in under {hours} hours.',
  }),
  replyUsually: defineMessage<{ minutes: string }>({
    id: 'content.contact.replyUsually',
    defaultMessage: 'Most messages are answered within {minutes} minutes in working hours.',
  }),
  statusTitle: { id: 'content.contact.statusTitle', defaultMessage: 'Support status' },
  online: { id: 'content.contact.online', defaultMessage: 'Support is online' },
  offline: { id: 'content.contact.offline', defaultMessage: 'Support is offline' },
  lastSeen: defineMessage<{ minutes: string }>({
    id: 'content.contact.lastSeen',
    defaultMessage: 'Last active {minutes} minutes ago',
  }),
  neverSeen: {
    id: 'content.contact.neverSeen',
    defaultMessage: 'Your message waits for the first person from support.',
  },
  outsideHours: {
    id: 'content.contact.outsideHours',
    defaultMessage: 'It is outside working hours now: we answer from the next working morning.',
  },
  formTitle: { id: 'content.contact.formTitle', defaultMessage: 'Send us a message' },
  name: { id: 'content.contact.name', defaultMessage: 'Name' },
  email: { id: 'content.contact.email', defaultMessage: 'E-mail' },
  phone: { id: 'content.contact.phone', defaultMessage: 'Phone (optional)' },
  subject: { id: 'content.contact.subject', defaultMessage: 'Subject' },
  chooseSubject: { id: 'content.contact.chooseSubject', defaultMessage: 'Choose a subject' },
  message: { id: 'content.contact.message', defaultMessage: 'Message' },
  send: { id: 'content.contact.send', defaultMessage: 'Send message' },
  sending: { id: 'content.contact.sending', defaultMessage: 'Sending…' },
  sent: {
    id: 'content.contact.sent',
    defaultMessage: 'Your message was sent. We reply by e-mail; a confirmation is on its way to you.',
  },
  sendAnother: { id: 'content.contact.sendAnother', defaultMessage: 'Send another message' },
  failed: {
    id: 'content.contact.failed',
    defaultMessage: 'Your message could not be sent. Please try again.',
  },
  fixErrors: {
    id: 'content.contact.fixErrors',
    defaultMessage: 'Please correct the marked fields before sending.',
  },
  missingRequired: {
    id: 'content.contact.missingRequired',
    defaultMessage: 'Please fill in all required fields.',
  },
  honeypot: { id: 'content.contact.honeypot', defaultMessage: 'Leave this field empty' },
  reportTitle: { id: 'content.report.title', defaultMessage: 'Report a problem' },
  reportIntro: {
    id: 'content.report.intro',
    defaultMessage:
      'Tell us what you were doing when this address failed. The address and its status go with your report.',
  },
  failingAddress: { id: 'content.report.address', defaultMessage: 'Address' },
  failingStatus: { id: 'content.report.status', defaultMessage: 'Status' },
  reportSent: { id: 'content.report.sent', defaultMessage: 'Error report sent. Thank you for telling us.' },
  reportMessage: { id: 'content.report.message', defaultMessage: 'What happened' },
  faqTitle: { id: 'content.faq.title', defaultMessage: 'Frequently asked questions' },
  faq1q: { id: 'content.faq.q1', defaultMessage: 'How soon do you reply?' },
  faq1a: {
    id: 'content.faq.a1',
    defaultMessage:
      'In under two hours, and most messages within thirty minutes in working hours: Saturday to Thursday, 8 to 21 Tehran time.',
  },
  faq2q: { id: 'content.faq.q2', defaultMessage: 'I found a problem on the site. How do I report it?' },
  faq2a: {
    id: 'content.faq.a2',
    defaultMessage:
      'Every error page has a “report a problem” link that fills in the address for you; or choose the subject “Support” here.',
  },
  faq3q: { id: 'content.faq.q3', defaultMessage: 'I want to work with Karnama on a project.' },
  faq3a: {
    id: 'content.faq.a3',
    defaultMessage:
      'Send a cooperation request: you get a tracking code, and we review it within 48 working hours.',
  },
  faq4q: { id: 'content.faq.q4', defaultMessage: 'Is my message kept private?' },
  faq4a: {
    id: 'content.faq.a4',
    defaultMessage: 'Only Karnama’s support team reads it, and your e-mail is used only to answer you.',
  },
  cooperationLink: { id: 'content.contact.cooperationLink', defaultMessage: 'Send a cooperation request' },
  trustTitle: { id: 'content.trust.title', defaultMessage: 'What we promise' },
  trustReply: defineMessage<{ hours: string }>({
    id: 'content.trust.reply',
    defaultMessage: 'A reply within {hours} hours',
  }),
  trustStored: {
    id: 'content.trust.stored',
    defaultMessage: 'Your message is stored before we say “received”',
  },
  trustCaptcha: {
    id: 'content.trust.captcha',
    defaultMessage: 'Our own captcha: no puzzle, and no outside service sees your visit',
  },
  trustPrivate: { id: 'content.trust.private', defaultMessage: 'Read only by Karnama’s support team' },
  premiumTitle: { id: 'content.premium.title', defaultMessage: 'Premium support' },
  premiumIntro: {
    id: 'content.premium.intro',
    defaultMessage: 'For teams that build with Karnama and need more than the message form:',
  },
  premiumContact: {
    id: 'content.premium.contact',
    defaultMessage: 'A named person on support as your contact, by e-mail and phone',
  },
  premiumPriority: {
    id: 'content.premium.priority',
    defaultMessage: 'Your messages first in support’s inbox',
  },
  premiumFaster: defineMessage<{ hours: string }>({
    id: 'content.premium.faster',
    defaultMessage: 'A reply target faster than our usual {hours} hours, agreed with you',
  }),
  premiumHow: {
    id: 'content.premium.how',
    defaultMessage: 'Tell us about your team and we agree the terms with you.',
  },
  premiumAsk: { id: 'content.premium.ask', defaultMessage: 'Ask for premium support' },
  premiumConsultation: { id: 'content.premium.consultation', defaultMessage: 'Request a consultation' },
});

export const contactSubjectMessages = defineMessages({
  GENERAL: { id: 'content.subject.GENERAL', defaultMessage: 'General' },
  SUPPORT: { id: 'content.subject.SUPPORT', defaultMessage: 'Support' },
  JOBS: { id: 'content.subject.JOBS', defaultMessage: 'Jobs' },
  PARTNERSHIP: { id: 'content.subject.PARTNERSHIP', defaultMessage: 'Partnership' },
  OTHER: { id: 'content.subject.OTHER', defaultMessage: 'Other' },
});

export const formErrorMessages = defineMessages({
  REQUIRED: { id: 'content.error.REQUIRED', defaultMessage: 'This field is required.' },
  NAME_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'content.error.NAME_TOO_SHORT',
    defaultMessage: 'The name must be at least {min} characters.',
  }),
  NAME_TOO_LONG: defineMessage<{ max: string }>({
    id: 'content.error.NAME_TOO_LONG',
    defaultMessage: 'The name can be at most {max} characters long.',
  }),
  EMAIL_INVALID: { id: 'content.error.EMAIL_INVALID', defaultMessage: 'The e-mail address is not valid.' },
  PHONE_INVALID: { id: 'content.error.PHONE_INVALID', defaultMessage: 'The phone number is not valid.' },
  MESSAGE_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'content.error.MESSAGE_TOO_SHORT',
    defaultMessage: 'The message must be at least {min} characters.',
  }),
  MESSAGE_TOO_LONG: defineMessage<{ max: string }>({
    id: 'content.error.MESSAGE_TOO_LONG',
    defaultMessage: 'The message can be at most {max} characters long.',
  }),
  SUBJECT_REQUIRED: { id: 'content.error.SUBJECT_REQUIRED', defaultMessage: 'Choose a subject.' },
  TYPE_REQUIRED: { id: 'content.error.TYPE_REQUIRED', defaultMessage: 'Choose a kind of cooperation.' },
  COURSE_REQUIRED: { id: 'content.error.COURSE_REQUIRED', defaultMessage: 'Choose a course.' },
  CAPTCHA_REQUIRED: {
    id: 'content.error.CAPTCHA_REQUIRED',
    defaultMessage: 'Wait until the check that you are a person is done.',
  },
  CAPTCHA_INVALID: {
    id: 'content.error.CAPTCHA_INVALID',
    defaultMessage: 'The check that you are a person failed; it has run again. Send once more.',
  },
  CAPTCHA_EXPIRED: {
    id: 'content.error.CAPTCHA_EXPIRED',
    defaultMessage: 'The check that you are a person expired; it has run again. Send once more.',
  },
  CAPTCHA_USED: {
    id: 'content.error.CAPTCHA_USED',
    defaultMessage: 'That check was already used; it has run again. Send once more.',
  },
  INVALID: { id: 'content.error.INVALID', defaultMessage: 'This value is not valid.' },
});

export const captchaMessages = defineMessages({
  solving: { id: 'content.captcha.solving', defaultMessage: 'Checking that you are a person…' },
  solved: { id: 'content.captcha.solved', defaultMessage: 'Checked: you are a person.' },
  failed: { id: 'content.captcha.failed', defaultMessage: 'The check could not be done.' },
  retry: { id: 'content.captcha.retry', defaultMessage: 'Try again' },
});

export const cooperationMessages = defineMessages({
  title: { id: 'page.cooperation', defaultMessage: 'Cooperation request' },
  description: {
    id: 'content.cooperation.description',
    defaultMessage:
      'Ask Karnama for an interview, a consultation or a development project: you get a tracking code, and a review within 48 working hours.',
  },
  intro: defineMessage<{ hours: string }>({
    id: 'content.cooperation.intro',
    defaultMessage:
      'Tell us how you would like to work with us. We review every request within {hours} working hours (Saturday to Thursday, 8 to 21 Tehran time).',
  }),
  fullName: { id: 'content.cooperation.fullName', defaultMessage: 'Full name' },
  phone: { id: 'content.cooperation.phone', defaultMessage: 'Phone' },
  email: { id: 'content.cooperation.email', defaultMessage: 'E-mail' },
  type: { id: 'content.cooperation.type', defaultMessage: 'Kind of cooperation' },
  chooseType: { id: 'content.cooperation.chooseType', defaultMessage: 'Choose a kind' },
  message: { id: 'content.cooperation.message', defaultMessage: 'Message' },
  send: { id: 'content.cooperation.send', defaultMessage: 'Send request' },
  sending: { id: 'content.cooperation.sending', defaultMessage: 'Sending…' },
  success: { id: 'content.cooperation.success', defaultMessage: 'Your request was received.' },
  codeLabel: { id: 'content.cooperation.codeLabel', defaultMessage: 'Your tracking code' },
  codeHint: {
    id: 'content.cooperation.codeHint',
    defaultMessage:
      'Keep it: with it you can see where your request stands. We have sent it to your e-mail too.',
  },
  reviewBy: defineMessage<{ date: string }>({
    id: 'content.cooperation.reviewBy',
    defaultMessage: 'We review it by {date}.',
  }),
  statusLink: { id: 'content.cooperation.statusLink', defaultMessage: 'See the status of your request' },
  error: {
    id: 'content.cooperation.error',
    defaultMessage: 'Error submitting your request. Please try again or contact support.',
  },
  statusTitle: { id: 'content.cooperation.statusTitle', defaultMessage: 'Cooperation request status' },
  statusDescription: {
    id: 'content.cooperation.statusDescription',
    defaultMessage: 'Find where your cooperation request stands with its tracking code.',
  },
  codeInput: { id: 'content.cooperation.codeInput', defaultMessage: 'Tracking code' },
  find: { id: 'content.cooperation.find', defaultMessage: 'Find' },
  notFound: {
    id: 'content.cooperation.notFound',
    defaultMessage: 'No request has this tracking code. Check the code and try again.',
  },
  stateLabel: { id: 'content.cooperation.stateLabel', defaultMessage: 'State' },
  typeLabel: { id: 'content.cooperation.typeLabel', defaultMessage: 'Kind' },
  receivedLabel: { id: 'content.cooperation.receivedLabel', defaultMessage: 'Received' },
  reviewByLabel: { id: 'content.cooperation.reviewByLabel', defaultMessage: 'Reviewed by' },
  newRequest: { id: 'content.cooperation.newRequest', defaultMessage: 'Send a new request' },
});

export const courseSignUpMessages = defineMessages({
  title: { id: 'content.course.title', defaultMessage: 'Sign up for a course' },
  course: { id: 'content.course.course', defaultMessage: 'Course' },
  chooseCourse: { id: 'content.course.chooseCourse', defaultMessage: 'Choose a course' },
  name: { id: 'content.course.name', defaultMessage: 'Name' },
  email: { id: 'content.course.email', defaultMessage: 'E-mail' },
  phone: { id: 'content.course.phone', defaultMessage: 'Phone' },
  message: { id: 'content.course.message', defaultMessage: 'Message (optional)' },
  send: { id: 'content.course.send', defaultMessage: 'Sign up' },
  sending: { id: 'content.course.sending', defaultMessage: 'Sending…' },
  sent: defineMessage<{ course: string }>({
    id: 'content.course.sent',
    defaultMessage:
      'You are signed up for {course}. A confirmation is on its way to your e-mail, and support writes to you about the next steps.',
  }),
  another: { id: 'content.course.another', defaultMessage: 'Sign up for another course' },
  failed: {
    id: 'content.course.failed',
    defaultMessage: 'Your sign-up could not be sent. Please try again.',
  },
  notFound: {
    id: 'content.course.notFound',
    defaultMessage: 'This course is no longer open for sign-up.',
  },
  noCourses: { id: 'content.course.noCourses', defaultMessage: 'No course is open for sign-up right now.' },
});

export const cooperationTypeMessages = defineMessages({
  INTERVIEW: { id: 'content.cooperationType.INTERVIEW', defaultMessage: 'Interview' },
  CONSULTATION: { id: 'content.cooperationType.CONSULTATION', defaultMessage: 'Consultation' },
  DEVELOPMENT: {
    id: 'content.cooperationType.DEVELOPMENT',
    defaultMessage: 'Development (design and programming)',
  },
  OTHER: { id: 'content.cooperationType.OTHER', defaultMessage: 'Other' },
});

export const cooperationStateMessages = defineMessages({
  OPEN: { id: 'content.cooperationState.OPEN', defaultMessage: 'Received, waiting for review' },
  ASSIGNED: { id: 'content.cooperationState.ASSIGNED', defaultMessage: 'Being reviewed' },
  REPLIED: { id: 'content.cooperationState.REPLIED', defaultMessage: 'Answered by e-mail' },
  CLOSED: { id: 'content.cooperationState.CLOSED', defaultMessage: 'Closed' },
});

export const inboxMessages = defineMessages({
  title: { id: 'contentAdmin.title', defaultMessage: 'Inbox' },
  description: {
    id: 'contentAdmin.description',
    defaultMessage:
      'Contact messages, error reports, cooperation requests and course sign-ups, newest first.',
  },
  kind: { id: 'contentAdmin.kind', defaultMessage: 'Kind' },
  state: { id: 'contentAdmin.state', defaultMessage: 'State' },
  allKinds: { id: 'contentAdmin.allKinds', defaultMessage: 'All kinds' },
  allStates: { id: 'contentAdmin.allStates', defaultMessage: 'All states' },
  empty: { id: 'contentAdmin.empty', defaultMessage: 'Nothing here.' },
  from: { id: 'contentAdmin.from', defaultMessage: 'From' },
  failingAddress: { id: 'contentAdmin.failingAddress', defaultMessage: 'Failing address' },
  trackingCode: { id: 'contentAdmin.trackingCode', defaultMessage: 'Tracking code' },
  course: { id: 'contentAdmin.course', defaultMessage: 'Course' },
  assignToMe: { id: 'contentAdmin.assignToMe', defaultMessage: 'Assign to me' },
  assignedToMe: { id: 'contentAdmin.assignedToMe', defaultMessage: 'Assigned to you' },
  assignedToOther: { id: 'contentAdmin.assignedToOther', defaultMessage: 'Assigned to another admin' },
  reply: { id: 'contentAdmin.reply', defaultMessage: 'Reply by e-mail' },
  replyLabel: { id: 'contentAdmin.replyLabel', defaultMessage: 'Your reply' },
  sendReply: { id: 'contentAdmin.sendReply', defaultMessage: 'Send reply' },
  replySent: { id: 'contentAdmin.replySent', defaultMessage: 'The reply is on its way by e-mail.' },
  replies: defineMessage<{ count: string }>({
    id: 'contentAdmin.replies',
    defaultMessage: '{count} replies',
  }),
  close: { id: 'contentAdmin.close', defaultMessage: 'Close' },
  actionFailed: { id: 'contentAdmin.actionFailed', defaultMessage: 'That did not work. Please try again.' },
  newItem: defineMessage<{ name: string }>({
    id: 'contentAdmin.newItem',
    defaultMessage: 'New in the inbox from {name}',
  }),
  more: { id: 'contentAdmin.more', defaultMessage: 'Show more' },
  notAdmin: { id: 'contentAdmin.notAdmin', defaultMessage: 'The inbox is for admins.' },
});

export const inboxKindMessages = defineMessages({
  CONTACT: { id: 'contentAdmin.kind.CONTACT', defaultMessage: 'Contact message' },
  ERROR_REPORT: { id: 'contentAdmin.kind.ERROR_REPORT', defaultMessage: 'Error report' },
  COOPERATION: { id: 'contentAdmin.kind.COOPERATION', defaultMessage: 'Cooperation request' },
  EDUCATION: { id: 'contentAdmin.kind.EDUCATION', defaultMessage: 'Course sign-up' },
});

export const inboxStateMessages = defineMessages({
  OPEN: { id: 'contentAdmin.state.OPEN', defaultMessage: 'Open' },
  ASSIGNED: { id: 'contentAdmin.state.ASSIGNED', defaultMessage: 'Assigned' },
  REPLIED: { id: 'contentAdmin.state.REPLIED', defaultMessage: 'Replied' },
  CLOSED: { id: 'contentAdmin.state.CLOSED', defaultMessage: 'Closed' },
});
