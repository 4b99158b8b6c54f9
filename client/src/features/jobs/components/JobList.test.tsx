import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { JobListTestQuery } from '../../../__generated__/JobListTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { JobList } from './JobList';

function TestRenderer() {
  const data = useLazyLoadQuery<JobListTestQuery>(
    graphql`
      query JobListTestQuery @relay_test_operation {
        ...JobList_query
      }
    `,
    {},
  );
  return <JobList query={data} />;
}

let nextJob = 0;

function page(operation: OperationDescriptor, size: number, totalCount: number, hasNextPage: boolean) {
  return MockPayloadGenerator.generate(operation, {
    QueryJobsConnection: () => ({
      totalCount,
      edges: Array.from({ length: size }, () => ({})),
      pageInfo: { hasNextPage, endCursor: `cursor-${nextJob + size}` },
    }),
    Job: () => {
      nextJob += 1;
      return {
        id: `job-${nextJob}`,
        slug: `job-${nextJob}`,
        title: `Job ${nextJob}`,
        language: 'en',
        postedAt: '2025-05-01T10:00:00.000Z',
        salary: null,
      };
    },
  });
}

function renderList(locale: Locale, first: { size: number; total: number; hasNext: boolean }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    page(operation, first.size, first.total, first.hasNext),
  );
  const view = renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
  return { ...view, environment };
}

describe('JobList', () => {
  it('shows the total count and loads the next page on demand', async () => {
    const user = userEvent.setup();
    const { environment } = renderList('en', { size: 12, total: 20, hasNext: true });

    expect(await screen.findByText('20 jobs found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    const request = environment.mock.getMostRecentOperation();
    expect(request.request.node.params.name).toBe('JobListPaginationQuery');
    expect(request.request.variables).toMatchObject({ count: 12, cursor: 'cursor-12' });

    act(() => environment.mock.resolve(request, page(request, 8, 20, false)));
    expect(await screen.findByText('Showing 20 of 20')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
  });

  it('counts in Persian digits in Persian', async () => {
    renderList('fa', { size: 3, total: 3, hasNext: false });
    expect(await screen.findByText('۳ آگهی یافت شد')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no jobs', async () => {
    renderList('en', { size: 0, total: 0, hasNext: false });
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No open positions right now' })).toBeInTheDocument();
  });
});
