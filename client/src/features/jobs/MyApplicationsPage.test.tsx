import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { MyApplicationsPageTestQuery } from '../../__generated__/MyApplicationsPageTestQuery.graphql';
import type { Locale } from '../../app/locale';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MyApplicationList } from './MyApplicationsPage';

function TestRenderer() {
  const data = useLazyLoadQuery<MyApplicationsPageTestQuery>(
    graphql`
      query MyApplicationsPageTestQuery @relay_test_operation {
        ...MyApplicationsPage_query
      }
    `,
    {},
  );
  return <MyApplicationList query={data} />;
}

function renderList(locale: Locale, edges: unknown[]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      QueryMyApplicationsConnection: () => ({ edges, pageInfo: { hasNextPage: false, endCursor: null } }),
    }),
  );
  return renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
}

const application = (id: string, status: string, slug: string, title: string) => ({
  cursor: id,
  node: {
    __typename: 'JobApplication',
    id,
    status,
    submittedAt: '2025-03-21T09:00:00.000Z',
    statusChangedAt: '2025-03-22T09:00:00.000Z',
    shareTestResults: false,
    job: { id: `job-${id}`, slug, title, companyName: 'آرین‌داده', tests: [] },
  },
});

describe('MyApplicationList', () => {
  it('lists the applications with their status and a link to the job, dates in Jalali', async () => {
    renderList('fa', [
      application('a1', 'APPROVED', 'react-dev', 'برنامه‌نویس React'),
      application('a2', 'REJECTED', 'go-dev', 'برنامه‌نویس Go'),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'برنامه‌نویس React' })).toHaveAttribute(
      'href',
      '/fa/jobs/react-dev',
    );
    expect(within(items[0]!).getByText('تأییدشده')).toBeInTheDocument();
    expect(within(items[0]!).getByText('۱ فروردین ۱۴۰۴')).toBeInTheDocument();
    expect(within(items[1]!).getByText('ردشده')).toBeInTheDocument();
  });

  it('invites to browse jobs when there are none', async () => {
    renderList('en', []);
    expect(await screen.findByText('You have not applied for any job yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/en/jobs');
  });

  it("links to the job's tests when the applicant agreed to share their results", async () => {
    const withTest = application('a3', 'SUBMITTED', 'analyst', 'Analyst');
    const test = {
      id: 'test-1',
      slug: 'logic-1',
      title: 'Logic',
      durationMinutes: 20,
      type: 'LOGICAL_REASONING',
    };
    renderList('en', [
      {
        ...withTest,
        node: {
          ...withTest.node,
          shareTestResults: true,
          job: { ...withTest.node.job, tests: [{ required: true, test }] },
        },
      },
      application('a4', 'SUBMITTED', 'other', 'Other'),
    ]);
    expect(await screen.findByRole('link', { name: 'Take “Logic”' })).toHaveAttribute(
      'href',
      '/en/talent-test/details/logic-1',
    );
    expect(screen.getByText('Logical reasoning · 20 minutes · Required')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Take/ })).toHaveLength(1);
  });
});
