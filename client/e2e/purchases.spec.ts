import { saveScreenshot } from './screenshots';
import type { APIRequestContext } from './test';
import { expect, test } from './test';

async function graphql<T>(request: APIRequestContext, query: string, variables: object, token?: string) {
  const answer = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function devToken(request: APIRequestContext, account: string) {
  const { devSignIn } = await graphql<{ devSignIn: { data: { token: string } } }>(
    request,
    `
      mutation ($account: String!) {
        devSignIn(input: { account: $account }) {
          ... on MutationDevSignInSuccess {
            data {
              token
            }
          }
        }
      }
    `,
    { account },
  );
  return devSignIn.data.token;
}

/** The development collaborator publishes a ready-made shop for sale, as the editor would send it. */
async function publishShop(request: APIRequestContext, slug: string, token: string) {
  const { savePortfolioProject } = await graphql<{ savePortfolioProject: { data: { id: string } } }>(
    request,
    `
      mutation ($input: PortfolioProjectInput!) {
        savePortfolioProject(input: $input) {
          ... on MutationSavePortfolioProjectSuccess {
            data {
              id
            }
          }
        }
      }
    `,
    {
      input: {
        slug,
        industry: 'RETAIL',
        categories: ['ECOMMERCE'],
        technologies: ['react'],
        state: 'COMPLETED',
        startedOn: '2025-01',
        completedOn: '2025-06',
        forSale: true,
        collaborating: false,
        offers: [
          {
            licence: 'SINGLE_USE',
            priceRials: 40_000_000,
            includesSource: true,
            includesSetup: false,
            supportMonths: 1,
          },
        ],
        pictures: [],
        team: [],
        words: [
          { locale: 'fa', title: 'فروشگاه آمادهٔ لوازم', summary: 'فروشگاه اینترنتی آماده با سبد خرید.' },
        ],
      },
    },
    token,
  );
  await graphql(
    request,
    'mutation ($id: ID!) { publishPortfolioProject(id: $id) { __typename } }',
    { id: savePortfolioProject.data.id },
    token,
  );
}

test('fa: a ready-made project is bought into escrow, delivered by its seller and accepted by its buyer', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const slug = `ready-shop-${Date.now().toString(36)}`;
  const sellerToken = await devToken(request, 'collaborator');
  await publishShop(request, slug, sellerToken);

  // The seller has their purchases page open, listening for sales.
  const sellerContext = await browser.newContext();
  await sellerContext.addInitScript((t) => localStorage.setItem('auth_token', t), sellerToken);
  const seller = await sellerContext.newPage();
  const listening = seller.waitForEvent('websocket');
  await seller.goto('/fa/panel/purchases');
  await expect(seller.getByRole('heading', { level: 1, name: 'خریدها' })).toBeVisible();
  await listening;

  // The buyer buys the single-use licence from the project's page and pays at the sandbox gateway.
  const buyerToken = await devToken(request, 'job-seeker');
  await page.goto('/fa');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), buyerToken);
  await page.goto(`/fa/portfolio/${slug}`);
  await expect(page.getByText(/پرداخت امن/)).toBeVisible();
  await page.getByRole('button', { name: 'خرید با ۴٬۰۰۰٬۰۰۰ تومان' }).click();
  await expect(page.getByRole('heading', { name: /درگاه پرداخت آزمایشی/ })).toBeVisible();
  await page.getByRole('button', { name: /^پرداخت · Pay$/ }).click();
  await expect(page).toHaveURL(/\/fa\/panel\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^رسید سفارش [۰-۹]+$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('row', { name: /پرداخت امن/ })).toContainText('تا پذیرش تحویل');

  // The purchase waits for delivery (made from the payment's event).
  await page.goto('/fa/panel/purchases');
  const bought = page.getByRole('listitem').filter({ hasText: 'فروشگاه آمادهٔ لوازم' });
  await expect(async () => {
    await page.reload();
    await expect(bought.getByText('در انتظار تحویل')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The sale reached the seller's open page as it happened; they deliver it with a handover note.
  const sale = seller.getByRole('listitem').filter({ hasText: 'فروشگاه آمادهٔ لوازم' }).first();
  await expect(seller.getByText(/^فروش تازه: «فروشگاه آمادهٔ لوازم/)).toBeVisible({ timeout: 30_000 });
  await expect(sale.getByText('در انتظار تحویل')).toBeVisible();
  await sale
    .getByLabel(/^تحویل: از کجا/)
    .fill('مخزن کد: https://git.example.com/shop — کلید دسترسی ایمیل شد.');
  await sale.getByRole('button', { name: 'تحویل' }).click();
  await expect(sale.getByText('تحویل شده، در حال بررسی')).toBeVisible();

  // The buyer reads the delivery and the inspection deadline (a Jalali date), then accepts it.
  await page.reload();
  await expect(bought.getByText('https://git.example.com/shop', { exact: false })).toBeVisible();
  await expect(bought.getByText(/تا .*۱۴[۰-۹]{2}.* بررسی کنید/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'fa-purchase-delivered');
  await bought.getByRole('button', { name: 'پذیرش و آزاد کردن ۴٬۰۰۰٬۰۰۰ تومان' }).click();
  await expect(bought.getByText('پرداخت‌شده به فروشنده')).toBeVisible();
  await expect(bought.getByText(/۴٬۰۰۰٬۰۰۰ تومان به فروشنده/)).toBeVisible();

  // The seller sees it paid on the page they have open, then what they are owed: the price less the 10% fee.
  await expect(sale.getByText('پرداخت‌شده به فروشنده')).toBeVisible({ timeout: 30_000 });
  const earnings = seller.getByRole('region', { name: 'درآمد شما' });
  await expect(async () => {
    await seller.reload();
    await expect(earnings.getByText('۳٬۶۰۰٬۰۰۰ تومان')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await saveScreenshot(seller, testInfo, 'fa-seller-earnings');
  await sellerContext.close();
});
