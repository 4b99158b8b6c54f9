import { useIntl } from 'react-intl';
import { captchaMessages } from './messages';
import type { Captcha } from './useCaptcha';

/**
 * What the captcha is doing, told to screen readers as it changes; a failed check can be run again. Nothing before
 * the form is touched, nor for the signed in.
 */
export function CaptchaNote({ captcha }: { captcha: Captcha }) {
  const intl = useIntl();
  if (captcha.status === 'skipped' || captcha.status === 'waiting') return null;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600" data-captcha={captcha.status}>
      <span
        aria-hidden="true"
        className={`inline-block h-2.5 w-2.5 rounded-full ${
          captcha.status === 'solved'
            ? 'bg-teal-600'
            : captcha.status === 'failed'
              ? 'bg-red-600'
              : 'bg-amber-500'
        }`}
      />
      {intl.formatMessage(captchaMessages[captcha.status])}
      {captcha.status === 'failed' ? (
        <button type="button" onClick={captcha.renew} className="font-semibold text-teal-800 underline">
          {intl.formatMessage(captchaMessages.retry)}
        </button>
      ) : null}
    </p>
  );
}
