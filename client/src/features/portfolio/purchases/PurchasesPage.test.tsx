import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PurchasesPageQuery, {
  type PurchasesPageQuery as PurchasesPageQueryType,
} from '../../../__generated__/PurchasesPageQuery.graphql';
import type { Locale } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { Purchases } from './PurchasesPage';

vi.mock('../../../app/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The upload itself is the gateway's (its own tests); here it answers a receipt per file.
vi.mock('../../../shared/uploads/sendUpload', () => ({
  sendUpload: vi.fn(async (endpoint: string, file: File) => ({
    upload: `${endpoint}:${file.name}`,
    bytes: 2048,
  })),
  UploadError: class extends Error {},
}));

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
  deliveryNote: null as string | null,
  deliveredFiles: [] as { name: string; bytes: number; kind: string; downloadPath: string }[],
  disputeEvidence: [] as { name: string; bytes: number; kind: string; downloadPath: string }[],
  deliveredAt: null as string | null,
  inspectionEndsAt: null as string | null,
  settledAt: null as string | null,
  releasedRials: null,
  refundedRials: null,
  disputeReason: null,
  decisionReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  project: { path: `/portfolio/${id}`, readerWords: { title } },
  review: null as { rating: number; text: string; hidden: boolean } | null,
});

const page = (nodes: ReturnType<typeof purchase>[], hasNextPage: boolean) => ({
  edges: nodes.map((node) => ({ cursor: node.id, node })),
  pageInfo: { hasNextPage, endCursor: nodes.at(-1)?.id ?? null },
});

const nothingEarned = { owedRials: 0, paidOutRials: 0, payouts: [] };

