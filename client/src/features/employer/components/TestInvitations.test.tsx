import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestInvitationsTestQuery } from '../../../__generated__/TestInvitationsTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { addressesOf, TestInvitations } from './TestInvitations';

function TestRenderer() {
  const data = useLazyLoadQuery<TestInvitationsTestQuery>(
    graphql`
      query TestInvitationsTestQuery @relay_test_operation {
        job(slug: "data-engineer") {
          ...TestInvitations_job
        }
      }
    `,
    {},
  );
  return data.job ? <TestInvitations job={data.job} /> : null;
}

function renderInvitations(locale: Locale, { hasNextPage = false } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Job: () => ({
        id: 'job-1',
        tests: [{ test: { id: 'test-1', title: 'Logic at work' } }],
        testInvitations: {
          edges: [
            {
              email: 'sara@example.com',
              testId: 'test-1',
              state: 'TAKEN',
              result: { state: 'SCORED', score: 87.5 },
            },
            { email: 'ali@example.com', testId: 'test-1', state: 'SENT', result: null },
            { email: 'reza@example.com', testId: 'test-1', state: 'WITHDRAWN', result: null },
          ].map((node) => ({ cursor: `cursor-${node.email}`, node })),
          pageInfo: { hasNextPage, endCursor: 'cursor-reza@example.com' },
        },
      }),
    }),
  );
  renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
  return environment;
}

afterEach(() => vi.unstubAllGlobals());

describe('inviting by e-mail to a job’s test', () => {
  it('reads addresses one per line or separated by commas', () => {
    expect(addressesOf(' a@x.io\nb@x.io, c@x.io;d@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']);
  });

  it('lists the invitations with their state and shared score, in Persian digits', async () => {
    renderInvitations('fa');
    const list = await screen.findByRole('list');
    expect(list).toHaveTextContent('sara@example.com');
    expect(list).toHaveTextContent('آزمون داده شد');
    expect(list).toHaveTextContent('۸۷٫۵٪');
    expect(list).toHaveTextContent('فرستاده شد');
    expect(list).toHaveTextContent('پس گرفته شد');
  });

  it('refuses an empty list in the page, and pays a paid test’s invitations before they are sent', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const environment = renderInvitations('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type at least one address.');

    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail addresses, one per line (20 at most)' }),
      'New@x.io, new@x.io',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const invite = environment.mock.getMostRecentOperation();
    expect(invite.request.variables).toEqual({
      input: { jobId: 'job-1', testId: 'test-1', emails: ['new@x.io'] },
    });
    environment.mock.resolve(invite, {
      data: {
        inviteToTest: {
          __typename: 'MutationInviteToTestSuccess',
          data: { id: 'batch-1', count: 1, needsPayment: true },
        },
      },
    });
    const buy = environment.mock.getMostRecentOperation();
    expect(buy.request.variables).toEqual({ input: { batchId: 'batch-1' } });
    environment.mock.resolve(buy, {
      data: {
        buyTestInvitations: {
          __typename: 'MutationBuyTestInvitationsSuccess',
          data: { id: 'order-1', payUrl: '/payments/orders/o1/pay' },
        },
      },
    });
    expect(assign).toHaveBeenCalledWith('/payments/orders/o1/pay');
  });

  it('shows the next page of invitations when asked, after the last one shown', async () => {
    const environment = renderInvitations('en', { hasNextPage: true });
    await screen.findByText('reza@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Show more invitations' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('TestInvitationsPaginationQuery');
    expect(next.request.variables).toMatchObject({
      id: 'job-1',
      count: 20,
      cursor: 'cursor-reza@example.com',
    });
    environment.mock.resolve(
      next,
      MockPayloadGenerator.generate(next, {
        Job: () => ({
          id: 'job-1',
          tests: [{ test: { id: 'test-1', title: 'Logic at work' } }],
          testInvitations: {
            edges: [
              {
                cursor: 'cursor-mina@example.com',
                node: { email: 'mina@example.com', testId: 'test-1', state: 'EXPIRED', result: null },
              },
            ],
            pageInfo: { hasNextPage: false, endCursor: 'cursor-mina@example.com' },
          },
        }),
      }),
    );
    await screen.findByText('mina@example.com');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('bdi')?.textContent)).toEqual([
      'sara@example.com',
      'ali@example.com',
      'reza@example.com',
      'mina@example.com',
    ]);
    expect(items[2]).toHaveTextContent('Withdrawn');
    expect(items[3]).toHaveTextContent('Expired');
    expect(screen.queryByRole('button', { name: 'Show more invitations' })).not.toBeInTheDocument();
  });
});
