import { expect, test, type Browser, type Locator, type Page } from './test';
import { saveScreenshot } from './screenshots';

/** A word of its own per run, so that the search finds this run's job also against a server already running. */
const runId = Date.now().toString(36);

const EMPLOYER = 'گروه نرم‌افزاری آرین‌داده';
const JOB_SEEKER = 'سارا رضایی';

async function signedIn(browser: Browser, locale: 'fa' | 'en', account: string, to: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(to)}`);
  const heading = locale === 'fa' ? 'ورود آزمایشی (محیط توسعه)' : 'Development sign-in';
  await page
    .getByRole('region', { name: heading })
    .getByRole('button', { name: new RegExp(`^${account}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
  return page;
}

/** Opens a select by its label (react-aria names the button "<value> <label>") and picks an option. */
async function choose(page: Page, label: string, option: string | number) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await (
    typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option }).first()
  ).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

function textbox(scope: Page | Locator, name: string) {
  return scope.getByRole('textbox', { name, exact: true });
}

test('fa: an employer posts a job, a job seeker applies, the employer approves, the page shows it', async ({
  browser,
}, testInfo) => {
  // Three people and a dozen pages: longer than one page's journey.
  test.setTimeout(90_000);
  const title = `ستاره‌شناس داده رصدخانه ${runId}`;
  const employer = await signedIn(browser, 'fa', EMPLOYER, '/fa/panel/jobs');
  await expect(employer.getByRole('heading', { level: 1, name: 'آگهی‌های شغلی من' })).toBeVisible();
  // The demo employer's seeded jobs, with their Jalali dates in Persian digits.
  const seeded = employer.getByRole('article', { name: 'برنامه‌نویس ارشد React' });
  await expect(seeded.getByText('منتشرشده')).toBeVisible();
  await expect(seeded.getByText(/^[۰-۹]+ درخواست/)).toBeVisible();
  for (const text of await employer.locator('main time').allTextContents())
    expect(text).toMatch(/^[^\d]*۱۴[۰-۹]{2}$/);
  await saveScreenshot(employer, testInfo, 'fa-my-jobs');

  await employer.getByRole('main').getByRole('link', { name: 'ثبت آگهی شغلی' }).click();
  await expect(employer.getByRole('heading', { level: 1, name: 'ثبت آگهی شغلی' })).toBeVisible();
  await expect(textbox(employer, 'نام شرکت')).toHaveValue(EMPLOYER);

  // Nothing filled in: the rules' messages, in Persian.
  await employer.getByRole('button', { name: 'انتشار آگهی' }).click();
  await expect(employer.getByRole('main').getByRole('alert')).toHaveText(
    'لطفاً همه فیلدهای الزامی را پر کنید.',
  );
  await expect(employer.getByText('این فیلد الزامی است.').first()).toBeVisible();
  await textbox(employer, 'عنوان شغل').fill('ست');
  await textbox(employer, 'شرح شغل').fill('کوتاه');
  await employer.getByRole('button', { name: 'پیش‌نمایش' }).click();
  await expect(employer.getByText('عنوان باید حداقل ۳ کاراکتر باشد.')).toBeVisible();
  await expect(employer.getByText('شرح شغل باید حداقل ۳۰ کاراکتر باشد.')).toBeVisible();
  await saveScreenshot(employer, testInfo, 'fa-job-form-errors');

  await textbox(employer, 'عنوان شغل').fill(title);
  await expect(employer.getByRole('main').getByRole('alert')).toHaveCount(0);
  await employer.getByRole('combobox', { name: 'محل کار' }).fill('تهر');
  await employer.getByRole('option', { name: 'تهران', exact: true }).click();
  await choose(employer, 'نوع همکاری', 'تمام‌وقت');
  await choose(employer, 'سطح تجربه', 'ارشد');
  await textbox(employer, 'شرح شغل').fill(
    'به یک متخصص داده برای تحلیل داده‌های رصدخانه و ساخت مدل‌های پیش‌بینی نیاز داریم.',
  );
  // Skills are suggested from the shared taxonomy: the field is a combobox.
  const skill = employer.getByRole('combobox', { name: 'مهارت‌ها', exact: true });
  await skill.fill('Python');
  await skill.press('Enter');
  await skill.fill('SQL، Spark');
  await employer.getByRole('button', { name: 'افزودن' }).click();
  await expect(employer.getByRole('button', { name: 'حذف مهارت Spark' })).toBeVisible();
  await textbox(employer, 'شرایط احراز').fill('سه سال تجربهٔ تحلیل داده\nآشنایی با آمار');
  await textbox(employer, 'مزایا').fill('بیمه تکمیلی');
  await choose(employer, 'سال', 1);
  await choose(employer, 'ماه', 0);
  await choose(employer, 'روز', 0);
  // The range backwards: checked once every field is filled in.
  await textbox(employer, 'حقوق ماهانه از (تومان)').fill('۹۰٬۰۰۰٬۰۰۰');
  await textbox(employer, 'حقوق ماهانه تا (تومان)').fill('۶۰٬۰۰۰٬۰۰۰');
  await employer.getByRole('button', { name: 'پیش‌نمایش' }).click();
  await expect(employer.getByText('سقف حقوق نباید کمتر از کف آن باشد.')).toBeVisible();
  await textbox(employer, 'حقوق ماهانه از (تومان)').fill('۶۰٬۰۰۰٬۰۰۰');
  await textbox(employer, 'حقوق ماهانه تا (تومان)').fill('۹۰٬۰۰۰٬۰۰۰');
  await saveScreenshot(employer, testInfo, 'fa-job-form');

  // The preview looks like the job page, in Toman and Persian digits.
  await employer.getByRole('button', { name: 'پیش‌نمایش' }).click();
  await expect(
    employer.getByText('پیش‌نمایش: کارجویان آگهی شما را این‌گونه می‌بینند.', { exact: false }),
  ).toBeVisible();
  await expect(employer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    employer.getByRole('region', { name: 'اطلاعات کلیدی' }).getByText('۶۰٬۰۰۰٬۰۰۰ تا ۹۰٬۰۰۰٬۰۰۰ تومان'),
  ).toBeVisible();
  await expect(employer.getByRole('heading', { level: 2, name: 'شرایط احراز' })).toBeVisible();
  await saveScreenshot(employer, testInfo, 'fa-job-preview');
  await employer.getByRole('button', { name: 'انتشار آگهی' }).click();
  await expect(employer.getByRole('heading', { name: 'آگهی شما منتشر شد' })).toBeVisible();
  const jobLink = employer.getByRole('link', { name: 'مشاهده صفحه آگهی' });
  const jobPath = (await jobLink.getAttribute('href'))!;
  expect(jobPath).toMatch(/^\/fa\/jobs\/[^/]+$/);

  // It is found by the search.
  await employer.goto(`/fa/jobs?q=${runId}`);
  await expect(employer.getByRole('link', { name: title })).toBeVisible();

  // A job seeker applies; the page then says so without a reload.
  const seeker = await signedIn(browser, 'fa', JOB_SEEKER, jobPath);
  await seeker.getByRole('button', { name: 'همین حالا درخواست دهید' }).click();
  const form = seeker.getByRole('region', { name: 'ارسال درخواست برای این شغل' });
  await textbox(form, 'شماره موبایل').fill('۰۹۱۲۱۲۳۴۵۶۷');
  await textbox(form, 'مدت قرارداد (روز)').fill('۱۲۰');
  await textbox(form, 'حقوق ماهانه درخواستی (تومان)').fill('۸۰٬۰۰۰٬۰۰۰');
  await textbox(form, 'نامه همراه').fill('پنج سال تجربهٔ تحلیل داده‌های نجومی دارم.');
  await form.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(seeker.getByRole('heading', { name: 'درخواست شما ارسال شد' })).toBeVisible();
  await expect(seeker.getByText(/^شما در .*۱۴[۰-۹]{2} درخواست داده‌اید — وضعیت: ارسال‌شده$/)).toBeVisible();

  // The employer reviews it and approves it.
  await employer.goto('/fa/panel/jobs');
  const card = employer.getByRole('article', { name: title });
  // The panel is rendered in the browser: after a full load its first render waits for the page's code.
  await expect(card.getByText('۱ درخواست')).toBeVisible({ timeout: 15_000 });
  await card.getByRole('link', { name: 'درخواست‌ها' }).click();
  await expect(employer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const filter = employer.getByRole('navigation', { name: 'فیلتر بر اساس وضعیت' });
  await expect(filter.getByRole('link', { name: 'همه (۱)' })).toHaveAttribute('aria-current', 'page');
  const application = employer.getByRole('article', { name: JOB_SEEKER });
  await expect(application.getByText('۸۰٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
  await expect(application.getByText('۱۲۰ روز')).toBeVisible();
  // The phone as people write it; the link dials its international form.
  await expect(application.getByRole('link', { name: '۰۹۱۲ ۱۲۳ ۴۵۶۷' })).toHaveAttribute(
    'href',
    'tel:+989121234567',
  );
  await choose(employer, `وضعیت درخواست ${JOB_SEEKER}`, 'تأییدشده');
  // The badge (first) and the control both say so.
  await expect(application.getByText('تأییدشده', { exact: true }).first()).toBeVisible();
  await expect(
    application.getByRole('button', { name: `تأییدشده وضعیت درخواست ${JOB_SEEKER}` }),
  ).toBeVisible();
  await expect(filter.getByRole('link', { name: 'تأییدشده (۱)' })).toBeVisible();
  await expect(filter.getByRole('link', { name: 'ارسال‌شده (۰)' })).toBeVisible();
  await filter.getByRole('link', { name: 'تأییدشده (۱)' }).click();
  await expect(employer).toHaveURL(/\/applications\?status=APPROVED$/);
  await expect(employer.getByRole('article', { name: JOB_SEEKER })).toBeVisible();
  await saveScreenshot(employer, testInfo, 'fa-job-applications');

  // Everyone sees the approved applicant on the job page; the applicant sees the new status.
  await seeker.goto(jobPath);
  const approved = seeker.getByRole('region', { name: 'متقاضیان تأییدشده' });
  await expect(approved.getByText(JOB_SEEKER)).toBeVisible();
  await expect(seeker.getByText(/وضعیت: تأییدشده$/)).toBeVisible();
  await seeker.goto('/fa/panel/jobs/my-applications');
  const mine = seeker.getByRole('listitem').filter({ has: seeker.locator(`a[href="${jobPath}"]`) });
  await expect(mine.getByText('تأییدشده', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Job seekers have no job posts.
  await seeker.goto('/fa/panel/jobs');
  await expect(
    seeker.getByText('فقط حساب‌های کارفرما می‌توانند آگهی شغلی ثبت کنند و درخواست‌ها را بررسی کنند.'),
  ).toBeVisible({ timeout: 15_000 });

  // Closed, it leaves the listings (and the other journeys' lists of seeded jobs as they were).
  await employer.goto('/fa/panel/jobs');
  await card.getByRole('button', { name: 'بستن آگهی' }).click();
  const confirm = employer.getByRole('alertdialog', { name: 'این آگهی بسته شود؟' });
  await expect(confirm).toContainText(title);
  await saveScreenshot(employer, testInfo, 'fa-close-job');
  await confirm.getByRole('button', { name: 'بستن آگهی' }).click();
  await expect(card.getByText('بسته‌شده', { exact: true })).toBeVisible();
  await employer.goto(`/fa/jobs?q=${runId}`);
  await expect(employer.getByRole('link', { name: title })).toHaveCount(0);
});

test('en: a draft in IRR, published from its edit page, then closed', async ({ browser }) => {
  const title = `Observatory data analyst ${runId}`;
  const employer = await signedIn(browser, 'en', EMPLOYER, '/en/panel/jobs/create');
  await employer.getByRole('button', { name: 'Save as draft' }).click();
  await expect(employer.getByRole('main').getByRole('alert')).toHaveText(
    'Please fill in all required fields.',
  );
  await choose(employer, 'Language of the ad', 'English');
  await textbox(employer, 'Job title').fill(title);
  await textbox(employer, 'Company name').fill('Aryan Data');
  await employer.getByRole('combobox', { name: 'Location' }).fill('rem');
  await employer.getByRole('option', { name: 'Remote', exact: true }).click();
  await choose(employer, 'Job type', 'Remote');
  await choose(employer, 'Experience level', 'Mid level');
  await textbox(employer, 'Job description').fill(
    'Analyse telescope data and build forecasting models with the science team.',
  );
  await textbox(employer, 'Monthly salary from (IRR)').fill('500,000,000');
  await employer.getByRole('button', { name: 'Save as draft' }).click();
  await expect(employer.getByRole('heading', { name: 'Draft saved' })).toBeVisible();

  await employer.getByRole('status').getByRole('link', { name: 'My job posts' }).click();
  const card = employer.getByRole('article', { name: title });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(textbox(employer, 'Monthly salary from (IRR)')).toHaveValue('500000000');
  await employer.getByRole('button', { name: 'Publish' }).click();
  await expect(employer.getByRole('heading', { name: 'Your job is published' })).toBeVisible();
  await employer.getByRole('link', { name: 'View the job page' }).click();
  await expect(employer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    employer.getByRole('region', { name: 'Key information' }).getByText('From IRR 500,000,000'),
  ).toBeVisible();

  await employer.goto('/en/panel/jobs');
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Close job' }).click();
  const dialog = employer.getByRole('alertdialog', { name: 'Close this job?' });
  await dialog.getByRole('button', { name: 'Keep it open' }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Close job' }).click();
  await dialog.getByRole('button', { name: 'Close the job' }).click();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Close job' })).toHaveCount(0);
});
