import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { JobCardTestQuery } from '../../__generated__/JobCardTestQuery.graphql';
import type { Locale } from '../../app/locale';
import { renderWithProviders } from '../../test/renderWithProviders';
import { JobCard } from './JobCard';

function TestRenderer() {
  const data = useLazyLoadQuery<JobCardTestQuery>(
    graphql`
      query JobCardTestQuery @relay_test_operation {
        job(slug: "senior-react-developer") {
          ...JobCard_job
        }
      }
    `,
    {},
  );
  return data.job ? <JobCard job={data.job} /> : null;
}

function renderCard(locale: Locale, job: Record<string, unknown>, salary: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Job: () => ({
        slug: 'senior-react-developer',
        language: 'en',
        title: 'Senior React Developer',
        companyName: 'Pars Soft',
        type: 'FULL_TIME',
        experienceLevel: 'SENIOR',
        postedAt: '2025-03-21T09:00:00.000Z',
        permanent: false,
        ...job,
        salary,
      }),
      SalaryRange: () => salary,
    }),
  );
  return renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
}

describe('JobCard', () => {
  it('shows the salary in Toman with Persian digits and a Jalali date in Persian', async () => {
    renderCard('fa', {}, { minRials: 450_000_000, maxRials: 600_000_000, currency: 'IRR' });
    expect(await screen.findByText('۴۵٬۰۰۰٬۰۰۰ تا ۶۰٬۰۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    // 21 March 2025 is 1 Farvardin 1404.
    expect(screen.getByText(/۱۴۰۴/)).toHaveTextContent('فروردین');
    expect(screen.getByText('تمام‌وقت')).toBeInTheDocument();
  });

  it('shows the salary in IRR in English', async () => {
    renderCard('en', {}, { minRials: 450_000_000, maxRials: 600_000_000, currency: 'IRR' });
    expect(await screen.findByText('IRR 450,000,000 – 600,000,000')).toBeInTheDocument();
    expect(screen.getByText('Posted Mar 21, 2025')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('Senior')).toBeInTheDocument();
  });

  it('formats IRR the Azerbaijani way in Azerbaijani', async () => {
    renderCard('az', {}, { minRials: 450_000_000, maxRials: null, currency: 'IRR' });
    expect(await screen.findByText('450.000.000 IRR-dən')).toBeInTheDocument();
  });

  it('says negotiable when there is no salary', async () => {
    renderCard('en', {}, null);
    expect(await screen.findByText('Negotiable')).toBeInTheDocument();
  });

  it('links to the job page in the current language and marks the ad language', async () => {
    renderCard('en', { language: 'fa', title: 'توسعه‌دهنده ارشد' }, null);
    const link = await screen.findByRole('link', { name: 'توسعه‌دهنده ارشد' });
    expect(link).toHaveAttribute('href', '/en/jobs/senior-react-developer');
    const adBlock = link.closest('[lang]');
    expect(adBlock).toHaveAttribute('lang', 'fa');
    expect(adBlock).toHaveAttribute('dir', 'rtl');
  });
});
