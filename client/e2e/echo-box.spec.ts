import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './test';
import { saveScreenshot } from './screenshots';

/** A word of its own per run, so that this run's messages are told apart from earlier ones on a running server. */
const runId = Date.now().toString(36);

const EMPLOYER = 'گروه نرم‌افزاری آرین‌داده';
const JOB_SEEKER = 'سارا رضایی';
const COLLABORATOR = 'نیما کاظمی';
const ADMIN = 'Karnama Admin';

const TEXT = {
  fa: {
    devSignIn: 'ورود آزمایشی (محیط توسعه)',
    accountMenu: (name: string) => `منوی حساب ${name}`,
    unread: (count: number) => `${count.toLocaleString('fa-IR')} پیام خوانده‌نشده`,
    messageEmployer: 'پیام به کارفرما',
    newMessage: 'پیام جدید',
    body: 'متن پیام',
    sendFirst: 'ارسال پیام',
    messages: 'پیام‌ها',
    composer: 'پیام شما',
    send: 'ارسال',
    sent: 'ارسال شد',
    read: 'خوانده شد',
    failed: 'ارسال نشد',
    retry: 'تلاش دوباره',
    edit: 'ویرایش',
    editLabel: 'ویرایش پیام شما',
    save: 'ذخیره',
    edited: 'ویرایش‌شده',
    report: 'گزارش',
    reportTitle: 'گزارش این پیام',
    reportSend: 'ارسال گزارش',
    reasonRequired: 'یک دلیل انتخاب کنید.',
    required: 'این فیلد الزامی است.',
    tooShort: 'توضیحات باید حداقل ۱۰ کاراکتر باشد.',
    spam: 'هرزنامه',
    description: 'توضیحات',
    reportSent: 'گزارش ارسال شد',
    close: 'بستن',
    conversations: 'گفت‌وگوها',
    reports: 'پیام‌های گزارش‌شده',
    resolve: 'رسیدگی شد',
    resolved: 'گزارش رسیدگی‌شده علامت خورد.',
  },
  en: {
    devSignIn: 'Development sign-in',
    accountMenu: (name: string) => `Account menu of ${name}`,
    unread: (count: number) => `${count} unread message${count === 1 ? '' : 's'}`,
    messageEmployer: 'Message the employer',
    newMessage: 'New message',
    body: 'Message',
    sendFirst: 'Send message',
    messages: 'Messages',
    composer: 'Your message',
    send: 'Send',
    sent: 'Sent',
    read: 'Read',
    failed: 'Failed to send',
    retry: 'Retry',
    edit: 'Edit',
    editLabel: 'Edit your message',
    save: 'Save',
    edited: 'edited',
    report: 'Report',
    reportTitle: 'Report this message',
    reportSend: 'Send report',
    reasonRequired: 'Choose a reason.',
    required: 'This field is required.',
    tooShort: 'The description needs at least 10 characters.',
    spam: 'Spam',
    description: 'Description',
    reportSent: 'Report sent',
    close: 'Close',
    conversations: 'Conversations',
    reports: 'Reported messages',
    resolve: 'Resolve',
    resolved: 'The report was resolved.',
  },
};

type Locale = keyof typeof TEXT;

/** A browser context of its own per user, signed in with development sign-in, on `to`. */
async function signedIn(browser: Browser, locale: Locale, account: string, to: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(to)}`);
  await page
    .getByRole('region', { name: TEXT[locale].devSignIn })
    .getByRole('button', { name: new RegExp(`^${account}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
  return { context, page };
}

/** The unread count the account menu's badge describes (0 without a badge). */
async function unreadCount(page: Page, locale: Locale, name: string): Promise<number> {
  const button = page.getByRole('button', { name: TEXT[locale].accountMenu(name), exact: true });
  await expect(button).toBeVisible();
  const description = (await button.getAttribute('aria-describedby'))
    ? ((await page.locator('#account-unread').textContent()) ?? '')
    : '';
  const digits = description.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).match(/\d+/);
  return digits ? Number(digits[0]) : 0;
}

