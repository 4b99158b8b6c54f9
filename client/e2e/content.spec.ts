import { randomUUID } from 'node:crypto';
import { saveScreenshot } from './screenshots';
import type { APIRequestContext, Page } from './test';
import { expect, test } from './test';

async function signIn(page: Page, request: APIRequestContext, account: 'admin' | 'job-seeker') {
  const answer = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "${account}" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  const token = ((await answer.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn
    .data.token;
  await page.goto('/en');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

test.describe('the site’s content', () => {
  test('az: an admin rewrites the about page in Azerbaijani, previews it, saves a draft and publishes it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const story = `Yeni hekayə ${randomUUID().slice(0, 8)}`;
    await signIn(page, request, 'admin');
    await page.goto('/en/about/config/az');
    await expect(page.getByRole('heading', { level: 1, name: 'About page settings' })).toBeVisible();
    await expect(page.getByText('Writing in Azerbaijani')).toBeVisible();
    // The editor opens on the words visitors read now.
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue(/^Karnama haqqında/);
    const before = await title.inputValue();

    await title.fill(`Karnama haqqında — ${story}`);
    const sections = page.getByRole('group', { name: 'Sections' });
    await sections.getByRole('button', { name: 'Add' }).click();
    await sections.getByLabel('Text (plain text; leave a blank line between paragraphs)').last().fill(story);

    // The preview shows the page as it will look, in Azerbaijani, left to right.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Karnama haqqında — ${story}`);
    await expect(preview.locator('[lang="az"]')).toHaveAttribute('dir', 'ltr');
    await saveScreenshot(page, testInfo, 'about-config-az-preview');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    // A saved draft is not what visitors read.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The newest revision is a draft' }),
    ).toBeVisible();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/az/about');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(before);

    // Published, it is.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published version of' })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Karnama haqqında — ${story}`);
    await expect(visitor.getByText(story, { exact: true })).toBeVisible();
    // Other languages keep their own words.
    await visitor.goto('/fa/about');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('دربارهٔ کارنما');
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');

    // The revisions list both versions; the older one can be published again.
    const revisions = page.getByRole('region', { name: 'Revisions' }).getByRole('listitem');
    await expect(revisions.first()).toContainText(story);
    await expect(revisions.first()).toContainText('published');
    await expect(revisions.nth(1).getByRole('button', { name: 'Publish this revision' })).toBeVisible();
    await visitor.context().close();
  });

  test('en: the editor is for admins: a visitor is sent to sign in, a member is answered 403', async ({
    page,
    request,
  }) => {
    await page.goto('/en/services/development/config/en');
    await expect(page).toHaveURL(/\/en\/login\?/);

    await signIn(page, request, 'job-seeker');
    // A language the product does not speak names no page.
    await page.goto('/en/about/config/xx');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/en/about/config/en');
    await expect(page.getByText('Only admins edit the site’s content.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('en: a visitor comments on a service page, solving the captcha in the browser, and an admin publishes and answers it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const words = `Clear prices and a quick reply ${randomUUID().slice(0, 8)}`;
    await page.goto('/en/services/development/web');
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('button', { name: 'Leave a comment' }).click();
    await comments.getByLabel('Name', { exact: true }).fill('Sara Visitor');
    // The rules of §5, in the reader's language, before anything is sent.
    await comments.getByLabel('Comment', { exact: true }).fill('Too short');
    await comments.getByRole('button', { name: 'Send comment' }).click();
    await expect(
      comments.getByText('An e-mail address or a phone number is required.').first(),
    ).toBeVisible();
    await expect(comments.getByText('Comment must be 10 to 1,000 characters.')).toBeVisible();
    await comments.getByLabel('E-mail', { exact: true }).fill('sara.visitor@example.com');
    await comments.getByLabel('Comment', { exact: true }).fill(words);
    await expect(comments.locator('[data-captcha="solved"]')).toBeVisible();
    await comments.getByRole('button', { name: 'Send comment' }).click();
    await expect(comments.getByText('Your comment was saved. It is shown after review.')).toBeVisible();
    // Not shown before review.
    await page.reload();
    await expect(page.getByText(words)).toHaveCount(0);

    // An admin publishes it and answers it; the answer carries the Admin label.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, request, 'admin');
    await admin.goto('/en/panel/admin/feedback');
    const waiting = admin.locator('[data-comment]').filter({ hasText: words });
    await expect(waiting).toBeVisible();
    await waiting.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(admin.locator('[data-comment]').filter({ hasText: words })).toHaveCount(0);
    await admin.goto('/en/panel/admin/feedback?comments=PUBLISHED');
    const published = admin.locator('[data-comment]').filter({ hasText: words });
    await published.getByRole('button', { name: 'Reply as admin' }).click();
    await published.getByLabel('Your reply').fill('Thank you, Sara: we reply within two hours.');
    await published.getByRole('button', { name: 'Publish reply' }).click();
    await expect(admin.getByText('Your reply is published.')).toBeVisible();
    await saveScreenshot(admin, testInfo, 'admin-feedback-en');
    await adminContext.close();

    await page.reload();
    const shown = page.getByRole('region', { name: 'Comments' });
    await expect(shown.getByText(words)).toBeVisible();
    await expect(shown.getByText('Thank you, Sara: we reply within two hours.')).toBeVisible();
    await expect(shown.getByText('Admin', { exact: true })).toBeVisible();
  });

  test('fa: a testimonial is submitted, reviewed by an admin and published', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const story = `همکاری منظم و شفاف بود ${randomUUID().slice(0, 8)}`;
    await page.goto('/fa/services/development/mobile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const testimonials = page.getByRole('region', { name: 'نظر مشتریان ما' });
    await testimonials.getByRole('button', { name: 'تجربهٔ خود را بنویسید' }).click();
    await testimonials.getByLabel('نام').fill('مریم رضایی');
    await testimonials.getByLabel('ایمیل یا تلفن').fill('۰۹۱۲۱۱۱۰۰۴۴');
    await testimonials.getByLabel('خیلی خوب').check();
    await testimonials.getByLabel('تجربهٔ شما').fill(story);
    await expect(testimonials.locator('[data-captcha="solved"]')).toBeVisible();
    await testimonials.getByRole('button', { name: 'ارسال نظر' }).click();
    await expect(testimonials.getByText(/پس از بررسی منتشر/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'testimonial-sent-fa');

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, request, 'admin');
    await admin.goto('/en/panel/admin/feedback');
    const review = admin.locator('[data-testimonial]').filter({ hasText: story });
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(admin.locator('[data-testimonial]').filter({ hasText: story })).toHaveCount(0);
    await adminContext.close();

    await page.reload();
    await expect(page.getByText(story)).toBeVisible();
  });
});
