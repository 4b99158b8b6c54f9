import { accountLimits } from '@platform/rules/accounts';
import type { IntlShape } from 'react-intl';
import { fieldProblemText } from '../../ui/fieldErrors';
import { fieldErrorMessages } from './messages';

const LIMITS: Partial<Record<string, Record<string, number>>> = {
  FULL_NAME_TOO_LONG: { max: accountLimits.fullNameMax },
  COMPANY_NAME_TOO_SHORT: { min: accountLimits.companyNameMin },
  COMPANY_NAME_TOO_LONG: { max: accountLimits.companyNameMax },
  ABOUT_TOO_LONG: { max: accountLimits.aboutMax },
};

/** A profile or company field's code in the user's language. */
export function fieldErrorText(intl: IntlShape, code: string | undefined): string | undefined {
  return fieldProblemText(intl, code, fieldErrorMessages, LIMITS);
}
