import { saveScreenshot } from './screenshots';
import { expect, test, type Page } from './test';

test.describe('language prefixes', () => {
  test('English is left-to-right', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest jobs' })).toBeVisible();
  });

  test('a path without prefix goes to the language stored by the last visit', async ({ page, context }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('app-locale'))).toBe('en');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.goto('/jobs?from=test');
    await expect(page).toHaveURL(/\/en\/jobs\?from=test$/);
  });

  test('the language switcher keeps the page and the query string', async ({ page }) => {
    await page.goto('/fa/jobs?utm=switch');
    await expect(page.getByRole('heading', { level: 1, name: 'فرصت‌های شغلی' })).toBeVisible();
    await page.getByRole('button', { name: 'زبان: فارسی' }).click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/jobs\?utm=switch$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: 'Azərbaycanca', exact: true }).click();
    await expect(page).toHaveURL(/\/az\/jobs\?utm=switch$/);
    await expect(page.getByRole('heading', { level: 1, name: 'İş elanları' })).toBeVisible();

    // Back to Persian after Azerbaijani (which may have installed Intl polyfills): still Jalali dates.
    await page.getByRole('button', { name: 'Dil: Azərbaycanca' }).click();
    await page.getByRole('link', { name: 'فارسی', exact: true }).click();
    await expect(page).toHaveURL(/\/fa\/jobs\?utm=switch$/);
    await expect(page.locator('article time').first()).toHaveText(/۱۴[۰-۹]{2}$/);
  });

  test('pages point search engines to their other languages', async ({ page }) => {
    await page.goto('/fa/jobs?type=REMOTE');
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /^http:\/\/127\.0\.0\.1:\d+\/en\/jobs\?type=REMOTE$/,
    );
    // fa, en, az and x-default (the address without a language, which sends each visitor to theirs), once each.
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(4);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head title')).toHaveCount(1);
  });

  test('links navigate inside the app without reloading the page', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/en\/jobs$/);
    await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    await page.locator('article h3 a').first().click();
    await expect(page).toHaveURL(/\/en\/jobs\/[^/?#]+$/);
    await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test('every section exists under each prefix', async ({ page }) => {
    await page.goto('/az/talent-test/details/logical-reasoning');
    await expect(page.getByRole('heading', { level: 1, name: 'Məntiqi düşüncə' })).toBeVisible();
    await page.goto('/en/services/development/articles/choosing-a-web-stack');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to choose your website’s technology' }),
    ).toBeVisible();
    // The login area asks for a session first.
    await page.goto('/en/panel/tests/results/abc123');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fpanel%2Ftests%2Fresults%2Fabc123$/);
  });
});

test.describe('page transitions', () => {
  const animationOf = (page: Page) =>
    page
      .locator('main > div')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName);

  const goToJobs = async (page: Page) => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
  };

  test('animate page changes, but not the page the visit lands on', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/en');
    // The server's page is the first paint: it shows at once.
    expect(await animationOf(page)).toBe('none');
    await goToJobs(page);
    expect(await animationOf(page)).toBe('page-in');
  });

  test('do not animate when reduced motion is requested', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    await goToJobs(page);
    expect(await animationOf(page)).toBe('none');
  });
});

test.describe("a browser in none of the product's languages", () => {
  test.use({ locale: 'de-DE' });

  test('the bare root redirects to Persian, right-to-left', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fa$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.getByRole('link', { name: 'صفحه اصلی کارنما' })).toBeVisible();
  });
});

test.describe('a browser that prefers English, without a stored choice', () => {
  test.use({ locale: 'en-US' });

  test('gets the Persian site, which offers the page in English; following the offer stores English', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fa$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await expect(offer).toHaveText(/This page is also in English\./);
    await expect(offer).toHaveAttribute('lang', 'en');
    await saveScreenshot(page, testInfo, 'fa-home-english-offer-desktop');

    // The offer stays on the Persian pages reached in the page, and takes the reader to the same page in English.
    await page
      .getByRole('navigation', { name: 'ناوبری اصلی' })
      .getByRole('link', { name: 'فرصت‌های شغلی' })
      .click();
    await expect(page).toHaveURL(/\/fa\/jobs$/);
    await offer.getByRole('link', { name: 'Read it in English' }).click();
    await expect(page).toHaveURL(/\/en\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);

    // Later visits to an address without a language go to English.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('on a phone, the offer sits above the header; dismissing it keeps Persian for later visits', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fa/jobs');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await expect(offer).toBeVisible();
    // Persian digits in the page, the English offer beside them; nothing overlaps.
    await expect(page.getByText(/[۰-۹]+ آگهی یافت شد/)).toBeVisible();
    const offerBox = (await offer.boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(offerBox.y + offerBox.height).toBeLessThanOrEqual(headerBox.y + 1);
    expect(offerBox.width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, testInfo, 'fa-jobs-english-offer-phone');

    await offer.getByRole('button', { name: 'No, keep the Persian site' }).click();
    await expect(offer).toHaveCount(0);
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/fa\/jobs$/);
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
  });

  test('an Azerbaijani browser is offered the page in Azerbaijani', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'az-AZ' });
    const page = await context.newPage();
    await page.goto('/fa/talent-test');
    const offer = page.getByRole('complementary', { name: 'Dil' });
    await expect(offer).toHaveText(/Bu səhifə Azərbaycan dilində də var\./);
    await offer.getByRole('link', { name: 'Azərbaycanca oxuyun' }).click();
    await expect(page).toHaveURL(/\/az\/talent-test$/);
    await context.close();
  });
});
