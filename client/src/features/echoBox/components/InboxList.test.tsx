import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { InboxListTestQuery } from '../../../__generated__/InboxListTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useInboxListSubscription } from '../subscriptions/useInboxListSubscription';
import { InboxList } from './InboxList';

function TestRenderer() {
  const data = useLazyLoadQuery<InboxListTestQuery>(
    graphql`
      query InboxListTestQuery @relay_test_operation {
        inbox {
          ...InboxList_inbox
        }
      }
    `,
    {},
  );
  useInboxListSubscription();
  return data.inbox ? <InboxList inbox={data.inbox} /> : null;
}

const conversation = (id: string, name: string, body: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Conversation',
  id,
  subject: null,
  unreadCount: 0,
  lastMessageAt: '2026-11-20T09:00:00.000Z',
  job: null,
  otherParticipants: [{ id: `user-${id}`, displayName: name, avatarUrl: null }],
  lastMessage: { id: `message-${id}`, body, isMine: false },
  ...extra,
});

const edges = (...conversations: ReturnType<typeof conversation>[]) => ({
  edges: conversations.map((c) => ({ cursor: c.id, node: { conversation: c } })),
  pageInfo: { hasNextPage: false, endCursor: conversations.at(-1)?.id ?? null },
});

function renderInbox(locale: Locale, connection: ReturnType<typeof edges>) {
  const environment = createMockEnvironment();
  renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Inbox: () => ({ id: 'inbox-1' }),
        InboxConversationsConnection: () => connection,
      }),
    ),
  );
  return environment;
}

const words = (element: HTMLElement) => element.textContent?.replace(/[\u2068\u2069]/g, '');

describe('InboxList', () => {
  it('shows who, about what, the last message as plain text and the unread count', async () => {
    renderInbox(
      'fa',
      edges(
        conversation('c1', 'گروه نرم‌افزاری آرین‌داده', '<b>سلام</b> & خوش آمدید', {
          unreadCount: 2,
          job: { id: 'job-1', title: 'برنامه‌نویس ارشد React' },
        }),
        conversation('c2', 'نیما کاظمی', 'ممنون', { lastMessage: { id: 'm2', body: 'ممنون', isMine: true } }),
      ),
    );
    const list = await screen.findByRole('list', { name: 'گفت‌وگوها' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/fa/panel/echoBox/c1');
    expect(within(first!).getByText('<b>سلام</b> & خوش آمدید')).toBeInTheDocument();
    expect(first!.querySelector('b')).toBeNull();
    expect(words(first!)).toContain('دربارهٔ: برنامه‌نویس ارشد React');
    expect(within(first!).getByText('۲ پیام خوانده‌نشده')).toBeInTheDocument();
    expect(words(second!)).toContain('شما: ممنون');
    expect(within(second!).queryByText(/خوانده‌نشده/)).not.toBeInTheDocument();
  });

  it('moves a conversation with a new message to the top, live', async () => {
    const environment = renderInbox(
      'en',
      edges(conversation('c1', 'Aryan Data', 'Hello'), conversation('c2', 'Nima Kazemi', 'Thanks')),
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const subscription = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === 'useInboxListSubscription')!;
    act(() =>
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, {
          Inbox: () => ({ id: 'inbox-1', unreadCount: 1 }),
          InboxConversationsConnection: () =>
            edges(
              conversation('c2', 'Nima Kazemi', 'One more question', { unreadCount: 1 }),
              conversation('c1', 'Aryan Data', 'Hello'),
            ),
        }),
      ),
    );
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/panel/echoBox/c2',
      '/en/panel/echoBox/c1',
    ]);
    expect(within(links[0]!).getByText('One more question')).toBeInTheDocument();
    expect(within(links[0]!).getByText('1 unread message')).toBeInTheDocument();
  });

  it('says so when there are no conversations yet', async () => {
    renderInbox('az', edges());
    expect(await screen.findByText('Hələ yazışma yoxdur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vakansiyalara bax' })).toHaveAttribute('href', '/az/jobs');
  });
});
