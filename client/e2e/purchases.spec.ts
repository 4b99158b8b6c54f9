import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { publishedProject } from './portfolio-projects';
import { saveScreenshot } from './screenshots';
import type { APIRequestContext, Browser, Page } from './test';
import { subscribed } from './live';
import { expect, test } from './test';

const fixture = (name: string) => path.resolve(import.meta.dirname, 'fixtures', name);

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
async function publishShop(request: APIRequestContext, slug: string, token: string, title: string) {
  await publishedProject(
    (query, variables, token) => graphql(request, query, variables, token),
    {
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
      words: [{ locale: 'fa', title, summary: 'فروشگاه اینترنتی آماده با سبد خرید.' }],
    },
    token,
  );
}

/**
 * The development job seeker buys the project's single-use licence from its page and pays at the sandbox gateway;
 * returns their purchase's card on /panel/purchases once the payment's event has made it.
 */
async function buyInBrowser(page: Page, request: APIRequestContext, slug: string, title: string) {
  const buyerToken = await devToken(request, 'job-seeker');
  await page.goto('/fa');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), buyerToken);
  await page.goto(`/fa/portfolio/${slug}`);
  // The inspection period in Persian digits.
  await expect(page.getByText(/پرداخت امن/)).toContainText('۷ روز پس از تحویل');
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
  const bought = page.getByRole('listitem').filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(bought.getByText('در انتظار تحویل')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return bought;
}

/** A page signed in as one of the development accounts, in a browser context of its own. */
async function signedInPage(browser: Browser, token: string) {
  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  return { context, page: await context.newPage() };
}

