import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { saveScreenshot } from './screenshots';

const JOB = 'senior-react-developer-aryan-data-tehran';
const runId = Date.now().toString(36);

const TEXT = {
  fa: {
    facts: ['گروه نرم‌افزاری آرین‌داده', 'تهران', 'تمام‌وقت', /^حقوق ماهانه .+ تومان$/, /^منتشرشده در /],
    apply: 'همین حالا درخواست دهید',
    form: 'ارسال درخواست برای این شغل',
    fullName: 'نام و نام خانوادگی',
    email: 'ایمیل',
    phone: 'شماره موبایل',
    coverLetter: 'نامه همراه',
    submit: 'ارسال درخواست',
    success: 'درخواست شما ارسال شد',
    description: 'شرح شغل',
  },
  en: {
    facts: [
      'گروه نرم‌افزاری آرین‌داده',
      'Tehran',
      'Full-time',
      /^Monthly salary IRR [\d,]+ – [\d,]+$/,
      /^Posted /,
    ],
    apply: 'Apply now',
    form: 'Apply for this job',
    fullName: 'Full name',
    email: 'E-mail',
    phone: 'Mobile phone',
    coverLetter: 'Cover letter',
    submit: 'Send application',
    success: 'Your application was sent',
    description: 'Job description',
  },
} as const;

test.describe('a job page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  for (const locale of ['fa', 'en'] as const) {
    const t = TEXT[locale];

    test(`${locale}: key facts and "apply" at the top, and "apply" held at the bottom while reading`, async ({
      page,
    }, testInfo) => {
      await page.goto(`/${locale}/jobs/${JOB}`);
      const header = page.locator('main article > header');
      const facts = header.getByRole('listitem');
      await expect(facts).toHaveCount(t.facts.length);
      for (const [index, fact] of t.facts.entries()) {
        await expect(facts.nth(index)).toHaveText(fact);
        await expect(facts.nth(index)).toBeInViewport();
      }
      const top = header.getByRole('button', { name: t.apply });
      await expect(top).toBeInViewport();
      const bar = page.locator('#apply-bar');
      await expect(bar).toBeHidden();
      await saveScreenshot(page, testInfo, `${locale}-job-phone`);

      // Reading on, past the button: the bar holds "apply" at the bottom of the screen.
      await page.getByRole('region', { name: t.description }).evaluate((element) => element.scrollIntoView());
      await page.mouse.wheel(0, 600);
      await expect(top).not.toBeInViewport();
      await expect(bar).toBeVisible();
      await expect(bar).toBeInViewport();
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(844);
      expect(
        await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze(),
      ).toMatchObject({ violations: [] });
      // The screen as the reader sees it, with the bar (a full-page screenshot would show it at the ad's end).
      const shot = path.resolve(
        import.meta.dirname,
        `../test-results/screenshots/${locale}-job-phone-bar.png`,
      );
      await testInfo.attach(`${locale}-job-phone-bar`, {
        body: await page.screenshot({ path: shot, animations: 'disabled' }),
        contentType: 'image/png',
      });

      // It opens the form far below, brings it into view and puts the cursor in its first field.
      await bar.getByRole('button', { name: t.apply }).click();
      const form = page.getByRole('region', { name: t.form });
      const fullName = form.getByRole('textbox', { name: t.fullName });
      await expect(fullName).toBeFocused();
      await expect(fullName).toBeInViewport();
      await expect(bar).toBeHidden();

      // Applied: nothing is offered any more.
      await fullName.fill(locale === 'fa' ? 'نگار احمدی' : 'Negar Ahmadi');
      await form.getByRole('textbox', { name: t.email }).fill(`phone-${locale}-${runId}@example.com`);
      await form.getByRole('textbox', { name: t.phone }).fill('09121234567');
      await form.getByRole('textbox', { name: t.coverLetter }).fill('Four years of React; happy to talk.');
      await form.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { name: t.success })).toBeFocused();
      await expect(page.getByRole('button', { name: t.apply })).toHaveCount(0);
      await expect(bar).toHaveCount(0);
    });
  }

  test('the top "apply" works from the keyboard', async ({ page }) => {
    await page.goto(`/en/jobs/${JOB}`);
    const top = page.locator('main article > header').getByRole('button', { name: 'Apply now' });
    // Focus and Enter together: the key goes to the button, whatever renders meanwhile.
    await top.press('Enter');
    const fullName = page.getByRole('region', { name: 'Apply for this job' }).getByRole('textbox', {
      name: 'Full name',
    });
    await expect(fullName).toBeFocused();
    await expect(fullName).toBeInViewport();
  });
});

test('on a wide screen the apply panel is beside the ad, without the phone shortcuts', async ({ page }) => {
  await page.goto(`/en/jobs/${JOB}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeInViewport();
  await expect(page.locator('#apply-bar')).toBeHidden();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
});
