import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { pick } from './filters';
import { saveScreenshot } from './screenshots';

/** The words the journeys look for, per language. */
const TEXT = {
  fa: {
    login: 'ورود',
    devHeading: 'ورود آزمایشی (محیط توسعه)',
    notConfigured: 'ورود با گوگل هنوز روی این سایت پیکربندی نشده است.',
    jobSeeker: 'سارا رضایی',
    newUser: 'کاربر جدید',
    registrationTitle: 'تکمیل ثبت‌نام',
    fullName: 'نام و نام خانوادگی',
    completeRegistration: 'تکمیل ثبت‌نام',
    enterFullName: 'لطفاً نام و نام خانوادگی خود را وارد کنید.',
    acceptTerms: 'قوانین و مقررات را خوانده‌ام و می‌پذیرم',
    termsTitle: 'قوانین و مقررات',
    termsAccepted: /^شما نسخهٔ ۱ این قوانین را در .+ پذیرفته‌اید\.$/,
    greeting: (name: string) => `سلام ${name}!`,
    accountMenu: (name: string) => `منوی حساب ${name}`,
    profile: 'پروفایل',
    inbox: 'صندوق پیام',
    tests: 'آزمون‌های من',
    signOut: 'خروج',
    signedOut: 'از حساب خود خارج شدید.',
    profileTitle: 'پروفایل شما',
    save: 'ذخیره تغییرات',
    saved: 'پروفایل شما ذخیره شد.',
    azerbaijani: 'Azərbaycanca',
    thisDevice: 'همین دستگاه',
    alreadySignedIn: (name: string) => `شما با نام ${name} وارد شده‌اید.`,
    dashboardLink: 'رفتن به داشبورد',
    googleConnection:
      'اتصال به سرویس گوگل برقرار نشد. لطفاً اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  },
  en: {
    login: 'Sign in',
    devHeading: 'Development sign-in',
    notConfigured: 'Google sign-in is not configured on this site yet.',
    jobSeeker: 'سارا رضایی',
    newUser: 'New user',
    registrationTitle: 'Complete your registration',
    fullName: 'Full name',
    completeRegistration: 'Complete registration',
    enterFullName: 'Please enter your full name.',
    acceptTerms: 'I have read the terms of use and accept them',
    termsTitle: 'Terms of use',
    termsAccepted: /^You accepted version 1 of these terms on .+\.$/,
    greeting: (name: string) => `Hello, ${name}!`,
    accountMenu: (name: string) => `Account menu of ${name}`,
    profile: 'Profile',
    inbox: 'Message inbox',
    tests: 'My tests',
    signOut: 'Sign out',
    signedOut: 'You have signed out.',
    profileTitle: 'Your profile',
    save: 'Save changes',
    saved: 'Your profile has been saved.',
    azerbaijani: 'Azərbaycanca',
    thisDevice: 'This device',
    alreadySignedIn: (name: string) => `You are already signed in as ${name}.`,
    dashboardLink: 'Go to your dashboard',
    googleConnection: 'Could not connect to the Google service. Please check your connection and try again.',
  },
} as const;

type Locale = keyof typeof TEXT;

async function devSignIn(page: Page, locale: Locale, account: string) {
  const dev = page.getByRole('region', { name: TEXT[locale].devHeading });
  await dev.getByRole('button', { name: new RegExp(`^${account}`) }).click();
}

async function registerNewUser(page: Page, locale: Locale, name: string) {
  await devSignIn(page, locale, TEXT[locale].newUser);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].registrationTitle })).toBeVisible();
  await page.getByRole('textbox', { name: TEXT[locale].fullName }).fill(name);
  await pick(page.getByRole('checkbox', { name: TEXT[locale].acceptTerms }));
  await page.getByRole('button', { name: TEXT[locale].completeRegistration }).click();
}

