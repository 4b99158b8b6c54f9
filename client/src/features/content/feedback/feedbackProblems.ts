import { feedbackLimits } from '@platform/rules/feedback-limits';
import type { IntlShape } from 'react-intl';
import { fieldProblemText } from '../../../ui/fieldErrors';
import { formErrorText, isCaptchaCode } from '../formErrors';
import { feedbackErrorMessages } from './messages';

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

/** A comment's problem codes in the person's words. */
export const commentErrorText = (intl: IntlShape, code: string | undefined) =>
  feedbackErrorText(intl, code, 'comment');

/** A testimonial's problem codes in the person's words. */
export const testimonialErrorText = (intl: IntlShape, code: string | undefined) =>
  feedbackErrorText(intl, code, 'testimonial');
