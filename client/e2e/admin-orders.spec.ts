import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from './test';
import { expect, test } from './test';
import { saveScreenshot } from './screenshots';

/** Signs a demo account in over the API (the login page's development sign-in), or a fresh registered person. */
async function signIn(
  page: Page,
  request: APIRequestContext,
  account: 'admin' | 'new-user',
  fullName?: string,
) {
  const answer = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "${account}" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  const token = ((await answer.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn
    .data.token;
  if (fullName)
    await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query:
          'mutation ($name: String!) { completeRegistration(input: { fullName: $name, termsVersion: 1 }) { __typename } }',
        variables: { name: fullName },
      },
    });
  await page.goto('/fa');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

test.describe('the admins’ orders', () => {
  test('fa: an admin finds a buyer’s paid order in the list, sees its attempts, and refunds it from there', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // A buyer whose first payment the bank declines, then pays.
    const buyer = `Orders Buyer ${randomUUID().slice(0, 8)}`;
    await signIn(page, request, 'new-user', buyer);
    await page.goto('/en/talent-test/details/algorithmic-thinking');
    await page.getByRole('button', { name: /^Buy for / }).click();
    await page.getByRole('button', { name: /Declined by the bank/ }).click();
    await expect(page).toHaveURL(/\/en\/panel\/orders\/\d+\?payment=declined$/);
    await expect(page.getByRole('status').filter({ hasText: 'The bank declined the payment' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/Not paid \(declined by the bank\)/)).toBeVisible();
    await page.getByRole('link', { name: /^Pay / }).click();
    await page.getByRole('button', { name: /^پرداخت · Pay$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your payment is confirmed' })).toBeVisible({
      timeout: 15_000,
    });

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, request, 'admin');
    await admin.goto('/fa/panel');
    await admin.getByRole('link', { name: /همهٔ سفارش‌ها/ }).click();
    await expect(admin).toHaveURL(/\/fa\/panel\/admin\/orders$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'همهٔ سفارش‌ها' })).toBeVisible();

    // The filters go into the address.
    const filters = admin.getByRole('search', { name: 'یافتن سفارش‌ها' });
    await filters.getByLabel('وضعیت').selectOption('PAID');
    await filters.getByLabel('خریدار (ایمیل یا نام)').fill(buyer.toLowerCase());
    await filters.getByRole('button', { name: 'نمایش' }).click();
    await expect(admin).toHaveURL(/\?status=PAID&buyer=orders\+buyer\+/);
    const order = admin.getByRole('article', { name: /^سفارش [۰-۹]{6}$/ });
    await expect(order).toHaveCount(1, { timeout: 15_000 });
    await expect(order.getByText(buyer)).toBeVisible();
    await expect(order.getByText('پرداخت‌شده', { exact: true }).first()).toBeVisible();
    await order.getByText('۲ تلاش پرداخت').click();
    await expect(order.getByText('بانک آن را رد کرد')).toBeVisible();
    await expect(order.getByText(/^شمارهٔ پیگیری [0-9]{9}، کارت 502229\*{6}5995$/)).toBeVisible();

    // Refunded from the list, after saying why.
    await order.getByRole('button', { name: 'بازپرداخت این سفارش' }).click();
    const dialog = admin.getByRole('alertdialog', { name: /^سفارش [۰-۹]{6} بازپرداخت شود؟$/ });
    await dialog.getByRole('textbox', { name: 'دلیل' }).fill('خرید اشتباه');
    await saveScreenshot(admin, testInfo, 'fa-admin-orders-refund');
    await dialog.getByRole('button', { name: 'بازپرداخت', exact: true }).click();
    await expect(order.getByText('بازپرداخت‌شده', { exact: true })).toBeVisible();
    await expect(order.getByRole('button', { name: 'بازپرداخت این سفارش' })).toHaveCount(0);

    // Found again among the refunded ones, from the address alone.
    await admin.goto(`/fa/panel/admin/orders?status=REFUNDED&buyer=${encodeURIComponent(buyer)}`);
    await expect(admin.getByRole('article', { name: /^سفارش [۰-۹]{6}$/ })).toHaveCount(1, {
      timeout: 15_000,
    });
    await adminContext.close();
  });
});
