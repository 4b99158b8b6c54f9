import { expect, test } from './test';
import { pick } from './filters';
import { saveScreenshot } from './screenshots';

test.describe('jobs', () => {
  test('the Persian job list opens a job page', async ({ page }, testInfo) => {
    await page.goto('/fa/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'فرصت‌های شغلی' })).toBeVisible();
    await expect(page.getByText(/^[۰-۹]+ آگهی یافت شد$/)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Persian digits and Toman, and Jalali dates (year 14xx) in Persian digits.
    await expect(page.getByText(/تومان/).first()).toBeVisible();
    await expect(page.getByText(/منتشرشده در .*۱۴[۰-۹]{2}/).first()).toBeVisible();
    for (const text of await page.locator('main time').allTextContents()) expect(text).not.toMatch(/\d/);
    await saveScreenshot(page, testInfo, 'fa-job-list');

    // Open a job advertised in Persian.
    const persianTitle = page.locator('article [lang="fa"] h3').first();
    const title = (await persianTitle.textContent())!.trim();
    await persianTitle.getByRole('link').click();
    await expect(page).toHaveURL(/\/fa\/jobs\/[^/?#]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'شرح شغل' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'اطلاعات کلیدی' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'اطلاعات کلیدی' }).getByText('تومان')).toBeVisible();
    for (const text of await page.locator('main time').allTextContents())
      expect(text).toMatch(/^[^\d]*۱۴[۰-۹]{2}$/);
    await saveScreenshot(page, testInfo, 'fa-job-page');
  });

  test('the English job list loads more and opens a job page', async ({ page }, testInfo) => {
    await page.goto('/en/jobs');
    const count = page.getByText(/^\d+ jobs found$/);
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())!.split(' ')[0]);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(total, 12));
    await expect(page.getByText(/IRR [\d,]+/).first()).toBeVisible();
    if (total > 12) {
      await page.getByRole('button', { name: 'Load more jobs' }).click();
      await expect(cards).toHaveCount(Math.min(total, 24));
    }
    await saveScreenshot(page, testInfo, 'en-job-list');

    await cards.first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/jobs\/[^/?#]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Job description' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Key information' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'en-job-page');
  });

  test('a Persian ad stays right-to-left on the English site', async ({ page }) => {
    await page.goto('/en/jobs');
    const persianAd = page.locator('article [lang="fa"]').first();
    await expect(persianAd).toHaveAttribute('dir', 'rtl');
  });

  test('Azerbaijani dates and money are formatted in Azerbaijani', async ({ page }, testInfo) => {
    await page.goto('/az/jobs');
    await expect(page.getByText(/^\d+ elan tapıldı$/)).toBeVisible();
    await expect(page.getByText(/[\d.]+ IRR/).first()).toBeVisible();
    // Without Azerbaijani locale data Chromium prints months as "M11".
    await expect(page.locator('main')).not.toContainText(/\bM\d{2}\b/);
    await expect(
      page.getByText(/Dərc tarixi: \d{1,2} (yan|fev|mar|apr|may|iyn|iyl|avq|sen|okt|noy|dek)/).first(),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'az-job-list');
  });

  test('the home page highlights the latest jobs', async ({ page }) => {
    await page.goto('/en');
    const latest = page.getByRole('region', { name: 'Latest jobs' });
    await expect(latest.getByRole('article').first()).toBeVisible();
    await latest.getByRole('link', { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/en\/jobs$/);
  });

  test('an expired job says so', async ({ page, request }) => {
    const response = await request.post('/graphql', {
      data: {
        query:
          '{ jobs(first: 100, filter: { includeExpired: true }) { edges { node { slug isExpired permanent } } } }',
      },
    });
    const { data } = (await response.json()) as {
      data: { jobs: { edges: { node: { slug: string; isExpired: boolean; permanent: boolean } }[] } };
    };
    const expired = data.jobs.edges.find(({ node }) => node.isExpired && !node.permanent);
    expect(expired, 'the demo data has an expired, non-permanent job').toBeDefined();
    await page.goto(`/en/jobs/${expired!.node.slug}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This job has expired' })).toBeVisible();
  });
});

test.describe('job filters', () => {
  test('filter by type and level through the URL, and clear them', async ({ page }) => {
    await page.goto('/en/jobs');
    const count = page.getByText(/^\d+ jobs? found$|^No jobs found$/);
    const all = Number((await count.textContent())!.split(' ')[0]);
    const filters = page.getByRole('complementary', { name: 'Filter jobs' });

    await pick(
      filters.getByRole('group', { name: 'Work arrangement' }).getByRole('checkbox', { name: /^Remote/ }),
    );
    await expect(page).toHaveURL(/\/en\/jobs\?type=REMOTE$/);
    await expect(
      filters.getByRole('group', { name: 'Work arrangement' }).getByRole('checkbox', { name: /^Remote/ }),
    ).toBeChecked();
    await expect(count).not.toHaveText(`${all} jobs found`);
    for (const badge of await page.locator('article li:first-child').allTextContents())
      expect(badge).toBe('Remote');

    await pick(filters.getByRole('checkbox', { name: /^Senior/ }));
    await expect(page).toHaveURL(/\/en\/jobs\?type=REMOTE&level=SENIOR$/);

    // The language switcher keeps the filters.
    await page.getByRole('button', { name: 'Language: English' }).click();
    // It links to the address the page shows, once the page shows the one just chosen.
    const persian = page.getByRole('link', { name: 'فارسی', exact: true });
    await expect(persian).toHaveAttribute('href', /\/fa\/jobs\?type=REMOTE&level=SENIOR$/);
    await persian.click();
    await expect(page).toHaveURL(/\/fa\/jobs\?type=REMOTE&level=SENIOR$/);
    await expect(
      page
        .getByRole('complementary', { name: 'فیلتر آگهی‌ها' })
        .getByRole('group', { name: 'شیوه کار' })
        .getByRole('checkbox', { name: /^دورکاری/ }),
    ).toBeChecked();

    await page.getByRole('link', { name: 'حذف همه فیلترها' }).click();
    await expect(page).toHaveURL(/\/fa\/jobs$/);
    await expect(page.getByText(/^[۰-۹]+ آگهی یافت شد$/)).toBeVisible();
  });
});
