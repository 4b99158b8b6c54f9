/** Where a company stands with the team's check (`Company.verification`). Free of zod, for any page to import. */
export const companyVerifications = ['UNVERIFIED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type CompanyVerification = (typeof companyVerifications)[number];

/** An admin's answer to a company's request. */
export const companyVerdicts = ['VERIFIED', 'REJECTED'] as const;

export const companyVerificationLimits = { noteMax: 1_000, page: 20 } as const;
