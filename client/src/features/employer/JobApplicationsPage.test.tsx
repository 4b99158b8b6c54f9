import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { JobApplicationsPageTestQuery } from '../../__generated__/JobApplicationsPageTestQuery.graphql';
import type { Locale } from '../../app/locale';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ApplicationList } from './components/ApplicationList';
import { ApplicationStatusFilter } from './components/ApplicationStatusFilter';

function TestRenderer() {
  const data = useLazyLoadQuery<JobApplicationsPageTestQuery>(
    graphql`
      query JobApplicationsPageTestQuery @relay_test_operation {
        job(slug: "data-engineer") {
          ...ApplicationStatusFilter_job
          ...ApplicationList_job
        }
      }
    `,
    {},
  );
  return data.job ? (
    <>
      <ApplicationStatusFilter job={data.job} selected={null} />
      <ApplicationList job={data.job} filtered={false} />
    </>
  ) : null;
}

const application = {
  __typename: 'JobApplication',
  id: 'application-1',
  status: 'SUBMITTED',
  fullName: 'سارا رضایی',
  email: 'sara@example.com',
  phone: '+989121234567',
  coverLetter: 'پنج سال تجربهٔ تحلیل داده دارم.',
  contractDays: 120,
  requestedSalaryRials: 800_000_000,
  submittedAt: '2026-11-22T09:00:00.000Z',
  hideIdentity: true,
  applicant: null,
};

/** The variables of each operation the page sent, in order. */
let sentVariables: Record<string, unknown>[] = [];
/** Answers an operation of the page as the server would. */
let answer: (operation: OperationDescriptor) => GraphQLSingularResponse;

function renderPage(
  locale: Locale,
  sent: Record<string, unknown> | Record<string, unknown>[] = application,
  job: Record<string, unknown> = { tests: [] },
  /** The applications in the server's order by a test's score, when asked for it. */
  byScore: Record<string, unknown>[] = [],
) {
  const environment = createMockEnvironment();
  sentVariables = [];
  environment.mock.queueOperationResolver((operation) => answer(operation));
  answer = function resolve(operation: OperationDescriptor) {
    sentVariables.push(operation.request.variables);
    const nodes = operation.request.variables.orderBy ? byScore : Array.isArray(sent) ? sent : [sent];
    return MockPayloadGenerator.generate(operation, {
      Job: () => ({ id: 'job-1', slug: 'data-engineer', ...job }),
      JobApplicationsConnection: () => ({
        totalCount: nodes.length,
        edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
        pageInfo: { hasNextPage: false, endCursor: 'c1' },
      }),
    });
  };
  renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
  return environment;
}

