import { expect, test } from './test';
import { saveScreenshot } from './screenshots';

/** A fresh e-mail per run, so the journeys also pass against a server that is already running. */
const runId = Date.now().toString(36);

test.describe('applying to a job', () => {
  test('fa: approved applicants, required fields, a Persian-digit phone, success, then already applied', async ({
    page,
  }, testInfo) => {
    await page.goto('/fa/jobs/senior-react-developer-aryan-data-tehran');
    const approved = page.getByRole('region', { name: 'متقاضیان تأییدشده' });
    await expect(approved).toBeVisible();
    await expect(approved.getByText('مهسا نوری')).toBeVisible();
    await expect(approved.getByText('هویت پنهان')).toHaveCount(1);
    await expect(approved.getByText(/تومان/).first()).toBeVisible();

    await page.getByRole('button', { name: 'همین حالا درخواست دهید' }).click();
    const form = page.getByRole('region', { name: 'ارسال درخواست برای این شغل' });
    await form.getByRole('button', { name: 'ارسال درخواست' }).click();
    await expect(form.getByRole('alert')).toHaveText('لطفاً همه فیلدهای الزامی را پر کنید.');
    await expect(form.getByRole('textbox', { name: 'نام و نام خانوادگی' })).toBeFocused();
    // The toast starts below the sticky header instead of covering it.
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    const email = `apply-fa-${runId}@example.com`;
    await form.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('نگار احمدی');
    await form.getByRole('textbox', { name: 'ایمیل' }).fill(email);
    await form.getByRole('textbox', { name: 'شماره موبایل' }).fill('۰۹۱۲۱۲۳۴۵۶۷');
    await form.getByRole('textbox', { name: 'مدت قرارداد (روز)' }).fill('۱۸۰');
    await form.getByRole('textbox', { name: 'حقوق ماهانه درخواستی (تومان)' }).fill('۹۰٬۰۰۰٬۰۰۰');
    await form
      .getByRole('textbox', { name: 'نامه همراه' })
      .fill('چهار سال تجربهٔ React دارم و علاقه‌مند به همکاری با شما هستم.');
    await form.getByText('هویت من پنهان بماند').click();
    await saveScreenshot(page, testInfo, 'fa-apply');
    await form.getByRole('button', { name: 'ارسال درخواست' }).click();

    const success = page.getByRole('heading', { name: 'درخواست شما ارسال شد' });
    await expect(success).toBeFocused();
    await expect(success).toBeInViewport();
    // A visitor has no dashboard to follow the application in.
    await expect(page.getByText('کارفرما درخواست شما را بررسی می‌کند.')).toBeVisible();
    await expect(page.getByText(/پیشخوان/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'بازگشت به فرصت‌های شغلی' })).toHaveAttribute(
      'href',
      '/fa/jobs',
    );
    await saveScreenshot(page, testInfo, 'fa-apply-success');

    await page.reload();
    await page.getByRole('button', { name: 'همین حالا درخواست دهید' }).click();
    await form.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('نگار احمدی');
    await form.getByRole('textbox', { name: 'ایمیل' }).fill(email);
    await form.getByRole('textbox', { name: 'شماره موبایل' }).fill('09121234567');
    await form.getByRole('textbox', { name: 'نامه همراه' }).fill('دوباره درخواست می‌دهم تا بررسی شود.');
    await form.getByRole('button', { name: 'ارسال درخواست' }).click();
    await expect(form.getByRole('alert')).toHaveText('شما قبلاً با این ایمیل برای این شغل درخواست داده‌اید.');
  });

  test('az: the requested salary and the job’s salary are both in IRR, as every amount in Azerbaijani', async ({
    page,
  }) => {
    await page.goto('/az/jobs/senior-react-developer-aryan-data-tehran');
    const approved = page.getByRole('region', { name: 'Təsdiqlənmiş namizədlər' });
    await expect(approved.getByText(/^[\d.]+ IRR$/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Əsas məlumat' }).getByText(/IRR/)).toBeVisible();
    await page.getByRole('button', { name: 'İndi müraciət et' }).click();
    await expect(page.getByRole('textbox', { name: 'İstənilən aylıq maaş (IRR)' })).toBeVisible();
  });

  test('en: one valid application in IRR', async ({ page }) => {
    await page.goto('/en/jobs/golang-backend-developer-pars-pardaz-tehran');
    await page.getByRole('button', { name: 'Apply now' }).click();
    const form = page.getByRole('region', { name: 'Apply for this job' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Nima Karimi');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(`apply-en-${runId}@example.com`);
    await form.getByRole('textbox', { name: 'Mobile phone' }).fill('+44 7911 123456');
    await form.getByRole('textbox', { name: 'Requested monthly salary (IRR)' }).fill('700,000,000');
    await form
      .getByRole('textbox', { name: 'Cover letter' })
      .fill('Five years of Go services in production; happy to talk.');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('heading', { name: 'Your application was sent' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to jobs' }).click();
    await expect(page).toHaveURL(/\/en\/jobs$/);
  });
});

test('en: a signed-in job seeker applies with the name and e-mail filled in, then sees the application', async ({
  page,
}) => {
  const slug = 'android-developer-kotlin-salamatyar-mashhad';
  await page.goto(`/en/login?redirect=${encodeURIComponent(`/en/jobs/${slug}`)}`);
  const dev = page.getByRole('region', { name: 'Development sign-in' });
  await dev.getByRole('button', { name: /^سارا رضایی/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/jobs/${slug}$`));

  await page.getByRole('button', { name: 'Apply now' }).click();
  const form = page.getByRole('region', { name: 'Apply for this job' });
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('سارا رضایی');
  await expect(form.getByRole('textbox', { name: 'E-mail' })).not.toHaveValue('');
  await form.getByRole('textbox', { name: 'Mobile phone' }).fill('0912 123 4567');
  await form.getByRole('textbox', { name: 'Contract duration (days)' }).fill('90');
  await form
    .getByRole('textbox', { name: 'Cover letter' })
    .fill('Three years of Kotlin and Jetpack Compose.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application was sent' })).toBeFocused();
  await expect(
    page.getByText('The employer will review it; you can follow its status in your dashboard.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'See my applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.locator(`a[href="/en/jobs/${slug}"]`) });
  await expect(item.getByText('Submitted', { exact: true })).toBeVisible();

  await item.locator(`a[href="/en/jobs/${slug}"]`).click();
  await expect(page.getByText(/^You applied on .+ — status: Submitted$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
});
