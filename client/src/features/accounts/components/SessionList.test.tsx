import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { SessionListTestQuery } from '../../../__generated__/SessionListTestQuery.graphql';
import { Toasts } from '../../../app/Toasts';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SessionList } from './SessionList';

function TestRenderer() {
  const data = useLazyLoadQuery<SessionListTestQuery>(
    graphql`
      query SessionListTestQuery @relay_test_operation {
        viewer {
          ...SessionList_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <SessionList user={data.viewer} /> : null;
}

const session = (id: string, userAgent: string, current: boolean) => ({
  __typename: 'Session',
  id,
  userAgent,
  current,
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: '2026-11-23T09:30:00.000Z',
  expiresAt: '2026-12-01T08:00:00.000Z',
});

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

function renderList() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      UserSessionsConnection: () => ({
        edges: [session('s-here', firefox, true), session('s-other', chrome, false)].map((node, i) => ({
          cursor: `c${i}`,
          node,
        })),
        pageInfo: { hasNextPage: false, endCursor: 'c1' },
      }),
    }),
  );
  renderWithProviders(
    <Suspense>
      <TestRenderer />
      <Toasts />
    </Suspense>,
    { locale: 'en', environment },
  );
  return environment;
}

describe('SessionList', () => {
  it('removes the session the server ended from the list', async () => {
    const environment = renderList();
    const revoke = await screen.findByRole('button', { name: 'Sign out this device' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(revoke);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.id).toBe('s-other');
    act(() =>
      environment.mock.resolve(operation, {
        data: { revokeSession: { __typename: 'MutationRevokeSessionSuccess', data: 's-other' } },
      }),
    );

    expect(await screen.findByText('The device has been signed out.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out this device' })).not.toBeInTheDocument();
  });

  it('keeps the session when the server does not know it', async () => {
    const environment = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out this device' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { revokeSession: { __typename: 'NotFoundError' } },
      }),
    );

    expect(
      await screen.findByText('The device could not be signed out. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
