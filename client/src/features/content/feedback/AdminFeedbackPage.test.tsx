import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import AdminFeedbackPageQuery from '../../../__generated__/AdminFeedbackPageQuery.graphql';
import { I18nProvider } from '../../../i18n/I18nProvider';
import en from '../../../i18n/lang/en.json';
import panelEn from '../../../i18n/lang/panel/en.json';
import { AdminFeedbackPage } from './AdminFeedbackPage';

const comment = {
  id: 'comment-1',
  itemSlug: 'web-development',
  name: 'Mallory',
  email: 'mallory@example.com',
  phone: null,
  website: null,
  text: '<img src=x onerror=alert(1)>',
  state: 'PUBLISHED',
  createdAt: '2026-11-20T08:00:00.000Z',
  reportCount: 2,
  reports: [
    { reason: 'SPAM', createdAt: '2026-11-21T08:00:00.000Z' },
    { reason: 'HARASSMENT', createdAt: '2026-11-22T08:00:00.000Z' },
  ],
  replies: [],
};

async function renderQueue(admin = true) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/en/panel/admin/feedback',
        loader: () => ({
          queryRef: loadQuery(environment, AdminFeedbackPageQuery, { admin, filter: 'REPORTED' }),
        }),
        element: (
          <I18nProvider locale="en" messages={{ ...en, ...panelEn }}>
            <Suspense fallback={<p>loading</p>}>
              <AdminFeedbackPage />
            </Suspense>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/en/panel/admin/feedback?comments=REPORTED'] },
  );
  const { container } = render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'admin-1', registered: true }),
      FeedbackQueueCounts: () => ({
        submittedTestimonials: 1,
        pendingComments: 4,
        reportedComments: 1,
        hiddenComments: 0,
        spamComments: 7,
      }),
      QueryTestimonialQueueConnection: () => ({
        totalCount: 1,
        edges: [
          {
            node: {
              id: 'testimonial-1',
              name: 'Sara Ahmadi',
              company: 'Ahmadi Co',
              contact: 'sara@example.com',
              rating: 4,
              text: 'They built our shop on time.',
              createdAt: '2026-11-20T08:00:00.000Z',
            },
          },
        ],
        pageInfo: { hasNextPage: false },
      }),
      QueryCommentQueueConnection: () => ({ edges: [{ node: comment }], pageInfo: { hasNextPage: false } }),
    }),
  );
  return { environment, container };
}

const operation = (environment: ReturnType<typeof createMockEnvironment>, name: string) =>
  environment.mock.getAllOperations().find((o) => o.request.node.operation.name === name)!;

describe('the admins’ feedback queue', () => {
  it('shows a testimonial to review with its contact, and publishes it', async () => {
    const { environment } = await renderQueue();
    expect(await screen.findByRole('heading', { name: 'Testimonials to review (1)' })).toBeInTheDocument();
    const item = screen.getByText('Sara Ahmadi').closest('li')!;
    expect(within(item).getByText('sara@example.com')).toBeInTheDocument();
    expect(within(item).getByText('4 out of 5: Very good')).toBeInTheDocument();
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Publish' }));
    const review = operation(environment, 'AdminFeedbackReviewMutation');
    expect(review.request.variables).toMatchObject({ id: 'testimonial-1', decision: 'PUBLISH' });
  });

  it('shows a reported comment as text, with its report count and reasons, and the lists’ counts', async () => {
    const { container } = await renderQueue();
    const item = (await screen.findByText('<img src=x onerror=alert(1)>')).closest('li')!;
    expect(container.querySelector('img')).toBeNull();
    expect(within(item).getByText('2 reports')).toBeInTheDocument();
    expect(within(item).getByText('Spam')).toBeInTheDocument();
    expect(within(item).getByText('Harassment')).toBeInTheDocument();
    expect(within(item).getByText('On: web-development')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reported (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Spam (7)' })).toBeInTheDocument();
  });

  it('keeps, hides or marks a reported comment as spam, and answers it as the admins', async () => {
    const { environment } = await renderQueue();
    const user = userEvent.setup();
    const item = (await screen.findByText('<img src=x onerror=alert(1)>')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Mark as spam' }));
    expect(operation(environment, 'AdminFeedbackModerateMutation').request.variables).toMatchObject({
      id: 'comment-1',
      action: 'SPAM',
    });
    expect(within(item).getByRole('button', { name: 'Keep published' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Reply as admin' }));
    await user.type(within(item).getByLabelText('Your reply'), 'We have removed the link.');
    await user.click(within(item).getByRole('button', { name: 'Publish reply' }));
    expect(operation(environment, 'AdminFeedbackReplyMutation').request.variables).toEqual({
      id: 'comment-1',
      text: 'We have removed the link.',
    });
  });

  it('tells a signed-in person who is no admin that the page is for admins', async () => {
    await renderQueue(false);
    expect(await screen.findByText('This page is for admins.')).toBeInTheDocument();
  });
});