function messageRow(page: Page, locale: Locale, text: string): Locator {
  return page
    .getByRole('log', { name: TEXT[locale].messages })
    .locator('div.flex')
    .filter({ has: page.getByText(text, { exact: true }) })
    .last();
}

test.describe('echo box', () => {
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  test('fa: a job seeker writes to an employer, who sees it live, reads it, sees the edit and reports it', async ({
    browser,
  }, testInfo) => {
    const t = TEXT.fa;
    const first = `سلام، دربارهٔ این آگهی سؤالی دارم (${runId})`;
    const edited = `سلام، دربارهٔ ساعت کاری این آگهی سؤالی دارم (${runId})`;
    const offline = `این پیام بدون اینترنت نوشته شد (${runId})`;

    // B, the employer, waits in the echo box.
    const employer = await signedIn(browser, 'fa', EMPLOYER, '/fa/panel/echoBox');
    contexts.push(employer.context);
    const B = employer.page;
    await expect(B.getByRole('heading', { level: 1, name: /صندوق پیام/ })).toBeVisible();
    await expect(B.getByText('بتا', { exact: true })).toBeVisible();
    const unreadBefore = await unreadCount(B, 'fa', EMPLOYER);

    // A, the job seeker, writes from the job page.
    const seeker = await signedIn(browser, 'fa', JOB_SEEKER, '/fa/jobs/devops-team-lead-aryan-data-tehran');
    contexts.push(seeker.context);
    const A = seeker.page;
    await A.getByRole('link', { name: t.messageEmployer }).click();
    await expect(A.getByRole('heading', { level: 1, name: new RegExp(t.newMessage) })).toBeVisible();
    await expect(A.getByText(EMPLOYER)).toBeVisible();
    await A.getByRole('textbox', { name: t.body }).fill(first);
    await A.getByRole('button', { name: t.sendFirst }).click();
    await expect(A).toHaveURL(/\/fa\/panel\/echoBox\/[^/]+$/);
    await expect(messageRow(A, 'fa', first).getByText(t.sent)).toBeVisible();

    // B sees it without a reload: the badge counts it, the conversation is at the top of the list.
    await expect.poll(() => unreadCount(B, 'fa', EMPLOYER)).toBe(unreadBefore + 1);
    const conversations = B.getByRole('list', { name: t.conversations });
    await expect(conversations.getByRole('link').first()).toContainText(first);
    await expect(conversations.getByRole('link').first()).toContainText(JOB_SEEKER);
    await saveScreenshot(B, testInfo, 'fa-echo-box-inbox');

    // B opens it; A sees "read".
    await conversations.getByRole('link').first().click();
    await expect(B.getByText(first, { exact: true })).toBeVisible();
    await expect(messageRow(A, 'fa', first).getByText(t.read)).toBeVisible();
    await expect.poll(() => unreadCount(B, 'fa', EMPLOYER)).toBeLessThanOrEqual(unreadBefore);

    // A edits the message; B sees the new text marked as edited.
    await messageRow(A, 'fa', first).getByRole('button', { name: t.edit }).click();
    await A.getByRole('textbox', { name: t.editLabel }).fill(edited);
    await A.getByRole('button', { name: t.save }).click();
    await expect(messageRow(B, 'fa', edited).getByText(t.edited)).toBeVisible();
    await expect(B.getByText(first, { exact: true })).toHaveCount(0);

    // B reports it: the rules' messages first, then the confirmation.
    await messageRow(B, 'fa', edited).getByRole('button', { name: t.report }).click();
    await expect(B.getByRole('dialog', { name: t.reportTitle })).toBeVisible();
    const dialog = B.getByRole('dialog');
    await dialog.getByRole('button', { name: t.reportSend }).click();
    await expect(dialog.getByText(t.reasonRequired)).toBeVisible();
    await expect(dialog.getByText(t.required)).toBeVisible();
    await dialog.getByText(t.spam, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: t.spam })).toBeChecked();
    await dialog.getByRole('textbox', { name: t.description }).fill('تبلیغ');
    await dialog.getByRole('button', { name: t.reportSend }).click();
    await expect(dialog.getByText(t.tooShort)).toBeVisible();
    await saveScreenshot(B, testInfo, 'fa-echo-box-report');
    await dialog.getByRole('textbox', { name: t.description }).fill('این پیام تبلیغاتی و ناخواسته است.');
    await dialog.getByRole('button', { name: t.reportSend }).click();
    await expect(dialog.getByRole('heading', { name: t.reportSent })).toBeVisible();
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toHaveCount(0);

    // A loses the connection: the message fails, and goes once back online with Retry.
    await seeker.context.setOffline(true);
    await A.getByRole('textbox', { name: t.composer }).fill(offline);
    await A.getByRole('button', { name: t.send, exact: true }).click();
    await expect(messageRow(A, 'fa', offline).getByText(t.failed)).toBeVisible();
    await saveScreenshot(A, testInfo, 'fa-echo-box-failed');
    await seeker.context.setOffline(false);
    await messageRow(A, 'fa', offline).getByRole('button', { name: t.retry }).click();
    // Delivered: "sent", or already "read", since B has the conversation open and reads it as it arrives.
    await expect(messageRow(A, 'fa', offline).getByText(new RegExp(`^(${t.sent}|${t.read})$`))).toBeVisible();
    await expect(messageRow(A, 'fa', offline).getByText(t.failed)).toHaveCount(0);
    await expect(B.getByText(offline, { exact: true })).toHaveCount(1);
    await expect(A.getByText(offline, { exact: true })).toHaveCount(1);
    await saveScreenshot(A, testInfo, 'fa-echo-box-conversation');
    await A.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(A, testInfo, 'fa-echo-box-conversation-phone');

    // An admin finds the report in the queue and resolves it.
    const admin = await signedIn(browser, 'fa', ADMIN, '/fa/panel/echoBox/reports');
    contexts.push(admin.context);
    const report = admin.page.getByRole('article').filter({ hasText: edited });
    await expect(report).toBeVisible();
    await expect(report.getByText(t.spam)).toBeVisible();
    await saveScreenshot(admin.page, testInfo, 'fa-echo-box-reports');
    await report.getByRole('button', { name: t.resolve }).click();
    await expect(admin.page.getByText(t.resolved)).toBeVisible();
    await expect(report).toHaveCount(0);
  });

  test('en: without a recipient nothing is sent; a collaborator writes about a job and sees it read', async ({
    browser,
  }, testInfo) => {
    const t = TEXT.en;
    const body = `Is this role open to remote work? (${runId})`;

    const writer = await signedIn(browser, 'en', COLLABORATOR, '/en/panel/echoBox/new');
    contexts.push(writer.context);
    const A = writer.page;
    await expect(A.getByText('No recipient selected', { exact: true })).toBeVisible();
    await A.getByRole('textbox', { name: t.body }).fill(body);
    await A.getByRole('button', { name: t.sendFirst }).click();
    await expect(A.getByRole('alert')).toHaveText('No recipient selected.');

    const employer = await signedIn(browser, 'en', EMPLOYER, '/en/panel/echoBox');
    contexts.push(employer.context);
    const B = employer.page;
    const unreadBefore = await unreadCount(B, 'en', EMPLOYER);

    await A.goto('/en/jobs/senior-product-manager-aryan-data-tehran');
    await A.getByRole('link', { name: t.messageEmployer }).click();
    await expect(A.getByText(EMPLOYER)).toBeVisible();
    await A.getByRole('textbox', { name: t.body }).fill(body);
    await A.getByRole('button', { name: t.sendFirst }).click();
    await expect(messageRow(A, 'en', body).getByText(t.sent)).toBeVisible();

    await expect.poll(() => unreadCount(B, 'en', EMPLOYER)).toBe(unreadBefore + 1);
    const entry = B.getByRole('list', { name: t.conversations }).getByRole('link').first();
    await expect(entry).toContainText(body);
    await expect(entry).toContainText(COLLABORATOR);
    await saveScreenshot(B, testInfo, 'en-echo-box-inbox');
    await entry.click();
    await expect(B.getByText(body, { exact: true })).toBeVisible();
    await expect(messageRow(A, 'en', body).getByText(t.read)).toBeVisible();
    await saveScreenshot(A, testInfo, 'en-echo-box-conversation');
  });
});

