import { defineMessage, defineMessages } from 'react-intl';

/** The employer's request to have their company verified, and the admins' list of requests. */
export const verificationMessages = defineMessages({
  title: { id: 'companyVerification.title', defaultMessage: 'Company verification' },
  UNVERIFIED: {
    id: 'companyVerification.UNVERIFIED',
    defaultMessage:
      'Not verified yet. A company the team has verified shows a verified badge and may search the talent pool of evaluated résumés.',
  },
  PENDING: defineMessage<{ date: string }>({
    id: 'companyVerification.PENDING',
    defaultMessage: 'Waiting for the team’s check, asked on {date}.',
  }),
  VERIFIED: {
    id: 'companyVerification.VERIFIED',
    defaultMessage: 'Verified by the team. You may search the talent pool.',
  },
  REJECTED: defineMessage<{ note: string }>({
    id: 'companyVerification.REJECTED',
    defaultMessage: 'Not verified: {note}',
  }),
  talentPool: { id: 'companyVerification.talentPool', defaultMessage: 'Open the talent pool' },
  nationalId: { id: 'companyVerification.nationalId', defaultMessage: 'The company’s national ID' },
  nationalIdHint: {
    id: 'companyVerification.nationalIdHint',
    defaultMessage: '11 digits, as on the company’s registration certificate. Only you and the team see it.',
  },
  ask: { id: 'companyVerification.ask', defaultMessage: 'Ask to be verified' },
  askAgain: { id: 'companyVerification.askAgain', defaultMessage: 'Send again' },
  asking: { id: 'companyVerification.asking', defaultMessage: 'Sending…' },
  asked: {
    id: 'companyVerification.asked',
    defaultMessage: 'Sent. The team checks the national ID against the registry.',
  },
  NATIONAL_ID_INVALID: {
    id: 'companyVerification.NATIONAL_ID_INVALID',
    defaultMessage: 'Enter the 11 digits of the national ID; its last digit does not match the others.',
  },
  NATIONAL_ID_TAKEN: {
    id: 'companyVerification.NATIONAL_ID_TAKEN',
    defaultMessage: 'Another company is verified under this national ID. Write to us if it is yours.',
  },
  noCompany: {
    id: 'companyVerification.noCompany',
    defaultMessage: 'Save your company profile first.',
  },
  failed: {
    id: 'companyVerification.failed',
    defaultMessage: 'It could not be sent. Please try again.',
  },
});

/** The admins' list of companies that asked to be verified. */
export const adminCompaniesMessages = defineMessages({
  title: { id: 'adminCompanies.title', defaultMessage: 'Companies to verify' },
  intro: {
    id: 'adminCompanies.intro',
    defaultMessage:
      'Check each national ID and name against the official registry of companies, then verify or reject it with the reason.',
  },
  state: { id: 'adminCompanies.state', defaultMessage: 'Verification state' },
  all: { id: 'adminCompanies.all', defaultMessage: 'All' },
  PENDING: { id: 'adminCompanies.PENDING', defaultMessage: 'Waiting' },
  VERIFIED: { id: 'adminCompanies.VERIFIED', defaultMessage: 'Verified' },
  REJECTED: { id: 'adminCompanies.REJECTED', defaultMessage: 'Rejected' },
  UNVERIFIED: { id: 'adminCompanies.UNVERIFIED', defaultMessage: 'Not verified' },
  nationalId: defineMessage<{ id: string }>({
    id: 'adminCompanies.nationalId',
    defaultMessage: 'National ID: {id}',
  }),
  asked: defineMessage<{ date: string }>({ id: 'adminCompanies.asked', defaultMessage: 'Asked on {date}' }),
  members: defineMessage<{ count: number }>({
    id: 'adminCompanies.members',
    defaultMessage: '{count, plural, one {# employer} other {# employers}}',
  }),
  note: { id: 'adminCompanies.note', defaultMessage: 'Reason (the company’s employers read it)' },
  verify: { id: 'adminCompanies.verify', defaultMessage: 'Verify' },
  reject: { id: 'adminCompanies.reject', defaultMessage: 'Reject' },
  revoke: { id: 'adminCompanies.revoke', defaultMessage: 'Revoke the verification' },
  noteRequired: {
    id: 'adminCompanies.noteRequired',
    defaultMessage: 'Write the reason: the company’s employers read it.',
  },
  noteTooLong: defineMessage<{ max: number }>({
    id: 'adminCompanies.noteTooLong',
    defaultMessage: 'The reason can be at most {max} characters long.',
  }),
  saved: { id: 'adminCompanies.saved', defaultMessage: 'Saved.' },
  notPending: {
    id: 'adminCompanies.notPending',
    defaultMessage: 'This company’s request was answered already; the list shows its state now.',
  },
  taken: {
    id: 'adminCompanies.taken',
    defaultMessage: 'Another company is verified under this national ID.',
  },
  failed: { id: 'adminCompanies.failed', defaultMessage: 'It could not be saved. Please try again.' },
  count: defineMessage<{ count: number }>({
    id: 'adminCompanies.count',
    defaultMessage: '{count, plural, one {# company} other {# companies}}',
  }),
  empty: { id: 'adminCompanies.empty', defaultMessage: 'No company is in this list.' },
  loadMore: { id: 'adminCompanies.loadMore', defaultMessage: 'Show more' },
  loadingMore: { id: 'adminCompanies.loadingMore', defaultMessage: 'Loading…' },
  adminsOnly: { id: 'adminCompanies.adminsOnly', defaultMessage: 'This list is for the team’s admins.' },
});