function renderPurchases(
  locale: Locale = 'en',
  {
    admin = false,
    earnings = nothingEarned as Record<string, unknown>,
    owed = [] as unknown[],
    bought = [purchase('b1', 'A shop I bought', 'BUYER')],
    sold = [purchase('s2', 'Newer sale', 'SELLER')],
  } = {},
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<PurchasesPageQueryType>(environment, PurchasesPageQuery, { admin });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ registered: true }),
      Query: () => ({ myEarnings: earnings, sellersOwed: owed }),
      QueryPurchasesConnection: () => page([], false),
      QueryMyPurchasesConnection: () => page(bought, false),
      QueryMySalesConnection: () => page(sold, sold.length > 0),
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
  beforeEach(() => vi.clearAllMocks());

  it('lets a seller deliver a ZIP and a PDF without a note, and attach again a file no longer valid', async () => {
    const user = userEvent.setup();
    const environment = renderPurchases();
    const sold = (await screen.findByRole('heading', { name: 'Sold', level: 2 })).closest('section')!;
    const input = sold.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('.zip');
    await user.upload(input, new File(['PK'], 'shop-1.4.zip', { type: 'application/zip' }));
    await user.upload(input, new File(['%PDF'], 'setup.pdf', { type: 'application/pdf' }));
    expect(
      within(within(sold).getByRole('list', { name: 'Files to deliver' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('bdi')!.textContent),
    ).toEqual(['shop-1.4.zip', 'setup.pdf']);
    const { sendUpload } = await import('../../../shared/uploads/sendUpload');
    expect(vi.mocked(sendUpload).mock.calls.map(([endpoint]) => endpoint)).toEqual([
      '/uploads/archives',
      '/uploads/documents',
    ]);

    await user.click(within(sold).getByRole('button', { name: 'Deliver' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toEqual({
      id: 's2',
      note: null,
      files: [
        { upload: '/uploads/archives:shop-1.4.zip', name: 'shop-1.4.zip' },
        { upload: '/uploads/documents:setup.pdf', name: 'setup.pdf' },
      ],
    });
    // The PDF's receipt expired meanwhile: it is dropped and the seller told to attach it again.
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          deliverPurchase: {
            __typename: 'ValidationError',
            code: 'VALIDATION',
            fields: [{ path: 'input.files.1.upload' }],
          },
        },
      }),
    );
    expect(toast.error).toHaveBeenCalledWith(
      'An attached file is no longer valid. Attach it again, then deliver.',
    );
    expect(within(sold).getByRole('list', { name: 'Files to deliver' }).textContent).not.toContain(
      'setup.pdf',
    );
  });

  it('lets a buyer dispute with a PDF as evidence, which then shows beside the reason', async () => {
    const user = userEvent.setup();
    const environment = renderPurchases();
    const bought = (await screen.findByRole('heading', { name: 'Bought', level: 2 })).closest('section')!;
    await user.click(within(bought).getByRole('button', { name: 'Dispute it' }));
    await user.type(
      within(bought).getByLabelText('What is wrong? The team reads it and decides.'),
      'Nothing was delivered in a week.',
    );
    await user.upload(
      bought.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF'], 'chat.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(bought).getByRole('button', { name: 'Send the dispute' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toEqual({
      id: 'b1',
      reason: 'Nothing was delivered in a week.',
      evidence: [{ upload: '/uploads/documents:chat.pdf', name: 'chat.pdf' }],
    });
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          disputePurchase: {
            __typename: 'MutationDisputePurchaseSuccess',
            data: {
              ...purchase('b1', 'A shop I bought', 'BUYER', 'DISPUTED'),
              __typename: 'PortfolioPurchase',
              disputeReason: 'Nothing was delivered in a week.',
              disputeEvidence: [
                { name: 'chat.pdf', bytes: 2048, kind: 'DOCUMENT', downloadPath: '/private-files/c' },
              ],
            },
          },
        },
      }),
    );
    const evidence = within(bought).getByRole('list', { name: 'Evidence' });
    expect(within(evidence).getByRole('link')).toHaveAttribute('href', '/private-files/c');
  });

  it('shows the buyer the files delivered, each a download with its kind and size', async () => {
    const delivered = {
      ...purchase('b1', 'A shop I bought', 'BUYER', 'DELIVERED'),
      deliveredAt: '2026-11-21T09:00:00.000Z',
      inspectionEndsAt: '2026-11-28T09:00:00.000Z',
      deliveredFiles: [
        { name: 'فروشگاه.zip', bytes: 3 * 1024 * 1024, kind: 'ARCHIVE', downloadPath: '/private-files/a' },
        { name: 'راهنما.pdf', bytes: 40 * 1024, kind: 'DOCUMENT', downloadPath: '/private-files/b' },
      ],
    };
    renderPurchases('fa', { bought: [delivered], sold: [] });
    const files = await screen.findByRole('list', { name: 'فایل‌های تحویل‌شده' });
    const links = within(files).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('download')])).toEqual([
      ['/private-files/a', 'فروشگاه.zip'],
      ['/private-files/b', 'راهنما.pdf'],
    ]);
    // Sizes in Persian digits, their units in Persian words.
    expect(files.textContent).toContain('۳ مگابایت');
    expect(files.textContent).toContain('۴۰ کیلوبایت');
    expect(files.textContent).not.toMatch(/[kM]B/);
  });

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

describe('the purchases page of an admin', () => {
  it('puts a team’s sale live among the team’s sales to deliver, and a dispute among the disputes', async () => {
    const environment = renderPurchases('en', { admin: true });
    await screen.findByRole('heading', { name: 'Sold', level: 2 });
    const live = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'PurchasesPageSubscription')!;
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          purchaseChanged: { ...purchase('t1', 'Team shop', 'SELLER'), __typename: 'PortfolioPurchase' },
        },
      }),
    );
    const team = screen
      .getByRole('heading', { name: 'The team’s sales to deliver', level: 2 })
      .closest('section')!;
    expect(cardTitles(team)).toEqual(['Team shop']);
    expect(cardTitles(screen.getByRole('heading', { name: 'Sold', level: 2 }).closest('section')!)).toEqual([
      'Newer sale',
    ]);
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          purchaseChanged: {
            ...purchase('d1', 'Disputed shop', 'SELLER', 'DISPUTED'),
            viewerRole: 'ADMIN',
            __typename: 'PortfolioPurchase',
          },
        },
      }),
    );
    const disputes = screen
      .getByRole('heading', { name: 'Disputes to decide', level: 2 })
      .closest('section')!;
    expect(cardTitles(disputes)).toEqual(['Disputed shop']);
  });
});

