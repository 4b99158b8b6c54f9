import { randomUUID } from 'node:crypto';
import { publishedProject } from './portfolio-projects';
import { saveScreenshot } from './screenshots';
import type { APIRequestContext, Locator, Page } from './test';
import { expect, test } from './test';

async function graphql<T>(request: APIRequestContext, query: string, variables: object, token?: string) {
  const answer = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function signIn(request: APIRequestContext, account: string) {
  const { devSignIn } = await graphql<{ devSignIn: { data: { token: string } } }>(
    request,
    'mutation ($account: String!) { devSignIn(input: { account: $account }) { ... on MutationDevSignInSuccess { data { token } } } }',
    { account },
  );
  return devSignIn.data.token;
}

/** A new person who registers and publishes a collaborator's profile; returns their session. */
async function publishedCollaborator(request: APIRequestContext, name: string, slug: string) {
  const token = await signIn(request, 'new-user');
  await graphql(
    request,
    'mutation ($name: String!) { completeRegistration(input: { fullName: $name, termsVersion: 1 }) { __typename } }',
    { name },
    token,
  );
  await graphql(
    request,
    'mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) { __typename } }',
    {
      input: {
        slug,
        displayName: name,
        expertise: ['BACKEND'],
        skills: ['Go'],
        yearsOfExperience: 5,
        availability: 'AVAILABLE',
        remote: true,
        languages: ['fa'],
        words: [{ locale: 'fa', headline: 'برنامه‌نویس بک‌اند فروشگاه‌های اینترنتی' }],
      },
    },
    token,
  );
  await graphql(request, 'mutation { publishCollaboratorProfile { __typename } }', {}, token);
  return token;
}

async function useSession(page: Page, token: string) {
  await page.goto('/fa');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

/** Reloads until the locator shows the text (a payment's or a deadline's event reaches the page in its time). */
async function untilShown(page: Page, where: Locator, text: string | RegExp, timeout = 30_000) {
  await expect(async () => {
    await page.reload();
    await expect(where.getByText(text).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout });
}

test('fa: a contract with two milestones funded, submitted, half approved, the rest released by the review deadline', async ({
  browser,
  request,
}, testInfo) => {
  // The review deadline is 90 seconds of real time on the journeys' server, after a minute or two of steps: room
  // for both on a busy machine.
  test.setTimeout(300_000);
  const slug = `reza-ahmadi-${randomUUID().slice(0, 6)}`;
  const title = `فروشگاه کتاب ${randomUUID().slice(0, 4)}`;
  const collaboratorToken = await publishedCollaborator(request, 'رضا احمدی', slug);

  // The client proposes the work from the collaborator's profile: two milestones of 2,000,000 tomans.
  const client = await (await browser.newContext()).newPage();
  await useSession(client, await signIn(request, 'employer'));
  await client.goto(`/fa/collaborators/${slug}`);
  await client.getByRole('link', { name: 'پیشنهاد قرارداد مرحله‌ای' }).click();
  await expect(client.getByRole('heading', { name: 'پیشنهاد قرارداد به رضا احمدی' })).toBeVisible();
  await client.getByLabel('عنوان').fill(title);
  await client.getByLabel('شرح کار').fill('فروشگاه اینترنتی کتاب با سبد خرید و درگاه پرداخت، در دو مرحله.');
  await client.getByLabel('مرحلهٔ ۱', { exact: true }).fill('فهرست کتاب‌ها و سبد خرید');
  await client.getByLabel('مبلغ مرحلهٔ ۱ (تومان)').fill('۲٬۰۰۰٬۰۰۰');
  await client.getByRole('button', { name: 'افزودن مرحله' }).click();
  await client.getByLabel('مرحلهٔ ۲', { exact: true }).fill('پرداخت و راه‌اندازی');
  await client.getByLabel('مبلغ مرحلهٔ ۲ (تومان)').fill('۲٬۰۰۰٬۰۰۰');
  await saveScreenshot(client, testInfo, 'fa-contract-proposal');
  await client.getByRole('button', { name: 'ارسال پیشنهاد' }).click();
  await expect(client).toHaveURL(/\/fa\/panel\/contracts$/);
  const clientCard = client.getByRole('listitem').filter({ hasText: title }).first();
  await expect(clientCard.getByText('در انتظار پاسخ همکار')).toBeVisible();

  // The collaborator accepts it.
  const collaborator = await (await browser.newContext()).newPage();
  await useSession(collaborator, collaboratorToken);
  await collaborator.goto('/fa/panel/contracts');
  const collaboratorCard = collaborator.getByRole('listitem').filter({ hasText: title }).first();
  await collaboratorCard.getByRole('button', { name: 'پذیرش قرارداد' }).click();
  await expect(collaboratorCard.getByText('فعال', { exact: true })).toBeVisible();

  // The client pays each milestone into escrow at the sandbox gateway.
  for (const n of ['۱', '۲']) {
    await client.goto('/fa/panel/contracts');
    const milestone = clientCard.getByRole('listitem').filter({ hasText: `${n}. ` });
    await milestone.getByRole('button', { name: 'واریز ۲٬۰۰۰٬۰۰۰ تومان به حساب امن' }).click();
    await expect(client.getByRole('heading', { name: /درگاه پرداخت آزمایشی/ })).toBeVisible();
    await client.getByRole('button', { name: /^پرداخت · Pay$/ }).click();
    await expect(client).toHaveURL(/\/fa\/panel\/orders\/\d+$/);
    await expect(client.getByRole('row', { name: /پرداخت امن/ })).toContainText('تا تأیید مرحله', {
      timeout: 15_000,
    });
    await client.goto('/fa/panel/contracts');
    await untilShown(
      client,
      clientCard.getByRole('listitem').filter({ hasText: `${n}. ` }),
      'واریز به حساب امن',
    );
  }

  // The collaborator hands in the second milestone, then the first.
  await collaborator.reload();
  for (const n of ['۲', '۱']) {
    const milestone = collaboratorCard.getByRole('listitem').filter({ hasText: `${n}. ` });
    await milestone.getByRole('button', { name: 'تحویل' }).click();
    await milestone
      .getByLabel('چه انجام شد و کجا می‌توان آن را دید')
      .fill(`مرحلهٔ ${n}: https://staging.example.com`);
    await milestone.getByRole('button', { name: 'ارسال' }).click();
    await expect(milestone.getByText('تحویل شده، در حال بررسی')).toBeVisible();
  }

  // The client approves half of the first milestone: 1,000,000 tomans go to the collaborator, the rest stays held.
  await client.reload();
  const first = clientCard.getByRole('listitem').filter({ hasText: '۱. ' });
  await expect(first.getByText(/تا .*۱۴[۰-۹]{2}.* بررسی کنید/)).toBeVisible();
  await first.getByRole('button', { name: 'تأیید بخشی از آن' }).click();
  await first.getByLabel(/مبلغی که اکنون آزاد شود/).fill('۱٬۰۰۰٬۰۰۰');
  await first.getByRole('button', { name: 'آزاد کردن این بخش' }).click();
  await expect(first.getByText(/۱٬۰۰۰٬۰۰۰ تومان در حساب امن/)).toBeVisible();
  await expect(first.getByText(/۱٬۰۰۰٬۰۰۰ تومان به همکار پرداخت شد/)).toBeVisible();
  await saveScreenshot(client, testInfo, 'fa-contract-half-approved');

  // Nobody says anything more: when the review time ends, what is held is paid to the collaborator.
  const second = clientCard.getByRole('listitem').filter({ hasText: '۲. ' });
  await untilShown(client, second, 'پرداخت‌شده به همکار', 180_000);
  await untilShown(client, first, 'پرداخت‌شده به همکار', 60_000);
  await expect(clientCard.getByText('پایان‌یافته')).toBeVisible();
  await saveScreenshot(client, testInfo, 'fa-contract-completed');

  // The collaborator is owed the 4,000,000 tomans less the product's 10% fee.
  await collaborator.goto('/fa/panel/purchases');
  await expect(collaborator.getByText('۳٬۶۰۰٬۰۰۰ تومان').first()).toBeVisible();
});

test('fa: a client proposes a contract from the contact request the collaborator accepted', async ({
  page,
  request,
}, testInfo) => {
  const slug = `nazanin-${randomUUID().slice(0, 6)}`;
  const subject = `اپ نوبت‌دهی مطب ${randomUUID().slice(0, 4)}`;
  const collaboratorToken = await publishedCollaborator(request, 'نازنین کریمی', slug);
  const clientToken = await signIn(request, 'employer');

  // The client's request, with a budget, which the collaborator accepts.
  const { collaborator } = await graphql<{ collaborator: { id: string } }>(
    request,
    'query ($slug: String!) { collaborator(slug: $slug) { id } }',
    { slug },
  );
  const { sendContactRequest } = await graphql<{ sendContactRequest: { data: { id: string } } }>(
    request,
    `
      mutation ($input: SendContactRequestInput!) {
        sendContactRequest(input: $input) {
          ... on MutationSendContactRequestSuccess {
            data {
              id
            }
          }
        }
      }
    `,
    {
      input: {
        collaboratorId: collaborator.id,
        subject,
        message: 'یک اپ نوبت‌دهی برای مطب دندان‌پزشکی، با یادآوری پیامکی، تا اول بهار.',
        budgetRials: 300_000_000,
      },
    },
    clientToken,
  );
  await graphql(
    request,
    'mutation ($id: ID!) { answerContactRequest(input: { id: $id, accept: true, answer: "با کمال میل." }) { __typename } }',
    { id: sendContactRequest.data.id },
    collaboratorToken,
  );

  // From their sent requests, the client proposes a contract: the request's words and budget are filled in.
  await useSession(page, clientToken);
  await page.goto('/fa/panel/requests?box=sent');
  const sent = page.getByRole('listitem').filter({ hasText: subject }).first();
  await sent.getByRole('link', { name: 'پیشنهاد قرارداد بر پایهٔ این درخواست' }).click();
  await expect(page.getByRole('heading', { name: 'پیشنهاد قرارداد به نازنین کریمی' })).toBeVisible();
  await expect(page.getByText(`از درخواست شما «${subject}»`, { exact: false })).toBeVisible();
  await expect(page.getByLabel('عنوان')).toHaveValue(subject);
  await expect(page.getByLabel('مبلغ مرحلهٔ ۱ (تومان)')).toHaveValue('۳۰٬۰۰۰٬۰۰۰');
  await page.getByLabel('مرحلهٔ ۱', { exact: true }).fill('طراحی و ساخت اپ');
  await saveScreenshot(page, testInfo, 'fa-contract-from-request');
  await page.getByRole('button', { name: 'ارسال پیشنهاد' }).click();

  // The contract names the request it came from.
  await expect(page).toHaveURL(/\/fa\/panel\/contracts$/);
  const card = page.getByRole('listitem').filter({ hasText: subject }).first();
  await expect(card.getByRole('link', { name: `بر پایهٔ درخواست همکاری «${subject}»` })).toBeVisible();
});

test('fa: from a project open to collaborators, a client proposes a contract to a member of its team', async ({
  page,
  request,
}, testInfo) => {
  const slug = `parisa-${randomUUID().slice(0, 6)}`;
  const projectSlug = `clinic-app-${randomUUID().slice(0, 6)}`;
  const projectTitle = `اپ نوبت‌دهی کلینیک ${randomUUID().slice(0, 4)}`;
  const collaboratorToken = await publishedCollaborator(request, 'پریسا نادری', slug);
  const clientToken = await signIn(request, 'employer');
  const { collaborator } = await graphql<{ collaborator: { id: string } }>(
    request,
    'query ($slug: String!) { collaborator(slug: $slug) { id } }',
    { slug },
  );

  // The collaborator publishes a project of theirs, open to collaborators, its team naming them (once their
  // published profile has given them the role, which reaches their account through its event).
  await expect(async () => {
    const { viewer } = await graphql<{ viewer: { roles: string[] } }>(
      request,
      '{ viewer { roles } }',
      {},
      collaboratorToken,
    );
    expect(viewer.roles).toContain('COLLABORATOR');
  }).toPass({ timeout: 30_000 });
  await publishedProject(
    (query, variables, token) => graphql(request, query, variables, token),
    {
      slug: projectSlug,
      industry: 'HEALTH',
      categories: ['MOBILE_APP'],
      technologies: ['Go'],
      startedOn: '2026-05',
      state: 'IN_PROGRESS',
      forSale: false,
      collaborating: true,
      pictures: [],
      team: [{ collaboratorId: collaborator.id, role: 'DEVELOPER' }],
      words: [
        {
          locale: 'fa',
          title: projectTitle,
          summary: 'اپ نوبت‌دهی برای کلینیک‌ها، با یادآوری پیامکی و پرداخت آنلاین.',
        },
      ],
    },
    collaboratorToken,
  );

  // On the project's page, the team's member is offered a contract; the form names the project.
  await useSession(page, clientToken);
  await page.goto(`/fa/portfolio/${projectSlug}`);
  const offer = page.getByRole('link', { name: 'پیشنهاد قرارداد مرحله‌ای به پریسا نادری' });
  await offer.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'fa-project-team-propose');
  await offer.click();
  await expect(page.getByRole('heading', { name: 'پیشنهاد قرارداد به پریسا نادری' })).toBeVisible();
  await expect(page.getByText(`دربارهٔ پروژهٔ «${projectTitle}»`, { exact: false })).toBeVisible();
  await expect(page.getByLabel('عنوان')).toHaveValue(projectTitle);
  await page.getByLabel('شرح کار').fill('بخش پرداخت آنلاین و گزارش‌های مالی اپ، با آزمون‌های خودکار.');
  await page.getByLabel('مرحلهٔ ۱', { exact: true }).fill('پرداخت آنلاین');
  await page.getByLabel('مبلغ مرحلهٔ ۱ (تومان)').fill('۲۵٬۰۰۰٬۰۰۰');
  await saveScreenshot(page, testInfo, 'fa-contract-about-project');
  await page.getByRole('button', { name: 'ارسال پیشنهاد' }).click();

  // The contract names the project, a link to its page; the collaborator reads the same.
  await expect(page).toHaveURL(/\/fa\/panel\/contracts$/);
  const card = page.getByRole('listitem').filter({ hasText: projectTitle }).first();
  await expect(card.getByRole('link', { name: `دربارهٔ پروژهٔ «${projectTitle}»` })).toHaveAttribute(
    'href',
    `/fa/portfolio/${projectSlug}`,
  );
  await useSession(page, collaboratorToken);
  await page.goto('/fa/panel/contracts');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: projectTitle })
      .first()
      .getByRole('button', { name: 'پذیرش قرارداد' }),
  ).toBeVisible();
  // Their own page offers them no contract with themselves.
  await page.goto(`/fa/portfolio/${projectSlug}`);
  await expect(page.getByRole('link', { name: 'پریسا نادری', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /پیشنهاد قرارداد مرحله‌ای/ })).toHaveCount(0);
});
