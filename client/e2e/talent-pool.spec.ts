import { saveScreenshot } from './screenshots';
import type { APIRequestContext, Page } from './test';
import { expect, test } from './test';

/** A word of its own per run, so that this run's résumé is told apart on a server already running. */
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

/** Gives the page the session, as the login page would. */
async function useSession(page: Page, token: string) {
  await page.goto('/fa');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

const skill = `Kafka${runId}`;

test('fa: a verified employer finds an evaluated résumé in the talent pool and its owner accepts the request to talk', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const adminToken = await devToken(request, 'admin');
  const employerToken = await devToken(request, 'employer');

  // A person writes a résumé, the team evaluates it complete, and its owner opens it to verified employers.
  const candidateToken = await devToken(request, 'new-user');
  await graph(
    request,
    candidateToken,
    'mutation { completeRegistration(input: { fullName: "پرستو نوری", termsVersion: 1 }) { __typename } }',
  );
  const { saveResume } = await graph<{ saveResume: { data: { id: string } } }>(
    request,
    candidateToken,
    `mutation ($input: SaveResumeInput!) { saveResume(input: $input) {
      ... on MutationSaveResumeSuccess { data { id } } } }`,
    {
      input: {
        locale: 'fa',
        document: {
          fullName: 'پرستو نوری',
          headline: 'مهندس داده',
          email: `parastoo-${runId}@example.com`,
          phone: '09121112233',
          place: 'اصفهان',
          summary: 'پنج سال ساختن خط‌های لولهٔ داده برای فروشگاه‌های اینترنتی.',
          experience: [{ title: 'مهندس داده', organization: 'اسنپ', start: '2020-04', end: null }],
          education: [],
          skills: [skill, 'Python'],
          languages: [{ name: 'فارسی', level: 'NATIVE' }],
          projects: [],
          links: [{ label: 'GitHub', url: 'https://github.com/parastoo' }],
        },
      },
    },
  );
  await graph(
    request,
    adminToken,
    `mutation ($input: EvaluateResumeInput!) { evaluateResume(input: $input) { __typename } }`,
    { input: { resumeId: saveResume.data.id, verdict: 'COMPLETE', checklist: ['CONTACT', 'SUMMARY'] } },
  );
  await graph(request, candidateToken, 'mutation { setResumeOpenToEmployers(open: true) { __typename } }');

  // The demo employer's company starts unverified (a verification of an earlier run on this server is revoked).
  const { viewer } = await graph<{ viewer: { company: { id: string; verification: string } } }>(
    request,
    employerToken,
    '{ viewer { company { id verification } } }',
  );
  if (viewer.company.verification === 'VERIFIED')
    await graph(
      request,
      adminToken,
      `mutation ($id: ID!) { reviewCompanyVerification(input: { companyId: $id, verdict: REJECTED, note: "A new check." }) { __typename } }`,
      { id: viewer.company.id },
    );

  // The talent pool sends an unverified employer to verify the company, by its national ID.
  const employer = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await useSession(employer, employerToken);
  await employer.goto('/fa/panel/talent-pool');
  await expect(employer.getByText('شرکت شما هنوز تأیید نشده است.', { exact: false })).toBeVisible();
  await employer.getByRole('link', { name: 'تأیید شرکت من' }).click();
  const verification = employer.getByRole('region', { name: 'تأیید شرکت' });
  await verification.getByRole('textbox', { name: 'شناسه ملی شرکت' }).fill('۱۰۳۸۰۲۸۴۷۹۱');
  await verification.getByRole('button', { name: /درخواست تأیید|ارسال دوباره/ }).click();
  await expect(verification.getByText('رقم آخر با بقیه جور نیست', { exact: false })).toBeVisible();
  await verification.getByRole('textbox', { name: 'شناسه ملی شرکت' }).fill('۱۰۳۸۰۲۸۴۷۹۰');
  await verification.getByRole('button', { name: /درخواست تأیید|ارسال دوباره/ }).click();
  await expect(verification.getByText(/در انتظار بررسی تیم؛ درخواست در .*۱۴[۰-۹]{2}/)).toBeVisible();
  await saveScreenshot(employer, testInfo, 'fa-company-verification-pending');

  // An admin checks it against the registry and verifies it.
  const admin = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await useSession(admin, adminToken);
  await admin.goto('/fa/panel/admin/collaborators');
  await admin.getByRole('link', { name: 'شرکت‌های در انتظار تأیید' }).click();
  const row = admin.getByRole('article', { name: 'گروه نرم‌افزاری آرین‌داده' });
  await expect(row.getByText('شناسه ملی: ۱۰۳۸۰۲۸۴۷۹۰')).toBeVisible();
  await saveScreenshot(admin, testInfo, 'fa-admin-verifies-company');
  await row.getByRole('button', { name: 'تأیید', exact: true }).click();
  await expect(admin.getByText('ذخیره شد.')).toBeVisible();

  // Verified, the employer searches the pool: the résumé reads without its owner's name or contact details.
  await employer.goto('/fa/panel/profile');
  await expect(verification.getByText('تیم این شرکت را تأیید کرده است.', { exact: false })).toBeVisible();
  await verification.getByRole('link', { name: 'رفتن به بانک استعدادها' }).click();
  await employer.getByRole('textbox', { name: 'مهارت' }).fill(skill.toLowerCase());
  await employer.getByRole('button', { name: 'جست‌وجو' }).click();
  await expect(employer).toHaveURL(new RegExp(`skill=${skill.toLowerCase()}`));
  await expect(employer.getByText('۱ رزومه')).toBeVisible();
  const entry = employer.getByRole('article', { name: 'مهندس داده' });
  await entry.getByRole('button', { name: 'خواندن رزومه' }).click();
  await expect(entry.getByText('پنج سال ساختن خط‌های لولهٔ داده برای فروشگاه‌های اینترنتی.')).toBeVisible();
  await expect(entry.getByText('پرستو نوری')).toHaveCount(0);
  await expect(entry.getByText(`parastoo-${runId}@example.com`)).toHaveCount(0);
  await saveScreenshot(employer, testInfo, 'fa-talent-pool');

  // The employer asks to talk; the owner hears of it, from the verified company, and accepts.
  await entry.getByRole('button', { name: 'درخواست گفت‌وگو' }).click();
  await entry.getByRole('textbox', { name: 'موضوع' }).fill(`مهندس دادهٔ ارشد ${runId}`);
  await entry
    .getByRole('textbox', { name: 'چه می‌خواهید' })
    .fill('رزومهٔ شما را در بانک استعدادها خواندیم و دوست داریم دربارهٔ نقشی در تیم داده گفت‌وگو کنیم.');
  await entry.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(entry.getByText('فرستاده شد. از پاسخ باخبر می‌شوید', { exact: false })).toBeVisible();

  const candidate = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await useSession(candidate, candidateToken);
  await candidate.goto('/fa/panel/requests');
  const item = candidate.getByRole('article', { name: `مهندس دادهٔ ارشد ${runId}` });
  await expect(
    item.getByText('از گروه نرم‌افزاری آرین‌داده، که رزومه شما را در بانک استعدادها یافته است'),
  ).toBeVisible();
  await item.getByRole('button', { name: `مهندس دادهٔ ارشد ${runId}` }).click();
  await item.getByRole('button', { name: 'پذیرفتن و شروع گفت‌وگو' }).click();
  await expect(item.getByText('پذیرفته شده')).toBeVisible();
  // There is no work to mark done: it is a conversation about a position.
  await expect(item.getByRole('button', { name: 'اعلام پایان کار' })).toHaveCount(0);
  await saveScreenshot(candidate, testInfo, 'fa-talent-request-accepted');
  await expect(async () => {
    await candidate.reload();
    await expect(
      candidate
        .getByRole('article', { name: `مهندس دادهٔ ارشد ${runId}` })
        .getByRole('link', { name: 'باز کردن گفت‌وگو' }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass();
});
