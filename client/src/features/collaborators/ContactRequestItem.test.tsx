import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ContactRequestItemTestQuery } from '../../__generated__/ContactRequestItemTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContactRequestItem } from './ContactRequestItem';

const id = 'Q29udGFjdFJlcXVlc3Q6MQ==';
const day = 86_400_000;

function Harness() {
  const data = useLazyLoadQuery<ContactRequestItemTestQuery>(
    graphql`
      query ContactRequestItemTestQuery @relay_test_operation {
        myContactRequests(box: SENT, first: 1) {
          edges {
            node {
              ...ContactRequestItem_request
              ...WorkReviews_request
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.myContactRequests?.edges[0]?.node;
  return node ? <ContactRequestItem request={node} work={node} /> : null;
}

const request = (more: Record<string, unknown>) => ({
  id,
  subject: 'A shop in Persian',
  message: 'We need a right-to-left storefront.',
  budgetRials: null,
  deadline: null,
  answer: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: '2026-11-15T09:00:00.000Z',
  viewerIsCollaborator: false,
  conversationId: 'Q29udmVyc2F0aW9uOjE=',
  collaborator: {
    id: 'Q29sbGFib3JhdG9yOjE=',
    displayName: 'Sara Ahmadi',
    path: '/collaborators/sara-ahmadi',
  },
  sender: { displayName: 'Nima' },
  viewerReview: null,
  otherReview: null,
  ...more,
});

function renderItem(locale: 'en' | 'fa', more: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { ContactRequest: () => request(more) }),
  );
  renderWithProviders(<Harness />, { locale, environment, path: `/${locale}/panel/requests` });
  return environment;
}

describe('a contact request in the panel', () => {
  it('is marked done by one side, then waits for the other', async () => {
    const environment = renderItem('en', {
      state: 'ACCEPTED',
      viewerMarkedDone: false,
      otherMarkedDone: true,
      completedAt: null,
      reviewUntil: null,
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText('Sara Ahmadi marked the work done. Mark it done too if you agree.'),
    ).toBeVisible();
    // Its sender may turn it into a contract paid in milestones, the request's words filled in.
    expect(screen.getByRole('link', { name: 'propose a contract from this request' })).toHaveAttribute(
      'href',
      `/en/panel/contracts/new?to=Q29sbGFib3JhdG9yOjE%3D&request=${encodeURIComponent(id)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Mark the work done' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('ContactRequestItemDoneMutation');
    expect(operation.request.variables).toEqual({ id });
    const completedAt = new Date().toISOString();
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          markContactRequestDone: {
            __typename: 'MutationMarkContactRequestDoneSuccess',
            data: {
              ...request({}),
              __typename: 'ContactRequest',
              state: 'COMPLETED',
              viewerMarkedDone: true,
              otherMarkedDone: true,
              completedAt,
              reviewUntil: new Date(Date.now() + 14 * day).toISOString(),
            },
          },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Review your work with Sara Ahmadi' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark the work done' })).toBeNull();
  });

  it('takes a review in Persian: every rating and a text are asked for before it is sent', async () => {
    const environment = renderItem('fa', {
      state: 'COMPLETED',
      viewerMarkedDone: true,
      otherMarkedDone: true,
      completedAt: new Date(Date.now() - day).toISOString(),
      reviewUntil: new Date(Date.now() + 13 * day).toISOString(),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'نظر شما دربارهٔ کار با Sara Ahmadi' });
    await user.click(within(form).getByRole('button', { name: 'ثبت نظر' }));
    expect(within(form).getAllByText('یک امتیاز انتخاب کنید.')).toHaveLength(4);
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    for (const legend of ['کیفیت کار', 'ارتباط', 'پایبندی به زمان‌بندی', 'همکاری'])
      await user.click(
        within(within(form).getByRole('group', { name: legend })).getByRole('radio', { name: /خیلی خوب/ }),
      );
    await user.type(within(form).getByLabelText('همکاری با هم چطور بود؟'), 'کار تمیز و گزارش‌های روشن.');
    await user.click(within(form).getByRole('button', { name: 'ثبت نظر' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      requestId: id,
      quality: 4,
      communication: 4,
      schedule: 4,
      cooperation: 4,
      text: 'کار تمیز و گزارش‌های روشن.',
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          reviewContactRequest: {
            __typename: 'ConflictError',
            code: 'REVIEW_CLOSED',
            __isBaseError: 'ConflictError',
          },
        },
      }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'مهلت ثبت نظر برای این کار تمام شده است.',
    );
  });

  it('shows one’s own review as blind until the other side reviews, with the day it is shown', async () => {
    renderItem('fa', {
      state: 'COMPLETED',
      viewerMarkedDone: true,
      otherMarkedDone: true,
      completedAt: '2026-11-20T09:00:00.000Z',
      reviewUntil: new Date(Date.now() + 5 * day).toISOString(),
      viewerReview: {
        id: 'Q29sbGFib3JhdG9yUmV2aWV3OjE=',
        shown: false,
        rating: 4.5,
        quality: 5,
        communication: 4,
        schedule: 4,
        cooperation: 5,
        text: 'کار تمیز.',
        createdAt: '2026-11-21T09:00:00.000Z',
        reply: null,
        viewerIsAuthor: true,
        viewerCanReply: false,
      },
    });
    expect(await screen.findByRole('heading', { name: 'نظر شما' })).toBeVisible();
    expect(screen.getByText(/Sara Ahmadi نظر شما را وقتی می‌بیند/)).toBeVisible();
    expect(screen.getByRole('img', { name: '۴٫۵ از ۵: عالی' })).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