describe('a seller’s earnings and the admins’ payouts', () => {
  it('shows a seller what they are owed and were paid, in Persian with its digits and the toman', async () => {
    renderPurchases('fa', {
      earnings: {
        owedRials: 18_000_000,
        paidOutRials: 5_000_000,
        payouts: [{ amountRials: 5_000_000, reference: 'SATNA-77', createdAt: '2026-11-20T09:00:00.000Z' }],
      },
    });
    const earnings = await screen.findByRole('region', { name: 'درآمد شما' });
    expect(within(earnings).getByText('۱٬۸۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(earnings).getByText(/کارمزد ۱۰٪ کارنما/)).toBeInTheDocument();
    expect(within(earnings).getByText(/۵۰۰٬۰۰۰ تومان در ۲۹ آبان ۱۴۰۵ واریز شد/)).toHaveTextContent(
      'SATNA-77',
    );
  });

  it('lets an admin record a payout up to what a seller is owed, and shows what is owed after it', async () => {
    const user = userEvent.setup();
    const environment = renderPurchases('en', {
      admin: true,
      owed: [{ seller: { id: 'U1', displayName: 'Sara' }, owedRials: 18_000_000, paidOutRials: 0 }],
    });
    const row = (await screen.findByText(/Sara.* is owed IRR/)).closest('li')!;
    await user.type(within(row).getByLabelText('Amount paid'), '20000000');
    await user.type(within(row).getByLabelText('Bank transfer reference'), 'SATNA-78');
    await user.click(within(row).getByRole('button', { name: 'Record the payout' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Give an amount up to what they are owed');
    await user.clear(within(row).getByLabelText('Amount paid'));
    await user.type(within(row).getByLabelText('Amount paid'), '18000000');
    await user.click(within(row).getByRole('button', { name: 'Record the payout' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toMatchObject({
      sellerId: 'U1',
      amountRials: 18_000_000,
      reference: 'SATNA-78',
    });
    expect(sent.request.variables.input.id).toMatch(/^[0-9a-f-]{36}$/);
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          recordPayout: {
            __typename: 'MutationRecordPayoutSuccess',
            data: { owedRials: 0, paidOutRials: 18_000_000 },
          },
        },
      }),
    );
    expect(row).toHaveTextContent(/Sara.* is owed IRR\s?0/);
    expect(within(row).queryByRole('button', { name: 'Record the payout' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('The payout was recorded.');
  });

  it('lets the buyer of a project they kept review it in Persian, a rating and a text both asked for', async () => {
    const user = userEvent.setup();
    const kept = {
      ...purchase('b1', 'A shop I bought', 'BUYER', 'RELEASED'),
      settledAt: '2026-11-25T09:00:00.000Z',
    };
    const environment = renderPurchases('fa', { bought: [kept], sold: [] });
    const review = await screen.findByRole('region', { name: 'نظر شما' });
    await user.click(within(review).getByRole('button', { name: 'ثبت نظر' }));
    await user.click(within(review).getByRole('button', { name: 'انتشار نظر' }));
    expect(within(review).getByText('امتیازی از ۱ تا ۵ انتخاب کنید.')).toBeInTheDocument();
    expect(within(review).getByText('متن نظر را بنویسید.')).toBeInTheDocument();
    await user.click(within(review).getByRole('radio', { name: /خیلی خوب/ }));
    await user.type(within(review).getByLabelText('متن نظر'), 'راه‌اندازی ساده بود و پشتیبانی زود پاسخ داد.');
    await user.click(within(review).getByRole('button', { name: 'انتشار نظر' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('PurchaseReviewMutation');
    expect(sent.request.variables).toEqual({
      input: { id: 'b1', rating: 4, text: 'راه‌اندازی ساده بود و پشتیبانی زود پاسخ داد.' },
    });
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          reviewPurchase: {
            __typename: 'MutationReviewPurchaseSuccess',
            data: {
              id: 'b1',
              status: 'RELEASED',
              viewerRole: 'BUYER',
              review: { rating: 4, text: 'راه‌اندازی ساده بود و پشتیبانی زود پاسخ داد.', hidden: false },
            },
          },
        },
      }),
    );
    expect(
      await within(review).findByText('امتیاز شما ۴ از ۵: راه‌اندازی ساده بود و پشتیبانی زود پاسخ داد.'),
    ).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'بازنویسی نظر' })).toBeInTheDocument();
  });
});
