import { formatPhone } from '@platform/rules/phone';
import { describe, expect, it } from 'vitest';
import { supportPhone, supportPhoneDisplay } from './supportContact';

describe("support's phone", () => {
  it.each(['fa', 'en', 'az'] as const)('is written as formatPhone writes it, in %s', (locale) => {
    expect(supportPhoneDisplay(locale)).toEqual(formatPhone(supportPhone.e164, locale));
  });
});
