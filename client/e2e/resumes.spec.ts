import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { saveScreenshot } from './screenshots';
import type { APIRequestContext, Locator, Page } from './test';
import { expect, test } from './test';

/** A word of its own per run, so that this run's job is told apart on a server already running. */
const runId = Date.now().toString(36);

async function graph<T>(request: APIRequestContext, token: string | null, query: string, variables = {}) {
  const answer = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  return ((await answer.json()) as { data: T }).data;
}

async function devToken(request: APIRequestContext, account: string): Promise<string> {
  const { devSignIn } = await graph<{ devSignIn: { data: { token: string } } }>(
    request,
    null,
    `mutation { devSignIn(input: { account: "${account}" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
  );
  return devSignIn.data.token;
}

/** Picks an option of a select (react-aria names its button "<value> <label>") inside a group. */
async function choose(page: Page, group: Locator, label: string, option: string) {
  await group.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Gives the page the session, as the login page would. */
async function useSession(page: Page, token: string) {
  await page.goto('/fa');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

test('fa: a person builds a résumé, downloads its PDF, applies with it, the employer reads it, and an admin evaluates it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const applicantToken = await devToken(request, 'new-user');
  await graph(
    request,
    applicantToken,
    'mutation { completeRegistration(input: { fullName: "نگار کریمی", termsVersion: 1 }) { __typename } }',
  );
  const applicant = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await useSession(applicant, applicantToken);

  // The dashboard leads to the résumé; its form starts from the account's name.
  await applicant.goto('/fa/panel');
  await applicant
    .getByRole('link', { name: /رزومهٔ من/ })
    .first()
    .click();
  await expect(applicant.getByRole('heading', { level: 1, name: 'رزومهٔ من' })).toBeVisible();
  await expect(applicant.getByRole('link', { name: 'فارسی (هنوز نوشته نشده)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(applicant.getByRole('textbox', { name: 'نام و نام خانوادگی' })).toHaveValue('نگار کریمی');
  await applicant.getByRole('textbox', { name: /^عنوان \(مثلاً/ }).fill('توسعه‌دهندهٔ فرانت‌اند');
  await applicant.getByRole('textbox', { name: 'ایمیل' }).fill(`negar-${runId}@example.com`);
  await applicant
    .getByRole('textbox', { name: 'خلاصه' })
    .fill('چهار سال ساختن رابط‌های راست‌به‌چپ با React.');

  // A month before its start is refused in the form, in Persian, before anything is sent.
  await applicant.getByRole('button', { name: 'افزودن سابقهٔ کاری' }).click();
  await applicant.getByRole('textbox', { name: 'عنوان شغلی' }).fill('توسعه‌دهندهٔ فرانت‌اند');
  await applicant.getByRole('textbox', { name: 'شرکت یا سازمان' }).fill('دیجی‌کالا');
  // Months are chosen in the Jalali calendar, in Persian digits.
  const started = applicant.getByRole('group', { name: 'از', exact: true });
  const ended = applicant.getByRole('group', { name: 'تا', exact: true });
  await choose(applicant, started, 'سال', '۱۴۰۰');
  await choose(applicant, started, 'ماه', 'شهریور');
  await choose(applicant, ended, 'سال', '۱۳۹۸');
  await choose(applicant, ended, 'ماه', 'دی');
  await applicant.getByRole('button', { name: 'ذخیرهٔ رزومه' }).click();
  await expect(applicant.getByText('پایان نمی‌تواند پیش از آغاز باشد.')).toBeVisible();
  await choose(applicant, ended, 'سال', 'هنوز ادامه دارد');
  // Skills are settled by the shared taxonomy as they are added: "ری‌اکت" is React.
  const skills = applicant.getByRole('combobox', { name: 'مهارت‌ها', exact: true });
  await skills.fill('ری‌اکت، TypeScript');
  await skills.press('Enter');
  await expect(applicant.getByRole('button', { name: 'حذف مهارت React' })).toBeVisible();
  await applicant.getByRole('button', { name: 'افزودن پیوند' }).click();
  await applicant.getByRole('textbox', { name: 'عنوان (مثلاً GitHub)' }).fill('GitHub');
  await applicant.getByRole('textbox', { name: 'نشانی وب (https://…)' }).fill('https://github.com/negar');
  await applicant.getByRole('button', { name: 'ذخیرهٔ رزومه' }).click();
  await expect(applicant.getByText('رزومهٔ شما ذخیره شد.')).toBeVisible();

  // The preview reads as employers will: the month in the Jalali calendar, in Persian digits.
  const preview = applicant.getByRole('region', { name: 'آن‌طور که کارفرمایان می‌خوانند' });
  await expect(preview.getByRole('heading', { name: 'نگار کریمی' })).toBeVisible();
  await expect(preview.getByText('شهریور ۱۴۰۰ – اکنون')).toBeVisible();
  await expect(applicant.getByRole('link', { name: 'فارسی (نوشته‌شده)' })).toBeVisible();
  await saveScreenshot(applicant, testInfo, 'fa-resume-builder');

  // The PDF is the print page printed by the server's Chromium: Persian shaped, right to left.
  const downloading = applicant.waitForEvent('download');
  await applicant.getByRole('link', { name: 'دریافت PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('karnama-resume-fa.pdf');
  const pdfPath = (await download.path())!;
  expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
  expect(text).toContain('React');
  expect(text).toContain('https://github.com/negar');

  // A résumé file of one's own (here, that PDF) is uploaded, kept privately and sent with applications.
  const fileBox = applicant.getByRole('region', { name: 'فایل رزومهٔ شما' });
  await fileBox.locator('input[type=file]').setInputFiles({
    name: 'رزومه نگار.pdf',
    mimeType: 'application/pdf',
    buffer: await readFile(pdfPath),
  });
  await expect(applicant.getByText('فایل رزومهٔ شما ذخیره شد.')).toBeVisible();
  await expect(fileBox.getByRole('link', { name: 'دریافت رزومه نگار.pdf' })).toBeVisible();
  await expect(fileBox.getByText(/^۱ صفحه · /)).toBeVisible();
  await saveScreenshot(applicant, testInfo, 'fa-resume-file');

  // An employer's job, and the application sent with the résumé and a hidden identity.
  const employerToken = await devToken(request, 'employer');
  const { createJob } = await graph<{ createJob: { data: { slug: string } } }>(
    request,
    employerToken,
    `mutation ($input: CreateJobInput!) {
      createJob(input: $input) { ... on MutationCreateJobSuccess { data { slug } } } }`,
    {
      input: {
        language: 'fa',
        title: `توسعه‌دهندهٔ رابط کاربری ${runId}`,
        companyName: 'آرین‌داده',
        placeId: 'tehran',
        type: 'FULL_TIME',
        experienceLevel: 'MID',
        description: 'ساختن رابط‌های راست‌به‌چپ فروشگاه اینترنتی با React و TypeScript، در تیمی کوچک.',
        publish: true,
      },
    },
  );
  const slug = createJob.data.slug;
  await applicant.goto(`/fa/jobs/${slug}`);
  await applicant.getByRole('button', { name: 'همین حالا درخواست دهید' }).first().click();
  await applicant.getByRole('textbox', { name: 'شماره موبایل', exact: true }).fill('09121234567');
  await applicant
    .getByRole('textbox', { name: 'نامه همراه', exact: true })
    .fill('چهار سال با React کار کرده‌ام و رزومه‌ام پیوست است.');
  await applicant.getByText('رزومه‌ام را همراه این درخواست بفرست').click();
  await applicant.getByText('هویت من پنهان بماند').click();
  await applicant.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(applicant.getByRole('heading', { name: 'درخواست شما ارسال شد' })).toBeVisible();

  // The employer reads the résumé beside the application, without the name, contact or links until approval.
  const employer = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await useSession(employer, employerToken);
  await employer.goto(`/fa/panel/jobs/${slug}/applications`);
  const card = employer.getByRole('article', { name: 'متقاضی (هویت پنهان)' });
  await expect(card.getByText('پس از تأیید درخواست نمایش داده می‌شود')).toHaveCount(2);
  await card.getByRole('button', { name: 'رزومهٔ ارسال‌شده با درخواست' }).click();
  await expect(card.getByText('چهار سال ساختن رابط‌های راست‌به‌چپ با React.')).toBeVisible();
  await expect(card.getByText(/متقاضی هویت خود را پنهان کرده است/)).toBeVisible();
  await expect(card.getByText('نگار کریمی')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'https://github.com/negar' })).toHaveCount(0);
  // The file names its author: it is not offered before approval either.
  await expect(card.getByRole('link', { name: /^دریافت / })).toHaveCount(0);
  await saveScreenshot(employer, testInfo, 'fa-employer-reads-resume');

  // An admin reads the résumé and evaluates it; needing work takes a note.
  const admin = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await useSession(admin, await devToken(request, 'admin'));
  await admin.goto('/fa/panel/admin/collaborators');
  await admin.getByRole('link', { name: 'رزومه‌ها برای ارزیابی' }).click();
  await admin.getByRole('link', { name: 'ارزیابی‌نشده' }).click();
  await expect(admin).toHaveURL(/\/fa\/panel\/admin\/resumes\?state=PENDING$/);
  const row = admin.getByRole('article', { name: 'نگار کریمی' }).first();
  await row.getByRole('button', { name: 'خواندن و ارزیابی' }).click();
  await expect(row.getByText('چهار سال ساختن رابط‌های راست‌به‌چپ با React.')).toBeVisible();
  // The admin downloads the uploaded file through the link made for them.
  const fileDownloading = admin.waitForEvent('download');
  await row.getByRole('link', { name: 'دریافت رزومه نگار.pdf' }).click();
  const file = await fileDownloading;
  expect(file.suggestedFilename()).toBe('رزومه نگار.pdf');
  const filePath = (await file.path())!;
  expect(execFileSync('pdftotext', [filePath, '-']).toString()).toContain('https://github.com/negar');
  await row.getByRole('radio', { name: 'نیاز به تکمیل' }).check();
  await row.getByRole('button', { name: 'ثبت ارزیابی' }).click();
  await expect(row.getByText('بگویید رزومه چه کم دارد.')).toBeVisible();
  await row.getByRole('radio', { name: 'کامل' }).check();
  for (const item of ['راه‌های تماس', 'خلاصهٔ روشن', 'سوابق با تاریخ و شرح وظایف'])
    await row.getByRole('checkbox', { name: item }).check();
  await saveScreenshot(admin, testInfo, 'fa-admin-evaluates-resume');
  await row.getByRole('button', { name: 'ثبت ارزیابی' }).click();
  await expect(admin.getByText('ارزیابی ثبت شد.')).toBeVisible();

  // Its owner reads the verdict and lets verified employers find the résumé.
  await applicant.goto('/fa/panel/resume');
  const evaluation = applicant.getByRole('region', { name: 'ارزیابی تیم' });
  await expect(evaluation.getByText('کامل: آماده برای کارفرمایان')).toBeVisible();
  await evaluation
    .getByRole('checkbox', {
      name: 'کارفرمایان دارای شرکت تأییدشده بتوانند رزومهٔ ارزیابی‌شدهٔ مرا پیدا کنند',
    })
    .check();
  await expect(
    applicant.getByText('کارفرمایان دارای شرکت تأییدشده می‌توانند رزومهٔ شما را پیدا کنند.'),
  ).toBeVisible();
});
