import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../app/locale';
import az from '../../../i18n/lang/az.json';
import en from '../../../i18n/lang/en.json';
import fa from '../../../i18n/lang/fa.json';
import { INTL_LOCALE } from '../../../i18n/intlLocale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { JobResultsSummary, resultsCountText } from './JobResultsSummary';

const intlFor = (locale: Locale) =>
  createIntl({ locale: INTL_LOCALE[locale], messages: { fa, en, az }[locale] });

describe('result count', () => {
  it('gives the exact count in the page language', () => {
    expect(resultsCountText(intlFor('en'), 0, true)).toBe('No jobs found');
    expect(resultsCountText(intlFor('en'), 1, true)).toBe('1 job found');
    expect(resultsCountText(intlFor('en'), 1234, true)).toBe('1,234 jobs found');
    expect(resultsCountText(intlFor('fa'), 25, true)).toBe('۲۵ آگهی یافت شد');
  });

  it('shows a capped count as "1,000+" with the locale digits', () => {
    expect(resultsCountText(intlFor('en'), 1000, false)).toBe('1,000+ jobs found');
    expect(resultsCountText(intlFor('fa'), 1000, false)).toBe('۱٬۰۰۰+ آگهی یافت شد');
    expect(resultsCountText(intlFor('az'), 10000, false)).toBe('10.000+ elan tapıldı');
  });
});

describe('JobResultsSummary', () => {
  it('announces the count in a live region', () => {
    renderWithProviders(<JobResultsSummary totalCount={1000} totalCountIsExact={false} similarTo={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('1,000+ jobs found');
    expect(screen.queryByText(/similar titles/)).not.toBeInTheDocument();
  });

  it('says when the results are only similar titles', () => {
    renderWithProviders(<JobResultsSummary totalCount={3} totalCountIsExact similarTo="devloper" />, {
      locale: 'en',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'No exact matches for “devloper”. Showing jobs with similar titles instead.',
    );
  });

  it('claims no similar titles when nothing was found', () => {
    renderWithProviders(<JobResultsSummary totalCount={0} totalCountIsExact similarTo="zzz" />, {
      locale: 'en',
    });
    expect(screen.getByRole('status')).toHaveTextContent('No jobs found');
    expect(screen.queryByText(/similar titles/)).not.toBeInTheDocument();
  });

  it('says it in Persian too', () => {
    renderWithProviders(<JobResultsSummary totalCount={3} totalCountIsExact similarTo="برنامه نویص" />, {
      locale: 'fa',
    });
    expect(screen.getByText(/عنوان مشابه/)).toHaveTextContent('«برنامه نویص»');
  });
});
