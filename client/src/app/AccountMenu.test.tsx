import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import AccountMenuQuery, {
  type AccountMenuQuery as AccountMenuQueryType,
} from '../__generated__/AccountMenuQuery.graphql';
import { accountMenuEntries } from '../routes';
import { Toasts } from './Toasts';
import { renderWithProviders } from '../test/renderWithProviders';
import { AccountMenu } from './AccountMenu';
import { layoutMessages } from './messages';
import { hasRole, type AccountMenuEntry } from './navigation';

function signedIn(
  displayName: string,
  roles = ['JOB_SEEKER'],
  unreadCount = 0,
  { company = false, registered = true } = {},
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<AccountMenuQueryType>(environment, AccountMenuQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({
        displayName,
        avatarUrl: null,
        roles,
        registered,
        company: company ? { __typename: 'Company', id: 'company-1' } : null,
      }),
      Inbox: () => ({ id: 'inbox-1', unreadCount }),
    }),
  );
  return { environment, queryRef };
}

// The signed-in menu loads on demand; its module is loaded once here, so that the first test that opens it does not
// wait for the module to be compiled on a busy machine.
beforeAll(async () => {
  await Promise.all([import('./SignedInMenu'), import('./AriaProviders')]);
});

describe('AccountMenu', () => {
  it('offers a visitor the sign-in button, coming back to the current page', async () => {
    renderWithProviders(<AccountMenu queryRef={null} entries={accountMenuEntries} />, {
      locale: 'en',
      path: '/en/jobs?type=REMOTE',
    });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login?redirect=%2Fen%2Fjobs%3Ftype%3DREMOTE',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the account menu of a signed-in user', async () => {
    const user = userEvent.setup();
    const { environment, queryRef } = signedIn('سارا رضایی');
    renderWithProviders(<AccountMenu queryRef={queryRef} entries={accountMenuEntries} />, {
      locale: 'fa',
      environment,
      path: '/fa/jobs',
    });
    await user.click(await screen.findByRole('button', { name: 'منوی حساب سارا رضایی' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['داشبورد', '/fa/panel'],
      ['پروفایل', '/fa/panel/profile'],
      ['درخواست‌های من', '/fa/panel/jobs/my-applications'],
      ['صندوق پیام', '/fa/panel/echoBox'],
      ['آزمون‌های من', '/fa/panel/tests'],
      ['سفارش‌های من', '/fa/panel/orders'],
      ['خروج', null],
    ]);
    expect(screen.queryByRole('link', { name: 'ورود' })).not.toBeInTheDocument();
  });

  it('offers an employer their job posts and posting a job', async () => {
    const user = userEvent.setup();
    const { environment, queryRef } = signedIn('Aryan Data', ['EMPLOYER']);
    renderWithProviders(<AccountMenu queryRef={queryRef} entries={accountMenuEntries} />, {
      locale: 'en',
      environment,
      path: '/en/jobs',
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Aryan Data' }));
    expect(screen.getByRole('menuitem', { name: 'My job posts' })).toHaveAttribute('href', '/en/panel/jobs');
    expect(screen.getByRole('menuitem', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/en/panel/jobs/create',
    );
    expect(screen.queryByRole('menuitem', { name: 'My applications' })).not.toBeInTheDocument();
  });

  it('offers partners their API keys: employers with a company, and admins', async () => {
    const user = userEvent.setup();
    for (const [name, roles, company, offered] of [
      ['With company', ['EMPLOYER'], true, true],
      ['Without company', ['EMPLOYER'], false, false],
      ['Admin', ['ADMIN'], false, true],
    ] as const) {
      const { environment, queryRef } = signedIn(name, [...roles], 0, { company });
      const { unmount } = renderWithProviders(
        <AccountMenu queryRef={queryRef} entries={accountMenuEntries} />,
        {
          locale: 'en',
          environment,
          path: '/en/jobs',
        },
      );
      await user.click(await screen.findByRole('button', { name: `Account menu of ${name}` }));
      const item = screen.queryByRole('menuitem', { name: 'API keys' });
      if (offered) expect(item).toHaveAttribute('href', '/en/panel/api-keys');
      else expect(item).not.toBeInTheDocument();
      unmount();
    }
  });

  it('signs out: the token goes, the home page opens and a toast confirms', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth_token', 'session-token');
    const { environment, queryRef } = signedIn('Sara Rezaei');
    const { router } = renderWithProviders(
      <>
        <AccountMenu queryRef={queryRef} entries={accountMenuEntries} />
        <Toasts />
      </>,
      { locale: 'en', environment, path: '/en/panel/profile' },
    );
    await user.click(await screen.findByRole('button', { name: 'Account menu of Sara Rezaei' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useSignOutMutation');
    await act(async () => environment.mock.resolve(mutation, { data: { signOut: true } }));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/en');
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
  });

  it('shows the unread count on the menu and its inbox item, and follows it live', async () => {
    const user = userEvent.setup();
    const { environment, queryRef } = signedIn('سارا رضایی', ['JOB_SEEKER'], 3);
    renderWithProviders(<AccountMenu queryRef={queryRef} entries={accountMenuEntries} />, {
      locale: 'fa',
      environment,
      path: '/fa/jobs',
    });
    const button = await screen.findByRole('button', { name: 'منوی حساب سارا رضایی' });
    expect(button).toHaveAccessibleDescription('۳ پیام خوانده‌نشده');

    const subscription = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === 'useInboxUnreadSubscription')!;
    act(() =>
      environment.mock.nextValue(subscription, {
        data: { inboxChanged: { id: 'inbox-1', unreadCount: 4 } },
      }),
    );
    expect(button).toHaveAccessibleDescription('۴ پیام خوانده‌نشده');
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: /صندوق پیام/ })).toHaveTextContent('صندوق پیام۴');

    act(() =>
      environment.mock.nextValue(subscription, {
        data: { inboxChanged: { id: 'inbox-1', unreadCount: 0 } },
      }),
    );
    expect(button).not.toHaveAccessibleDescription();
  });

  it('shows an entry a feature declares, where its order puts it, to the users its condition names', async () => {
    const user = userEvent.setup();
    const notifications: AccountMenuEntry = {
      id: 'notifications',
      path: '/panel/notifications',
      order: 35,
      label: layoutMessages.notifications,
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    };
    const entries = [...accountMenuEntries, notifications].sort((a, b) => a.order - b.order);
    for (const [name, roles, offered] of [
      ['Admin', ['ADMIN'], true],
      ['Seeker', ['JOB_SEEKER'], false],
    ] as const) {
      const { environment, queryRef } = signedIn(name, [...roles]);
      const { unmount } = renderWithProviders(<AccountMenu queryRef={queryRef} entries={entries} />, {
        locale: 'en',
        environment,
        path: '/en/jobs',
      });
      await user.click(await screen.findByRole('button', { name: `Account menu of ${name}` }));
      const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
      if (offered) {
        expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute(
          'href',
          '/en/panel/notifications',
        );
        expect(items.indexOf('Notifications')).toBe(items.indexOf('Message inbox') + 1);
      } else expect(items).not.toContain('Notifications');
      unmount();
    }
  });
});
