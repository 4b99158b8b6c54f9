import { expect, test, type Page } from './test';

test.describe('error pages', () => {
  test('an unknown path shows the 404 page with the path, and answers 404', async ({ page }) => {
    const response = await page.goto('/en/this/does/not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/en/this/does/not-exist')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('an unknown job slug shows the 404 page, and answers 404', async ({ page }) => {
    const response = await page.goto('/en/jobs/no-such-job');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('/error410 is the permanently removed page', async ({ page }) => {
    await page.goto('/fa/error410');
    await expect(
      page.getByRole('heading', { level: 1, name: 'این صفحه برای همیشه حذف شده است' }),
    ).toBeVisible();
    await expect(page.getByText('۴۱۰')).toBeVisible();
  });
});

/**
 * Pages arrive with their data; the graph is asked when the visitor moves on in the page. This opens `from`, then
 * goes to the home page in the page (the brand's link), which asks for its data.
 */
async function moveOnInPage(page: Page, from: string) {
  await page.goto(from);
  const locale = from.split('/')[1]!;
  await page.locator(`header a[href="/${locale}"]`).first().click();
}

test.describe('failures of the API', () => {
  test('no response: a network toast and the general error page', async ({ page }) => {
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await moveOnInPage(page, '/en/jobs');
    await expect(page.getByRole('alert').filter({ hasText: 'Network error' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('with reduced motion a toast still stays for its five seconds', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await moveOnInPage(page, '/en/jobs');
    const toast = page.getByRole('alert').filter({ hasText: 'Network error' });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(toast).toBeVisible();
  });

  test('an unavailable server without message: the status toast and the 503 page, in Persian', async ({
    page,
  }) => {
    await page.route('**/graphql', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
    );
    await moveOnInPage(page, '/fa/jobs');
    await expect(page.getByRole('alert').filter({ hasText: 'خطای ۵۰۳' })).toBeVisible();
    await expect(page.getByText('۵۰۳', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'موقتاً در دسترس نیست' })).toBeVisible();
    await expect(
      page.locator('main').getByText('سرویس برای لحظاتی در دسترس نیست.', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('.Toastify__toast-container')).toHaveClass(/--top-right/);
    await expect(page.locator('.Toastify__toast--rtl')).toHaveCount(1);
    await expect(page.locator('.Toastify__progress-bar')).toHaveCount(1);
  });

  test('an invalid token signs the user out and opens the login page', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('auth_token', 'expired-token');
        sessionStorage.setItem('seeded', '1');
      }
    });
    let authorization: string | undefined;
    // Like the server: the token is refused, requests without one go through.
    await page.route('**/graphql', async (route) => {
      const sent = route.request().headers().authorization;
      if (!sent) return route.continue();
      authorization = sent;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ message: 'invalidToken', extensions: { code: 'INVALID_TOKEN' } }],
        }),
      });
    });
    await page.goto('/en/jobs');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fjobs$/);
    expect(authorization).toBe('Bearer expired-token');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('requests carry the language of the page', async ({ page }) => {
    const request = page.waitForRequest('**/graphql');
    await moveOnInPage(page, '/az/jobs');
    const headers = (await request).headers();
    expect(headers['accept-language']).toBe('az');
    expect(headers['cache-control']).toContain('no-cache');
  });
});

test('a page whose code fails to load is reloaded once', async ({ page }) => {
  let failures = 0;
  await page.route(/\/assets\/JobsPage-[\w-]+\.js$/, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.goto('/en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
  expect(failures).toBe(1);
});

test.describe("a browser in none of the product's languages", () => {
  test.use({ locale: 'de-DE' });

  test('an unknown path without prefix, for a browser in another language, gets a Persian 404', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/fa\/no-such-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeVisible();
    await expect(page.getByText('۴۰۴')).toBeVisible();
  });
});
