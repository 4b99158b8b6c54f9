import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import AdminOrdersPageQuery, {
  type AdminOrdersPageQuery as AdminOrdersPageQueryType,
} from '../../../__generated__/AdminOrdersPageQuery.graphql';
import type { Locale } from '../../../app/locale';
import { I18nProvider } from '../../../i18n/I18nProvider';
import en from '../../../i18n/lang/en.json';
import fa from '../../../i18n/lang/fa.json';
import testsEn from '../../../i18n/lang/tests/en.json';
import testsFa from '../../../i18n/lang/tests/fa.json';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AdminOrders } from './AdminOrdersPage';

const MESSAGES: Partial<Record<Locale, Record<string, string>>> = {
  fa: { ...fa, ...testsFa },
  en: { ...en, ...testsEn },
};

function renderList(locale: Locale, { admin = true, search = '' } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<AdminOrdersPageQueryType>(environment, AdminOrdersPageQuery, {
    admin,
    status: 'PAID',
    from: null,
    to: null,
    buyer: 'ali',
    authority: null,
  });
  let asked: Record<string, unknown> = {};
  // A non-admin's query asks the server nothing.
  if (admin)
    environment.mock.resolveMostRecentOperation((operation) => {
      asked = operation.request.variables;
      return MockPayloadGenerator.generate(operation, {
        QueryOrdersConnection: () => ({
          totalCount: 2,
          edges: [
            { node: { id: 'o1', number: '100002', status: 'PAID', amountRials: 1_500_000 } },
            { node: { id: 'o2', number: '100001', status: 'PENDING', amountRials: 1_500_000 } },
          ].map((edge) => ({
            cursor: edge.node.id,
            node: {
              ...edge.node,
              createdAt: '2026-11-20T09:00:00.000Z',
              productSlug: 'logic',
              test: { title: 'Logic' },
              buyer: { displayName: 'Ali', email: 'ali@example.com' },
              payments:
                edge.node.status === 'PAID'
                  ? [
                      {
                        authority: 'S0000000000000000000000000000000001',
                        provider: 'zarinpal',
                        status: 'VERIFIED',
                        failure: null,
                        amountRials: 1_500_000,
                        referenceId: '987654321',
                        cardPan: '502229******5995',
                        createdAt: '2026-11-20T09:01:00.000Z',
                        returnedAt: '2026-11-20T09:02:00.000Z',
                        verifiedAt: '2026-11-20T09:02:00.000Z',
                      },
                      {
                        authority: 'S0000000000000000000000000000000000',
                        provider: 'zarinpal',
                        status: 'FAILED',
                        failure: 'DECLINED',
                        amountRials: 1_500_000,
                        referenceId: null,
                        cardPan: null,
                        createdAt: '2026-11-20T09:00:30.000Z',
                        returnedAt: '2026-11-20T09:00:40.000Z',
                        verifiedAt: null,
                      },
                    ]
                  : [],
            },
          })),
          pageInfo: { hasNextPage: false, endCursor: 'o2' },
        }),
      });
    });
  const view = renderWithProviders(
    <I18nProvider locale={locale} messages={MESSAGES[locale]!}>
      <Suspense>
        <AdminOrders queryRef={queryRef} />
      </Suspense>
    </I18nProvider>,
    { locale, environment, path: `/${locale}/panel/admin/orders${search}` },
  );
  return { view, asked: () => asked, environment };
}

describe('the admins’ list of orders', () => {
  it('lists the orders with their buyer, amount and payment attempts; only a paid one can be refunded', async () => {
    const { asked } = renderList('en', { search: '?status=PAID&buyer=ali' });
    const paid = await screen.findByRole('article', { name: 'Order 100002' });
    expect(document.title).toBe('All orders | Karnama');
    expect(asked()).toMatchObject({ status: 'PAID', buyer: 'ali' });
    expect(screen.getByRole('status')).toHaveTextContent('2 orders');
    expect(within(paid).getByText('ali@example.com')).toBeInTheDocument();
    expect(within(paid).getByText('2 payment attempts')).toBeInTheDocument();
    expect(within(paid).getByText('declined by the bank')).toBeInTheDocument();
    expect(within(paid).getByText('reference 987654321, card 502229******5995')).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Refund this order' })).toBeInTheDocument();
    const pending = screen.getByRole('article', { name: 'Order 100001' });
    expect(within(pending).queryByRole('button', { name: 'Refund this order' })).not.toBeInTheDocument();
    expect(within(pending).getByText('Not sent to the payment gateway yet.')).toBeInTheDocument();
    // The filters show what the address asks for.
    expect(screen.getByLabelText('Status')).toHaveValue('PAID');
    expect(screen.getByLabelText('Buyer (e-mail or name)')).toHaveValue('ali');
    expect(screen.getByLabelText('Gateway authority')).toHaveValue('');
  });

  it('says the days chosen in the Jalali calendar in Persian', async () => {
    renderList('fa', { search: '?from=2026-11-22&to=2026-11-30' });
    expect(await screen.findByText('ثبت‌شده از ۱ آذر ۱۴۰۵ تا ۹ آذر ۱۴۰۵')).toBeInTheDocument();
    const from = screen.getByRole('group', { name: 'ثبت‌شده از' });
    expect(within(from).getByRole('button', { name: /سال$/ })).toHaveTextContent('۱۴۰۵');
    expect(within(from).getByRole('button', { name: /ماه$/ })).toHaveTextContent('آذر');
    expect(within(from).getByRole('button', { name: /روز$/ })).toHaveTextContent('۱');
  });

  it('filters by days picked in the Jalali calendar, kept in the address as ISO dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 28, 12));
    try {
      const { view } = renderList('fa', { search: '?status=PAID' });
      await screen.findByRole('article', { name: 'سفارش ۱۰۰۰۰۲' });
      const choose = async (group: string, label: string, option: string) => {
        const fieldset = screen.getByRole('group', { name: group });
        await userEvent.click(within(fieldset).getByRole('button', { name: new RegExp(`${label}$`) }));
        await userEvent.click(await screen.findByRole('option', { name: option }));
      };
      await choose('ثبت‌شده از', 'سال', '۱۴۰۵');
      await choose('ثبت‌شده تا', 'سال', '۱۴۰۵');
      await choose('ثبت‌شده تا', 'ماه', 'آذر');
      await choose('ثبت‌شده تا', 'روز', '۷');
      await userEvent.click(screen.getByRole('button', { name: 'نمایش' }));
      // 1 Farvardin 1405 to 7 Azar 1405.
      expect(view.router.state.location.search).toBe('?status=PAID&from=2026-03-21&to=2026-11-28');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before refunding from the list', async () => {
    const { environment } = renderList('fa');
    const paid = await screen.findByRole('article', { name: 'سفارش ۱۰۰۰۰۲' });
    await userEvent.click(within(paid).getByRole('button', { name: 'بازپرداخت این سفارش' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('سفارش ۱۰۰۰۰۲ بازپرداخت شود؟');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Bought twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'بازپرداخت' }));
    const refund = environment.mock.getMostRecentOperation();
    expect(refund.request.node.params.name).toBe('useRefundOrderMutation');
    expect(refund.request.variables).toEqual({ input: { orderId: 'o1', reason: 'Bought twice' } });
  });

  it('tells a non-admin that the list is for admins', async () => {
    renderList('en', { admin: false });
    expect(await screen.findByText('Only admins can see every order.')).toBeInTheDocument();
  });
});
