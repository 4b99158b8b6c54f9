import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser } from './test';
import { saveScreenshot } from './screenshots';

const ADMIN = 'Karnama Admin';

type Summary = {
  visits: number;
  clicks: number;
  topPaths: { value: string; count: number }[];
};

/** Today's telemetry as an admin reads it over the API (days in UTC, as the browser here counts them). */
async function todayAsAdmin(request: APIRequestContext): Promise<Summary> {
  const signIn = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "admin" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  const token = ((await signIn.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn
    .data.token;
  const day = new Date().toISOString().slice(0, 10);
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: `query ($day: String!) {
        analyticsSummary(from: $day, to: $day) { visits clicks topPaths(first: 50) { value count } }
      }`,
      variables: { day },
    },
  });
  const body = (await response.json()) as { data: { analyticsSummary: Summary }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.analyticsSummary;
}

async function signedIn(browser: Browser, locale: 'fa' | 'en', to: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(to)}`);
  await page
    .getByRole('region', { name: locale === 'fa' ? 'ورود آزمایشی (محیط توسعه)' : 'Development sign-in' })
    .getByRole('button', { name: new RegExp(`^${ADMIN}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  return { context, page };
}

test.describe('telemetry', () => {
  test('a visit is recorded as it happens, and the admin sees it on the statistics page', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const before = await todayAsAdmin(request);
    const sent: { type: string; path: string }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/js/analytics/create.php')) sent.push(...JSON.parse(r.postData() ?? '[]'));
    });

    // A visitor loads the job list, opens a job (a click on a link, then a navigation) and presses a button.
    const events = page.waitForRequest((r) => r.url().endsWith('/js/analytics/create.php'));
    await page.goto('/fa/jobs');
    await expect(page.getByRole('article').first()).toBeVisible();
    const pageLoad = await events;
    expect(pageLoad.headers()['x-token-auth']).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(JSON.parse(pageLoad.postData()!)[0]).toMatchObject({
      type: 'page_load',
      path: '/fa/jobs',
      auth_token: false,
      token_auth: pageLoad.headers()['x-token-auth'],
    });
    expect((await pageLoad.response())?.status()).toBe(204);

    const navigation = page.waitForRequest((r) => r.url().endsWith('/api/log-navigation'));
    const title = page.locator('article h3').first();
    await title.getByRole('link').click();
    await expect(page).toHaveURL(/\/fa\/jobs\/[a-z0-9-]+$/);
    const logged = await navigation;
    expect(JSON.parse(logged.postData()!)).toMatchObject({
      path: new URL(page.url()).pathname,
      referrer: expect.stringMatching(/\/fa\/jobs$/),
    });
    expect((await logged.response())?.status()).toBe(204);

    // The clicks go together a moment later, or when the page is left.
    await page.getByRole('button', { name: 'همین حالا درخواست دهید' }).click();
    await expect
      .poll(() => sent.map((e) => `${e.type} ${e.path}`))
      .toEqual(expect.arrayContaining(['a /fa/jobs', `button ${new URL(page.url()).pathname}`]));

    // Stored within a second or two, and counted for the admin.
    await expect
      .poll(async () => {
        const now = await todayAsAdmin(request);
        return now.visits - before.visits >= 2 && now.clicks - before.clicks >= 2;
      })
      .toBe(true);
    expect((await todayAsAdmin(request)).topPaths.map((p) => p.value)).toContain('/fa/jobs');

    // The admin finds the statistics from the panel's home, in Persian with Persian digits.
    const admin = await signedIn(browser, 'fa', '/fa/panel');
    await expect(admin.page.getByRole('link', { name: /آمار سایت/ })).toBeVisible();
    await saveScreenshot(admin.page, testInfo, 'fa-panel-admin');
    await admin.page.getByRole('link', { name: /آمار سایت/ }).click();
    await expect(admin.page).toHaveURL(/\/fa\/panel\/analytics$/);
    await expect(admin.page.getByRole('heading', { level: 1, name: 'آمار سایت' })).toBeVisible();
    const totals = admin.page.getByRole('region', { name: 'جمع کل بازه' });
    await expect(totals.getByText('بازدیدها', { exact: true })).toBeVisible();
    await expect(totals.getByText(/^[۰-۹٬]+$/).first()).toBeVisible();
    await expect(admin.page.getByRole('heading', { level: 2, name: 'روزبه‌روز' })).toBeVisible();
    const pages = admin.page.locator('section', {
      has: admin.page.getByRole('heading', { name: 'پربازدیدترین صفحه‌ها' }),
    });
    await expect(pages.getByText('/fa/jobs', { exact: true })).toBeVisible();
    await admin.page.getByText('نمایش اعداد').click();
    await expect(admin.page.getByRole('table').getByRole('row').nth(1)).toContainText(/۱۴[۰-۹]{2}/);
    await saveScreenshot(admin.page, testInfo, 'fa-analytics');
    const axe = await new AxeBuilder({ page: admin.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual([]);

    // Another period is another address.
    await admin.page.getByRole('link', { name: '۷ روز اخیر' }).click();
    await expect(admin.page).toHaveURL(/\/fa\/panel\/analytics\?days=7$/);
    await expect(admin.page.getByRole('link', { name: '۷ روز اخیر' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await admin.context.close();
  });

  test('en: the statistics page speaks English, and is for admins only', async ({
    browser,
    page,
  }, testInfo) => {
    const admin = await signedIn(browser, 'en', '/en/panel/analytics');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Site statistics' })).toBeVisible();
    await expect(admin.page.getByRole('heading', { level: 2, name: 'Most visited pages' })).toBeVisible();
    await saveScreenshot(admin.page, testInfo, 'en-analytics');
    await admin.context.close();

    // A visitor is sent to sign in first.
    await page.goto('/en/panel/analytics');
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  });
});
