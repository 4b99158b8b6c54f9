import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/** The limits of §5 and §9, exported so that forms can say them in the user's language. */
export const applicationLimits = {
  fullNameMin: 3,
  fullNameMax: 120,
  coverLetterMin: 10,
  coverLetterMax: 5000,
  contractDaysMax: 3650,
} as const;

const persianDigits = '۰۱۲۳۴۵۶۷۸۹';
const arabicDigits = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits to ASCII; spaces, dashes, dots and brackets dropped. */
function phoneDigits(input: string): string {
  return input
    .replace(/[۰-۹]/g, (d) => String(persianDigits.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String(arabicDigits.indexOf(d)))
    .replace(/[\s\-.()\u200c]/g, '');
}

/**
 * A phone number in E.164, or null when it is not valid: Iranian mobile numbers however they are written
 * (۰۹۱۲…, 09…, 9…, +98…, 0098…, in any digit system), and international numbers with their country code.
 */
export function normalizePhone(input: string): string | null {
  const digits = phoneDigits(input).replace(/^00/, '+');
  const iranMobile = /^(?:\+98|98|0)?(9\d{9})$/.exec(digits);
  if (iranMobile) return `+98${iranMobile[1]}`;
  if (!digits.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(digits);
  return parsed?.isValid() ? parsed.number : null;
}

/** A required text with a length range: exactly one code per field (a blank field is only "required"). */
const required = (min: number, tooShort: string, max: number, tooLong: string) =>
  z
    .string({ error: 'REQUIRED' })
    .trim()
    .superRefine((value, ctx) => {
      const code = !value ? 'REQUIRED' : value.length < min ? tooShort : value.length > max ? tooLong : null;
      if (code) ctx.addIssue({ code: 'custom', message: code });
    });

/**
 * Applying to a job (§5): name at least 3 characters, a valid phone, a cover letter of at least 10. A missing
 * required field has the code REQUIRED ("please fill in all required fields").
 */
export const applyToJobRules = z.object({
  fullName: required(
    applicationLimits.fullNameMin,
    'NAME_TOO_SHORT',
    applicationLimits.fullNameMax,
    'NAME_TOO_LONG',
  ),
  email: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, 'REQUIRED')
    .pipe(z.email({ error: 'EMAIL_INVALID' })),
  phone: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (!phone) ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
      return phone ?? value;
    }),
  coverLetter: required(
    applicationLimits.coverLetterMin,
    'COVER_LETTER_TOO_SHORT',
    applicationLimits.coverLetterMax,
    'COVER_LETTER_TOO_LONG',
  ),
  contractDays: z
    .number({ error: 'NUMBER_INVALID' })
    .int('NUMBER_INVALID')
    .min(1, 'NUMBER_INVALID')
    .max(applicationLimits.contractDaysMax, 'NUMBER_INVALID')
    .nullish(),
  requestedSalaryRials: z
    .number({ error: 'NUMBER_INVALID' })
    .int('NUMBER_INVALID')
    .min(0, 'NUMBER_INVALID')
    .max(Number.MAX_SAFE_INTEGER, 'NUMBER_INVALID')
    .nullish(),
  hideIdentity: z.boolean().default(false),
});

export type ApplyToJobInput = z.input<typeof applyToJobRules>;
