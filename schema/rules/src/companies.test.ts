import { describe, expect, it } from 'vitest';
import { companyNationalId, reviewCompanyVerificationRules } from './companies.ts';

describe('company verification rules', () => {
  it('takes a national id with its check digit, in any digits, and refuses one without', () => {
    expect(companyNationalId.parse('10380284790')).toBe('10380284790');
    expect(companyNationalId.parse('۱۰۳۸۰۲۸۴۷۹۰')).toBe('10380284790');
    expect(companyNationalId.parse(' 103-8028-4790 ')).toBe('10380284790');
    for (const wrong of ['10380284791', '1038028479', '11111111111', '103802847900', 'abcdefghijk'])
      expect(companyNationalId.safeParse(wrong).error?.issues[0]?.message).toBe('NATIONAL_ID_INVALID');
  });

  it('asks a rejection for its reason', () => {
    expect(
      reviewCompanyVerificationRules.safeParse({ verdict: 'REJECTED', note: ' ' }).error?.issues[0],
    ).toMatchObject({ message: 'NOTE_REQUIRED', path: ['note'] });
    expect(reviewCompanyVerificationRules.parse({ verdict: 'VERIFIED' })).toEqual({
      verdict: 'VERIFIED',
      note: null,
    });
  });
});