test('fa: a ready-made project is bought into escrow, delivered by its seller and accepted by its buyer', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const slug = `ready-shop-${Date.now().toString(36)}`;
  // A title of this run's own: the seller's list keeps the sales of earlier runs (a retry's first attempt too).
  const title = `فروشگاه آمادهٔ لوازم ${slug.slice(-4)}`;
  const sellerToken = await devToken(request, 'collaborator');
  await publishShop(request, slug, sellerToken, title);

  // The seller has their purchases page open, listening for sales.
  const { context: sellerContext, page: seller } = await signedInPage(browser, sellerToken);
  const listening = subscribed(seller, 'purchaseChanged');
  await seller.goto('/fa/panel/purchases');
  await expect(seller.getByRole('heading', { level: 1, name: 'خریدها' })).toBeVisible();
  await listening;

  // The buyer buys the single-use licence from the project's page and pays at the sandbox gateway.
  const bought = await buyInBrowser(page, request, slug, title);

  // The sale reached the seller's open page as it happened; they deliver the work as a ZIP, with a handover note.
  const sale = seller.getByRole('listitem').filter({ hasText: title }).first();
  await expect(seller.getByText(new RegExp(`^فروش تازه: «${title}`))).toBeVisible({ timeout: 30_000 });
  await expect(sale.getByText('در انتظار تحویل')).toBeVisible();
  await sale.locator('input[type=file]').setInputFiles(fixture('ready-shop.zip'));
  await expect(sale.getByRole('list', { name: 'فایل‌های تحویل' })).toContainText('ready-shop.zip');
  await sale
    .getByLabel(/^تحویل: از کجا/)
    .fill('مخزن کد: https://git.example.com/shop — کلید دسترسی ایمیل شد.');
  await saveScreenshot(seller, testInfo, 'fa-purchase-deliver-form');
  await sale.getByRole('button', { name: 'تحویل' }).click();
  await expect(sale.getByText('تحویل شده، در حال بررسی')).toBeVisible();

  // The buyer reads the delivery, downloads the ZIP as it was sent, and reads the inspection deadline (a Jalali
  // date), then accepts it.
  await page.reload();
  await expect(bought.getByText('https://git.example.com/shop', { exact: false })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await bought
    .getByRole('list', { name: 'فایل‌های تحویل‌شده' })
    .getByRole('link', { name: /ready-shop\.zip/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ready-shop.zip');
  expect((await readFile((await download.path())!)).equals(await readFile(fixture('ready-shop.zip')))).toBe(
    true,
  );
  await expect(bought.getByText(/تا .*۱۴[۰-۹]{2}.* بررسی کنید/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'fa-purchase-delivered');
  await bought.getByRole('button', { name: 'پذیرش و آزاد کردن ۴٬۰۰۰٬۰۰۰ تومان' }).click();
  await expect(bought.getByText('پرداخت‌شده به فروشنده')).toBeVisible();
  await expect(bought.getByText(/۴٬۰۰۰٬۰۰۰ تومان به فروشنده/)).toBeVisible();

  // Kept, the buyer reviews it; the project's page shows the review as a verified buyer's, and counts them a user.
  const review = bought.getByRole('region', { name: 'نظر شما' });
  await review.getByRole('button', { name: 'ثبت نظر' }).click();
  await review.getByRole('radio', { name: /خیلی خوب/ }).check();
  await review.getByLabel('متن نظر').fill('راه‌اندازی ساده بود و فروشنده به پرسش‌ها زود پاسخ داد.');
  await review.getByRole('button', { name: 'انتشار نظر' }).click();
  await expect(review.getByText('امتیاز شما ۴ از ۵: راه‌اندازی ساده بود', { exact: false })).toBeVisible();
  await page.goto(`/fa/portfolio/${slug}`);
  const reviews = page.getByRole('region', { name: 'نظر خریداران' });
  await expect(reviews.getByText('۴ از ۵، از ۱ نظر')).toBeVisible();
  await expect(reviews.getByText('۱ خریدار از آن استفاده می‌کند')).toBeVisible();
  await expect(reviews.getByText('راه‌اندازی ساده بود و فروشنده به پرسش‌ها زود پاسخ داد.')).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'fa-project-reviews');

  // The seller sees it paid on the page they have open, then what they are owed: the price less the 10% fee.
  await expect(sale.getByText('پرداخت‌شده به فروشنده')).toBeVisible({ timeout: 30_000 });
  const earnings = seller.getByRole('region', { name: 'درآمد شما' });
  await expect(async () => {
    await seller.reload();
    await expect(earnings.getByText('۳٬۶۰۰٬۰۰۰ تومان')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await saveScreenshot(seller, testInfo, 'fa-seller-earnings');

  // An admin pays the seller part of it at the bank and records the transfer; the seller reads it.
  const { viewer } = await graphql<{ viewer: { displayName: string } }>(
    request,
    '{ viewer { displayName } }',
    {},
    sellerToken,
  );
  const { context: adminContext, page: admin } = await signedInPage(
    browser,
    await devToken(request, 'admin'),
  );
  await admin.goto('/fa/panel/purchases');
  const owed = admin
    .getByRole('listitem')
    .filter({ hasText: viewer.displayName })
    .filter({ hasText: 'طلب دارد' });
  await owed.getByLabel('مبلغ پرداخت‌شده').fill('۱۰۰۰۰۰۰');
  await owed.getByLabel('شماره پیگیری حواله بانکی').fill('SATNA-1405-77');
  await owed.getByRole('button', { name: 'ثبت پرداخت' }).click();
  await expect(admin.getByText('پرداخت ثبت شد.')).toBeVisible();
  await expect(owed).toContainText('۲٬۶۰۰٬۰۰۰ تومان طلب دارد');

  // The admin hides the buyer's review with a reason; the project's page no longer shows or counts it.
  await admin.goto('/fa/panel/admin/portfolio?reviews=shown');
  const moderated = admin.getByRole('article').filter({ hasText: title });
  await moderated.getByLabel(/دلیل پنهان کردن/).fill('نظر آزمایشی برای بررسی روند پنهان کردن.');
  await saveScreenshot(admin, testInfo, 'fa-admin-review-moderation');
  await moderated.getByRole('button', { name: 'پنهان کن' }).click();
  await expect(moderated.getByRole('button', { name: 'دوباره نمایش بده' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'نظر خریداران' })).toContainText('هنوز نظری ثبت نشده است');
  await adminContext.close();
  await seller.reload();
  await expect(earnings.getByText('۱٬۰۰۰٬۰۰۰ تومان', { exact: true })).toBeVisible();
  await expect(earnings.getByText(/۱٬۰۰۰٬۰۰۰ تومان در .*۱۴[۰-۹]{2} واریز شد/)).toContainText('SATNA-1405-77');
  await sellerContext.close();
});

test('fa: a buyer disputes a purchase never delivered, and an admin refunds it in full', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const slug = `book-shop-${Date.now().toString(36)}`;
  await publishShop(request, slug, await devToken(request, 'collaborator'), 'فروشگاه آمادهٔ کتاب');
  const bought = await buyInBrowser(page, request, slug, 'فروشگاه آمادهٔ کتاب');

  // Nothing arrives: the buyer disputes it with a reason and a PDF of the seller's messages as evidence.
  await bought.getByRole('button', { name: 'اعتراض', exact: true }).click();
  await bought.getByLabel(/^چه مشکلی هست؟/).fill('دو هفته گذشت و هنوز چیزی تحویل نشده است.');
  await bought.locator('input[type=file]').setInputFiles(fixture('seller-messages.pdf'));
  await expect(bought.getByText('seller-messages.pdf')).toBeVisible();
  await bought.getByRole('button', { name: 'ارسال اعتراض' }).click();
  await expect(bought.getByText('مورد اعتراض')).toBeVisible();

  // An admin decides: nothing to the seller, all of it back to the buyer.
  const { context: adminContext, page: admin } = await signedInPage(
    browser,
    await devToken(request, 'admin'),
  );
  await admin.goto('/fa/panel/purchases');
  const disputes = admin.locator('section', {
    has: admin.getByRole('heading', { name: 'اعتراض‌های منتظر تصمیم' }),
  });
  const dispute = disputes.getByRole('listitem').filter({ hasText: 'فروشگاه آمادهٔ کتاب' });
  await expect(dispute.getByText('دو هفته گذشت و هنوز چیزی تحویل نشده است.')).toBeVisible();
  // The admin reads the buyer's evidence before deciding.
  const downloading = admin.waitForEvent('download');
  await dispute
    .getByRole('list', { name: 'مدارک' })
    .getByRole('link', { name: /seller-messages\.pdf/ })
    .click();
  expect((await readFile((await (await downloading).path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await dispute.getByLabel(/^سهم فروشنده/).fill('۰');
  await dispute.getByLabel(/^تصمیم، آن‌گونه/).fill('چیزی تحویل نشد؛ همهٔ مبلغ به خریدار بازمی‌گردد.');
  await dispute.getByRole('button', { name: 'ثبت تصمیم' }).click();
  await expect(admin.getByText('تصمیم ثبت شد: پول تسویه شد.')).toBeVisible();
  await adminContext.close();

  // The buyer reads the decision and that the whole amount came back.
  await page.reload();
  await expect(bought.getByText('بازپرداخت‌شده')).toBeVisible();
  await expect(bought.getByText('چیزی تحویل نشد؛ همهٔ مبلغ به خریدار بازمی‌گردد.')).toBeVisible();
  await expect(bought.getByText(/۰ تومان به فروشنده، ۴٬۰۰۰٬۰۰۰ تومان بازگشت به خریدار/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'fa-purchase-refunded');
});
