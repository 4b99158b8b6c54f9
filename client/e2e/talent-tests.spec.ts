import type { APIRequestContext, Page } from './test';
import { mailContaining, pdfText } from './mail';
import { archivePublishedTests, publishedTest } from './published-tests';
import { expect, test } from './test';
import { saveScreenshot } from './screenshots';

/** Signs a fresh, registered person in over the API and gives the browser their session. */
async function signInFresh(page: Page, request: APIRequestContext, fullName: string): Promise<string> {
  const signIn = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "new-user" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  const token = ((await signIn.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn
    .data.token;
  await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        'mutation ($name: String!) { completeRegistration(input: { fullName: $name, termsVersion: 1 }) { __typename } }',
      variables: { name: fullName },
    },
  });
  await page.goto('/fa');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  return token;
}

/** Signs a demo account in over the API (the login page's development sign-in) and gives the page its session. */
async function signInAs(page: Page, request: APIRequestContext, account: 'admin', locale = 'en') {
  const signIn = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "${account}" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  const token = ((await signIn.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn
    .data.token;
  await page.goto(`/${locale}`);
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

const text = (value: string) => ({ fa: value, en: value, az: value });

/**
 * An admin writes an active free test of numeric questions (2 + 2, 2 × 3) through the graph, with the settings
 * given; returns its slug.
 */
async function adminWritesTest(
  request: APIRequestContext,
  name: string,
  settings: { durationMinutes: number; practice?: boolean },
): Promise<string> {
  const admin = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "admin" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  const adminToken = ((await admin.json()) as { data: { devSignIn: { data: { token: string } } } }).data
    .devSignIn.data.token;
  const asAdmin = async (query: string, variables: Record<string, unknown>) =>
    (await (
      await request.post('/graphql', {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { query, variables },
      })
    ).json()) as {
      data: Record<string, { __typename: string; data?: { id: string } }>;
    };
  const slug = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now().toString(36)}`;
  const input = {
    slug,
    type: 'LOGICAL_REASONING',
    status: 'ACTIVE',
    title: text(name),
    summary: text('A quick check'),
    description: text('A quick check'),
    categories: [{ key: 'numbers', name: text('Numbers'), advice: text('Practise') }],
    questionsCount: 2,
    passingScore: 50,
    originalPriceRials: 0,
    priceRials: 0,
    reportDelayHours: 24,
    cooldownHours: 0,
    ...settings,
  };
  const created = await asAdmin(
    'mutation ($input: TestSettingsInput!) { createTest(input: $input) { __typename ... on MutationCreateTestSuccess { data { id } } } }',
    { input },
  );
  const testId = created.data.createTest!.data!.id;
  publishedTest(testId, input);
  for (const [key, value] of [
    ['sum', 4],
    ['product', 6],
  ] as const) {
    const saved = await asAdmin(
      'mutation ($input: SaveTestQuestionInput!) { saveTestQuestion(input: $input) { __typename } }',
      {
        input: {
          testId,
          key,
          kind: 'NUMERIC',
          difficulty: 'EASY',
          category: 'numbers',
          skill: 'arithmetic',
          prompt: text(key === 'sum' ? 'How much is 2 + 2?' : 'How much is 2 × 3?'),
          numericValue: value,
          explanation: text(key === 'sum' ? 'Two and two make four.' : 'Two threes make six.'),
        },
      },
    );
    expect(saved.data.saveTestQuestion!.__typename).toBe('MutationSaveTestQuestionSuccess');
  }
  return slug;
}

/** Answers the numeric question on screen with `value`. */
async function answerNumber(page: Page, value: string) {
  await page.getByRole('textbox').fill(value);
  await page.getByRole('button', { name: /ثبت پاسخ|Save answer/ }).click();
  await expect(page.getByText(/^(ذخیره شد|Saved)$/)).toBeVisible();
}

/** What the graph gives the taker of the answer key of their session. */
async function answerKeyOf(request: APIRequestContext, token: string, sessionToken: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        'query ($t: String!) { testSession(token: $t) { questions { correct correctChoices correctValue explanation } } }',
      variables: { t: sessionToken },
    },
  });
  return ((await response.json()) as { data: { testSession: { questions: Record<string, unknown>[] } } }).data
    .testSession.questions;
}

/** Answers the question on screen: the first option, the middle of the scale, or a number. */
async function answerShown(page: Page, scale = 'Neutral') {
  const radios = page.getByRole('radio');
  const numberField = page.getByRole('textbox');
  if (await numberField.count()) {
    await numberField.fill('7');
    await page.getByRole('button', { name: /ثبت پاسخ|Save answer/ }).click();
  } else if (await page.getByRole('radio', { name: scale }).count()) {
    await page.getByRole('radio', { name: scale }).check();
  } else if (await radios.count()) {
    await radios.first().check();
  } else {
    await page.getByRole('checkbox').first().check();
  }
  await expect(page.getByText(/^(ذخیره شد|Saved)$/)).toBeVisible();
}

test.describe('talent tests', () => {
  // Long journeys: a whole test taken, a round trip through the payment gateway's pages, a report printed by the
  // server's Chromium and mailed.
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(archivePublishedTests);
  test('fa: browse, take a test with a reload and a break, finish, read and print the results, get them by e-mail', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/fa/talent-test');
    await expect(page.getByRole('heading', { level: 1, name: 'استعدادیابی' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);
    await page.getByRole('combobox', { name: 'قیمت' }).selectOption('free');
    await expect(page).toHaveURL(/price=free/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('۲ آزمون')).toBeVisible();
    await saveScreenshot(page, testInfo, 'fa-talent-tests');

    await page.getByRole('link', { name: 'استدلال منطقی' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'استدلال منطقی' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'نمونه سؤال‌ها' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'برای شروع وارد شوید' })).toBeVisible();

    const taker = await signInFresh(page, request, 'مریم کاظمی');
    await page.goto('/fa/talent-test/details/logical-reasoning');
    await page.getByRole('button', { name: 'شروع آزمون' }).click();
    await expect(page).toHaveURL(/\/fa\/panel\/tests\/session\/[\w-]{43}$/);
    await expect(page.getByText('سؤال ۱ از ۶')).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/۱[۴۵]:[۰-۹]{2}/);
    await answerShown(page);
    await page.getByRole('button', { name: 'بعدی' }).click();
    await expect(page.getByText('سؤال ۲ از ۶')).toBeVisible();
    await saveScreenshot(page, testInfo, 'fa-test-session');

    await answerShown(page);

    // A reload in the middle: the answers and the place are kept, the clock goes on.
    await page.reload();
    // The panel is rendered in the browser: after a full load its first render waits for the page's code.
    await expect(page.getByText('سؤال ۲ از ۶')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('۲ از ۶ پاسخ داده شده')).toBeVisible();

    // A break: exit with confirmation, and continue from My tests.
    await page.getByRole('button', { name: 'خروج' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'خروج و ادامه در فرصتی دیگر' }).click();
    await expect(page).toHaveURL(/\/fa\/panel\/tests$/);
    await expect(page.getByText('در حال برگزاری')).toBeVisible();
    await page.getByRole('link', { name: 'ادامه' }).click();
    await expect(page.getByText('سؤال ۲ از ۶')).toBeVisible();

    await page.getByRole('button', { name: 'بعدی' }).click();
    for (let n = 3; n <= 6; n++) {
      await answerShown(page);
      if (n < 6) await page.getByRole('button', { name: 'بعدی' }).click();
    }
    await page.getByRole('button', { name: 'پایان آزمون' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('به همهٔ سؤال‌ها پاسخ داده‌اید.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'پایان آزمون' }).click();

    await expect(page).toHaveURL(/\/fa\/panel\/tests\/results\//);
    await expect(page.getByRole('heading', { level: 1, name: 'استدلال منطقی' })).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveText(/^[۰-۹٫]+٪$/);
    const score = (await page.getByTestId('result-score').textContent())!;
    const token = /results\/([\w-]{43})/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { name: 'به تفکیک دسته' })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ثبات پاسخ‌ها' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'پاسخ‌های شما' })).toBeVisible();
    // The test gives a certificate and may be taken again in 12 hours: its taker sees how their answers went in
    // each category, never the right answers, on the page or in the graph.
    await expect(page.getByTestId('answers-by-category')).toContainText(/[۰-۹]+ سؤال: [۰-۹]+ درست، /);
    await expect(page.getByText(/^پاسخ درست:/)).toHaveCount(0);
    const key = await answerKeyOf(request, taker, token);
    expect(key).toHaveLength(6);
    for (const question of key)
      expect(question).toEqual({
        correct: null,
        correctChoices: null,
        correctValue: null,
        explanation: null,
      });
    await expect(page.getByText(/^نمرهٔ قبولی: ۵۰٪$/)).toBeVisible();
    await expect(page.getByText(/^پاسخ‌های درست: [۰-۹]+ از ۶$/)).toBeVisible();
    await expect(page.getByTestId('result-comparison')).toContainText('هنوز نتیجه‌ها برای مقایسه کم است');
    await saveScreenshot(page, testInfo, 'fa-test-results');

    // Print: the site's frame and the buttons are left out; the figures print as a table.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'چاپ' })).toBeHidden();
    await expect(page.getByRole('table').first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'fa-test-results-print');
    await page.emulateMedia({ media: 'screen' });

    await page.goto('/fa/panel/tests');
    // The panel is rendered in the browser: its first render waits for the page's code.
    await expect(page.getByText('پایان‌یافته')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'دیدن نتیجه' })).toBeVisible();

    // The detailed report arrives by e-mail, in Persian, with the results page printed to PDF: its text has the
    // taker's name and the score as the page shows it (Persian digits, letters joined).
    const mail = await mailContaining(`/fa/panel/tests/results/${token}`);
    expect(mail.subject).toBe('گزارش تفصیلی آزمون استدلال منطقی');
    expect(mail.text).toContain('مریم کاظمی عزیز،');
    expect(mail.attachments).toHaveLength(1);
    const report = await pdfText(mail.attachments[0]!.content);
    expect(report).toContain('مریم کاظمی');
    expect(report).toContain(score);
    expect(report).toContain('نمره');

    // Once mailed, the results page and My tests say when (a Solar Hijri date). The mail server may have the mail
    // a moment before the session records it as sent: the page is read again until it says so.
    const sentOn = /^گزارش کامل در .*۱۴[۰-۹]{2} برایتان ایمیل شد\.$/;
    await expect(async () => {
      await page.goto(`/fa/panel/tests/results/${token}`);
      await expect(page.getByText(sentOn)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await page.goto('/fa/panel/tests');
    await expect(page.getByText(sentOn)).toBeVisible({ timeout: 15_000 });
  });

  test('en: a personality profile has no score, no pass and no certificate', async ({
    page,
    request,
  }, testInfo) => {
    await signInFresh(page, request, 'Leyla Aliyeva');
    await page.goto('/en/talent-test/details/work-personality');
    await expect(page.getByRole('heading', { level: 1, name: 'Work personality profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    for (let n = 1; n <= 10; n++) {
      await answerShown(page, 'Neutral');
      if (n < 10) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Finish the test' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish the test' }).click();
    await expect(page).toHaveURL(/\/en\/panel\/tests\/results\//);
    await expect(page.getByText('Valid profile')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your traits' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Careers that match' })).toBeVisible();
    // Ten identical answers in a row are pointed out.
    await expect(page.getByText(/identical answers in a row/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personality profile', exact: true })).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveCount(0);
    await expect(page.getByText(/Pass mark/)).toHaveCount(0);
    await expect(page.getByText('A personality profile gives no certificate.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the certificate page' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'en-personality-results');

    // My tests calls a personality result a profile, with no score.
    await page.goto('/en/panel/tests');
    await expect(page.getByText('Valid profile')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/%\s*\(/)).toHaveCount(0);

    // The test's page shows no average score, pass rate or pass mark for it.
    await page.goto('/en/talent-test/details/work-personality');
    await expect(
      page.getByText('A profile, not a score: nobody passes or fails, and it gives no certificate'),
    ).toBeVisible();
    await expect(page.getByText('Passing score')).toHaveCount(0);
  });

  test('en: a passed test’s certificate and its public page; a practice test reviews every answer', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const certified = await adminWritesTest(request, 'Quick arithmetic', { durationMinutes: 10 });
    const practice = await adminWritesTest(request, 'Arithmetic practice', {
      durationMinutes: 10,
      practice: true,
    });
    const taker = await signInFresh(page, request, 'Leyla Aliyeva');

    // Both right: 100 %, passed, a certificate; the key stays on the server.
    await page.goto(`/en/talent-test/details/${certified}`);
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    for (let n = 1; n <= 2; n++) {
      const prompt = await page.getByText(/^How much is/).textContent();
      await answerNumber(page, prompt!.includes('+') ? '4' : '6');
      if (n < 2) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Finish the test' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish the test' }).click();
    await expect(page).toHaveURL(/\/en\/panel\/tests\/results\//);
    await expect(page.getByTestId('result-score')).toHaveText('100%');
    await expect(page.getByText('Passed', { exact: true })).toBeVisible();
    await expect(page.getByText('2 questions: 2 right, 0 wrong, 0 not answered')).toBeVisible();
    await expect(page.getByText('Two and two make four.')).toHaveCount(0);
    const certifiedToken = /results\/([\w-]{43})/.exec(page.url())![1]!;
    for (const question of await answerKeyOf(request, taker, certifiedToken))
      expect(question).toEqual({
        correct: null,
        correctChoices: null,
        correctValue: null,
        explanation: null,
      });

    await page.getByRole('link', { name: 'Open the certificate page' }).click();
    await expect(page).toHaveURL(/\/en\/certificates\/[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    const address = page.url();
    // Anyone can check it, signed in or not.
    const visitor = await browser.newPage();
    await visitor.goto(address);
    await expect(visitor.getByRole('status')).toHaveText('This certificate is valid');
    await expect(visitor.getByText('Quick arithmetic')).toBeVisible();
    await expect(visitor.locator('svg title', { hasText: 'QR code of this page' })).toHaveCount(1);
    await saveScreenshot(visitor, testInfo, 'en-certificate');
    await visitor.goto('/en/certificates/AAAAA-AAAAA-AAAAA-AAAAA');
    await expect(visitor.getByText('No certificate has this code.')).toBeVisible();

    // Published as a collaborator, the certificate is a verified skill on her profile (assessments' event reaches
    // the directory in the background), and the directory finds her by it.
    const slug = `leyla-aliyeva-${certifiedToken
      .slice(0, 6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const asTaker = (query: string, variables: Record<string, unknown> = {}) =>
      request.post('/graphql', { headers: { authorization: `Bearer ${taker}` }, data: { query, variables } });
    await asTaker(
      `mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) { __typename } }`,
      {
        input: {
          slug,
          displayName: 'Leyla Aliyeva',
          expertise: ['BACKEND'],
          skills: [slug],
          yearsOfExperience: 3,
          availability: 'AVAILABLE',
          remote: true,
          languages: ['az', 'en'],
          words: [{ locale: 'en', headline: 'Back-end developer who counts right' }],
        },
      },
    );
    await asTaker('mutation { publishCollaboratorProfile { __typename } }');
    await expect(async () => {
      await visitor.goto(`/en/collaborators/${slug}`);
      await expect(visitor.getByRole('heading', { name: 'Verified skills' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const badges = visitor.locator('[data-verified-skills]');
    await expect(badges.getByRole('heading', { name: 'Quick arithmetic' })).toBeVisible();
    await expect(badges.getByText('Score 90–100%')).toBeVisible();
    await badges.getByRole('link', { name: 'Check the certificate of Quick arithmetic' }).click();
    await expect(visitor).toHaveURL(address);
    await visitor.goto(`/en/collaborators?q=${slug}&verified=1`);
    await expect(visitor.getByRole('checkbox', { name: 'With a verified skill' })).toBeChecked();
    const card = visitor.locator('[data-collaborator]').filter({ hasText: 'Leyla Aliyeva' });
    await expect(card.getByText('Verified skill', { exact: true })).toBeVisible();
    // In Persian: right to left, the band in Persian digits.
    await visitor.goto(`/fa/collaborators/${slug}`);
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(visitor.locator('[data-verified-skills]').getByText('نمره ۹۰ تا ۱۰۰٪')).toBeVisible();
    await saveScreenshot(visitor, testInfo, 'fa-collaborator-verified-skills');
    await visitor.close();

    // A practice test: one wrong answer, then every answer is reviewed with the right one and the explanation.
    await page.goto(`/en/talent-test/details/${practice}`);
    await expect(
      page.getByText('A practice test: review every answer afterwards; no certificate'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    await answerNumber(page, '5');
    await page.getByRole('button', { name: 'Next' }).click();
    await answerNumber(page, '5');
    await page.getByRole('button', { name: 'Finish the test' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish the test' }).click();
    await expect(page).toHaveURL(/\/en\/panel\/tests\/results\//);
    await expect(page.getByText('Right answer: 4')).toBeVisible();
    await expect(page.getByText('Right answer: 6')).toBeVisible();
    await expect(page.getByText('Two and two make four.')).toBeVisible();
    await expect(
      page.getByText(
        'This is a practice test: it gives no certificate, and you may review every answer below.',
      ),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'en-practice-review');
  });

  test('en: when the time runs out, the session ends and is scored with what was answered', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // An admin writes a one-minute test through the graph.
    const slug = await adminWritesTest(request, 'One-minute check', { durationMinutes: 1 });

    await signInFresh(page, request, 'Rashid Mammadov');
    await page.goto(`/en/talent-test/details/${slug}`);
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    await answerShown(page);
    // The clock is the server's: when it runs out, the page ends the session and shows what was scored.
    await expect(page).toHaveURL(/\/en\/panel\/tests\/results\//, { timeout: 90_000 });
    await expect(
      page.getByText('Time ran out: the answers given before the deadline were scored.'),
    ).toBeVisible();
    // 7 was no right answer to 2 + 2; the second question was never answered.
    await expect(page.getByText('1 of 2 answered, 0 right')).toBeVisible();
  });
  test('fa: a paid test is bought through the sandbox gateway, after a cancelled try, with a receipt', async ({
    page,
    request,
  }, testInfo) => {
    await signInFresh(page, request, 'خریدار آزمون');
    await page.goto('/fa/talent-test/details/problem-solving');
    await expect(page.getByRole('heading', { level: 1, name: 'حل مسئله در محیط کار' })).toBeVisible();
    await page.getByRole('button', { name: 'خرید با ۱۲۰٬۰۰۰ تومان' }).click();

    // The gateway's page; the buyer first cancels.
    await expect(page.getByRole('heading', { name: /درگاه پرداخت آزمایشی/ })).toBeVisible();
    await expect(page.getByText('۱۲۰٬۰۰۰ تومان')).toBeVisible();
    await page.getByRole('button', { name: /انصراف/ }).click();
    await expect(page).toHaveURL(/\/fa\/panel\/orders\/\d+\?payment=cancelled$/);
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت لغو شد' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('در انتظار پرداخت')).toBeVisible();
    await expect(page.getByText(/پرداخت‌کننده آن را لغو کرد/)).toBeVisible();

    // Then pays from the receipt.
    await page.getByRole('link', { name: 'پرداخت ۱۲۰٬۰۰۰ تومان' }).click();
    await page.getByRole('button', { name: /^پرداخت · Pay$/ }).click();
    await expect(page).toHaveURL(/\/fa\/panel\/orders\/\d+$/);
    // Back from the gateway is a full load of a panel page: its first render waits for the page's code.
    await expect(page.getByRole('heading', { level: 1, name: /^رسید سفارش [۰-۹]{6}$/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'پرداخت شما تأیید شد' })).toBeVisible();
    const receipt = page.getByRole('table');
    await expect(receipt.getByRole('row', { name: /مبلغ کل/ })).toContainText('۱۲۰٬۰۰۰ تومان');
    await expect(receipt.getByRole('row', { name: /تخفیف/ })).toBeVisible();
    await expect(receipt.getByRole('row', { name: /شمارهٔ پیگیری بانک/ })).toContainText(/[۰-۹]{9}/);
    await expect(receipt.getByRole('row', { name: /تاریخ پرداخت/ })).toContainText(/۱۴[۰-۹]{2}/);
    await saveScreenshot(page, testInfo, 'fa-order-receipt');

    // The order is in the history, and the test can now be started.
    await page.goto('/fa/panel/orders');
    const order = page.getByRole('article', { name: /^سفارش [۰-۹]{6}$/ });
    await expect(order).toHaveCount(1, { timeout: 15_000 });
    await expect(order.getByText('پرداخت‌شده')).toBeVisible();
    await expect(order.getByText('۱۲۰٬۰۰۰ تومان')).toBeVisible();
    await order.getByRole('link', { name: 'رسید' }).click();
    await page.getByRole('link', { name: 'رفتن به آزمون' }).click();
    await expect(page.getByText('این آزمون را خریده‌اید؛ هر وقت آماده بودید شروع کنید.')).toBeVisible();
    await page.getByRole('button', { name: 'شروع آزمون' }).click();
    await expect(page).toHaveURL(/\/fa\/panel\/tests\/session\//);
  });
  test('en: an admin refunds a bought test from its receipt, and the test must be bought again', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    await signInFresh(page, request, 'Refund Buyer');
    await page.goto('/en/talent-test/details/algorithmic-thinking');
    await page.getByRole('button', { name: /^Buy for IRR [\d,]+$/ }).click();
    await page.getByRole('button', { name: /^پرداخت · Pay$/ }).click();
    await expect(page).toHaveURL(/\/en\/panel\/orders\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'your payment is confirmed' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText(/IRR [\d,]+/);
    const receipt = new URL(page.url()).pathname;

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, request, 'admin');
    await admin.goto(receipt);
    await expect(admin.getByText('Refund Buyer')).toBeVisible({ timeout: 15_000 });
    // The test is the buyer's to take, not the admin's.
    await expect(admin.getByRole('link', { name: 'Go to the test' })).toHaveCount(0);
    await admin.getByRole('button', { name: 'Refund this order' }).click();
    const dialog = admin.getByRole('alertdialog', { name: /^Refund order \d+\?$/ });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Bought the wrong test');
    await saveScreenshot(admin, testInfo, 'en-order-refund');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(admin.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(admin.getByRole('row', { name: /^Reason for the refund/ })).toContainText(
      'Bought the wrong test',
    );
    await adminContext.close();

    // The buyer's receipt says so, and the test is for sale to them again.
    await page.reload();
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 15_000 });
    await page.goto('/en/talent-test/details/algorithmic-thinking');
    await expect(page.getByRole('button', { name: /^Buy for / })).toBeVisible();
  });
});