for (const locale of ['fa', 'en'] as const) {
  const t = TEXT[locale];

  test.describe(`accounts in ${locale}`, () => {
    test('development sign-in as the job seeker, the account menu, sign out', async ({ page }, testInfo) => {
      await page.goto(`/${locale}/login`);
      await expect(page.getByRole('heading', { level: 1, name: t.login })).toBeVisible();
      await expect(page.getByText(t.notConfigured)).toBeVisible();
      await expect(page.locator('script[src*="accounts.google.com"]')).toHaveCount(0);
      if (locale === 'fa') await saveScreenshot(page, testInfo, 'fa-login');

      await devSignIn(page, locale, t.jobSeeker);
      await expect(page).toHaveURL(new RegExp(`/${locale}/panel$`));
      await expect(page.getByRole('heading', { level: 1, name: t.greeting(t.jobSeeker) })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/.{20,}/);

      // The login page now says so.
      await page.goto(`/${locale}/login`);
      await expect(page.getByText(t.alreadySignedIn(t.jobSeeker))).toBeVisible();
      await page.getByRole('link', { name: t.dashboardLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/panel$`));

      const menuButton = page.getByRole('button', { name: t.accountMenu(t.jobSeeker) });
      await menuButton.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: t.inbox })).toHaveAttribute(
        'href',
        `/${locale}/panel/echoBox`,
      );
      await expect(menu.getByRole('menuitem', { name: t.tests })).toHaveAttribute(
        'href',
        `/${locale}/panel/tests`,
      );
      await menu.getByRole('menuitem', { name: t.profile }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/panel/profile$`));
      await expect(page.getByRole('heading', { level: 1, name: t.profileTitle })).toBeVisible();
      await expect(page.getByText(t.thisDevice, { exact: true })).toBeVisible();

      await menuButton.click();
      await page.getByRole('menuitem', { name: t.signOut }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await expect(page.getByRole('alert').filter({ hasText: t.signedOut })).toBeVisible();
      await expect(page.getByRole('link', { name: t.login, exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

      // The old identity's data is gone: the panel asks for a sign-in again.
      await page.goto(`/${locale}/panel`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?redirect=%2F${locale}%2Fpanel$`));
    });

    test('a new user completes registration and lands on the dashboard', async ({ page }, testInfo) => {
      await page.goto(`/${locale}/login`);
      await devSignIn(page, locale, t.newUser);
      await expect(page.getByRole('heading', { level: 1, name: t.registrationTitle })).toBeVisible();
      const name = page.getByRole('textbox', { name: t.fullName });
      // The generated handle of a new account is not offered as a full name.
      await expect(name).toHaveValue('');
      await page.getByRole('button', { name: t.completeRegistration }).click();
      await expect(page.getByText(t.enterFullName)).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      if (locale === 'fa') await saveScreenshot(page, testInfo, 'fa-registration');

      const fullName = locale === 'fa' ? 'مریم احمدی' : 'Mary Ahmadi';
      await name.fill(fullName);
      await pick(page.getByRole('checkbox', { name: t.acceptTerms }));
      await page.getByRole('button', { name: t.completeRegistration }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/panel$`));
      await expect(page.getByRole('heading', { level: 1, name: t.greeting(fullName) })).toBeVisible();
      await expect(page.getByRole('button', { name: t.accountMenu(fullName) })).toBeVisible();

      // The terms page says which version they accepted on registering, and when.
      await page.goto(`/${locale}/terms`);
      await expect(page.getByRole('heading', { level: 1, name: t.termsTitle })).toBeVisible();
      await expect(page.getByText(t.termsAccepted)).toBeVisible();
      if (locale === 'fa') await saveScreenshot(page, testInfo, 'fa-terms');
    });
  });
}

test('a visitor opening the profile signs in and comes back to it', async ({ page }) => {
  await page.goto('/fa/panel/profile');
  await expect(page).toHaveURL(/\/fa\/login\?redirect=%2Ffa%2Fpanel%2Fprofile$/);
  await devSignIn(page, 'fa', TEXT.fa.jobSeeker);
  await expect(page).toHaveURL(/\/fa\/panel\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.fa.profileTitle })).toBeVisible();
});

test('a redirect to another site is ignored', async ({ page, baseURL }) => {
  await page.goto('/en/login?redirect=%2F%2Fevil.example%2Fphish');
  await devSignIn(page, 'en', TEXT.en.jobSeeker);
  await expect(page).toHaveURL(`${baseURL}/en/panel`);
});

test('profile: the preferred language is saved', async ({ page }, testInfo) => {
  await page.goto('/fa/login?redirect=%2Ffa%2Fpanel%2Fprofile');
  await registerNewUser(page, 'fa', 'رضا کریمی');
  await expect(page).toHaveURL(/\/fa\/panel\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.fa.profileTitle })).toBeVisible();
  // Session dates in the Persian calendar and digits.
  await expect(page.getByText(/آخرین فعالیت: .*۱۴[۰-۹]{2}/).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\d/);

  await page.getByRole('radio', { name: TEXT.fa.azerbaijani }).check({ force: true });
  await page.getByRole('button', { name: TEXT.fa.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXT.fa.saved })).toBeVisible();
  await saveScreenshot(page, testInfo, 'fa-profile');

  await page.reload();
  await expect(page.getByRole('radio', { name: TEXT.fa.azerbaijani })).toBeChecked();
});

