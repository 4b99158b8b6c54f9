import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from './test';
import { expect, test } from './test';
import { archivePublishedTests, publishedTest } from './published-tests';
import { saveScreenshot } from './screenshots';

/** A word of its own per run, so that this run's job and test are told apart on a server already running. */
const runId = Date.now().toString(36);

async function devToken(request: APIRequestContext, account: string): Promise<string> {
  const signIn = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "${account}" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  return ((await signIn.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn.data
    .token;
}

/** Gives the page the session, as the login page would. */
async function useSession(page: Page, token: string) {
  await page.goto('/en');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

const text = (value: string) => ({ fa: value, en: value, az: value });

/** An admin publishes a free aptitude test of two numeric questions (2 + 2, 2 × 3) through the graph. */
async function adminPublishesTest(request: APIRequestContext, title: string) {
  const token = await devToken(request, 'admin');
  const asAdmin = async (query: string, variables: Record<string, unknown>) =>
    (await (
      await request.post('/graphql', {
        headers: { authorization: `Bearer ${token}` },
        data: { query, variables },
      })
    ).json()) as { data: Record<string, { __typename: string; data?: { id: string } }> };
  const settings = {
    slug: `hiring-check-${runId}`,
    type: 'LOGICAL_REASONING',
    status: 'ACTIVE',
    title: text(title),
    summary: text('A quick check for applicants'),
    description: text('A quick check for applicants'),
    categories: [{ key: 'numbers', name: text('Numbers'), advice: text('Practise') }],
    questionsCount: 2,
    durationMinutes: 10,
    passingScore: 50,
    originalPriceRials: 0,
    priceRials: 0,
    reportDelayHours: 24,
    cooldownHours: 0,
  };
  const created = await asAdmin(
    'mutation ($input: TestSettingsInput!) { createTest(input: $input) { __typename ... on MutationCreateTestSuccess { data { id } } } }',
    { input: settings },
  );
  const testId = created.data.createTest!.data!.id;
  publishedTest(testId, settings);
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
        },
      },
    );
    expect(saved.data.saveTestQuestion!.__typename).toBe('MutationSaveTestQuestionSuccess');
  }
}

