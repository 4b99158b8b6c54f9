import { feedbackLimits } from '@platform/rules/feedback-limits';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { FieldErrors } from '../../../ui/fieldErrors';
import { fieldProblemText } from '../../../ui/fieldErrors';
import { formErrorText, isCaptchaCode } from '../formErrors';
import { commentMessages, feedbackErrorMessages } from './messages';

const textLength = { min: feedbackLimits.textMin, max: feedbackLimits.textMax };
const limits: Partial<Record<string, Record<string, number>>> = {
  NAME_TOO_SHORT: { min: feedbackLimits.nameMin },
  NAME_TOO_LONG: { max: feedbackLimits.nameMax },
  COMPANY_TOO_LONG: { max: feedbackLimits.companyMax },
  WEBSITE_TOO_LONG: { max: feedbackLimits.websiteMax },
  TEXT_TOO_SHORT: textLength,
  TEXT_TOO_LONG: textLength,
};

/** Which form's text a length problem speaks of: a comment, or a testimonial's experience. */
export type FeedbackForm = 'comment' | 'testimonial';

/** A field's problem code in the user's language (§5), with the rules' limits in the language's digits. */
export function feedbackErrorText(intl: IntlShape, code: string | undefined, form: FeedbackForm) {
  if (isCaptchaCode(code) && code !== 'CAPTCHA_REQUIRED') return formErrorText(intl, code);
  const text =
    form === 'comment' ? feedbackErrorMessages.COMMENT_LENGTH : feedbackErrorMessages.EXPERIENCE_LENGTH;
  return fieldProblemText(
    intl,
    code,
    { ...feedbackErrorMessages, TEXT_TOO_SHORT: text, TEXT_TOO_LONG: text },
    limits,
  );
}

/**
 * A feedback form's problems: each field's code, and the general line above the form asking to fix them (the
 * captcha's own words when it is the only problem). A captcha that was refused is solved afresh.
 */
export function useFeedbackProblems(captcha: { renew(): void }, form: FeedbackForm) {
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    setFormError,
    errorOf: (field: string) => feedbackErrorText(intl, errors[field], form),
    show(problems: FieldErrors) {
      setErrors(problems);
      const captchaCode = problems.captcha;
      if (isCaptchaCode(captchaCode) && captchaCode !== 'CAPTCHA_REQUIRED') captcha.renew();
      setFormError(
        isCaptchaCode(captchaCode) && Object.keys(problems).length === 1
          ? feedbackErrorText(intl, captchaCode, form)!
          : intl.formatMessage(commentMessages.fixErrors),
      );
    },
    clear() {
      setErrors({});
      setFormError(null);
    },
  };
}
