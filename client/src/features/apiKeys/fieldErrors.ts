import { accountLimits } from '@platform/rules/accounts';
import type { IntlShape } from 'react-intl';
import { fieldProblemText } from '../../ui/fieldErrors';
import { apiKeyFieldErrorMessages } from './messages';

const LIMITS = { API_KEY_NAME_TOO_LONG: { max: accountLimits.apiKeyNameMax } };

/** A key form field's code in the user's language. */
export function apiKeyFieldErrorText(intl: IntlShape, code: string | undefined): string | undefined {
  return fieldProblemText(intl, code, apiKeyFieldErrorMessages, LIMITS);
}
