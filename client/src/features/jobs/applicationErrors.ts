import { applicationLimits } from '@platform/rules/jobs';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { FieldErrors } from '../../ui/fieldErrors';
import { applicationFieldErrorMessages } from './messages';

const LIMITS: Partial<Record<string, Record<string, number>>> = {
  NAME_TOO_SHORT: { min: applicationLimits.fullNameMin },
  NAME_TOO_LONG: { max: applicationLimits.fullNameMax },
  COVER_LETTER_TOO_SHORT: { min: applicationLimits.coverLetterMin },
  COVER_LETTER_TOO_LONG: { max: applicationLimits.coverLetterMax },
};

function isKnownCode(code: string): code is keyof typeof applicationFieldErrorMessages {
  return Object.hasOwn(applicationFieldErrorMessages, code);
}

/** An application field's code in the user's language, numbers in the language's digits. */
export function applicationErrorText(intl: IntlShape, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const descriptor: MessageDescriptor = isKnownCode(code)
    ? applicationFieldErrorMessages[code]
    : applicationFieldErrorMessages.INVALID;
  const values = Object.fromEntries(
    Object.entries(LIMITS[code] ?? {}).map(([name, value]) => [name, intl.formatNumber(value)]),
  );
  return intl.formatMessage(descriptor, values);
}

/** §5: a missing required field gives one form-level message as well as the field's own. */
export function hasMissingField(errors: FieldErrors): boolean {
  return Object.values(errors).includes('REQUIRED');
}
