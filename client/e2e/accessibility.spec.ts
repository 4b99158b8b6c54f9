import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';

const PAGES = [
  '/fa',
  '/en/jobs',
  '/fa/jobs',
  '/az/jobs',
  // A search with filters, one answered with similar titles, and one with no results.
  '/fa/jobs?q=%D8%A8%D8%B1%D9%86%D8%A7%D9%85%D9%87&level=SENIOR&posted=30',
  '/en/jobs?q=devloper',
  '/en/jobs?q=qqxzzvbnm&type=REMOTE',
  '/en/no-such-page',
  '/fa/about',
];

test.describe('accessibility', () => {
  // Checked with reduced motion so that colours are not measured halfway through the page fade-in.
  test.use({ reducedMotion: 'reduce' });

  for (const path of PAGES) {
    test(`${path} has no detectable WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.length} × ${violation.help}`,
        ),
      ).toEqual([]);
    });
  }

  test('a job page has no detectable WCAG A/AA violations', async ({ page }) => {
    await page.goto('/fa/jobs');
    await page.locator('article h3 a').first().click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} × ${violation.help}`),
    ).toEqual([]);
  });
});

test('the language menu works with the keyboard', async ({ page }) => {
  await page.goto('/en/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Language: English' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // The languages are links; the first has the focus, Escape closes the list and gives the focus back.
  await expect(page.getByRole('link', { name: 'فارسی', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'فارسی', exact: true })).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Azərbaycanca', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/az\/jobs$/);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/en/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('after a page change focus moves to the new content', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
});

test('the open apply form, with its validation messages, has no detectable WCAG A/AA violations', async ({
  page,
}) => {
  // Reduced motion, as above, so that colours are not measured halfway through a fade-in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fa/jobs/senior-react-developer-aryan-data-tehran');
  await page.getByRole('button', { name: 'همین حالا درخواست دهید' }).click();
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(page.getByText('لطفاً همه فیلدهای الزامی را پر کنید.').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual([]);
});

test.describe('employer pages', () => {
  test.use({ reducedMotion: 'reduce' });

  const violations = async (page: Page) =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`);

  test('my job posts, the job form with its messages, and the review page have no detectable WCAG A/AA violations', async ({
    page,
  }) => {
    await page.goto(`/fa/login?redirect=${encodeURIComponent('/fa/panel/jobs')}`);
    await page
      .getByRole('region', { name: 'ورود آزمایشی (محیط توسعه)' })
      .getByRole('button', { name: /^گروه نرم‌افزاری آرین‌داده/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'آگهی‌های شغلی من' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // The confirmation before closing a job: an alert dialog over the page, nothing closed on "keep it open".
    await page.getByRole('article').first().getByRole('button', { name: 'بستن آگهی' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'این آگهی بسته شود؟' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'باز بماند' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'باز بماند' }).click();
    await expect(confirm).toHaveCount(0);

    await page.goto('/fa/panel/jobs/create');
    await page.getByRole('button', { name: 'انتشار آگهی' }).click();
    await expect(page.getByText('این فیلد الزامی است.').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/fa/panel/jobs/senior-react-developer-aryan-data-tehran/applications');
    await expect(page.getByRole('navigation', { name: 'فیلتر بر اساس وضعیت' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('echo box pages', () => {
  test.use({ reducedMotion: 'reduce' });

  const violations = async (page: Page) =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`);

  async function signIn(page: Page, account: string, to: string) {
    await page.goto(`/fa/login?redirect=${encodeURIComponent(to)}`);
    await page
      .getByRole('region', { name: 'ورود آزمایشی (محیط توسعه)' })
      .getByRole('button', { name: new RegExp(`^${account}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
  }

  test('the inbox, a conversation with the report dialog, a new message and the report queue have no detectable WCAG A/AA violations', async ({
    browser,
  }) => {
    // A job seeker writes to the employer, so that the employer's echo box has a conversation.
    const seeker = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
    await signIn(seeker, 'سارا رضایی', '/fa/jobs/senior-react-developer-aryan-data-tehran');
    await seeker.getByRole('link', { name: 'پیام به کارفرما' }).click();
    await expect(seeker.getByRole('heading', { level: 1, name: /پیام جدید/ })).toBeVisible();
    await seeker.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(seeker.getByText('ابتدا متن پیام را بنویسید.')).toBeVisible();
    expect(await violations(seeker)).toEqual([]);
    await seeker.getByRole('textbox', { name: 'متن پیام' }).fill('سلام، آیا این موقعیت هنوز باز است؟');
    await seeker.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(seeker.getByRole('log', { name: 'پیام‌ها' })).toBeVisible();
    await expect(seeker.getByText('ارسال شد').last()).toBeVisible();
    expect(await violations(seeker)).toEqual([]);
    await seeker.context().close();

    const employer = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
    await signIn(employer, 'گروه نرم‌افزاری آرین‌داده', '/fa/panel/echoBox');
    const entry = employer.getByRole('list', { name: 'گفت‌وگوها' }).getByRole('link').first();
    await expect(entry).toBeVisible();
    expect(await violations(employer)).toEqual([]);
    await entry.click();
    const log = employer.getByRole('log', { name: 'پیام‌ها' });
    await log.getByRole('button', { name: 'گزارش' }).last().click();
    const dialog = employer.getByRole('dialog');
    await dialog.getByRole('button', { name: 'ارسال گزارش' }).click();
    await expect(dialog.getByText('یک دلیل انتخاب کنید.')).toBeVisible();
    expect(await violations(employer)).toEqual([]);
    await employer.context().close();

    const admin = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
    await signIn(admin, 'Karnama Admin', '/fa/panel/echoBox/reports');
    await expect(admin.getByRole('heading', { level: 1, name: /پیام‌های گزارش‌شده/ })).toBeVisible();
    expect(await violations(admin)).toEqual([]);
    await admin.context().close();
  });
});
