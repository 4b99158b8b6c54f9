import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { AdminReportedReviewsTestQuery } from '../../__generated__/AdminReportedReviewsTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AdminReportedReviews } from './AdminReportedReviews';

const reviewId = 'Q29sbGFib3JhdG9yUmV2aWV3OjE=';

function Harness() {
  const data = useLazyLoadQuery<AdminReportedReviewsTestQuery>(
    graphql`
      query AdminReportedReviewsTestQuery @relay_test_operation {
        ...AdminReportedReviews_query
      }
    `,
    {},
  );
  return <AdminReportedReviews query={data} />;
}

const review = (more: Record<string, unknown> = {}) => ({
  id: reviewId,
  hidden: false,
  hiddenReason: null,
  reportsCount: 2,
  rating: 1.5,
  quality: 1,
  communication: 2,
  schedule: 1,
  cooperation: 2,
  text: 'Call 0912… for a better deal!',
  createdAt: '2026-11-20T09:00:00.000Z',
  reply: null,
  viewerIsAuthor: false,
  viewerCanReply: false,
  author: { id: 'VXNlcjox', displayName: 'Spammer' },
  collaborator: {
    id: 'Q29sbGFib3JhdG9yOjE=',
    displayName: 'Sara Ahmadi',
    path: '/collaborators/sara-ahmadi',
  },
  ...more,
});

describe('the admins’ reported reviews', () => {
  it('hide a review with a reason, asked for before anything is sent, and show it hidden', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        CollaboratorReview: () => review(),
        QueryReportedCollaboratorReviewsConnection: () => ({ totalCount: 1 }),
      }),
    );
    renderWithProviders(<Harness />, { locale: 'en', environment, path: '/en/panel/admin/collaborators' });
    const user = userEvent.setup();
    const row = await screen.findByRole('article', { name: 'A review of Sara Ahmadi' });
    expect(within(row).getByText('Reported 2 times')).toBeVisible();
    expect(within(row).getByText('Call 0912… for a better deal!')).toBeVisible();
    expect(within(row).getByText(/^Spammer ·/)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Hide' }));
    await user.click(within(row).getByRole('button', { name: 'Hide the review' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Say why it is hidden.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(within(row).getByLabelText('Reason (kept with the review)'), ' Advertising ');
    await user.click(within(row).getByRole('button', { name: 'Hide the review' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { reviewId, hidden: true, reason: 'Advertising' },
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          hideCollaboratorReview: {
            __typename: 'MutationHideCollaboratorReviewSuccess',
            data: {
              __typename: 'CollaboratorReview',
              ...review({ hidden: true, hiddenReason: 'Advertising' }),
            },
          },
        },
      }),
    );
    expect(await within(row).findByText('Hidden: Advertising')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Show it again' })).toBeVisible();
  });
});
