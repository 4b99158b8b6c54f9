import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityFeedTestQuery } from '../../../__generated__/ActivityFeedTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { createSocketStatus, type SocketState } from '../../../relay/socket';
import { attachSocketStatus } from '../../../relay/useSocketState';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ActivityFeed } from './ActivityFeed';

function TestRenderer() {
  const data = useLazyLoadQuery<ActivityFeedTestQuery>(
    graphql`
      query ActivityFeedTestQuery @relay_test_operation {
        ...ActivityFeed_query
      }
    `,
    {},
  );
  return <ActivityFeed query={data} />;
}

/** An item's words without the bidi isolates around its title and actor. */
const words = (element: HTMLElement | undefined) => element?.textContent?.replace(/[\u2068\u2069]/g, '');

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const item = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'ActivityItem',
  id,
  category: 'BUSINESS',
  kind: 'JOB_POSTED',
  title: 'Go developer',
  actor: 'Pars Pardaz',
  count: null,
  link: '/jobs/go-developer',
  vip: false,
  live: false,
  occurredAt: minutesAgo(90),
  ...extra,
});

const defaultNodes = () => [
  item('a1', {
    category: 'ACHIEVEMENT',
    kind: 'APPLICATION_APPROVED',
    title: 'QA engineer',
    actor: 'Mahsa',
    live: true,
    vip: true,
    occurredAt: minutesAgo(5),
  }),
  item('a2', {}),
];

function renderFeed(locale: Locale, state: SocketState, nodes = defaultNodes()) {
  const environment = createMockEnvironment();
  const socket = createSocketStatus(state);
  attachSocketStatus(environment, socket);
  renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        QueryActivityFeedConnection: () => ({
          edges: nodes.map((node) => ({ cursor: node.id, node })),
          pageInfo: { hasNextPage: false, endCursor: nodes.at(-1)?.id ?? null },
        }),
      }),
    ),
  );
  return { environment, socket };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ActivityFeed', () => {
  it('words each item in the reader’s language with its markers, relative time and link', async () => {
    renderFeed('fa', 'connected');
    const feed = await screen.findByRole('region', { name: 'رویدادهای تازه' });
    const [approved, posted] = within(feed).getAllByRole('listitem');
    expect(words(approved)).toContain('درخواست Mahsa برای «QA engineer» تأیید شد');
    expect(within(approved!).getByText('دستاورد')).toBeInTheDocument();
    expect(within(approved!).getByText('زنده')).toBeInTheDocument();
    expect(within(approved!).getByText('ویژه')).toBeInTheDocument();
    expect(within(approved!).getByText('۵ دقیقه پیش')).toBeInTheDocument();
    expect(within(posted!).queryByText('زنده')).not.toBeInTheDocument();
    expect(within(posted!).getByText('۱ ساعت پیش')).toBeInTheDocument();
    expect(within(posted!).getByRole('link')).toHaveAttribute('href', '/fa/jobs/go-developer');
    expect(within(feed).getByText('به‌روزرسانی زنده')).toBeInTheDocument();
  });

  it('puts a new item on top as it arrives, once', async () => {
    const { environment } = renderFeed('en', 'connected');
    const feed = await screen.findByRole('region', { name: 'What’s happening' });
    const subscription = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === 'useActivityAddedSubscription')!;
    const fresh = item('a3', { title: 'Data analyst', occurredAt: new Date().toISOString(), live: true });
    act(() => environment.mock.nextValue(subscription, { data: { activityAdded: fresh } }));
    act(() => environment.mock.nextValue(subscription, { data: { activityAdded: fresh } }));
    const items = within(feed).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(words(items[0])).toContain('Pars Pardaz posted a new job: Data analyst');
    expect(within(items[0]!).getByText('now')).toBeInTheDocument();
  });

  it('counts down while the socket is down and fetches the feed again at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { environment, socket } = renderFeed('en', 'disconnected');
    const feed = await screen.findByRole('region', { name: 'What’s happening' });
    expect(within(feed).getByText('Refreshing in 30 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(feed).getByText('Refreshing in 29 s')).toBeInTheDocument();
    const refetches = () =>
      environment.mock
        .getAllOperations()
        .filter((op) => op.request.node.params.name === 'ActivityFeedRefetchQuery');
    expect(refetches()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(29_000));
    expect(refetches()).toHaveLength(1);
    expect(within(feed).getByText('Refreshing in 30 s')).toBeInTheDocument();

    // Back online: live again, no countdown.
    act(() => socket.set('connected'));
    expect(within(feed).queryByText(/Refreshing in/)).not.toBeInTheDocument();
    expect(within(feed).getByText('Updating live')).toBeInTheDocument();
  });

  it.each([
    [
      'fa',
      'رویدادهای تازه',
      'آموزش',
      ['۱ نفر آزمون Logic را به پایان رساند', '۳۷ نفر آزمون Logic را به پایان رساندند'],
    ],
    [
      'en',
      'What’s happening',
      'Education',
      ['1 person completed the Logic test', '37 people completed the Logic test'],
    ],
    ['az', 'Nə baş verir', 'Təhsil', ['1 nəfər Logic testini tamamladı', '37 nəfər Logic testini tamamladı']],
  ] as const)(
    'counts test takers in %s with the singular for one and the plural for more',
    async (locale, region, category, texts) => {
      const completed = (id: string, count: number) =>
        item(id, { category: 'EDUCATION', kind: 'TEST_COMPLETED', title: 'Logic', actor: null, count });
      renderFeed(locale, 'connected', [completed('t1', 1), completed('t2', 37)]);
      const feed = await screen.findByRole('region', { name: region });
      const items = within(feed).getAllByRole('listitem');
      // The sentence ends where the category's badge begins: "رساند" is not the start of "رساندند".
      expect(items.map((element) => words(element))).toEqual([
        expect.stringContaining(`${texts[0]}${category}`),
        expect.stringContaining(`${texts[1]}${category}`),
      ]);
    },
  );

  it.each([
    ['fa', 'به‌روزرسانی تا ۳۰ ثانیهٔ دیگر'],
    ['az', '30 saniyəyə yenilənəcək'],
  ] as const)('says the countdown in %s words and digits', async (locale, countdown) => {
    renderFeed(locale, 'disconnected');
    expect(await screen.findByText(countdown)).toBeInTheDocument();
  });
});
