import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './test';
import { saveScreenshot } from './screenshots';

/** A name of its own per run, so that the journey also works against a server already running. */
const runId = Date.now().toString(36);

const EMPLOYER = 'گروه نرم‌افزاری آرین‌داده';
const JOB_SEEKER = 'سارا رضایی';

async function signedIn(browser: Browser, locale: 'fa' | 'en', account: string, to: string): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(to)}`);
  const heading = locale === 'fa' ? 'ورود آزمایشی (محیط توسعه)' : 'Development sign-in';
  await page
    .getByRole('region', { name: heading })
    .getByRole('button', { name: new RegExp(`^${account}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  return page;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual([]);
}

test('fa: an employer creates an API key, sees its secret once, uses it and revokes it', async ({
  browser,
}, testInfo) => {
  const page = await signedIn(browser, 'fa', EMPLOYER, '/fa/panel');
  // The way in, for partners: the account menu and the dashboard.
  await page.getByRole('button', { name: `منوی حساب ${EMPLOYER}` }).click();
  await expect(page.getByRole('menuitem', { name: 'کلیدهای API' })).toHaveAttribute(
    'href',
    '/fa/panel/api-keys',
  );
  await saveScreenshot(page, testInfo, 'fa-panel-partner');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /^کلیدهای API/ }).click();
  await expect(page).toHaveURL(/\/fa\/panel\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'کلیدهای API' })).toBeVisible();

  // The demo key: its month of usage, Jalali dates in Persian digits.
  const demo = page.getByRole('article', { name: 'همگام‌سازی آگهی‌ها با سایت استخدامی' });
  await expect(demo.getByText('فعال', { exact: true })).toBeVisible();
  await expect(demo.getByText('kn_Q7vR2mXa…')).toBeVisible();
  await expect(demo.getByText(/^۳۰ روز گذشته: [۰-۹٬]+ درخواست پاسخ گرفت، [۰-۹٬]+ درخواست/)).toBeVisible();
  for (const text of await demo.locator('dd time').allTextContents()) expect(text).toMatch(/۱۴[۰-۹]{2}/);
  await demo.getByText('درخواست‌ها به تفکیک روز').click();
  await expect(demo.getByRole('table').getByRole('row').nth(1)).toHaveText(
    /^[۰-۹]+ [^\d]+ ۱۴[۰-۹]{2}[۰-۹٬]+$/,
  );
  await saveScreenshot(page, testInfo, 'fa-api-keys');

  // The shared rule's message, before anything is sent.
  const name = `کلید آزمایشی ${runId}`;
  await page.getByRole('button', { name: 'ساخت کلید' }).click();
  await expect(page.getByText('لطفاً برای کلید نامی بنویسید.')).toBeVisible();
  await page.getByRole('textbox', { name: 'نام کلید' }).fill(name);
  await page.getByRole('button', { name: 'ساخت کلید' }).click();

  const created = page.getByRole('region', { name: `کلید جدید شما: «${name}»` });
  await expect(created.getByText('این کلید دیگر نمایش داده نمی‌شود', { exact: false })).toBeVisible();
  const secret = await created.getByRole('textbox', { name: 'کلید API' }).inputValue();
  expect(secret).toMatch(/^kn_[A-Za-z0-9_-]{43}$/);
  await created.getByRole('button', { name: 'کپی کلید' }).click();
  await expect(created.getByRole('button', { name: 'کپی شد' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const card = page.getByRole('article', { name });
  await expect(card.getByText(`${secret.slice(0, 11)}…`)).toBeVisible();
  await expect(card.getByText('هنوز استفاده نشده')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'fa-api-key-created');

  // A partner's request carries the key; the gateway answers it (the key's limits are the gateway's part).
  const answer = await page.evaluate(async (key) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Api-Key': key },
      body: JSON.stringify({ query: '{ jobs(first: 1) { totalCount } }' }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: { jobs: { totalCount: number } } },
    };
  }, secret);
  expect(answer.status).toBe(200);
  expect(answer.body.data?.jobs.totalCount).toBeGreaterThan(0);

  // Once dismissed, the secret is gone for good, after a reload too.
  await created.getByRole('button', { name: 'ذخیره‌اش کردم' }).click();
  await expect(created).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'نام کلید' })).toHaveValue('');
  await page.reload();
  await expect(card).toBeVisible();
  expect(await page.content()).not.toContain(secret.slice(11));

  await card.getByRole('button', { name: `ابطال کلید «${name}»` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'این کلید باطل شود؟' });
  await expect(dialog).toContainText('ظرف چند ثانیه پاسخ رد می‌گیرند');
  await saveScreenshot(page, testInfo, 'fa-api-key-revoke');
  await dialog.getByRole('button', { name: 'ابطال کلید' }).click();
  await expect(page.getByText('کلید باطل شد.')).toBeVisible();
  await expect(card.getByText('باطل‌شده', { exact: true })).toBeVisible();
  await expect(card.getByText(/^تاریخ ابطال:/)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('en: API keys are for partners only', async ({ browser }) => {
  const page = await signedIn(browser, 'en', JOB_SEEKER, '/en/panel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^API keys/ })).toHaveCount(0);
  await page.goto('/en/panel/api-keys');
  await expect(
    page.getByText('API keys are for partners: employers with a company profile, and administrators.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
});
