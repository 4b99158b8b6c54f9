import { z } from './zod.ts';
import { uploadReceipt } from './files.ts';
import { termsVersion } from './terms.ts';

export const languages = ['fa', 'en', 'az'] as const;

/** The lengths the rules allow, exported so that forms can say them in the user's language. */
export const accountLimits = {
  fullNameMax: 120,
  companyNameMin: 2,
  companyNameMax: 120,
  aboutMax: 2000,
  apiKeyNameMax: 60,
} as const;

/** Registration and profile: the full name (§5: "please enter your full name"). */
export const fullName = z
  .string({ error: 'FULL_NAME_REQUIRED' })
  .trim()
  .min(1, 'FULL_NAME_REQUIRED')
  .max(accountLimits.fullNameMax, 'FULL_NAME_TOO_LONG');

/** Registration: the full name, and the version of the terms the person read and accepts (the one in force). */
export const completeRegistrationRules = z.object({ fullName, termsVersion });

const httpUrl = z.url({ protocol: /^https?$/, error: 'URL_INVALID' }).max(2048, 'URL_INVALID');

export const updateProfileRules = z.object({
  fullName: fullName.optional(),
  preferredLanguage: z.enum(languages, { error: 'LANGUAGE_INVALID' }).optional(),
  avatarUpload: uploadReceipt.nullable().optional(),
});

export const updateCompanyRules = z.object({
  name: z
    .string()
    .trim()
    .min(accountLimits.companyNameMin, 'COMPANY_NAME_TOO_SHORT')
    .max(accountLimits.companyNameMax, 'COMPANY_NAME_TOO_LONG'),
  website: httpUrl.nullable().optional(),
  logoUpload: uploadReceipt.nullable().optional(),
  about: z.string().trim().max(accountLimits.aboutMax, 'ABOUT_TOO_LONG').nullable().optional(),
});

/**
 * Partner API keys: how many may be active at once per owner, how many keys a page lists, and how many days of
 * usage a key reports.
 */
export const apiKeyLimits = {
  activePerOwner: 10,
  pageDefault: 20,
  pageMax: 50,
  usageDaysDefault: 30,
  usageDaysMax: 90,
} as const;

export const createApiKeyRules = z.object({
  name: z
    .string({ error: 'API_KEY_NAME_REQUIRED' })
    .trim()
    .min(1, 'API_KEY_NAME_REQUIRED')
    .max(accountLimits.apiKeyNameMax, 'API_KEY_NAME_TOO_LONG'),
});

/** The visitor id kept in localStorage `token_auth` (§3): 64 characters from 62 symbols. */
export const visitorId = z.string().regex(/^[A-Za-z0-9]{64}$/, 'VISITOR_ID_INVALID');
export const referralId = z.string().trim().min(1).max(128, 'REFERRAL_ID_INVALID');
