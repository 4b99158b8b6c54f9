import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from './zod.ts';
import { toAsciiDigits } from './digits.ts';
import { experienceLevels, jobTypes } from './job-kinds.ts';

export * from './job-kinds.ts';

/** The limits of §5 and §9, exported so that forms can say them in the user's language. */
export const applicationLimits = {
  fullNameMin: 3,
  fullNameMax: 120,
  coverLetterMin: 10,
  coverLetterMax: 5000,
  contractDaysMax: 3650,
} as const;

/** Persian and Arabic-Indic digits to ASCII; spaces, dashes, dots and brackets dropped. */
function phoneDigits(input: string): string {
  return toAsciiDigits(input).replace(/[\s\-.()\u200c]/g, '');
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
  /** Consent to share the results of the job's tests with its employer; required when a test is required. */
  shareTestResults: z.boolean().default(false),
  /** Send the applicant's résumé in this language with the application (a snapshot of it as it is now). */
  resumeLocale: z
    .enum(['fa', 'en', 'az'], { error: 'LOCALE_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
});

export type ApplyToJobInput = z.input<typeof applyToJobRules>;

export const jobPostingLimits = {
  titleMin: 3,
  titleMax: 150,
  companyNameMax: 150,
  descriptionMin: 30,
  descriptionMax: 10_000,
  listItems: 20,
  listItemMax: 300,
  skills: 20,
  skillMax: 40,
  expiresWithinDays: 180,
  /** Talent tests attached to one job. */
  tests: 5,
} as const;

const list = (itemMax: number, count: number) =>
  z
    .array(z.string().trim().max(itemMax, 'ITEM_TOO_LONG'))
    .max(count, 'TOO_MANY_ITEMS')
    .transform((items) => items.filter((item) => item.length > 0))
    .default([]);

const money = z.number({ error: 'NUMBER_INVALID' }).int('NUMBER_INVALID').min(0, 'NUMBER_INVALID').nullish();

/**
 * Posting or editing a job. Salaries are monthly rials; the expiry date must lie in the future and within 180
 * days (a permanent job stays listed after it).
 */
export const jobPostingRules = (now = new Date()) =>
  z
    .object({
      language: z.enum(['fa', 'en', 'az'], { error: 'LANGUAGE_INVALID' }),
      title: required(
        jobPostingLimits.titleMin,
        'TITLE_TOO_SHORT',
        jobPostingLimits.titleMax,
        'TITLE_TOO_LONG',
      ),
      companyName: required(1, 'REQUIRED', jobPostingLimits.companyNameMax, 'COMPANY_NAME_TOO_LONG'),
      placeId: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED'),
      type: z.enum(jobTypes, { error: 'REQUIRED' }),
      experienceLevel: z.enum(experienceLevels, { error: 'REQUIRED' }),
      description: required(
        jobPostingLimits.descriptionMin,
        'DESCRIPTION_TOO_SHORT',
        jobPostingLimits.descriptionMax,
        'DESCRIPTION_TOO_LONG',
      ),
      skills: list(jobPostingLimits.skillMax, jobPostingLimits.skills),
      requirements: list(jobPostingLimits.listItemMax, jobPostingLimits.listItems),
      responsibilities: list(jobPostingLimits.listItemMax, jobPostingLimits.listItems),
      benefits: list(jobPostingLimits.listItemMax, jobPostingLimits.listItems),
      education: z.string().trim().max(300, 'ITEM_TOO_LONG').nullish(),
      salaryMinRials: money,
      salaryMaxRials: money,
      expiresAt: z
        .date({ error: 'DATE_INVALID' })
        .refine((d) => d.getTime() > now.getTime(), 'EXPIRY_IN_PAST')
        .refine(
          (d) => d.getTime() <= now.getTime() + jobPostingLimits.expiresWithinDays * 86_400_000,
          'EXPIRY_TOO_FAR',
        )
        .nullish(),
      permanent: z.boolean().default(false),
    })
    .superRefine((job, ctx) => {
      if (
        job.salaryMinRials != null &&
        job.salaryMaxRials != null &&
        job.salaryMinRials > job.salaryMaxRials
      ) {
        ctx.addIssue({ code: 'custom', path: ['salaryMaxRials'], message: 'SALARY_RANGE_INVALID' });
      }
    });

export type JobPostingInput = z.input<ReturnType<typeof jobPostingRules>>;

/**
 * The talent tests attached to a job, in the employer's order: at most five, each once. Whether a test may be
 * attached (published, not a practice test) is the server's question to the graph.
 */
export const jobTestsRules = z
  .array(
    z.object({
      testId: z.string().trim().min(1, 'REQUIRED').max(200, 'TEST_INVALID'),
      required: z.boolean(),
    }),
    {
      error: 'TESTS_INVALID',
    },
  )
  .max(jobPostingLimits.tests, 'TOO_MANY_TESTS')
  .superRefine((tests, ctx) => {
    const seen = new Set<string>();
    tests.forEach((test, index) => {
      if (seen.has(test.testId))
        ctx.addIssue({ code: 'custom', path: [index, 'testId'], message: 'TEST_DUPLICATE' });
      seen.add(test.testId);
    });
  });

export type JobTestsInput = z.input<typeof jobTestsRules>;