/** The page has no WCAG A/AA violations axe can detect. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual([]);
}

/** Opens a select by its label (react-aria names the button "<value> <label>") and picks an option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.afterEach(archivePublishedTests);

test('en, fa: an employer attaches a test to a job; an applicant applies, takes it, and the employer sees the score', async ({
  browser,
  request,
}, testInfo) => {
  // Two people, a job posted, an application and a whole test taken.
  test.setTimeout(90_000);
  const testTitle = `Hiring arithmetic ${runId}`;
  const jobTitle = `Ledger analyst ${runId}`;
  await adminPublishesTest(request, testTitle);

  // The employer posts a job that requires the test.
  const employer = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await useSession(employer, await devToken(request, 'employer'));
  await employer.goto('/en/panel/jobs/create');
  await employer.getByRole('textbox', { name: 'Job title', exact: true }).fill(jobTitle);
  await employer.getByRole('combobox', { name: 'Location' }).fill('Teh');
  await employer.getByRole('option', { name: 'Tehran', exact: true }).click();
  await choose(employer, 'Job type', 'Full-time');
  await choose(employer, 'Experience level', 'Mid level');
  await employer
    .getByRole('textbox', { name: 'Job description', exact: true })
    .fill('Keep the ledgers of a growing online shop balanced, and explain every figure to the owners.');
  const tests = employer.getByRole('region', { name: 'Tests for applicants' });
  await tests.getByText(testTitle).click();
  await expect(tests.getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await saveScreenshot(employer, testInfo, 'en-job-form-tests');
  await expectAccessible(employer);
  await employer.getByRole('button', { name: 'Publish' }).click();
  const view = employer.getByRole('link', { name: 'View the job page' });
  await expect(view).toBeVisible();
  const jobPath = (await view.getAttribute('href'))!;
  const slug = jobPath.split('/').at(-1)!;

  // The applicant reads the job's test on its page, applies with consent and is invited to take it.
  const applicant = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  const applicantToken = await devToken(request, 'new-user');
  await request.post('/graphql', {
    headers: { authorization: `Bearer ${applicantToken}` },
    data: {
      query:
        'mutation { completeRegistration(input: { fullName: "Aydan Guliyeva", termsVersion: 1 }) { __typename } }',
    },
  });
  await useSession(applicant, applicantToken);
  await applicant.goto(jobPath);
  const jobTests = applicant.getByRole('region', { name: 'Tests for this job' });
  await expect(jobTests.getByText(testTitle)).toBeVisible();
  await expect(jobTests.getByText('Logical reasoning · 10 minutes · Required')).toBeVisible();
  await applicant.getByRole('button', { name: 'Apply now' }).first().click();
  await applicant.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`aydan-${runId}@example.com`);
  await applicant.getByRole('textbox', { name: 'Mobile phone', exact: true }).fill('09121234567');
  await applicant
    .getByRole('textbox', { name: 'Cover letter', exact: true })
    .fill('I have kept the books of two shops for three years.');
  await applicant.getByRole('button', { name: 'Send application' }).click();
  await expect(
    applicant.getByText('This job requires a test: agree to share its result with the employer to apply.'),
  ).toBeVisible();
  await expectAccessible(applicant);
  await applicant.getByText('Share the results of this job’s tests with the employer (required)').click();
  await applicant.getByRole('button', { name: 'Send application' }).click();
  await expect(applicant.getByRole('heading', { name: 'Your application was sent' })).toBeVisible();

  // Before the test is taken, the employer reads "not taken yet" beside the application, once the invitation
  // (made from the application's event) is recorded.
  await employer.goto(`/en/panel/jobs/${slug}/applications`);
  const card = employer.getByRole('article', { name: 'Aydan Guliyeva' });
  await expect(card).toBeVisible();
  await expect(async () => {
    await employer.reload();
    await expect(card.getByText('Not taken yet')).toBeVisible({ timeout: 5_000 });
  }).toPass();

  // The invitation reaches the test's page (free here, as for anyone; a paid test would be free for this job).
  await applicant.getByRole('link', { name: `Take “${testTitle}”` }).click();
  await expect(applicant).toHaveURL(new RegExp(`/en/talent-test/details/hiring-check-${runId}$`));
  await applicant.getByRole('button', { name: 'Start the test' }).click();
  await expect(applicant.getByText('Question 1 of 2')).toBeVisible();
  for (let n = 1; n <= 2; n++) {
    const prompt = await applicant.getByText(/^How much is/).textContent();
    await applicant.getByRole('textbox').fill(prompt!.includes('+') ? '4' : '6');
    await applicant.getByRole('button', { name: 'Save answer' }).click();
    await expect(applicant.getByText(/^Saved$/)).toBeVisible();
    if (n < 2) await applicant.getByRole('button', { name: 'Next' }).click();
  }
  await applicant.getByRole('button', { name: 'Finish the test' }).click();
  await applicant.getByRole('alertdialog').getByRole('button', { name: 'Finish the test' }).click();
  await expect(applicant).toHaveURL(/\/en\/panel\/tests\/results\//);

  // The employer sees the score beside the application.
  await employer.reload();
  await expect(card.getByText('Score 100%')).toBeVisible();
  await expect(card.getByText('Band 90–100')).toBeVisible();
  // Answers typed by a robot are very fast ones: the level depends on the machine's speed.
  await expect(card.getByText(/^Integrity risk: (low|medium|high)$/)).toBeVisible();
  await saveScreenshot(employer, testInfo, 'en-applications-test-results');
  await expectAccessible(employer);
  // Ordered by the test's score, as the server orders every page: the scored application first.
  await employer.getByRole('button', { name: /Order$/ }).click();
  await employer.getByRole('option', { name: /^Highest score first: / }).click();
  await expect(employer.getByRole('article').first()).toHaveAccessibleName('Aydan Guliyeva');
  await expect(card.getByText('Score 100%')).toBeVisible();

  // The same in Persian: the score and its band in Persian digits.
  await employer.goto(`/fa/panel/jobs/${slug}/applications`);
  const faCard = employer.getByRole('article', { name: 'Aydan Guliyeva' });
  await expect(faCard.getByText('نمره ۱۰۰٪')).toBeVisible();
  await expect(faCard.getByText('بازهٔ ۹۰–۱۰۰')).toBeVisible();
});
