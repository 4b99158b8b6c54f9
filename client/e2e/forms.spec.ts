import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { mailContaining, mailTo } from './mail';
import { saveScreenshot } from './screenshots';
import type { APIRequestContext, Page } from './test';
import { expect, test } from './test';

/** Signs the demo admin in over the API (the login page's development sign-in). */
async function signInAdmin(page: Page, request: APIRequestContext) {
  const answer = await request.post('/graphql', {
    data: {
      query:
        'mutation { devSignIn(input: { account: "admin" }) { ... on MutationDevSignInSuccess { data { token } } } }',
    },
  });
  const token = ((await answer.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn
    .data.token;
  await page.goto('/en');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

test.describe('the site’s forms', () => {
  test('fa: a visitor asks to cooperate, is given a tracking code, and finds the request by it', async ({
    page,
  }, testInfo) => {
    const email = `coop-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/fa/cooperation');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'درخواست همکاری' })).toBeVisible();
    // The promise of §9 in Persian digits.
    await expect(page.getByText('۴۸ ساعت کاری')).toBeVisible();
    await page.getByLabel('نام و نام خانوادگی').fill('نیما نظری');
    await page.getByLabel('تلفن').fill('۰۹۱۲ ۱۱۱ ۰۰۰۳');
    await page.getByLabel('ایمیل').fill(email);
    await page.getByLabel('نوع همکاری').selectOption('DEVELOPMENT');
    await page.getByLabel('پیام').fill('برای یک اپلیکیشن موبایل به تیم توسعه نیاز داریم.');
    // The captcha is solved in this browser, with nothing asked of the person.
    await expect(page.getByText('بررسی شد: شما انسان هستید.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'cooperation-fa');
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();

    await expect(page.getByText('درخواست شما دریافت شد.').first()).toBeVisible();
    const code = (await page.locator('[data-tracking-code]').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    await saveScreenshot(page, testInfo, 'cooperation-fa-success');

    await page.getByRole('link', { name: 'دیدن وضعیت درخواست' }).click();
    await expect(page).toHaveURL(/\/fa\/cooperation\/status\?code=/);
    await expect(page.getByText('دریافت‌شده، در انتظار بررسی')).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();

    // Typed as it is read aloud, lower case with spaces, the code finds the same request.
    await page.getByLabel('کد پیگیری').fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'جست‌وجو' }).click();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText('توسعه (طراحی و برنامه‌نویسی)')).toBeVisible();

    // The requester is mailed the code, in Persian.
    const mail = await mailContaining(code);
    expect(mail.subject).toContain('درخواست همکاری');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
  });

  test('fa: a visitor signs up for a course on the services page; the mail names it and the admins’ inbox holds it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const email = `course-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/fa/services');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The form's code loads when a reader asks for it.
    await page.getByRole('button', { name: 'ثبت‌نام در دوره' }).click();
    const form = page.getByRole('form', { name: 'ثبت‌نام در دوره' });
    await form.getByLabel('دوره', { exact: true }).selectOption({ label: 'مبانی React' });
    await form.getByLabel('نام', { exact: true }).fill('مریم رضایی');
    await form.getByLabel('ایمیل', { exact: true }).fill(email);
    // Nothing sent without a phone: the rule speaks Persian, above the form and under the field.
    await form.getByRole('button', { name: 'ثبت‌نام' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByLabel('تلفن', { exact: true }).fill('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    await expect(form.getByText('بررسی شد: شما انسان هستید.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'course-sign-up-fa');
    await form.getByRole('button', { name: 'ثبت‌نام' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'ثبت‌نام شما در مبانی React انجام شد.' }),
    ).toBeVisible();

    // The confirmation names the course in the sender's language.
    const mail = await mailTo(email);
    expect(mail.subject).toContain('مبانی React');

    // The sign-up waits in the admins' inbox as education, with its course.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAdmin(admin, request);
    await admin.goto('/en/panel/admin/inbox');
    const item = admin.locator('[data-inbox-item="EDUCATION"]').filter({ hasText: email });
    await expect(item).toBeVisible();
    await expect(item.locator('[data-course="react-fundamentals"]')).toBeVisible();
    await adminContext.close();
  });

  test('en: a problem reported from a 404 page reaches the admins’ inbox live, and an admin answers it by e-mail', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Two browsers, a form, the live inbox and two mails.
    test.slow();
    const reporter = `Reporter ${randomUUID().slice(0, 8)}`;
    const email = `${reporter.replace(' ', '-').toLowerCase()}@example.com`;
    const missing = `/en/no-such-page-${randomUUID().slice(0, 8)}`;

    // An admin watches the inbox.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAdmin(admin, request);
    await admin.goto('/en/panel/admin/inbox');
    await expect(admin.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Report a problem' }).click();
    await expect(page).toHaveURL(/\/en\/contact\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();
    await expect(page.getByText(missing, { exact: true })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByLabel('Name').fill(reporter);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('What happened').fill('I followed a link from a partner site and got this page.');
    await expect(page.getByText('Checked: you are a person.')).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Error report sent.' }).first()).toBeVisible();

    // It arrives in the admin's open inbox without a reload.
    const item = admin.locator('[data-inbox-item="ERROR_REPORT"]').filter({ hasText: reporter });
    await expect(item).toBeVisible();
    await expect(item.getByText(missing)).toBeVisible();
    await saveScreenshot(admin, testInfo, 'admin-inbox-en');

    // The reporter got a confirmation; the admin takes the report, answers it by e-mail and closes it.
    await mailContaining(missing);
    await item.getByRole('button', { name: 'Assign to me' }).click();
    await expect(item.getByText('Assigned to you')).toBeVisible();
    await item.getByRole('button', { name: 'Reply by e-mail' }).click();
    const answer = `The link is fixed now (${randomUUID().slice(0, 6)}).`;
    await item.getByLabel('Your reply').fill(answer);
    await item.getByRole('button', { name: 'Send reply' }).click();
    await expect(item.getByText('Replied')).toBeVisible();
    const reply = await mailContaining(answer);
    expect(reply.text).toContain('I followed a link from a partner site');
    await item.getByRole('button', { name: 'Close' }).click();
    await expect(item.getByText('Closed', { exact: true })).toBeVisible();
    await adminContext.close();
  });

  test('fa: the contact page says support’s status, the reply times and the FAQ, in Persian', async ({
    page,
  }, testInfo) => {
    await page.goto('/fa/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'تماس با ما' })).toBeVisible();
    await expect(page.getByText('در کمتر از ۲ ساعت پاسخ می‌دهیم.')).toBeVisible();
    await expect(page.getByText(/در ۳۰ دقیقه پاسخ می‌گیرند/)).toBeVisible();
    await expect(page.locator('[data-support]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'پرسش‌های پرتکرار' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fa\/contact$/);
    await expect(page.locator('link[rel="alternate"][hreflang="az"]')).toHaveAttribute(
      'href',
      /\/az\/contact$/,
    );
    // A message too short is refused in Persian, before anything is sent.
    await page.getByLabel('نام', { exact: true }).fill('سارا احمدی');
    await page.getByLabel('ایمیل', { exact: true }).fill('sara@example.com');
    await page.getByLabel('موضوع').selectOption('GENERAL');
    await page.getByLabel('پیام', { exact: true }).fill('سلام');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(page.getByText('پیام باید دست‌کم ۱۰ نویسه باشد.')).toBeVisible();
    await page.getByLabel('پیام', { exact: true }).fill('سلام، دربارهٔ آزمون‌های استعدادیابی پرسشی دارم.');
    await expect(page.getByText('بررسی شد: شما انسان هستید.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'contact-fa');
    const violations = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(page.getByText(/پیام شما ارسال شد/).first()).toBeVisible();
  });
});
