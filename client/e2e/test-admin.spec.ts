import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from './test';
import { expect, test } from './test';

/** A token of a demo or fresh account from the development sign-in. */
async function devToken(request: APIRequestContext, account: 'admin' | 'new-user'): Promise<string> {
  const signIn = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "${account}" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  return ((await signIn.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn.data
    .token;
}

/** A GraphQL call as the token's person, in Persian; fails on any error. */
async function graphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'fa' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Fills a text's three languages in the group (fieldset) of that name. */
async function fillTexts(page: Page, group: string, texts: { fa: string; en: string; az: string }, nth = 0) {
  const fields = page.getByRole('group', { name: group, exact: true }).nth(nth);
  await fields.getByRole('textbox', { name: 'فارسی' }).fill(texts.fa);
  await fields.getByRole('textbox', { name: 'انگلیسی' }).fill(texts.en);
  await fields.getByRole('textbox', { name: 'آذربایجانی' }).fill(texts.az);
}

test.describe('the admins’ test editor', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an admin writes a test and a new item in three languages, a taker draws it, and its figures show it', async ({
    page,
    request,
  }) => {
    const slug = `editor-${Date.now().toString(36)}`;
    await page.goto('/fa');
    await page.evaluate((t) => localStorage.setItem('auth_token', t), await devToken(request, 'admin'));

    // The panel card, shown to admins, leads to the list of tests.
    await page.goto('/fa/panel');
    await page.getByRole('link', { name: /آزمون‌ها و پرسش‌ها/ }).click();
    await expect(page).toHaveURL(/\/fa\/panel\/admin\/tests$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByRole('button', { name: 'آزمون تازه' }).click();
    await page.getByRole('textbox', { name: 'نشانی (اسلاگ)' }).fill(slug);
    await page.getByRole('combobox', { name: 'وضعیت' }).selectOption({ label: 'فعال' });
    await fillTexts(page, 'عنوان', { fa: 'آزمون ویرایشگر', en: 'Editor test', az: 'Redaktor testi' });
    await fillTexts(page, 'خلاصه', { fa: 'خلاصهٔ کوتاه', en: 'A short summary', az: 'Qısa xülasə' });
    await fillTexts(page, 'توضیح', { fa: 'توضیح آزمون', en: 'About the test', az: 'Test haqqında' });
    await page.getByRole('textbox', { name: 'کلید', exact: true }).fill('logic');
    await fillTexts(page, 'نام', { fa: 'منطق', en: 'Logic', az: 'Məntiq' });
    await fillTexts(page, 'پیشنهاد برای نتیجهٔ پایین', { fa: 'تمرین کنید', en: 'Practise', az: 'Məşq edin' });
    await page.getByRole('textbox', { name: 'پرسش در هر جلسه' }).fill('۱');
    await page.getByRole('button', { name: 'افزودن شغل' }).click();
    await page.getByRole('textbox', { name: 'کلید', exact: true }).nth(1).fill('analyst');
    await fillTexts(page, 'نام شغل', { fa: 'تحلیلگر', en: 'Analyst', az: 'Analitik' });
    await page.getByRole('textbox', { name: 'وزن منطق (−۱۰ تا ۱۰)' }).fill('۲');
    await page.getByRole('button', { name: 'ساختن آزمون' }).click();
    await expect(page).toHaveURL(new RegExp(`/fa/panel/admin/tests/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'آزمون ویرایشگر' })).toBeVisible();
    // The settings read back in every language, the career's weight in Persian digits.
    await page.getByRole('link', { name: 'تنظیمات', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/fa/panel/admin/tests/${slug}/settings$`));
    await expect(page.getByRole('textbox', { name: 'وزن منطق (−۱۰ تا ۱۰)' })).toHaveValue('۲');
    await expect(
      page.getByRole('group', { name: 'عنوان', exact: true }).getByRole('textbox', { name: 'آذربایجانی' }),
    ).toHaveValue('Redaktor testi');
    await page.getByRole('link', { name: 'پرسش‌های آزمون' }).click();
    await expect(page).toHaveURL(new RegExp(`/fa/panel/admin/tests/${slug}$`));

    // A new item in three languages, previewed as a taker sees it.
    await page.getByRole('link', { name: 'پرسش تازه' }).click();
    await page.getByRole('textbox', { name: 'کلید', exact: true }).fill('colour-1');
    await page.getByRole('textbox', { name: 'مهارت' }).fill('deduction');
    await fillTexts(page, 'پرسش', {
      fa: 'آسمان چه رنگی است؟',
      en: 'What colour is the sky?',
      az: 'Göy hansı rəngdədir?',
    });
    await page.getByRole('button', { name: 'حذف گزینهٔ آخر' }).click();
    await page.getByRole('button', { name: 'حذف گزینهٔ آخر' }).click();
    await fillTexts(page, 'گزینهٔ a', { fa: 'سبز', en: 'Green', az: 'Yaşıl' });
    await fillTexts(page, 'گزینهٔ b', { fa: 'آبی', en: 'Blue', az: 'Mavi' });
    await page.getByRole('checkbox', { name: 'گزینهٔ b درست است' }).check();
    const preview = page.getByTestId('item-preview');
    await expect(preview.getByText('آسمان چه رنگی است؟')).toBeVisible();
    await expect(preview.getByRole('radio', { name: 'آبی' })).toBeVisible();
    await page.getByRole('button', { name: 'انگلیسی', exact: true }).click();
    await expect(preview.getByText('What colour is the sky?')).toBeVisible();
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    // The page then shows the saved item, and says which version was saved.
    await expect(page).toHaveURL(/\?item=colour-1$/);
    await expect(page.getByRole('form', { name: 'پرسش colour-1' }).getByRole('status')).toHaveText(
      'به‌عنوان نسخهٔ ۱ ذخیره شد.',
    );
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual([]);
    const row = page.locator('tr[data-item="colour-1"]');
    await expect(row.locator('[data-stat="drawn"]')).toHaveText('۰');

    // A taker starts a session: the bank's one item is drawn, in the admin's Persian, and answered right.
    const taker = await devToken(request, 'new-user');
    await graphql(
      request,
      taker,
      'mutation { completeRegistration(input: { fullName: "Item Taker", termsVersion: 1 }) { __typename } }',
    );
    const { test: created } = await graphql<{ test: { id: string } }>(
      request,
      taker,
      'query ($slug: String!) { test(slug: $slug) { id } }',
      { slug },
    );
    const started = await graphql<{ startTestSession: { data: { token: string } } }>(
      request,
      taker,
      'mutation ($id: ID!) { startTestSession(input: { testId: $id }) { ... on MutationStartTestSessionSuccess { data { token } } } }',
      { id: created.id },
    );
    const token = started.startTestSession.data.token;
    const session = await graphql<{ testSession: { questions: { position: number; prompt: string }[] } }>(
      request,
      taker,
      'query ($token: String!) { testSession(token: $token) { questions { position prompt } } }',
      { token },
    );
    expect(session.testSession.questions).toEqual([{ position: 0, prompt: 'آسمان چه رنگی است؟' }]);
    await graphql(
      request,
      taker,
      'mutation ($token: String!) { answerTestQuestion(input: { token: $token, position: 0, choices: ["b"] }) { __typename } }',
      { token },
    );
    await graphql(
      request,
      taker,
      'mutation ($token: String!) { finishTestSession(input: { token: $token }) { __typename } }',
      {
        token,
      },
    );

    // The item's figures count the finished session, in Persian digits.
    await page.reload();
    await expect(row.locator('[data-stat="drawn"]')).toHaveText('۱');
    await expect(row.locator('[data-stat="answered"]')).toHaveText('۱');
    await expect(row.locator('[data-stat="right"]')).toHaveText('۱');
    await expect(row.locator('[data-stat="difficulty"]')).toHaveText('۱٫۰۰');
    await expect(row.locator('[data-stat="discrimination"]')).toHaveText('—');

    // A question and its answer, written in three languages, are on the test's public page in each of them.
    await page.getByRole('link', { name: 'تنظیمات', exact: true }).click();
    await page.getByRole('button', { name: 'افزودن پرسش' }).click();
    await expect(page.getByRole('group', { name: 'پرسش و پاسخ ۱' })).toBeVisible();
    await fillTexts(page, 'پرسش', {
      fa: 'نتیجه را کی می‌بینم؟',
      en: 'When do I see my result?',
      az: 'Nəticəmi nə vaxt görürəm?',
    });
    await fillTexts(page, 'پاسخ', {
      fa: 'همان دم که آزمون را تمام کنید.',
      en: 'As soon as you finish the test.',
      az: 'Testi bitirən kimi.',
    });
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await expect(page.getByRole('form', { name: 'تنظیمات' }).getByRole('status')).toHaveText('ذخیره شد.');
    await page.goto(`/fa/talent-test/details/${slug}`);
    const faq = page.getByRole('region', { name: 'پرسش‌های این آزمون' });
    await faq.getByText('نتیجه را کی می‌بینم؟').click();
    await expect(faq.getByText('همان دم که آزمون را تمام کنید.')).toBeVisible();
    await page.goto(`/en/talent-test/details/${slug}`);
    await expect(
      page.getByRole('region', { name: 'Questions about this test' }).getByText('When do I see my result?'),
    ).toBeVisible();
    await page.goto(`/fa/panel/admin/tests/${slug}`);

    // The settings change in place: the test is archived, out of the public list, and its results stay.
    await page.getByRole('link', { name: 'تنظیمات', exact: true }).click();
    await page.getByRole('combobox', { name: 'وضعیت' }).selectOption({ label: 'بایگانی' });
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await expect(page.getByRole('form', { name: 'تنظیمات' }).getByRole('status')).toHaveText('ذخیره شد.');
    await page.getByRole('link', { name: 'پرسش‌های آزمون' }).click();
    await expect(page.locator('header').getByText('بایگانی', { exact: true })).toBeVisible();
    await expect(row.locator('[data-stat="drawn"]')).toHaveText('۱');
    const hidden = await graphql<{ test: null }>(
      request,
      taker,
      'query ($slug: String!) { test(slug: $slug) { id } }',
      {
        slug,
      },
    );
    expect(hidden.test).toBeNull();
  });
});
