import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import PurchasesPageQuery, {
  type PurchasesPageQuery as PurchasesPageQueryType,
} from '../../../__generated__/PurchasesPageQuery.graphql';
import type { Locale } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { Purchases } from './PurchasesPage';

vi.mock('../../../app/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const purchase = (
  id: string,
  title: string,
  viewerRole: 'BUYER' | 'SELLER',
  status = 'AWAITING_DELIVERY',
) => ({
  id,
  status,
  licence: 'SINGLE_USE',
  amountRials: 20_000_000,
  orderNumber: viewerRole === 'BUYER' ? '100001' : null,
  viewerRole,
  deliveryNote: null,
  deliveredAt: null,
  inspectionEndsAt: null,
  settledAt: null,
  releasedRials: null,
  refundedRials: null,
  disputeReason: null,
  decisionReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  project: { path: `/portfolio/${id}`, readerWords: { title } },
});

const page = (nodes: ReturnType<typeof purchase>[], hasNextPage: boolean) => ({
  edges: nodes.map((node) => ({ cursor: node.id, node })),
  pageInfo: { hasNextPage, endCursor: nodes.at(-1)?.id ?? null },
});

function renderPurchases(locale: Locale = 'en') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<PurchasesPageQueryType>(environment, PurchasesPageQuery, { admin: false });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ registered: true }),
      QueryMyPurchasesConnection: () => page([purchase('b1', 'A shop I bought', 'BUYER')], false),
      QueryMySalesConnection: () => page([purchase('s2', 'Newer sale', 'SELLER')], true),
    }),
  );
  renderWithProviders(
    <Suspense>
      <Purchases queryRef={queryRef} />
    </Suspense>,
    { locale, environment, path: `/${locale}/panel/purchases` },
  );
  return environment;
}

const cardTitles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the purchases page', () => {
  it('shows what was bought and sold, and loads more of a list on asking', async () => {
    const user = userEvent.setup();
    const environment = renderPurchases();
    const sold = (await screen.findByRole('heading', { name: 'Sold', level: 2 })).closest('section')!;
    const bought = screen.getByRole('heading', { name: 'Bought', level: 2 }).closest('section')!;
    expect(cardTitles(bought)).toEqual(['A shop I bought']);
    // Only the list with more has the button.
    expect(within(bought).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    await user.click(within(sold).getByRole('button', { name: 'More' }));
    const more = environment.mock.getMostRecentOperation();
    expect(more.request.node.params.name).toBe('PurchasesPageSoldPaginationQuery');
    expect(more.request.variables).toMatchObject({ cursor: 's2', count: 20 });
    act(() =>
      environment.mock.resolve(more, {
        data: { mySales: page([purchase('s1', 'Older sale', 'SELLER')], false) },
      }),
    );
    expect(cardTitles(sold)).toEqual(['Newer sale', 'Older sale']);
    expect(within(sold).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('puts a new sale on top as it happens and announces it; a step of a card shown changes it where it is', async () => {
    const environment = renderPurchases();
    const sold = (await screen.findByRole('heading', { name: 'Sold', level: 2 })).closest('section')!;
    const live = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'PurchasesPageSubscription')!;
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          purchaseChanged: { ...purchase('s3', 'Just sold', 'SELLER'), __typename: 'PortfolioPurchase' },
        },
      }),
    );
    expect(cardTitles(sold)).toEqual(['Just sold', 'Newer sale']);
    expect(toast.success).toHaveBeenCalledWith('A new sale: “Just sold”. Deliver it when you are ready.');

    const bought = screen.getByRole('heading', { name: 'Bought', level: 2 }).closest('section')!;
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          purchaseChanged: {
            ...purchase('b1', 'A shop I bought', 'BUYER', 'DELIVERED'),
            deliveryNote: 'Clone it from the repository we share.',
            deliveredAt: '2026-11-21T09:00:00.000Z',
            inspectionEndsAt: '2026-11-28T09:00:00.000Z',
            __typename: 'PortfolioPurchase',
          },
        },
      }),
    );
    expect(cardTitles(bought)).toEqual(['A shop I bought']);
    expect(within(bought).getByText('Delivered, being inspected')).toBeInTheDocument();
    expect(within(bought).getByText('Clone it from the repository we share.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
