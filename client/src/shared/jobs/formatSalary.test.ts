import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../app/locale';
import az from '../../i18n/lang/az.json';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import { INTL_LOCALE } from '../../i18n/intlLocale';
import { formatSalary, type SalaryAmounts } from './formatSalary';

const CATALOGUES = { fa, en, az };

function format(locale: Locale, salary: SalaryAmounts | null) {
  return formatSalary(
    createIntl({ locale: INTL_LOCALE[locale], messages: CATALOGUES[locale] }),
    locale,
    salary,
  );
}

describe('salary text', () => {
  it('converts rials to Toman for Persian readers', () => {
    expect(format('fa', { minRials: 455_000_005, maxRials: 455_000_005 })).toBe('۴۵٬۵۰۰٬۰۰۱ تومان');
    expect(format('fa', { minRials: null, maxRials: 1_000_000_000 })).toBe('تا ۱۰۰٬۰۰۰٬۰۰۰ تومان');
  });

  it('keeps IRR in English and Azerbaijani with their own grouping', () => {
    expect(format('en', { minRials: 450_000_000, maxRials: 450_000_000 })).toBe('IRR 450,000,000');
    expect(format('en', { minRials: 450_000_000, maxRials: null })).toBe('From IRR 450,000,000');
    expect(format('az', { minRials: 450_000_000, maxRials: 600_000_000 })).toBe(
      '450.000.000 – 600.000.000 IRR',
    );
    expect(format('az', { minRials: null, maxRials: 600_000_000 })).toBe('600.000.000 IRR-dək');
  });

  it('says negotiable without a range, in every language', () => {
    expect(format('en', null)).toBe('Negotiable');
    expect(format('fa', { minRials: null, maxRials: null })).toBe('توافقی');
    expect(format('az', null)).toBe('Razılaşma yolu ilə');
  });
});
