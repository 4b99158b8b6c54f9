import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { LatestJobsTestQuery } from '../../../__generated__/LatestJobsTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LatestJobs } from './LatestJobs';

function TestRenderer() {
  const data = useLazyLoadQuery<LatestJobsTestQuery>(
    graphql`
      query LatestJobsTestQuery @relay_test_operation {
        ...LatestJobs_query
      }
    `,
    {},
  );
  return <LatestJobs query={data} />;
}

function renderLatest(locale: Locale, count: number) {
  const environment = createMockEnvironment();
  let next = 0;
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      QueryJobsConnection: () => ({
        totalCount: count,
        edges: Array.from({ length: Math.min(count, 6) }, () => ({})),
      }),
      Job: () => {
        next += 1;
        return { id: `job-${next}`, title: `Job ${next}`, language: 'en', postedAt: '2025-06-01T08:00:00Z' };
      },
    }),
  );
  return renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
}

describe('LatestJobs', () => {
  it('shows up to six latest jobs and a see-all link with the total', async () => {
    renderLatest('en', 29);
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'See all 29 jobs' })).toHaveAttribute('href', '/en/jobs');
  });

  it('shows an empty state when no job is published', async () => {
    renderLatest('fa', 0);
    expect(
      await screen.findByRole('heading', { name: 'هنوز آگهی شغلی‌ای منتشر نشده است' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاهده همه آگهی‌ها' })).toHaveAttribute('href', '/fa/jobs');
  });
});
