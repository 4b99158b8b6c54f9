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

function TestRenderer({ total, exact }: { total: number; exact: boolean }) {
  const data = useLazyLoadQuery<JobListTestQuery>(
    graphql`
      query JobListTestQuery($first: Int!, $search: String) @relay_test_operation {
        ...JobList_query @arguments(first: $first, search: $search)
      }
    `,
    { first: 12, search: 'react' },
  );
  return <JobList query={data} totalCount={total} totalCountIsExact={exact} empty={<p>Nothing here</p>} />;
}

let nextJob = 0;

function page(operation: OperationDescriptor, size: number, hasNextPage: boolean) {
  return MockPayloadGenerator.generate(operation, {
    QueryJobsConnection: () => ({
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

function renderList(
  locale: Locale,
  first: { size: number; total: number; hasNext: boolean; exact?: boolean },
) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => page(operation, first.size, first.hasNext));
  const view = renderWithProviders(
    <Suspense>
      <TestRenderer total={first.total} exact={first.exact ?? true} />
    </Suspense>,
    { locale, environment },
  );
  return { ...view, environment };
}

describe('JobList', () => {
  it('loads the next page of the same search on demand', async () => {
    const user = userEvent.setup();
    const { environment } = renderList('en', { size: 12, total: 20, hasNext: true });

    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    const request = environment.mock.getMostRecentOperation();
    expect(request.request.node.params.name).toBe('JobListPaginationQuery');
    expect(request.request.variables).toMatchObject({ first: 12, after: 'cursor-12', search: 'react' });

    act(() => environment.mock.resolve(request, page(request, 8, false)));
    expect(await screen.findByText('Showing 20 of 20')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
  });

  it('says the total is a lower bound when the server stopped counting', async () => {
    renderList('fa', { size: 12, total: 1000, hasNext: true, exact: false });
    expect(await screen.findByText('نمایش ۱۲ از ۱٬۰۰۰+ آگهی')).toBeInTheDocument();
  });

  it('shows what it is given for an empty result', async () => {
    renderList('en', { size: 0, total: 0, hasNext: false });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
