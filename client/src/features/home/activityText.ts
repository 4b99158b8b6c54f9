import type { IntlShape } from 'react-intl';
import { isolate } from '../../i18n/bidi';
import { activityKindMessages } from './messages';

export interface ActivityValues {
  kind: string;
  title: string | null | undefined;
  actor: string | null | undefined;
  count: number | null | undefined;
}

/**
 * An activity item in the reader's language: the server says what happened (`kind`) with the raw values, the
 * wording (and the count's digits and plural) is the client's.
 */
export function activityText(intl: IntlShape, values: ActivityValues): string {
  const { kind, count } = values;
  const what = isolate(values.title ?? '');
  const actor = values.actor ? isolate(values.actor) : null;
  switch (kind) {
    case 'JOB_POSTED':
      return actor
        ? intl.formatMessage(activityKindMessages.JOB_POSTED, { actor, title: what })
        : intl.formatMessage(activityKindMessages.JOB_POSTED_ANONYMOUS, { title: what });
    case 'APPLICATION_APPROVED':
      return actor
        ? intl.formatMessage(activityKindMessages.APPLICATION_APPROVED, { actor, title: what })
        : intl.formatMessage(activityKindMessages.APPLICATION_APPROVED_ANONYMOUS, { title: what });
    case 'TEST_COMPLETED':
      return intl.formatMessage(activityKindMessages.TEST_COMPLETED, { count: count ?? 1, title: what });
    default:
      return values.title ? what : intl.formatMessage(activityKindMessages.OTHER);
  }
}
