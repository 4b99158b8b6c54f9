import { contentLimits } from '@platform/rules/content-limits';
import type { IntlShape } from 'react-intl';
import { fieldProblemText } from '../../ui/fieldErrors';
import { formErrorMessages } from './messages';

const limits: Partial<Record<string, Record<string, number>>> = {
  NAME_TOO_SHORT: { min: contentLimits.nameMin },
  NAME_TOO_LONG: { max: contentLimits.nameMax },
  MESSAGE_TOO_SHORT: { min: contentLimits.messageMin },
  MESSAGE_TOO_LONG: { max: contentLimits.messageMax },
};

/** A form field's problem code in the user's language, with the rule's limits in the language's digits. */
export function formErrorText(intl: IntlShape, code: string | undefined): string | undefined {
  return fieldProblemText(intl, code, formErrorMessages, limits);
}

/** Codes of the captcha: shown above the send button, since the captcha has no field of its own. */
export const isCaptchaCode = (code: string | undefined) => Boolean(code?.startsWith('CAPTCHA_'));
