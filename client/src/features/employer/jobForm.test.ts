import { describe, expect, it } from 'vitest';
import { checkPosting, emptyJobForm, jobFormFromJob, lines, type JobFormValues } from './jobForm';

const now = new Date(2026, 10, 22, 10, 0);

const filled = (overrides: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobForm('fa', 'آرین‌داده'),
  title: 'مهندس داده',
  placeId: 'tehran',
  type: 'FULL_TIME',
  experienceLevel: 'SENIOR',
  description: 'به یک مهندس داده برای ساخت خط لوله‌های داده نیاز داریم.',
  ...overrides,
});

describe('checkPosting', () => {
  it('sends salaries typed in Toman (Persian digits, any grouping) as rials', () => {
    const checked = checkPosting(filled({ salaryMin: '۶۰٬۰۰۰٬۰۰۰', salaryMax: '90,000,000' }), 'fa', now);
    expect(checked).toMatchObject({
      ok: true,
      input: { salaryMinRials: 600_000_000, salaryMaxRials: 900_000_000 },
    });
  });

  it('takes IRR as typed in English and Azerbaijani', () => {
    for (const locale of ['en', 'az'] as const) {
      const checked = checkPosting(filled({ salaryMin: '500,000,000', salaryMax: '' }), locale, now);
      expect(checked).toMatchObject({
        ok: true,
        input: { salaryMinRials: 500_000_000, salaryMaxRials: null },
      });
    }
  });

  it('reports each field by the rules’ codes, list items with their number', () => {
    const checked = checkPosting(
      {
        ...emptyJobForm('en'),
        title: 'QA',
        requirements: `short\n\n${'x'.repeat(301)}`,
        salaryMin: '12abc',
      },
      'en',
      now,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: { code: 'TITLE_TOO_SHORT' },
        companyName: { code: 'REQUIRED' },
        placeId: { code: 'REQUIRED' },
        type: { code: 'REQUIRED' },
        experienceLevel: { code: 'REQUIRED' },
        description: { code: 'REQUIRED' },
        requirements: { code: 'ITEM_TOO_LONG', item: 2 },
        salaryMinRials: { code: 'NUMBER_INVALID' },
      },
    });
  });

  it('checks the salary range and the deadline', () => {
    const backwards = checkPosting(filled({ salaryMin: '9', salaryMax: '6' }), 'fa', now);
    expect(backwards).toEqual({ ok: false, errors: { salaryMaxRials: { code: 'SALARY_RANGE_INVALID' } } });
    const past = checkPosting(filled({ expiresOn: '2026-11-01' }), 'fa', now);
    expect(past).toEqual({ ok: false, errors: { expiresAt: { code: 'EXPIRY_IN_PAST' } } });
  });

  it('keeps one item per non-empty line', () => {
    expect(lines('  one \n\n two\n')).toEqual(['one', 'two']);
  });
});

describe('jobFormFromJob', () => {
  it('shows a saved job’s rials in the page’s currency and its lists one per line', () => {
    const values = jobFormFromJob(
      {
        language: 'fa',
        title: 'مهندس داده',
        companyName: 'آرین‌داده',
        place: { id: 'tehran' },
        type: 'FULL_TIME',
        experienceLevel: 'SENIOR',
        description: 'شرح',
        skills: ['Python'],
        requirements: ['یک', 'دو'],
        responsibilities: [],
        benefits: [],
        education: null,
        salary: { minRials: 600_000_000, maxRials: null },
        expiresAt: new Date(2026, 11, 31, 23, 59).toISOString(),
        permanent: true,
      },
      'fa',
    );
    expect(values).toMatchObject({
      salaryMin: '60000000',
      salaryMax: '',
      requirements: 'یک\nدو',
      education: '',
      expiresOn: '2026-12-31',
      permanent: true,
    });
  });
});
