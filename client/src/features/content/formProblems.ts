import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldErrors } from '../../ui/fieldErrors';
import { formErrorText, isCaptchaCode } from './formErrors';
import { contactMessages } from './messages';

/**
 * A form's problems: each field's code, and the line above the form that sums them up (the captcha's own words when
 * it is the only problem, since it has no field). A captcha that was refused is solved afresh.
 */
export function useFormProblems(captcha: { renew(): void }) {
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    setFormError,
    errorOf: (field: string) => formErrorText(intl, errors[field]),
    show(problems: FieldErrors) {
      setErrors(problems);
      const captchaCode = problems.captcha;
      if (isCaptchaCode(captchaCode)) captcha.renew();
      const missing = Object.values(problems).includes('REQUIRED');
      setFormError(
        isCaptchaCode(captchaCode) && Object.keys(problems).length === 1
          ? formErrorText(intl, captchaCode)!
          : intl.formatMessage(missing ? contactMessages.missingRequired : contactMessages.fixErrors),
      );
    },
    clear() {
      setErrors({});
      setFormError(null);
    },
  };
}
