import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { saveScreenshot } from './screenshots';

const PHONE = { width: 390, height: 844 };

const TEXT = {
  fa: {
    menu: 'منو',
    nav: 'ناوبری اصلی',
    languages: 'تغییر زبان',
    sections: [
      ['خانه', ''],
      ['فرصت‌های شغلی', '/jobs'],
      ['آزمون‌های استعدادیابی', '/talent-test'],
      ['همکاران', '/collaborators'],
      ['نمونه‌کارها', '/portfolio'],
      ['خدمات', '/services'],
      ['تماس با ما', '/contact'],
    ],
  },
  en: {
    menu: 'Menu',
    nav: 'Main navigation',
    languages: 'Change language',
    sections: [
      ['Home', ''],
      ['Jobs', '/jobs'],
      ['Talent tests', '/talent-test'],
      ['Collaborators', '/collaborators'],
      ['Portfolio', '/portfolio'],
      ['Services', '/services'],
      ['Contact', '/contact'],
    ],
  },
} as const;

const violations = async (page: Page) =>
  (
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`);

test.describe('the header on a phone', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  for (const locale of ['fa', 'en'] as const) {
    const t = TEXT[locale];

    test(`${locale}: the menu reaches every section`, async ({ page }, testInfo) => {
      await page.goto(`/${locale}/jobs`);
      await expect(page.locator('main h1')).toBeVisible();
      const button = page.getByRole('button', { name: t.menu });
      const nav = page.getByRole('navigation', { name: t.nav });
      // The sections are not squeezed into a strip that hides some of them: they are behind the button.
      await expect(nav).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const [name] of t.sections)
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: t.languages }).getByRole('link')).toHaveCount(3);
      expect(await violations(page)).toEqual([]);
      await saveScreenshot(page, testInfo, `${locale}-menu-phone`);

      for (const [name, path] of t.sections) {
        if (!(await nav.isVisible())) await button.click();
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}${path}$`));
        await expect(page.locator('main h1')).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(nav).toBeHidden();
      }
    });
  }

  // A Persian reader's browser: the page offers no other language, so the header's controls come first.
  test.describe('in a Persian browser', () => {
    test.use({ locale: 'fa-IR' });

    test('fa: the menu works with the keyboard', async ({ page }) => {
      const t = TEXT.fa;
      await page.goto('/fa');
      await expect(page.locator('main h1')).toBeVisible();
      const button = page.getByRole('button', { name: t.menu });
      const nav = page.getByRole('navigation', { name: t.nav });
      // The skip link, the brand, the sign-in link, then the menu button.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(nav.getByRole('link', { name: 'خانه' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('Space');
      await expect(nav.getByRole('link', { name: 'خانه' })).toBeFocused();
      for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'نمونه‌کارها' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/fa\/portfolio$/);
      await expect(nav).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
    });
  });

  // The portfolio's and the directory's filters fold into a sheet, so that a phone shows results on its first screen.
  for (const list of [
    { path: '/fa/portfolio', field: 'صنعت', sheet: 'فیلتر پروژه‌ها', check: /^قابل خرید/, param: 'sale=1' },
    {
      path: '/fa/collaborators',
      field: 'تخصص',
      sheet: 'فیلتر همکاران',
      check: /^دورکاری/,
      param: 'remote=1',
    },
  ]) {
    test(`fa: ${list.path}'s filters open in a sheet and apply from it`, async ({ page }, testInfo) => {
      await page.goto(list.path);
      const search = page.getByRole('search');
      await expect(search.getByRole('searchbox')).toBeVisible();
      await expect(search.getByRole('combobox', { name: list.field })).toBeHidden();
      // Nothing to clear yet.
      await expect(search.getByRole('link', { name: 'پاک کردن فیلترها' })).toHaveCount(0);
      await search.getByRole('button', { name: 'فیلترها', exact: true }).click();

      const sheet = page.getByRole('dialog', { name: list.sheet });
      await expect(sheet.getByRole('combobox', { name: list.field })).toBeVisible();
      await sheet.getByRole('checkbox', { name: list.check }).check();
      expect(await violations(page)).toEqual([]);
      await saveScreenshot(page, testInfo, `fa-filters-sheet-${list.path.split('/').pop()}`);
      await sheet.getByRole('button', { name: 'نمایش نتایج' }).click();

      await expect(page).toHaveURL(new RegExp(`\\?${list.param}$`));
      await expect(sheet).toBeHidden();
      await expect(search.getByRole('button', { name: 'فیلترها (۱)' })).toBeVisible();
      await expect(search.getByRole('link', { name: 'پاک کردن فیلترها' })).toBeVisible();
    });
  }

  test('en: the menu switches the language on the same page', async ({ page }) => {
    await page.goto('/en/jobs?q=react');
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('group', { name: 'Change language' }).getByRole('link', { name: 'فارسی' }).click();
    await expect(page).toHaveURL(/\/fa\/jobs\?q=react$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'منو' })).toHaveAttribute('aria-expanded', 'false');
  });
});
