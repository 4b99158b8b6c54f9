import { messagingLimits } from '@platform/rules/messaging';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { messagingErrorMessages } from './messages';

const LIMITS: Partial<Record<string, Record<string, number>>> = {
  BODY_TOO_LONG: { max: messagingLimits.bodyMax },
  SUBJECT_TOO_LONG: { max: messagingLimits.subjectMax },
  TOO_MANY_RECIPIENTS: { max: messagingLimits.recipientsMax },
  DESCRIPTION_TOO_SHORT: { min: messagingLimits.reportDescriptionMin },
  DESCRIPTION_TOO_LONG: { max: messagingLimits.reportDescriptionMax },
};

function isKnownCode(code: string): code is keyof typeof messagingErrorMessages {
  return Object.hasOwn(messagingErrorMessages, code);
}

/** A messaging rule's code (the client's or the server's) in the user's language, numbers in its digits. */
export function messagingErrorText(intl: IntlShape, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const descriptor: MessageDescriptor = isKnownCode(code)
    ? messagingErrorMessages[code]
    : messagingErrorMessages.INVALID;
  const values = Object.fromEntries(
    Object.entries(LIMITS[code] ?? {}).map(([name, value]) => [name, intl.formatNumber(value)]),
  );
  return intl.formatMessage(descriptor, values);
}
