import type { IntlShape } from 'react-intl';
import { resultMessages } from './messages';

export type ReportState = {
  readonly reportSentAt: string | null | undefined;
  readonly reportDueAt: string | null | undefined;
  readonly reportFailure: string | null | undefined;
};

/** Where the e-mailed report stands: sent (on a date), not to be sent (and why), or being prepared, due by a time. */
export function reportLine(session: ReportState, intl: IntlShape): string | null {
  if (session.reportSentAt)
    return intl.formatMessage(resultMessages.reportSent, {
      when: intl.formatDate(session.reportSentAt, { dateStyle: 'long' }),
    });
  if (session.reportFailure === 'NO_ADDRESS') return intl.formatMessage(resultMessages.reportNoAddress);
  if (session.reportFailure === 'UNDELIVERABLE')
    return intl.formatMessage(resultMessages.reportUndeliverable);
  if (!session.reportDueAt) return null;
  return intl.formatMessage(resultMessages.reportDue, {
    when: intl.formatDate(session.reportDueAt, { dateStyle: 'long', timeStyle: 'short' }),
  });
}