describe('the application review page', () => {
  it('shows what the applicant sent, in Toman and Jalali dates in Persian', async () => {
    renderPage('fa');
    const card = await screen.findByRole('article', { name: 'سارا رضایی' });
    expect(within(card).getByRole('link', { name: 'sara@example.com' })).toHaveAttribute(
      'href',
      'mailto:sara@example.com',
    );
    // The phone as people write it, dialled in its international form.
    expect(within(card).getByRole('link', { name: '۰۹۱۲ ۱۲۳ ۴۵۶۷' })).toHaveAttribute(
      'href',
      'tel:+989121234567',
    );
    expect(within(card).getByText('۸۰٬۰۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(card).getByText('۱۲۰ روز')).toBeInTheDocument();
    expect(within(card).getByText('۱ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(within(card).getByText(/هویت پنهان: نام و راه‌های تماس/)).toBeInTheDocument();
    expect(within(card).getByText('پنج سال تجربهٔ تحلیل داده دارم.')).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: 'فیلتر بر اساس وضعیت' });
    expect(within(filter).getByRole('link', { name: 'همه (۱)' })).toHaveAttribute(
      'href',
      '/fa/panel/jobs/data-engineer/applications',
    );
    expect(within(filter).getByRole('link', { name: 'تأییدشده (۱)' })).toHaveAttribute(
      'href',
      '/fa/panel/jobs/data-engineer/applications?status=APPROVED',
    );
  });

  it('withholds a hidden identity until approval, and opens the résumé sent with the application', async () => {
    const environment = renderPage('fa', {
      ...application,
      identityWithheld: true,
      fullName: null,
      email: null,
      phone: null,
      resume: { identityWithheld: true },
    });
    const card = await screen.findByRole('article', { name: 'متقاضی (هویت پنهان)' });
    expect(within(card).getAllByText('پس از تأیید درخواست نمایش داده می‌شود')).toHaveLength(2);
    expect(within(card).queryByRole('link', { name: /@/ })).toBeNull();
    // The résumé is read when its employer opens it, as the application's identity allows.
    await userEvent.click(within(card).getByRole('button', { name: 'رزومهٔ ارسال‌شده با درخواست' }));
    await waitFor(() =>
      expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).toContain(
        'ApplicationResumeQuery',
      ),
    );
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Node: () => ({ __typename: 'JobApplication', id: 'application-1' }),
          ResumeDocument: () => ({
            locale: 'fa',
            identityWithheld: true,
            fullName: null,
            email: null,
            phone: null,
            place: 'تهران',
            headline: 'مهندس داده',
            summary: 'پنج سال ساختن انبار داده.',
            experience: [],
            education: [],
            skills: ['SQL'],
            languages: [],
            projects: [],
            links: [],
            certificates: [],
          }),
        }),
      ),
    );
    expect(await within(card).findByText('پنج سال ساختن انبار داده.')).toBeInTheDocument();
    expect(within(card).getByText(/متقاضی هویت خود را پنهان کرده است/)).toBeInTheDocument();
  });

  it('offers to message an applicant who has an account, about this job', async () => {
    renderPage('en', { ...application, applicant: { id: 'user-7' }, job: { id: 'job-1' } });
    const card = await screen.findByRole('article', { name: 'سارا رضایی' });
    expect(within(card).getByRole('link', { name: /^Message .*سارا رضایی/ })).toHaveAttribute(
      'href',
      '/en/panel/echoBox/new?to=user-7&job=job-1',
    );
  });

  it('offers no message link for an application sent without an account', async () => {
    renderPage('en');
    const card = await screen.findByRole('article', { name: 'سارا رضایی' });
    expect(within(card).queryByRole('link', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it('shows the requested salary in IRR in Azerbaijani, as every amount there', async () => {
    renderPage('az');
    const card = await screen.findByRole('article', { name: 'سارا رضایی' });
    expect(within(card).getByText('800.000.000 IRR')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '0912 123 4567' })).toHaveAttribute(
      'href',
      'tel:+989121234567',
    );
  });

  it('moves an application to another status; the card and the counts follow the answer', async () => {
    const user = userEvent.setup();
    const environment = renderPage('en');
    const card = await screen.findByRole('article', { name: 'سارا رضایی' });
    expect(within(card).getByText('IRR 800,000,000')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Status of سارا رضایی’s application$/ }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetApplicationStatusMutation');
    expect(operation.request.variables.input).toEqual({ applicationId: 'application-1', status: 'APPROVED' });
    act(() =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          MutationSetApplicationStatusResult: () => ({ __typename: 'MutationSetApplicationStatusSuccess' }),
          JobApplication: () => ({ id: 'application-1', status: 'APPROVED' }),
          Job: () => ({ id: 'job-1', slug: 'data-engineer' }),
          JobApplicationsConnection: () => ({ totalCount: 4 }),
        }),
      ),
    );
    expect(await within(card).findByText('Approved', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All (4)' })).toBeInTheDocument();
  });

  describe("the job's tests", () => {
    const logic = { id: 'test-logic', title: 'Logic', type: 'LOGICAL_REASONING' };
    const scored = (score: number, band: string) => ({
      state: 'SCORED',
      score,
      band,
      passed: score >= 50,
      consistency: 75,
      integrityRisk: 'LOW',
      validProfile: null,
      testId: logic.id,
    });
    const notTaken = {
      state: 'NOT_TAKEN',
      score: null,
      band: null,
      passed: null,
      consistency: null,
      integrityRisk: null,
      validProfile: null,
      testId: logic.id,
    };
    const applicants = [
      { ...application, id: 'a-low', fullName: 'Low Scorer', testResults: [scored(40, '40-49')] },
      { ...application, id: 'a-none', fullName: 'Not Shared', testResults: null },
      { ...application, id: 'a-later', fullName: 'Not Yet', testResults: [notTaken] },
      { ...application, id: 'a-high', fullName: 'High Scorer', testResults: [scored(92.5, '90-100')] },
    ];
    const order = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));

    it('shows each applicant’s result beside the application, or why there is none', async () => {
      renderPage('en', applicants, { tests: [{ required: true, test: logic }] });
      const high = await screen.findByRole('article', { name: 'High Scorer' });
      expect(within(high).getByText('Score 92.5%')).toBeInTheDocument();
      expect(within(high).getByText('Band 90–100')).toBeInTheDocument();
      expect(within(high).getByText('Consistency 75%')).toBeInTheDocument();
      expect(within(high).getByText('Integrity risk: low')).toBeInTheDocument();
      const later = screen.getByRole('article', { name: 'Not Yet' });
      expect(within(later).getByText('Not taken yet')).toBeInTheDocument();
      const none = screen.getByRole('article', { name: 'Not Shared' });
      expect(
        within(none).getByText('The applicant did not share results of this job’s tests.'),
      ).toBeInTheDocument();
    });

    it('shows scores in Persian digits', async () => {
      renderPage('fa', applicants, { tests: [{ required: true, test: logic }] });
      const high = await screen.findByRole('article', { name: 'High Scorer' });
      expect(within(high).getByText('نمره ۹۲٫۵٪')).toBeInTheDocument();
    });

    it('asks the server for the applications in a test’s score order, and shows them in its order', async () => {
      const user = userEvent.setup();
      // The server's order: not one the browser could make of the page it has.
      const byScore = [applicants[3]!, applicants[0]!, applicants[2]!, applicants[1]!];
      const environment = renderPage('en', applicants, { tests: [{ required: true, test: logic }] }, byScore);
      await screen.findByRole('article', { name: 'High Scorer' });
      expect(order()).toEqual([
        'application-a-low',
        'application-a-none',
        'application-a-later',
        'application-a-high',
      ]);
      await user.click(screen.getByRole('button', { name: /Order$/ }));
      await user.click(await screen.findByRole('option', { name: 'Highest score first: Logic' }));
      await act(async () => environment.mock.resolveMostRecentOperation((operation) => answer(operation)));
      await waitFor(() =>
        expect(order()).toEqual([
          'application-a-high',
          'application-a-low',
          'application-a-later',
          'application-a-none',
        ]),
      );
      expect(sentVariables.slice(1)).toEqual([
        expect.objectContaining({ orderBy: { testScore: logic.id }, count: 20 }),
      ]);
      // Newest first again: the first order, as the server sent it before (kept in the store).
      await user.click(screen.getByRole('button', { name: /Order$/ }));
      await user.click(await screen.findByRole('option', { name: 'Newest first' }));
      if (environment.mock.getAllOperations().length)
        await act(async () => environment.mock.resolveMostRecentOperation((operation) => answer(operation)));
      await waitFor(() => expect(order()[0]).toBe('application-a-low'));
    });
  });
});
