import { defineMessage, defineMessages } from 'react-intl';

/** The public lookup form (`/certificates`); in the talent tests' catalogue. */
export const lookupMessages = defineMessages({
  documentTitle: { id: 'certificates.lookup.documentTitle', defaultMessage: 'Check a certificate' },
  description: {
    id: 'certificates.lookup.description',
    defaultMessage:
      'Type the code printed on a Karnama test certificate to see whether it is genuine and still valid.',
  },
  title: { id: 'certificates.lookup.title', defaultMessage: 'Check a certificate' },
  intro: {
    id: 'certificates.lookup.intro',
    defaultMessage:
      'Type the code printed on the certificate to see whose it is, which test it is for and whether it is still valid.',
  },
  label: { id: 'certificates.lookup.label', defaultMessage: 'Certificate code' },
  hint: {
    id: 'certificates.lookup.hint',
    defaultMessage: 'Twenty letters and digits; spaces, dashes and Persian digits are fine.',
  },
  submit: { id: 'certificates.lookup.submit', defaultMessage: 'Check' },
  empty: { id: 'certificates.lookup.empty', defaultMessage: 'Type the certificate’s code.' },
  invalid: {
    id: 'certificates.lookup.invalid',
    defaultMessage: 'This is not a certificate code: a code has twenty letters and digits, such as 7K3QD-…',
  },
  unknown: {
    id: 'certificates.lookup.unknown',
    defaultMessage: 'No certificate has this code. Check it against the certificate and try again.',
  },
});

/** The admins' certificates page (`/panel/admin/certificates`); in the panel's catalogue. */
export const adminCertificatesMessages = defineMessages({
  title: { id: 'certificates.admin.title', defaultMessage: 'Certificates' },
  intro: {
    id: 'certificates.admin.intro',
    defaultMessage:
      'Every certificate issued for a passed test, newest first. A revoked certificate’s public page says it was revoked.',
  },
  adminsOnly: {
    id: 'certificates.admin.adminsOnly',
    defaultMessage: 'Only admins can see the certificates.',
  },
  code: { id: 'certificates.admin.code', defaultMessage: 'Code' },
  test: { id: 'certificates.admin.test', defaultMessage: 'Test (its address name)' },
  state: { id: 'certificates.admin.state', defaultMessage: 'State' },
  anyState: { id: 'certificates.admin.anyState', defaultMessage: 'Any' },
  valid: { id: 'certificates.admin.valid', defaultMessage: 'Valid' },
  revoked: { id: 'certificates.admin.revoked', defaultMessage: 'Revoked' },
  filter: { id: 'certificates.admin.filter', defaultMessage: 'Filter' },
  clear: { id: 'certificates.admin.clear', defaultMessage: 'Clear the filter' },
  holderFilter: defineMessage<{ name: string }>({
    id: 'certificates.admin.holderFilter',
    defaultMessage: 'Only {name}’s certificates',
  }),
  count: defineMessage<{ count: number }>({
    id: 'certificates.admin.count',
    defaultMessage: '{count, plural, one {# certificate} other {# certificates}}',
  }),
  empty: { id: 'certificates.admin.empty', defaultMessage: 'No certificate matches.' },
  holder: { id: 'certificates.admin.holder', defaultMessage: 'Holder' },
  issuedAt: { id: 'certificates.admin.issuedAt', defaultMessage: 'Issued' },
  revokedOn: defineMessage<{ when: string }>({
    id: 'certificates.admin.revokedOn',
    defaultMessage: 'Revoked on {when}',
  }),
  reasonShown: defineMessage<{ reason: string }>({
    id: 'certificates.admin.reasonShown',
    defaultMessage: 'Reason: {reason}',
  }),
  revoke: { id: 'certificates.admin.revoke', defaultMessage: 'Revoke' },
  revokeTitle: defineMessage<{ code: string }>({
    id: 'certificates.admin.revokeTitle',
    defaultMessage: 'Revoke certificate {code}',
  }),
  reason: { id: 'certificates.admin.reason', defaultMessage: 'Reason (seen by admins only)' },
  confirm: { id: 'certificates.admin.confirm', defaultMessage: 'Revoke the certificate' },
  cancel: { id: 'certificates.admin.cancel', defaultMessage: 'Cancel' },
  reasonTooShort: { id: 'certificates.admin.reasonTooShort', defaultMessage: 'Say why, in a few words.' },
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'certificates.admin.reasonTooLong',
    defaultMessage: 'Keep the reason under {max, number} characters.',
  }),
  notFound: { id: 'certificates.admin.notFound', defaultMessage: 'This certificate no longer exists.' },
  done: { id: 'certificates.admin.done', defaultMessage: 'The certificate was revoked.' },
  failed: {
    id: 'certificates.admin.failed',
    defaultMessage: 'The certificate could not be revoked. Please try again.',
  },
  loadMore: { id: 'certificates.admin.loadMore', defaultMessage: 'Show more' },
  loadingMore: { id: 'certificates.admin.loadingMore', defaultMessage: 'Loading…' },
});

/** The admins' report queue (`/panel/admin/reports`); in the panel's catalogue. */
export const reportQueueMessages = defineMessages({
  title: { id: 'certificates.reports.title', defaultMessage: 'Report e-mails' },
  intro: {
    id: 'certificates.reports.intro',
    defaultMessage:
      'Every scored test’s detailed report is e-mailed to its taker. A failed one can be sent again once its cause is fixed.',
  },
  adminsOnly: {
    id: 'certificates.reports.adminsOnly',
    defaultMessage: 'Only admins can see the report queue.',
  },
  all: { id: 'certificates.reports.all', defaultMessage: 'All' },
  PENDING: { id: 'certificates.reports.pending', defaultMessage: 'Pending' },
  SENT: { id: 'certificates.reports.sent', defaultMessage: 'Sent' },
  FAILED: { id: 'certificates.reports.failed', defaultMessage: 'Failed' },
  count: defineMessage<{ count: number }>({
    id: 'certificates.reports.count',
    defaultMessage: '{count, plural, one {# report} other {# reports}}',
  }),
  empty: { id: 'certificates.reports.empty', defaultMessage: 'No report here.' },
  taker: { id: 'certificates.reports.taker', defaultMessage: 'Taker' },
  scoredAt: { id: 'certificates.reports.scoredAt', defaultMessage: 'Finished' },
  sentAt: { id: 'certificates.reports.sentAt', defaultMessage: 'Sent' },
  dueAt: { id: 'certificates.reports.dueAt', defaultMessage: 'Due by' },
  NO_ADDRESS: { id: 'certificates.reports.noAddress', defaultMessage: 'The account has no e-mail address.' },
  UNDELIVERABLE: {
    id: 'certificates.reports.undeliverable',
    defaultMessage: 'The mail server refused the address, or every attempt failed.',
  },
  retry: { id: 'certificates.reports.retry', defaultMessage: 'Send again' },
  retried: { id: 'certificates.reports.retried', defaultMessage: 'The report is queued to be sent again.' },
  notFailed: { id: 'certificates.reports.notFailed', defaultMessage: 'This report is no longer failed.' },
  retryFailed: {
    id: 'certificates.reports.retryFailed',
    defaultMessage: 'The report could not be queued. Please try again.',
  },
  loadMore: { id: 'certificates.reports.loadMore', defaultMessage: 'Show more' },
  loadingMore: { id: 'certificates.reports.loadingMore', defaultMessage: 'Loading…' },
});
