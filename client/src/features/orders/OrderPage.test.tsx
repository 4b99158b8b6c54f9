import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import OrderPageQuery, {
  type OrderPageQuery as OrderPageQueryType,
} from '../../__generated__/OrderPageQuery.graphql';
import type { Locale } from '../../app/locale';
import { I18nProvider } from '../../i18n/I18nProvider';
import az from '../../i18n/lang/az.json';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import testsAz from '../../i18n/lang/tests/az.json';
import testsEn from '../../i18n/lang/tests/en.json';
import testsFa from '../../i18n/lang/tests/fa.json';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Receipt } from './OrderPage';

// The receipt's words come with the tests section's messages.
const MESSAGES: Record<Locale, Record<string, string>> = {
  fa: { ...fa, ...testsFa },
  en: { ...en, ...testsEn },
  az: { ...az, ...testsAz },
};

const payment = (status: string, failure: string | null = null) => ({
  status,
  failure,
  referenceId: status === 'VERIFIED' ? '123456789' : null,
  cardPan: null,
  createdAt: '2025-03-21T09:00:00.000Z',
});

function renderReceipt(
  locale: Locale,
  order: { status: string; payments: ReturnType<typeof payment>[] },
  search = '',
  admin = false,
  product: Record<string, unknown> = {},
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<OrderPageQueryType>(environment, OrderPageQuery, {
    number: '100001',
    admin,
  });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Order: () => ({
        number: '100001',
        status: order.status,
        productSlug: 'logic',
        test: { title: 'Logic' },
        originalRials: 1_500_000,
        amountRials: 1_500_000,
        discountRials: 0,
        createdAt: '2025-03-21T09:00:00.000Z',
        expiresAt: order.status === 'PENDING' ? '2025-03-21T09:30:00.000Z' : null,
        paidAt: order.status === 'PAID' ? '2025-03-21T09:05:00.000Z' : null,
        refundedAt: null,
        refundReason: null,
        payUrl: order.status === 'PENDING' ? '/payments/orders/o1/pay' : null,
        payments: order.payments,
        ...product,
      }),
    }),
  );
  return renderWithProviders(
    <I18nProvider locale={locale} messages={MESSAGES[locale]}>
      <Suspense>
        <Receipt queryRef={queryRef} />
      </Suspense>
    </I18nProvider>,
    { locale, environment, path: `/${locale}/panel/orders/100001${search}` },
  );
}

describe('the receipt of an order', () => {
  it('names an order of invitations by their number and test, and sends the employer to no test', async () => {
    const verified = { ...payment('VERIFIED'), verifiedAt: '2025-03-21T09:05:00.000Z', returnedAt: null };
    renderReceipt('fa', { status: 'PAID', payments: [verified] }, '', false, {
      productType: 'TEST_INVITATIONS',
      quantity: 3,
      test: null,
      testInvitations: { test: { title: 'منطق' } },
    });
    expect(await screen.findByText('۳ دعوت با ایمیل به آزمون استعداد: منطق')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'رفتن به آزمون' })).not.toBeInTheDocument();
  });

  it('says a payment still open at the gateway can pay the order, rather than that it failed', async () => {
    renderReceipt('fa', { status: 'PENDING', payments: [payment('STARTED')] });
    expect(
      await screen.findByText(
        'یک پرداخت این سفارش هنوز در درگاه پرداخت باز است. اگر انجام شود، همین که درگاه آن را تأیید کند سفارش پرداخت‌شده ثبت می‌شود.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText(/ارسال‌شده به درگاه پرداخت/)).toBeInTheDocument();
    expect(screen.queryByText(/پرداخت نشد/)).not.toBeInTheDocument();
  });

  it('says so of an order past its time too, since a payment the gateway takes still pays it', async () => {
    renderReceipt('az', { status: 'EXPIRED', payments: [payment('VERIFYING')] });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bu sifarişin bir ödənişi hələ ödəniş şlüzündə açıqdır.',
    );
  });

  it('shows only what the gateway just said when the payer comes back from it', async () => {
    renderReceipt('en', { status: 'PENDING', payments: [payment('STARTED')] }, '?payment=pending');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The payment gateway has not confirmed your payment yet.',
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('says nothing of the gateway once no payment is open there', async () => {
    renderReceipt('en', { status: 'PENDING', payments: [payment('FAILED', 'CANCELLED')] });
    expect(await screen.findByText(/Not paid \(cancelled by the payer\)/)).toBeInTheDocument();
    // The attempts' table is for admins.
    expect(screen.queryByText('1 payment attempt')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells a payment the bank declined from one the payer cancelled', async () => {
    renderReceipt(
      'fa',
      {
        status: 'PENDING',
        payments: [
          payment('FAILED', 'DECLINED'),
          { ...payment('FAILED', 'CANCELLED'), createdAt: '2025-03-21T08:50:00.000Z' },
        ],
      },
      '?payment=declined',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('بانک پرداخت را نپذیرفت و مبلغی کسر نشد.');
    expect(screen.getByText(/پرداخت نشد \(بانک آن را رد کرد\)/)).toBeInTheDocument();
    expect(screen.getByText(/پرداخت نشد \(پرداخت‌کننده آن را لغو کرد\)/)).toBeInTheDocument();
  });

  it('shows an admin the order’s payment attempts (the table is tested with the admins’ list)', async () => {
    renderReceipt(
      'en',
      {
        status: 'PENDING',
        payments: [payment('FAILED', 'DECLINED')],
      },
      '',
      true,
    );
    expect(await screen.findByText('1 payment attempt')).toBeInTheDocument();
  });
});
