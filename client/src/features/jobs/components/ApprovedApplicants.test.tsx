import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ApprovedApplicantsTestQuery } from '../../../__generated__/ApprovedApplicantsTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ApprovedApplicants } from './ApprovedApplicants';

function TestRenderer() {
  const data = useLazyLoadQuery<ApprovedApplicantsTestQuery>(
    graphql`
      query ApprovedApplicantsTestQuery @relay_test_operation {
        job(slug: "qa-engineer") {
          ...ApprovedApplicants_job
        }
      }
    `,
    {},
  );
  return data.job ? <ApprovedApplicants job={data.job} /> : null;
}

function renderApplicants(locale: Locale) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Job: () => ({
        approvedApplicants: [
          {
            submittedBy: 'Sara Rezaei',
            requestedSalaryRials: 300_000_000,
            contractDays: 90,
            submittedAt: '2025-03-21T09:00:00.000Z',
            applicant: { id: 'user-1' },
          },
          {
            submittedBy: null,
            requestedSalaryRials: null,
            contractDays: 30,
            submittedAt: '2025-03-22T09:00:00.000Z',
            applicant: null,
          },
        ],
      }),
    }),
  );
  return renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
}

describe('ApprovedApplicants', () => {
  it('shows a hidden identity as such and the salary in Toman with a Jalali date in Persian', async () => {
    renderApplicants('fa');
    const section = await screen.findByRole('region', { name: 'متقاضیان تأییدشده' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(within(first!).getByText('Sara Rezaei')).toBeInTheDocument();
    expect(within(first!).getByText(/۳۰٬۰۰۰٬۰۰۰/)).toBeInTheDocument();
    expect(within(first!).getByText('۹۰ روز')).toBeInTheDocument();
    expect(within(first!).getByText(/۱۴۰۴/)).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'مشاهده پروفایل' })).toHaveAttribute(
      'href',
      '/fa/collaborators/user-1',
    );
    expect(within(second!).getByText('هویت پنهان')).toBeInTheDocument();
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows IRR and day counts in English', async () => {
    renderApplicants('en');
    const section = await screen.findByRole('region', { name: 'Approved applicants' });
    expect(within(section).getByText(/300,000,000/)).toBeInTheDocument();
    expect(within(section).getByText('Identity hidden')).toBeInTheDocument();
    expect(within(section).getByText('30 days')).toBeInTheDocument();
  });

  it('shows the requested salary in IRR in Azerbaijani, as the job offers there', async () => {
    renderApplicants('az');
    const section = await screen.findByRole('region', { name: /./ });
    expect(within(section).getByText('300.000.000 IRR')).toBeInTheDocument();
  });
});
