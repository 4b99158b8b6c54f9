import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { AdminCollaboratorRowTestQuery } from '../../__generated__/AdminCollaboratorRowTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AdminCollaboratorRow } from './AdminCollaboratorRow';

const id = 'Q29sbGFib3JhdG9yOjE=';

function Harness() {
  const data = useLazyLoadQuery<AdminCollaboratorRowTestQuery>(
    graphql`
      query AdminCollaboratorRowTestQuery @relay_test_operation {
        collaborator(slug: "sara-ahmadi") {
          ...AdminCollaboratorRow_collaborator
        }
      }
    `,
    {},
  );
  return data.collaborator ? <AdminCollaboratorRow collaborator={data.collaborator} /> : null;
}

function renderRow(locale: 'en' | 'fa', state: string) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Collaborator: () => ({
        id,
        path: '/collaborators/sara-ahmadi',
        displayName: 'Sara Ahmadi',
        state,
        suspendedAt: state === 'SUSPENDED' ? '2026-11-20T09:00:00.000Z' : null,
        suspendedReason: state === 'SUSPENDED' ? 'Copied portfolio' : null,
        updatedAt: '2026-11-19T09:00:00.000Z',
        readerWords: { locale: 'en', headline: 'React developer' },
      }),
    }),
  );
  renderWithProviders(<Harness />, { locale, environment, path: `/${locale}/panel/admin/collaborators` });
  return environment;
}

describe('a profile in the admins’ list', () => {
  it('is suspended with a reason: none is refused before sending, and the answer shows it suspended', async () => {
    const environment = renderRow('en', 'PUBLISHED');
    const user = userEvent.setup();
    expect(await screen.findByText('Published in the directory')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.click(screen.getByRole('button', { name: 'Suspend the profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why it is suspended.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason (its owner reads it)'), '  Copied portfolio ');
    await user.click(screen.getByRole('button', { name: 'Suspend the profile' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { id, suspend: true, reason: 'Copied portfolio' },
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          suspendCollaborator: {
            __typename: 'MutationSuspendCollaboratorSuccess',
            data: {
              id,
              path: '/collaborators/sara-ahmadi',
              displayName: 'Sara Ahmadi',
              state: 'SUSPENDED',
              suspendedAt: '2026-11-21T09:00:00.000Z',
              suspendedReason: 'Copied portfolio',
              updatedAt: '2026-11-21T09:00:00.000Z',
              readerWords: { locale: 'en', headline: 'React developer' },
            },
          },
        },
      }),
    );
    expect(await screen.findByText('Suspended by an admin')).toBeInTheDocument();
    expect(screen.getByText('Suspended November 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('Reason: Copied portfolio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift the suspension' })).toBeInTheDocument();
  });

  it('lifts a suspension, in Persian, with the date in the Persian calendar', async () => {
    const environment = renderRow('fa', 'SUSPENDED');
    const user = userEvent.setup();
    expect(await screen.findByText('دلیل: Copied portfolio')).toBeInTheDocument();
    expect(screen.getByText(/تعلیق در .*۱۴۰۵/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'برداشتن تعلیق' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { id, suspend: false, reason: null },
    });
  });
});
