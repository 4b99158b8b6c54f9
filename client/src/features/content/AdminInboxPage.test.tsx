import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import AdminInboxPageQuery from '../../__generated__/AdminInboxPageQuery.graphql';
import { I18nProvider } from '../../i18n/I18nProvider';
import en from '../../i18n/lang/en.json';
import panelEn from '../../i18n/lang/panel/en.json';
import { AdminInboxPage } from './AdminInboxPage';

type Kind = 'ERROR_REPORT' | 'EDUCATION';

const items: Record<Kind, object> = {
  ERROR_REPORT: {
    id: 'item-1',
    kind: 'ERROR_REPORT',
    state: 'OPEN',
    name: 'Reza Rahimi',
    email: 'reza@example.com',
    phone: null,
    subject: 'SUPPORT',
    cooperationType: null,
    message: 'The page said it was not found.',
    failingPath: '/en/jobs/missing',
    failingStatus: 404,
    trackingCode: null,
    courseSlug: null,
    replyCount: 0,
    createdAt: '2026-11-28T08:00:00.000Z',
    assignee: null,
  },
  EDUCATION: {
    id: 'item-2',
    kind: 'EDUCATION',
    state: 'OPEN',
    name: 'Sahar Moradi',
    email: 'sahar@example.com',
    phone: '+989121110004',
    subject: null,
    cooperationType: null,
    message: 'Is there an evening group?',
    failingPath: null,
    failingStatus: null,
    trackingCode: null,
    courseSlug: 'react-from-zero',
    replyCount: 0,
    createdAt: '2026-11-28T09:00:00.000Z',
    assignee: null,
  },
};

async function renderInbox(kind: Kind = 'ERROR_REPORT') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/en/panel/admin/inbox',
        loader: () => ({
          queryRef: loadQuery(environment, AdminInboxPageQuery, {
            admin: true,
            kind,
            state: null,
          }),
        }),
        element: (
          <I18nProvider locale="en" messages={{ ...en, ...panelEn }}>
            <Suspense fallback={<p>loading</p>}>
              <AdminInboxPage />
            </Suspense>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [`/en/panel/admin/inbox?kind=${kind}`] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'admin-1', registered: true }),
      InboxItem: () => items[kind],
      PageInfo: () => ({ hasNextPage: false }),
    }),
  );
  return environment;
}

describe('the admins’ inbox', () => {
  it('shows an error report with its address, and the filter the address names', async () => {
    await renderInbox();
    const item = (await screen.findByText('Reza Rahimi')).closest('li')!;
    expect(within(item).getByText('Error report')).toBeInTheDocument();
    expect(within(item).getByText('/en/jobs/missing')).toBeInTheDocument();
    expect(within(item).getByText('The page said it was not found.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('ERROR_REPORT');
  });

  it('answers by e-mail from the panel, sending the reply for the item', async () => {
    const environment = await renderInbox();
    const user = userEvent.setup();
    const item = (await screen.findByText('Reza Rahimi')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Reply by e-mail' }));
    await user.type(within(item).getByLabelText('Your reply'), 'Fixed, thank you.');
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));
    const mutation = environment.mock
      .getAllOperations()
      .find((o) => o.request.node.operation.name === 'AdminInboxItemReplyMutation')!;
    expect(mutation.request.variables).toEqual({ id: 'item-1', body: 'Fixed, thank you.' });
  });

  it('shows a course sign-up with its course, under the kind filter for sign-ups', async () => {
    await renderInbox('EDUCATION');
    const item = (await screen.findByText('Sahar Moradi')).closest('li')!;
    expect(within(item).getByText('Course sign-up')).toBeInTheDocument();
    expect(within(item).getByText('Course')).toBeInTheDocument();
    expect(within(item).getByText('react-from-zero')).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('EDUCATION');
    expect(
      within(screen.getByLabelText('Kind')).getByRole('option', { name: 'Course sign-up' }),
    ).toBeInTheDocument();
  });
});
