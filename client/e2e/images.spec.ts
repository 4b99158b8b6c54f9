import path from 'node:path';
import { expect, test, type Locator, type Page } from './test';
import { saveScreenshot } from './screenshots';

const fixture = (name: string) => path.resolve(import.meta.dirname, 'fixtures', name);
const storedImage = /^\/files\/images\/[0-9a-f]{64}\.webp$/;

async function devSignIn(page: Page, account: string, to: string) {
  await page.goto(`/fa/login?redirect=${encodeURIComponent(to)}`);
  await page
    .getByRole('region', { name: 'ورود آزمایشی (محیط توسعه)' })
    .getByRole('button', { name: new RegExp(`^${account}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

/** The picker's hidden file input: what the browser's file dialog fills. */
function fileInput(group: Locator) {
  return group.locator('input[type="file"]');
}

/** The image shown in `scope`, once the browser has really decoded it. */
async function expectStoredImage(scope: Locator) {
  const image = scope.locator('img');
  await expect(image).toHaveAttribute('src', storedImage);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('fa: a job seeker uploads a profile photo, sees it in the account menu, and removes it', async ({
  page,
}, testInfo) => {
  // Every request the pages make stays on our origin: no picture is loaded from anywhere else.
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) origins.add(new URL(request.url()).origin);
  });
  await devSignIn(page, 'سارا رضایی', '/fa/panel/profile');
  const photo = page.getByRole('group', { name: 'عکس پروفایل' });
  await expect(photo).toBeVisible();
  // The account menu's button, with the photo (or the initials) drawn beside it.
  const menuButton = page.getByRole('button', { name: 'منوی حساب سارا رضایی' }).locator('xpath=..');
  await expect(menuButton.locator('img')).toHaveCount(0);

  // A text file named like an image is refused by the server, in Persian.
  await fileInput(photo).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture at all'),
  });
  await expect(photo.getByRole('alert')).toHaveText(
    'این فایل تصویری با قالب پذیرفتنی نیست. یک تصویر PNG، JPEG، WebP، GIF یا AVIF انتخاب کنید.',
  );
  await expect(photo.getByRole('button', { name: 'انتخاب تصویر' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'fa-profile-photo-refused');

  await fileInput(photo).setInputFiles(fixture('avatar.png'));
  await expect(photo.getByRole('status')).toHaveText(
    'تصویر جدید آماده است. برای اعمال آن، تغییرات را ذخیره کنید.',
  );
  await expect(photo.getByRole('alert')).toBeHidden();
  await expectStoredImage(photo);
  await saveScreenshot(page, testInfo, 'fa-profile-photo-ready');
  // Not saved yet: the menu still shows the initials.
  await expect(menuButton.locator('img')).toHaveCount(0);

  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'پروفایل شما ذخیره شد.' })).toBeVisible();
  await expectStoredImage(menuButton);
  const src = await menuButton.locator('img').getAttribute('src');
  const file = await page.request.get(src!);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['cache-control']).toContain('immutable');

  // Kept: a fresh load shows it in the menu and in the form.
  await page.reload();
  await expectStoredImage(menuButton);
  await expect(photo.locator('img')).toHaveAttribute('src', src!);
  await saveScreenshot(page, testInfo, 'fa-profile-photo-saved');

  await photo.getByRole('button', { name: 'حذف تصویر' }).click();
  await expect(photo.getByRole('button', { name: 'انتخاب تصویر' })).toBeFocused();
  await expect(photo.getByRole('status')).toHaveText('تصویر پس از ذخیره حذف می‌شود.');
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'پروفایل شما ذخیره شد.' })).toBeVisible();
  await expect(menuButton.locator('img')).toHaveCount(0);
  await expect(menuButton).toContainText('س\u200cر');

  expect([...origins]).toEqual([new URL(page.url()).origin]);
});

test('en: a file over the size limit is refused before it is sent', async ({ page }) => {
  await page.goto('/en/login?redirect=%2Fen%2Fpanel%2Fprofile');
  await page
    .getByRole('region', { name: 'Development sign-in' })
    .getByRole('button', { name: /^نیما کاظمی/ })
    .click();
  const photo = page.getByRole('group', { name: 'Profile photo' });
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/uploads/images')) uploads += 1;
  });
  await fileInput(photo).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(photo.getByRole('alert')).toHaveText(
    'This file is too large. Choose an image of at most 5 megabytes.',
  );
  expect(uploads).toBe(0);
});

test('fa: an employer uploads the company logo with the keyboard and finds it on the company profile', async ({
  page,
}, testInfo) => {
  await devSignIn(page, 'گروه نرم‌افزاری آرین‌داده', '/fa/panel/profile');
  const logo = page.getByRole('group', { name: 'لوگوی شرکت' });
  const choose = logo.getByRole('button', { name: /^(انتخاب|تغییر) تصویر$/ });
  await choose.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(fixture('logo.png'));
  await expect(logo.getByRole('status')).toHaveText(
    'تصویر جدید آماده است. برای اعمال آن، تغییرات را ذخیره کنید.',
  );
  await page.getByRole('button', { name: 'ذخیره پروفایل شرکت' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'پروفایل شرکت ذخیره شد.' })).toBeVisible();

  await page.reload();
  await expectStoredImage(logo);
  await expect(logo.getByRole('button', { name: 'تغییر تصویر' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'fa-company-logo');
});