/** Signs a demo account in over the API and calls GraphQL with its token. */
async function apiAs(request: APIRequestContext, account: string) {
  const signIn = await request.post('/graphql', {
    data: {
      query: `mutation ($input: DevSignInInput!) {
        devSignIn(input: $input) { ... on MutationDevSignInSuccess { data { token } } }
      }`,
      variables: { input: { account } },
    },
  });
  const token = ((await signIn.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn
    .data.token;
  return async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
}

test.describe('activity feed', () => {
  test('fa: a job published elsewhere appears on the home page without a reload', async ({
    page,
    request,
  }, testInfo) => {
    const title = `کارشناس داده‌کاوی زنده ${runId}`;
    await page.goto('/fa');
    const feed = page.getByRole('region', { name: 'رویدادهای تازه' });
    await expect(feed.getByText('به‌روزرسانی زنده')).toBeVisible();
    await expect(feed.getByRole('listitem').first()).toBeVisible();

    const employer = await apiAs(request, 'employer');
    const { createJob } = await employer<{ createJob: { data: { id: string } } }>(
      `mutation ($input: CreateJobInput!) {
        createJob(input: $input) { ... on MutationCreateJobSuccess { data { id } } }
      }`,
      {
        input: {
          language: 'fa',
          title,
          companyName: EMPLOYER,
          placeId: 'tehran',
          type: 'FULL_TIME',
          experienceLevel: 'MID',
          description: 'تحلیل داده‌های فروش و ساخت داشبوردهای مدیریتی برای تیم‌های کسب‌وکار.',
          publish: true,
        },
      },
    );
    try {
      const item = feed.getByRole('listitem').first();
      // The company and the title are bidi-isolated inside the sentence.
      await expect(item).toContainText(
        new RegExp(`^\u2068${EMPLOYER}\u2069 آگهی تازه‌ای منتشر کرد: \u2068${title}\u2069`),
      );
      await expect(item.getByText('زنده', { exact: true })).toBeVisible();
      await expect(item.getByText('کسب‌وکار')).toBeVisible();
      await expect(item.getByText(/ثانیه پیش|اکنون/)).toBeVisible();
      await expect(item.getByRole('link')).toHaveAttribute('href', /^\/fa\/jobs\/[^/]+$/);
      await saveScreenshot(page, testInfo, 'fa-home-activity');
    } finally {
      // Closed, it leaves the listings the other journeys read.
      await employer(`mutation ($id: ID!) { closeJob(id: $id) { __typename } }`, { id: createJob.data.id });
    }
  });

  test('en: while the socket is down the feed counts down to its next refresh', async ({ page }) => {
    // Every connection attempt is refused the way an unreachable server would be.
    await page.routeWebSocket(/\/graphql$/, (socket) =>
      socket.close({ code: 1013, reason: 'Try again later' }),
    );
    await page.goto('/en');
    const feed = page.getByRole('region', { name: 'What’s happening' });
    await expect(feed.getByRole('listitem').first()).toBeVisible();
    const countdown = feed.getByText(/^Refreshing in \d+ s$/);
    await expect(countdown).toBeVisible();
    const seconds = async () => Number((await countdown.textContent())!.match(/\d+/)![0]);
    const first = await seconds();
    expect(first).toBeLessThanOrEqual(30);
    await expect.poll(seconds).toBeLessThan(first);
    await expect(feed.getByText('Updating live')).toHaveCount(0);
  });
});
