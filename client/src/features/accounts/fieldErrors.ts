import { accountLimits } from '@platform/rules/accounts';
import { fieldProblems } from '@platform/rules/field-problems';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import { fieldErrorMessages } from './messages';

/** The first problem code of each field, by field name (`fullName`, `website`, …). */
export type FieldErrors = Partial<Record<string, string>>;

function byField(problems: readonly { path: string; code: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, code } of problems) {
    // The server reports `input.fullName`; the form's own check reports `fullName`.
    const field = path.replace(/^input\./, '');
    errors[field] ??= code;
  }
  return errors;
}

/** Checks form values with the same rules the server applies; null when they pass. */
export function validate<S extends z.ZodType>(rules: S, values: unknown): FieldErrors | null {
  const result = rules.safeParse(values);
  return result.success ? null : byField(fieldProblems(result.error, ''));
}

/** The fields of a ValidationError the server returned. */
export function serverFieldErrors(fields: readonly { path: string; code: string }[]): FieldErrors {
  return byField(fields);
}

const LIMITS: Partial<Record<string, Record<string, number>>> = {
  FULL_NAME_TOO_LONG: { max: accountLimits.fullNameMax },
  COMPANY_NAME_TOO_SHORT: { min: accountLimits.companyNameMin },
  COMPANY_NAME_TOO_LONG: { max: accountLimits.companyNameMax },
  ABOUT_TOO_LONG: { max: accountLimits.aboutMax },
  API_KEY_NAME_TOO_LONG: { max: accountLimits.apiKeyNameMax },
};

function isKnownCode(code: string): code is keyof typeof fieldErrorMessages {
  return Object.hasOwn(fieldErrorMessages, code);
}

/** A field's code in the user's language, numbers in the language's digits. */
export function fieldErrorText(intl: IntlShape, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const descriptor: MessageDescriptor = isKnownCode(code)
    ? fieldErrorMessages[code]
    : fieldErrorMessages.INVALID;
  const values = Object.fromEntries(
    Object.entries(LIMITS[code] ?? {}).map(([name, value]) => [name, intl.formatNumber(value)]),
  );
  return intl.formatMessage(descriptor, values);
}
