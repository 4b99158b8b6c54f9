import { describe, expect, it } from 'vitest';
import { applyToJobRules, jobPostingRules, normalizePhone } from './jobs.ts';
import { fieldProblems } from './field-problems.ts';

describe('normalizePhone', () => {
  it.each([
    ['09121234567', '+989121234567'],
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', '+989121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '+989121234567'],
    ['+98 912 123 4567', '+989121234567'],
    ['0098-912-123-4567', '+989121234567'],
    ['9121234567', '+989121234567'],
    ['+994 50 123 45 67', '+994501234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('accepts %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
  });

  it.each(['0912123456', '02112345678', '12345', '+1 555', 'abc', '+98 912 123'])('refuses %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('applyToJobRules', () => {
  const valid = {
    fullName: 'سارا رضایی',
    email: 'Sara@Example.com',
    phone: '۰۹۱۲۱۲۳۴۵۶۷',
    coverLetter: 'علاقه‌مند به همکاری هستم.',
  };

  it('accepts a complete application and normalizes the phone', () => {
    expect(applyToJobRules.parse(valid)).toMatchObject({ phone: '+989121234567', hideIdentity: false });
  });

  it('says which rule each field breaks, with REQUIRED for missing ones', () => {
    const result = applyToJobRules.safeParse({
      fullName: 'سا',
      email: '',
      phone: '123',
      coverLetter: 'کوتاه',
    });
    expect(result.success).toBe(false);
    expect(fieldProblems(result.error!)).toEqual([
      { path: 'input.fullName', code: 'NAME_TOO_SHORT' },
      { path: 'input.email', code: 'REQUIRED' },
      { path: 'input.phone', code: 'PHONE_INVALID' },
      { path: 'input.coverLetter', code: 'COVER_LETTER_TOO_SHORT' },
    ]);
  });
});

describe('jobPostingRules', () => {
  const now = new Date('2026-11-22T08:00:00Z');
  const valid = {
    language: 'fa',
    title: 'برنامه‌نویس ارشد React',
    companyName: 'آرین‌داده',
    placeId: 'tehran',
    type: 'HYBRID',
    experienceLevel: 'SENIOR',
    description: 'برای توسعه‌ی سامانه‌ی مدیریت منابع سازمانی به یک برنامه‌نویس ارشد نیاز داریم.',
    skills: ['React', ' ', 'TypeScript'],
    salaryMinRials: 900_000_000,
    salaryMaxRials: 1_300_000_000,
    expiresAt: new Date('2026-12-22T08:00:00Z'),
  };

  it('accepts a complete posting and drops empty list items', () => {
    expect(jobPostingRules(now).parse(valid)).toMatchObject({
      skills: ['React', 'TypeScript'],
      permanent: false,
    });
  });

  it('names each problem by field', () => {
    const result = jobPostingRules(now).safeParse({
      ...valid,
      title: 'ab',
      description: 'short',
      salaryMinRials: 2_000_000_000,
      expiresAt: new Date('2026-11-01T00:00:00Z'),
    });
    expect(fieldProblems(result.error!)).toEqual([
      { path: 'input.title', code: 'TITLE_TOO_SHORT' },
      { path: 'input.description', code: 'DESCRIPTION_TOO_SHORT' },
      { path: 'input.expiresAt', code: 'EXPIRY_IN_PAST' },
      { path: 'input.salaryMaxRials', code: 'SALARY_RANGE_INVALID' },
    ]);
  });
});
