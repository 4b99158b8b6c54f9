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
});
