import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { JobDetailTestQuery } from '../../../__generated__/JobDetailTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { JobDetail } from './JobDetail';

function TestRenderer() {
  const data = useLazyLoadQuery<JobDetailTestQuery>(
    graphql`
      query JobDetailTestQuery @relay_test_operation {
        job(slug: "qa-engineer") {
          ...JobDetail_job
        }
      }
    `,
    {},
  );
  return data.job ? <JobDetail job={data.job} /> : null;
}

const persianJob = {
  title: 'مهندس تضمین کیفیت',
  language: 'fa',
  companyName: 'پارس‌پرداز',
  place: { name: 'تبریز' },
  type: 'CONTRACT',
  experienceLevel: 'MID',
  skills: ['Cypress', 'Playwright'],
  description: 'پاراگراف اول.\nپاراگراف دوم.',
  requirements: ['دو سال سابقه'],
  responsibilities: ['نوشتن تست خودکار'],
  education: null,
  benefits: ['بیمه تکمیلی'],
  postedAt: '2025-03-21T09:00:00.000Z',
  expiresAt: '2025-04-20T09:00:00.000Z',
  isExpired: true,
  permanent: false,
};

function renderJob(locale: Locale, job: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Job: () => job,
      SalaryRange: () => ({ minRials: 300_000_000, maxRials: null, currency: 'IRR' }),
      // Dates for what the page shows beside the job (approved applicants, the viewer's application).
      ApprovedApplicant: () => ({ submittedAt: '2025-03-22T09:00:00.000Z' }),
      JobApplication: () => ({ status: 'SUBMITTED', submittedAt: '2025-03-22T09:00:00.000Z' }),
    }),
  );
  return renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
}

describe('JobDetail', () => {
  it('warns that an expired, non-permanent job is closed', async () => {
    renderJob('en', persianJob);
    expect(await screen.findByRole('alert')).toHaveTextContent('This job has expired');
  });

  it('shows no expiry warning for a permanent job and says it has no deadline', async () => {
    renderJob('en', { ...persianJob, permanent: true });
    const keyInfo = await screen.findByRole('region', { name: 'Key information' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(keyInfo).getByText('No deadline (always open)')).toBeInTheDocument();
  });

  it('renders the ad right-to-left on the English site, with key information in English', async () => {
    renderJob('en', persianJob);
    const title = await screen.findByRole('heading', { level: 1, name: 'مهندس تضمین کیفیت' });
    expect(title.closest('[lang]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('This ad is written in Persian.')).toBeInTheDocument();
    const keyInfo = screen.getByRole('region', { name: 'Key information' });
    expect(within(keyInfo).getByText('Contract')).toBeInTheDocument();
    expect(within(keyInfo).getByText('Mid level')).toBeInTheDocument();
    expect(within(keyInfo).getByText('From IRR 300,000,000')).toBeInTheDocument();
    expect(within(keyInfo).getByText('Not specified')).toBeInTheDocument();
    expect(within(keyInfo).getByText('April 20, 2025')).toBeInTheDocument();
  });

  it('lists description paragraphs, requirements, responsibilities, skills and benefits', async () => {
    renderJob('fa', persianJob);
    expect(await screen.findByText('پاراگراف دوم.')).toBeInTheDocument();
    const requirements = screen.getByRole('region', { name: 'شرایط احراز' });
    expect(within(requirements).getByText('دو سال سابقه')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مسئولیت‌ها' })).toHaveTextContent('نوشتن تست خودکار');
    expect(screen.getByRole('region', { name: 'مهارت‌های مورد نیاز' })).toHaveTextContent('Playwright');
    expect(screen.getByRole('region', { name: 'مزایا' })).toHaveTextContent('بیمه تکمیلی');
    expect(screen.getByRole('region', { name: 'اطلاعات کلیدی' })).toHaveTextContent('از ۳۰٬۰۰۰٬۰۰۰ تومان');
  });
});
