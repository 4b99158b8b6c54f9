import { verifyIranianLegalId } from '@persian-tools/persian-tools';
import { companyVerdicts, companyVerificationLimits } from './companies-limits.ts';
import { toAsciiDigits } from './digits.ts';
import { z } from './zod.ts';

export {
  companyVerdicts,
  companyVerificationLimits,
  companyVerifications,
  type CompanyVerification,
} from './companies-limits.ts';

/**
 * A legal entity's national id (شناسه ملی): 11 digits, typed in any script, whose last is the check digit of the
 * other ten (the Iranian registry's rule, as persian-tools checks it). Spaces and dashes people copy with it are
 * dropped.
 */
export const companyNationalId = z
  .string({ error: 'NATIONAL_ID_INVALID' })
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{11}$/, 'NATIONAL_ID_INVALID')
      .refine((id) => verifyIranianLegalId(id) === true, 'NATIONAL_ID_INVALID'),
  );

/** An employer asks the team to verify their company. */
export const requestCompanyVerificationRules = z.object({ nationalId: companyNationalId });

/** An admin verifies or rejects a company; a rejection says why. */
export const reviewCompanyVerificationRules = z
  .object({
    verdict: z.enum(companyVerdicts, { error: 'VERDICT_INVALID' }),
    note: z
      .string({ error: 'INVALID' })
      .trim()
      .max(companyVerificationLimits.noteMax, 'TOO_LONG')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((review) => review.verdict === 'VERIFIED' || review.note !== null, {
    message: 'NOTE_REQUIRED',
    path: ['note'],
  });
