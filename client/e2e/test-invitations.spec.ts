import type { APIRequestContext, Page } from './test';
import { archivePublishedTests, publishedTest } from './published-tests';
import { expect, test } from './test';
import { mailContaining } from './mail';

/** A word of its own per run, so that this run's job, test and addresses are told apart on a running server. */
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

async function graph<T>(request: APIRequestContext, token: string, query: string, variables = {}) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  return ((await response.json()) as { data: T }).data;
}

/** Gives the page the session, as the login page would. */
async function useSession(page: Page, token: string) {
  await page.goto('/en');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

const text = (value: string) => ({ fa: value, en: value, az: value });

/** An admin publishes a paid aptitude test of one numeric question (2 + 2); returns its id. */
async function adminPublishesPaidTest(request: APIRequestContext, title: string) {
  const token = await devToken(request, 'admin');
  const settings = {
    slug: `invite-check-${runId}`,
    type: 'LOGICAL_REASONING',
    status: 'ACTIVE',
    title: text(title),
    summary: text('A quick check for candidates'),
    description: text('A quick check for candidates'),
    categories: [{ key: 'numbers', name: text('Numbers'), advice: text('Practise') }],
    questionsCount: 1,
    durationMinutes: 10,
    passingScore: 50,
    originalPriceRials: 500_000,
    priceRials: 500_000,
    reportDelayHours: 24,
    cooldownHours: 0,
  };
  const created = await graph<{ createTest: { data: { id: string } } }>(
    request,
    token,
    'mutation ($input: TestSettingsInput!) { createTest(input: $input) { ... on MutationCreateTestSuccess { data { id } } } }',
    { input: settings },
  );
  const testId = created.createTest.data.id;
  publishedTest(testId, settings);
  await graph(
    request,
    token,
    'mutation ($input: SaveTestQuestionInput!) { saveTestQuestion(input: $input) { __typename } }',
    {
      input: {
        testId,
        key: 'sum',
        kind: 'NUMERIC',
        difficulty: 'EASY',
        category: 'numbers',
        skill: 'arithmetic',
        prompt: text('How much is 2 + 2?'),
        numericValue: 4,
      },
    },
  );
  return testId;
}

test.afterEach(archivePublishedTests);

test('en: an employer invites by e-mail to a paid test and pays; the invitee follows the mailed link, takes it free, and the employer sees the score', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const testTitle = `Invited arithmetic ${runId}`;
  const testId = await adminPublishesPaidTest(request, testTitle);
  const employerToken = await devToken(request, 'employer');
  const { createJob } = await graph<{ createJob: { data: { slug: string } } }>(
    request,
    employerToken,
    `mutation ($input: CreateJobInput!) {
      createJob(input: $input) { ... on MutationCreateJobSuccess { data { slug } } } }`,
    {
      input: {
        language: 'en',
        title: `Bookkeeper ${runId}`,
        companyName: 'Invite Co',
        placeId: 'tehran',
        type: 'FULL_TIME',
        experienceLevel: 'MID',
        description:
          'Keep the ledgers of a growing online shop balanced, and explain every figure to the owners.',
        tests: [{ testId, required: false }],
        publish: true,
      },
    },
  );
  const slug = createJob.data.slug;
  const address = `invitee-${runId}@example.com`;

  // The employer invites one address, and pays the order for it in the sandbox gateway.
  const employer = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await useSession(employer, employerToken);
  await employer.goto(`/en/panel/jobs/${slug}/applications`);
  const invitations = employer.getByRole('region', { name: 'Invite to a test by e-mail' });
  await invitations.getByRole('textbox', { name: /^E-mail addresses/ }).fill(address);
  await invitations.getByRole('button', { name: 'Invite' }).click();
  await employer.getByRole('button', { name: /^پرداخت · Pay$/ }).click();
  await expect(employer).toHaveURL(/\/en\/panel\/orders\/\d+$/);
  await expect(employer.getByRole('status').filter({ hasText: /confirmed/i })).toBeVisible({
    timeout: 15_000,
  });
  await expect(employer.getByText(`1 invitation by e-mail to the talent test: ${testTitle}`)).toBeVisible();
  await expect(employer.getByRole('link', { name: 'Go to the test' })).toHaveCount(0);

  // The invitee receives the link, signs in (a new person registering), accepts and takes the test free.
  // The mail names the test (this run's own) and carries the invitee's link.
  const mail = await mailContaining(testTitle);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(address);
  const link = /\/en\/invitations\/[\w-]+/.exec(mail.text ?? '')![0];
  const invitee = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  const inviteeToken = await devToken(request, 'new-user');
  await graph(
    request,
    inviteeToken,
    'mutation { completeRegistration(input: { fullName: "Leyla Mammadova", termsVersion: 1 }) { __typename } }',
  );
  await useSession(invitee, inviteeToken);
  await invitee.goto(link);
  await expect(
    invitee.getByText(`You are invited to take the test “${testTitle}” free of charge.`),
  ).toBeVisible();
  await invitee.getByRole('checkbox', { name: /Share my result/ }).check();
  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
  await invitee.getByRole('link', { name: 'Go to the test' }).click();
  await invitee.getByRole('button', { name: 'Start the test' }).click();
  await expect(invitee.getByText('Question 1 of 1')).toBeVisible();
  await invitee.getByRole('textbox').fill('4');
  await invitee.getByRole('button', { name: 'Save answer' }).click();
  await expect(invitee.getByText(/^Saved$/)).toBeVisible();
  await invitee.getByRole('button', { name: 'Finish the test' }).click();
  await invitee.getByRole('alertdialog').getByRole('button', { name: 'Finish the test' }).click();
  await expect(invitee).toHaveURL(/\/en\/panel\/tests\/results\//);

  // The employer sees the invitation taken, and the score.
  await employer.goto(`/en/panel/jobs/${slug}/applications`);
  const sent = employer.getByRole('region', { name: 'Invite to a test by e-mail' });
  await expect(sent.getByText(address)).toBeVisible();
  await expect(sent.getByText('Taken')).toBeVisible();
  await expect(sent.getByText('Score 100%')).toBeVisible();
});
