import { z } from './zod.ts';
import { currentTerms } from './terms-version.ts';

export { currentTerms, termsItems, termsToAccept } from './terms-version.ts';

/** The version a person says they accept: only the one in force. */
export const termsVersion = z
  .number({ error: 'TERMS_NOT_ACCEPTED' })
  .int('TERMS_OUTDATED')
  .refine((version) => version === currentTerms.version, 'TERMS_OUTDATED');

export const acceptTermsRules = z.object({ version: termsVersion });
