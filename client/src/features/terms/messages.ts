import { defineMessage, defineMessages } from 'react-intl';

export const termsMessages = defineMessages({
  documentTitle: { id: 'terms.documentTitle', defaultMessage: 'Terms of use' },
  description: {
    id: 'terms.description',
    defaultMessage:
      'The terms of using Karnama: the service, accounts, what you post, tests and payments, and your data.',
  },
  title: { id: 'terms.title', defaultMessage: 'Terms of use' },
  version: defineMessage<{ version: string; date: string }>({
    id: 'terms.version',
    defaultMessage: 'Version {version}, published {date}',
  }),
  intro: {
    id: 'terms.intro',
    defaultMessage:
      'These terms are the agreement between you and Karnama. Registering means you have read and accept them; when they change, we ask you again.',
  },
  contactTitle: { id: 'terms.contactTitle', defaultMessage: 'Questions about these terms?' },
  contactText: {
    id: 'terms.contactText',
    defaultMessage:
      'Write to us: we answer within two hours in working hours, Saturday to Thursday, 8 to 21.',
  },
  contactLink: { id: 'terms.contactLink', defaultMessage: 'Contact us' },
  acceptanceTitle: { id: 'terms.acceptanceTitle', defaultMessage: 'Your acceptance' },
  visitor: {
    id: 'terms.visitor',
    defaultMessage: 'You accept these terms when you register. Sign in to see which version you accepted.',
  },
  signIn: { id: 'terms.signIn', defaultMessage: 'Sign in' },
  unregistered: {
    id: 'terms.unregistered',
    defaultMessage: 'You accept these terms when you complete your registration.',
  },
  completeRegistration: { id: 'terms.completeRegistration', defaultMessage: 'Complete registration' },
  accepted: defineMessage<{ version: string; date: string }>({
    id: 'terms.accepted',
    defaultMessage: 'You accepted version {version} of these terms on {date}.',
  }),
  toAccept: {
    id: 'terms.toAccept',
    defaultMessage:
      'These terms have changed since you last accepted them. Please read them and accept them.',
  },
  notYetAccepted: {
    id: 'terms.notYetAccepted',
    defaultMessage: 'You have not accepted these terms yet. Please read them and accept them.',
  },
  accept: { id: 'terms.accept', defaultMessage: 'I accept these terms' },
  accepting: { id: 'terms.accepting', defaultMessage: 'Saving…' },
  acceptFailed: {
    id: 'terms.acceptFailed',
    defaultMessage: 'Your acceptance was not saved. Please try again.',
  },
});

/** The five items of the terms (`termsItems` in @platform/rules/terms): each a heading and its text. */
export const termsItemMessages = defineMessages({
  serviceTitle: { id: 'terms.item.service.title', defaultMessage: 'The service' },
  serviceText: {
    id: 'terms.item.service.text',
    defaultMessage:
      'Karnama connects job seekers, employers, collaborators and test takers: job listings, talent tests, a collaborator directory, a portfolio and software services. You may use it if you are at least 18 years old, for lawful purposes, and without disturbing its working or other people’s use of it.',
  },
  accountTitle: { id: 'terms.item.account.title', defaultMessage: 'Your account' },
  accountText: {
    id: 'terms.item.account.text',
    defaultMessage:
      'You sign in with your Google account and register under your real full name. One account is for one person. You are responsible for what is done with your account; end sessions you do not recognise from your profile.',
  },
  conductTitle: { id: 'terms.item.conduct.title', defaultMessage: 'What you post' },
  conductText: {
    id: 'terms.item.conduct.text',
    defaultMessage:
      'Job ads, applications, messages, comments and reviews must be true and lawful and must not harass, deceive or advertise to others. Content that breaks these terms may be hidden, and accounts that keep breaking them may be closed.',
  },
  paymentsTitle: { id: 'terms.item.payments.title', defaultMessage: 'Tests, certificates and payments' },
  paymentsText: {
    id: 'terms.item.payments.text',
    defaultMessage:
      'Prices are shown before you pay and are paid through the payment gateway. A paid test that has not been started can be refunded. Test results are shared with an employer only with your consent, and a certificate obtained unfairly may be revoked.',
  },
  privacyTitle: { id: 'terms.item.privacy.title', defaultMessage: 'Your data' },
  privacyText: {
    id: 'terms.item.privacy.text',
    defaultMessage:
      'We keep what the service needs to work — your profile, your applications, tests and messages — and never sell it. E-mails are sent only about what you do on Karnama. You may ask for a copy of your data or for its deletion through the contact page.',
  },
});
