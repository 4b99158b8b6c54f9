import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReviewsTestQuery } from '../../../__generated__/AdminReviewsTestQuery.graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { adminPortfolioVariables } from '../AdminPortfolioPage';
import { AdminReviews } from './AdminReviews';

vi.mock('../../../app/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Harness() {
  const data = useLazyLoadQuery<AdminReviewsTestQuery>(
    graphql`
      query AdminReviewsTestQuery($hidden: Boolean!) @relay_test_operation {
        ...AdminReviews_query
      }
    `,
    { hidden: false },
  );
  return <AdminReviews query={data} />;
}

describe('the admins’ moderation of buyers’ reviews', () => {
  it('asks for the tab the address names, and for nothing when the reader is no admin', () => {
    const tab = (search: string, admin = true) => adminPortfolioVariables(new URLSearchParams(search), admin);
    expect(tab('reviews=hidden')).toEqual({ projects: false, reviews: true, evaluated: false, hidden: true });
    expect(tab('reviews=shown')).toMatchObject({ projects: false, reviews: true, hidden: false });
    expect(tab('evaluated=1')).toMatchObject({ projects: true, reviews: false, evaluated: true });
    expect(tab('reviews=shown', false)).toMatchObject({ projects: false, reviews: false });
  });

  it('hides a review with the reason written, in Persian', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        QueryPortfolioReviewsConnection: () => ({
          totalCount: 1,
          edges: [
            {
              cursor: 'r1',
              node: {
                id: 'r1',
                rating: 2,
                text: 'شمارهٔ تلفن فروشنده: ۰۹۱۲…',
                hidden: false,
                createdAt: '2026-11-25T09:00:00.000Z',
                project: { path: '/portfolio/shop', readerWords: { title: 'فروشگاه' } },
              },
            },
          ],
          pageInfo: { hasNextPage: false, endCursor: 'r1' },
        }),
      }),
    );
    renderWithProviders(
      <Suspense>
        <Harness />
      </Suspense>,
      { locale: 'fa', environment, path: '/fa/panel/admin/portfolio?reviews=shown' },
    );
    const row = (await screen.findByText('شمارهٔ تلفن فروشنده: ۰۹۱۲…')).closest('article')!;
    expect(within(row).getByRole('link', { name: 'فروشگاه' })).toHaveAttribute('href', '/fa/portfolio/shop');
    expect(within(row).getByText(/امتیاز ۲ از ۵/)).toBeInTheDocument();
    await user.type(within(row).getByLabelText(/دلیل پنهان کردن/), 'شمارهٔ تلفن شخصی دارد.');
    await user.click(within(row).getByRole('button', { name: 'پنهان کن' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('AdminReviewsHideMutation');
    expect(sent.request.variables).toEqual({
      input: { id: 'r1', hidden: true, reason: 'شمارهٔ تلفن شخصی دارد.' },
    });
  });
});
