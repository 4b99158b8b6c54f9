import { expect, test } from './test';
import { pick } from './filters';
import { saveScreenshot } from './screenshots';

test.describe('job search', () => {
  test('a Persian search typed on an Arabic keyboard finds Persian jobs and survives opening one', async ({
    page,
  }, testInfo) => {
    await page.goto('/fa/jobs');
    const box = page.getByRole('searchbox', { name: 'جستجوی آگهی‌ها' });
    // An Arabic yeh (ي) and a space where Persian writes a half-space: the server normalizes both.
    await box.fill('برنامه نويس');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/fa\/jobs\?q=%D8%A8/);
    const titles = page.locator('article h3');
    await expect(titles.filter({ hasText: 'برنامه‌نویس ارشد React' })).toBeVisible();
    await expect(page.locator('#jobs-results')).toHaveText(/^[۰-۹]+\+? آگهی یافت شد$/);

    const filters = page.getByRole('complementary', { name: 'فیلتر آگهی‌ها' });
    const senior = filters.getByRole('checkbox', { name: /^ارشد \([۰-۹]+\+?\)$/ });
    await pick(senior);
    await expect(page).toHaveURL(/\?q=[^&]+&level=SENIOR$/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('برنامه نويس');
    // The address changes at once; the list follows when the new results arrive.
    await expect
      .poll(async () => new Set(await page.locator('article li:nth-child(2)').allTextContents()))
      .toEqual(new Set(['ارشد']));
    await expect(titles.filter({ hasText: 'برنامه‌نویس ارشد React' })).toBeVisible();
    // Counts in Persian digits beside every option.
    for (const text of await filters.getByRole('checkbox').allTextContents()) expect(text).not.toMatch(/\d/);
    await saveScreenshot(page, testInfo, 'fa-search');

    const searchUrl = page.url();
    await titles.filter({ hasText: 'برنامه‌نویس ارشد React' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'برنامه‌نویس ارشد React' })).toBeVisible();
    await page.goBack();
    expect(page.url()).toBe(searchUrl);
    await expect(page.getByRole('searchbox', { name: 'جستجوی آگهی‌ها' })).toHaveValue('برنامه نويس');
    await expect(filters.getByRole('checkbox', { name: /^ارشد/ })).toBeChecked();
    await expect(titles.filter({ hasText: 'برنامه‌نویس ارشد React' })).toBeVisible();
  });

  test('on a phone the filters open in a dialog', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fa/jobs?q=%D8%A8%D8%B1%D9%86%D8%A7%D9%85%D9%87&level=SENIOR');
    await expect(page.getByRole('complementary', { name: 'فیلتر آگهی‌ها' })).toBeHidden();
    await page.getByRole('button', { name: 'فیلترها (۱)' }).click();
    const dialog = page.getByRole('dialog', { name: 'فیلتر آگهی‌ها' });
    await expect(dialog.getByRole('checkbox', { name: /^ارشد/ })).toBeChecked();
    await pick(dialog.getByRole('group', { name: 'شیوه کار' }).getByRole('checkbox', { name: /^دورکاری/ }));
    await expect(page).toHaveURL(/&level=SENIOR&type=REMOTE$|&type=REMOTE&level=SENIOR$/);
    await expect(
      dialog.getByRole('group', { name: 'شیوه کار' }).getByRole('checkbox', { name: /^دورکاری/ }),
    ).toBeChecked();
    await saveScreenshot(page, testInfo, 'fa-search-mobile');
    await dialog.getByRole('button', { name: 'نمایش نتایج' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'فیلترها (۲)' })).toBeVisible();
  });

  test('an English search with a sort, a typo and a search with no results', async ({ page }, testInfo) => {
    await page.goto('/en/jobs');
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill('developer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/jobs\?q=developer$/);
    await expect(
      page
        .locator('article h3')
        .filter({ hasText: /developer/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/similar titles/)).toBeHidden();

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Newest first' });
    await expect(page).toHaveURL(/\?q=developer&sort=NEWEST$/);
    await expect(sort).toHaveValue('NEWEST');
    await expect(page.locator('article h3').first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'en-search');

    await box.fill('devloper');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=devloper&sort=NEWEST$/);
    await expect(
      page.getByText('No exact matches for “devloper”. Showing jobs with similar titles instead.'),
    ).toBeVisible();
    await expect(
      page
        .locator('article h3')
        .filter({ hasText: /developer/i })
        .first(),
    ).toBeVisible();

    await box.fill('qqxzzvbnm');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: 'No jobs match “qqxzzvbnm”' })).toBeVisible();
    await expect(page.locator('#jobs-results')).toHaveText('No jobs found');
    await expect(page.getByText(/similar titles/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(page).toHaveURL(/\/en\/jobs\?sort=NEWEST$/);
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('filters narrow the list and clear all brings it back', async ({ page }) => {
    await page.goto('/en/jobs');
    const status = page.locator('#jobs-results');
    await expect(status).toHaveText(/^\d+ jobs found$/);
    const all = await status.textContent();
    const filters = page.getByRole('complementary', { name: 'Filter jobs' });

    await pick(filters.getByRole('radio', { name: /^Last 30 days/ }));
    await expect(page).toHaveURL(/\?posted=30$/);
    await filters.getByRole('textbox', { name: 'Skills' }).fill('React');
    await filters.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/\?skill=React&posted=30$/);
    await expect(filters.getByRole('button', { name: 'Remove skill React' })).toBeVisible();
    await filters.getByRole('textbox', { name: 'At least' }).fill('1,000,000');
    await filters.getByRole('button', { name: 'Apply salary' }).click();
    await expect(page).toHaveURL(/\?skill=React&salaryMin=1000000&posted=30$/);
    await expect(status).not.toHaveText(all!);

    await filters.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/en\/jobs$/);
    await expect(status).toHaveText(all!);
    await expect(filters.getByRole('textbox', { name: 'At least' })).toHaveValue('');
  });

  test('a place is one filter in every language, and its name in any language finds its jobs', async ({
    page,
  }) => {
    await page.goto('/fa/jobs');
    const filters = page.getByRole('complementary', { name: 'فیلتر آگهی‌ها' });
    const places = filters.getByRole('group', { name: 'محل کار' });
    // One Tehran, though its ads are written in Persian and English.
    await expect(places.getByRole('checkbox', { name: /^تهران \(/ })).toHaveCount(1);
    await pick(places.getByRole('checkbox', { name: /^تهران \(/ }));
    await expect(page).toHaveURL(/\/fa\/jobs\?place=tehran$/);
    const cards = page.locator('article');
    await expect(cards.first()).toBeVisible();
    // The address changes at once; the list follows when the new results arrive.
    await expect
      .poll(async () => new Set(await cards.locator('bdi[lang="fa"]').allTextContents()))
      .toEqual(new Set(['تهران']));

    // The same filter on the English page, named in English.
    await page.goto('/en/jobs?place=tehran');
    await expect(
      page
        .getByRole('complementary', { name: 'Filter jobs' })
        .getByRole('group', { name: 'Location' })
        .getByRole('checkbox', { name: /^Tehran \(/ }),
    ).toBeChecked();

    // The place's name in either language finds the ads there, whatever their language.
    for (const search of ['Tehran', 'تهران']) {
      await page.goto(`/en/jobs?q=${encodeURIComponent(search)}`);
      const titles = page.locator('article h3');
      await expect(
        titles.filter({ hasText: 'Senior Backend Engineer (Node.js / TypeScript)' }),
      ).toBeVisible();
      await expect(titles.filter({ hasText: 'برنامه‌نویس ارشد React' })).toBeVisible();
    }
  });
});
