import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import fa from '../i18n/lang/fa.json';
import en from '../i18n/lang/en.json';
import { formatLocalizedText } from '../i18n/translate';
import { describeFailure, type TransportFailure } from './transportErrors';

const english = createIntl({ locale: 'en', messages: en });
const persian = createIntl({ locale: 'fa', messages: fa });

function textOf(failure: TransportFailure, intl = english) {
  return formatLocalizedText(intl, describeFailure(failure).message);
}

describe('transport error messages', () => {
  it('uses the localized text for a known server error code', () => {
    const failure: TransportFailure = {
      kind: 'server',
      status: 200,
      statusText: 'OK',
      errors: [{ message: 'Forbidden resource', extensions: { code: 'FORBIDDEN' } }],
    };
    expect(textOf(failure)).toBe('You do not have permission to do this.');
    expect(textOf(failure, persian)).toBe('اجازه انجام این کار را ندارید.');
  });

  it('shows the server message as is when the code is unknown', () => {
    expect(
      textOf({
        kind: 'server',
        status: 200,
        statusText: 'OK',
        errors: [{ message: 'Job board is read-only today', extensions: { code: 'SOMETHING_ELSE' } }],
      }),
    ).toBe('Job board is read-only today');
  });

  it('falls back to the status and status text when the response has no message', () => {
    expect(textOf({ kind: 'http', status: 502, statusText: 'Bad Gateway' })).toBe('Error 502 Bad Gateway');
    expect(textOf({ kind: 'server', status: 500, statusText: 'Internal Server Error', errors: [{}] })).toBe(
      'Error 500 Internal Server Error',
    );
    expect(textOf({ kind: 'http', status: 503, statusText: 'Service Unavailable' }, persian)).toBe(
      'خطای ۵۰۳ Service Unavailable',
    );
  });

  it('says how long to wait when rate limited, in the locale’s digits', () => {
    const limited = (retryAfter?: number): TransportFailure => ({
      kind: 'server',
      status: 429,
      statusText: 'Too Many Requests',
      errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED', retryAfter } }],
    });
    expect(textOf(limited(42))).toBe('Too many requests. Please try again in 42 seconds.');
    expect(textOf(limited(1))).toBe('Too many requests. Please try again in 1 second.');
    const farsi = createIntl({ locale: 'fa-IR-u-nu-arabext', messages: fa });
    expect(formatLocalizedText(farsi, describeFailure(limited(42)).message)).toBe(
      'تعداد درخواست‌ها زیاد است. لطفاً ۴۲ ثانیه دیگر دوباره تلاش کنید.',
    );
    expect(textOf(limited())).toBe('Too many requests. Please try again in 60 seconds.');
    expect(textOf(limited(3599))).toBe('Too many requests. Please try again in 60 minutes.');
    expect(formatLocalizedText(farsi, describeFailure(limited(3599)).message)).toBe(
      'تعداد درخواست‌ها زیاد است. لطفاً ۶۰ دقیقه دیگر دوباره تلاش کنید.',
    );
  });

  it('explains a request that got no response as a network problem', () => {
    expect(textOf({ kind: 'network' })).toBe('Network error. Please check your internet connection.');
  });

  it('says an unknown error occurred otherwise', () => {
    expect(textOf({ kind: 'unknown' })).toBe('An unknown error occurred.');
  });

  it('flags an invalid token by code or by the invalidToken message', () => {
    const byCode = describeFailure({
      kind: 'server',
      status: 200,
      statusText: 'OK',
      errors: [{ message: 'Token expired', extensions: { code: 'INVALID_TOKEN' } }],
    });
    const byMessage = describeFailure({
      kind: 'server',
      status: 401,
      statusText: 'Unauthorized',
      errors: [{ message: 'invalidToken' }],
    });
    expect(byCode.invalidToken).toBe(true);
    expect(byMessage.invalidToken).toBe(true);
    expect(describeFailure({ kind: 'network' }).invalidToken).toBe(false);
  });
});