test('a bogus stored token leads to the login page', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('auth_token', 'bogus-token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/en/panel/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fpanel%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.login })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('Google sign-in says so when the Google service cannot be reached', async ({ page }) => {
  await page.route('https://accounts.google.com/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { signInOptions?: { googleClientId: string | null } } };
    if (body.data?.signInOptions)
      body.data.signInOptions.googleClientId = 'test-client.apps.googleusercontent.com';
    await route.fulfill({ response, json: body });
  });
  // The sign-in page reached in the page asks the graph for its options (a loaded page came with them).
  await page.goto('/en');
  await page.getByRole('banner').getByRole('link', { name: TEXT.en.login }).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXT.en.googleConnection })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
});

test('another device can be signed out from the profile', async ({ page, browser }) => {
  const collaborator = 'نیما کاظمی';
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/en/login');
  await devSignIn(otherPage, 'en', collaborator);
  await expect(otherPage).toHaveURL(/\/en\/panel$/);

  await page.goto('/en/login?redirect=%2Fen%2Fpanel%2Fprofile');
  await devSignIn(page, 'en', collaborator);
  await expect(page.getByText(TEXT.en.thisDevice, { exact: true })).toBeVisible();
  const revoke = page.getByRole('button', { name: 'Sign out this device' });
  const others = await revoke.count();
  expect(others).toBeGreaterThan(0);
  // Most recently used first: after this device comes the other browser.
  await revoke.first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'The device has been signed out.' })).toBeVisible();
  await expect(revoke).toHaveCount(others - 1);

  await otherPage.goto('/en/panel');
  await expect(otherPage).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fpanel$/);
  await other.close();
});

test('an employer edits the company profile', async ({ page }) => {
  await page.goto('/en/login?redirect=%2Fen%2Fpanel%2Fprofile');
  await devSignIn(page, 'en', 'گروه نرم‌افزاری آرین‌داده');
  const company = page.getByRole('region', { name: 'Company profile' });
  await expect(company.getByRole('textbox', { name: 'Company name' })).toHaveValue(
    'گروه نرم‌افزاری آرین‌داده',
  );
  const website = company.getByRole('textbox', { name: 'Website' });
  await website.fill('aryan-data');
  await company.getByRole('button', { name: 'Save company profile' }).click();
  await expect(company.getByText('Enter a complete web address starting with https://')).toBeVisible();
  await website.fill('https://aryan-data.example');
  await company.getByRole('button', { name: 'Save company profile' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The company profile has been saved.' }),
  ).toBeVisible();
});

test.describe('accessibility of the account pages', () => {
  test.use({ reducedMotion: 'reduce' });

  test('login, dashboard and profile have no detectable WCAG A/AA violations', async ({ page }) => {
    const check = async () => {
      await expect(page.locator('main h1')).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual(
        [],
      );
    };
    await page.goto('/fa/login');
    await check();
    await devSignIn(page, 'fa', TEXT.fa.jobSeeker);
    await expect(page).toHaveURL(/\/fa\/panel$/);
    await check();
    await page.goto('/fa/panel/profile');
    await check();
  });
});
