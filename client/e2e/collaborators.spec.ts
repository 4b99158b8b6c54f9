import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { saveScreenshot } from './screenshots';
import type { APIRequestContext, Locator, Page } from './test';
import { subscribed } from './live';
import { expect, test } from './test';

/** Signs a development account in over the API (the login page's development sign-in). */
/** Chooses a year or month of a month picker (its group) from the list it opens. */
async function choose(page: Page, group: Locator, label: string, option: string) {
  await group.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function signInAs(page: Page, request: APIRequestContext, account: string) {
  const answer = await request.post('/graphql', {
    data: {
      query: `mutation { devSignIn(input: { account: "${account}" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    },
  });
  const token = ((await answer.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn
    .data.token;
  await page.goto('/fa');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

/** A fresh, registered person signed in over the API; returns their token. */
async function freshPerson(request: APIRequestContext, fullName: string): Promise<string> {
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
  return token;
}

test.describe('the collaborators directory', () => {
  test('fa: a collaborator writes a profile in Persian and English and publishes it; a visitor finds it by a filtered search and reads it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const slug = `nima-kazemi-${randomUUID().slice(0, 6)}`;
    const skill = `Kubernetes${randomUUID().slice(0, 4)}`;
    await signInAs(page, request, 'collaborator');
    await page.goto('/fa/panel/collaborator');
    await expect(page.getByRole('heading', { level: 1, name: 'پروفایل همکاری من' })).toBeVisible();

    // A bad address is refused in Persian, before anything is sent.
    await page.getByLabel('نشانی پروفایل').fill('Nima Kazemi!');
    await page.getByRole('button', { name: 'ذخیرهٔ پروفایل' }).click();
    await expect(page.getByText('از ۳ تا ۶۰ حرف کوچک لاتین، رقم و خط تیرهٔ تکی استفاده کنید.')).toBeVisible();

    await page.getByLabel('نشانی پروفایل').fill(slug);
    await page.getByLabel('نام نمایشی').fill('نیما کاظمی');
    await page.getByRole('checkbox', { name: 'بک‌اند' }).check();
    await page.getByRole('checkbox', { name: 'DevOps', exact: true }).check();
    // Other spellings of a skill the taxonomy knows become its name.
    const skills = page.getByRole('combobox', { name: 'مهارت‌ها', exact: true });
    await skills.fill(`golang، پستگرس، ${skill}`);
    await skills.press('Enter');
    for (const name of ['Go', 'PostgreSQL', skill])
      await expect(page.getByRole('button', { name: `حذف مهارت ${name}` })).toBeVisible();
    await page.getByLabel('سال‌های سابقه').fill('۷');
    await page.getByLabel('نرخ ساعتی (تومان، اختیاری)').fill('۹۵۰۰۰۰');
    // Languages are chosen from a list, each named in Persian.
    const spoken = page.getByRole('group', { name: 'زبان‌هایی که صحبت می‌کنم' });
    await spoken.getByRole('checkbox', { name: 'فارسی', exact: true }).check();
    await spoken.getByRole('checkbox', { name: 'انگلیسی', exact: true }).check();
    // The city is chosen from the places' list by typing part of its name.
    await page.getByRole('combobox', { name: 'شهری که در آن کار می‌کنید' }).fill('تبری');
    await page.getByRole('option', { name: 'تبریز', exact: true }).click();
    // The roles it takes, and a position it held, its months in the Jalali calendar.
    const roles = page.getByRole('group', { name: /^نقش‌هایی که در پروژه‌ها می‌پذیرم/ });
    await roles.getByRole('checkbox', { name: 'سرپرست فنی' }).check();
    await roles.getByRole('checkbox', { name: 'برنامه‌نویس', exact: true }).check();
    await page.getByRole('button', { name: 'افزودن سمت' }).click();
    const position = page.getByRole('listitem', { name: 'سمت ۱' });
    await position.getByRole('textbox', { name: 'عنوان شغلی' }).fill('برنامه‌نویس ارشد بک‌اند');
    await position.getByRole('textbox', { name: 'شرکت یا سازمان' }).fill('اسنپ');
    const started = position.getByRole('group', { name: 'از', exact: true });
    await choose(page, started, 'سال', '۱۴۰۰');
    await choose(page, started, 'ماه', 'مهر');
    const persian = page.getByRole('group', { name: 'به فارسی' });
    await persian.getByLabel('عنوان').fill('توسعه‌دهندهٔ بک‌اند با Go و زیرساخت ابری');
    await persian.getByLabel('دربارهٔ شما').fill('هفت سال سرویس‌های پرترافیک فارسی‌زبان ساخته‌ام.');
    await persian
      .getByLabel('شیوهٔ کار من در پروژه‌ها (اختیاری)')
      .fill('پروژه‌های دست‌کم دوهفته‌ای، با نسخهٔ نمایشی در پایان هر هفته.');
    await page
      .getByRole('group', { name: 'به انگلیسی' })
      .getByLabel('عنوان')
      .fill('Go back-end and cloud engineer');
    await page.getByRole('button', { name: 'ذخیرهٔ پروفایل' }).click();
    await expect(page.locator('[data-profile-state="DRAFT"]')).toBeVisible();
    await saveScreenshot(page, testInfo, 'collaborator-profile-editor-fa');

    // A draft is nobody else's to read.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const draft = await visitor.goto(`/fa/collaborators/${slug}`);
    expect(draft?.status()).toBe(404);

    await page.getByRole('button', { name: 'انتشار در فهرست همکاران' }).click();
    await expect(page.locator('[data-profile-state="PUBLISHED"]')).toBeVisible();

    // A visitor filters the directory; the address keeps the filters, and the server renders the result.
    await visitor.goto('/fa/collaborators');
    await expect(visitor.getByRole('heading', { level: 1, name: 'همکاران' })).toBeVisible();
    await visitor.getByRole('searchbox', { name: 'جست‌وجو' }).fill(skill);
    await visitor.getByLabel('تخصص').selectOption('BACKEND');
    // The cities offered are those of the profiles found, each with how many.
    await visitor.getByRole('combobox', { name: /^شهر/ }).selectOption({ label: 'تبریز (۱)' });
    await visitor.getByRole('combobox', { name: /^زبان/ }).selectOption({ label: 'انگلیسی' });
    // A skill in another spelling finds the profile that named it otherwise (the shared taxonomy).
    await visitor.getByRole('textbox', { name: 'مهارت', exact: true }).fill('postgres');
    await visitor.getByRole('button', { name: 'نمایش همکاران' }).click();
    await expect(visitor).toHaveURL(
      new RegExp(`q=${skill}&skill=postgres&expertise=BACKEND&place=tabriz&language=en`),
    );
    await expect(visitor.getByText('۱ همکار', { exact: true })).toBeVisible();
    const card = visitor.locator('[data-collaborator]').filter({ hasText: 'نیما کاظمی' });
    await expect(card.getByText('ساعتی ۹۵۰٬۰۰۰ تومان')).toBeVisible();
    const rendered = await request.get(
      `/fa/collaborators?q=${skill}&skill=postgres&expertise=BACKEND&place=tabriz&language=en`,
    );
    expect(await rendered.text()).toContain('توسعه‌دهندهٔ بک‌اند با Go و زیرساخت ابری');
    // Each choice says how many it would find, among those matching the rest of the search.
    await expect(visitor.getByRole('checkbox', { name: 'دورکاری (۱)' })).toBeVisible();
    await saveScreenshot(visitor, testInfo, 'collaborators-directory-fa');

    await card.getByRole('link', { name: 'نیما کاظمی' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/fa/collaborators/${slug}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: 'نیما کاظمی' })).toBeVisible();
    await expect(visitor.getByText('هفت سال سرویس‌های پرترافیک فارسی‌زبان ساخته‌ام.')).toBeVisible();
    // Beside its label, each fact says its value alone.
    await expect(visitor.getByRole('definition').filter({ hasText: /^۷ سال$/ })).toBeVisible();
    await expect(visitor.getByRole('definition').filter({ hasText: /^۹۵۰٬۰۰۰ تومان$/ })).toBeVisible();
    await expect(visitor.getByText('تبریز · دورکاری')).toBeVisible();
    await expect(visitor.getByText('سرپرست فنی و برنامه‌نویس')).toBeVisible();
    const positions = visitor.getByRole('region', { name: 'سابقهٔ کار' });
    await expect(positions).toContainText('برنامه‌نویس ارشد بک‌اند · اسنپ');
    await expect(positions).toContainText('مهر ۱۴۰۰ تا اکنون');
    await expect(visitor.getByRole('region', { name: 'شیوهٔ کار در پروژه‌ها' })).toContainText(
      'پروژه‌های دست‌کم دوهفته‌ای، با نسخهٔ نمایشی در پایان هر هفته.',
    );
    const structured = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').first().textContent())!,
    ) as { '@type': string; mainEntity: { name: string; knowsAbout: string[] } };
    expect(structured).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        name: 'نیما کاظمی',
        homeLocation: { '@type': 'Place', name: 'تبریز' },
        worksFor: [{ '@type': 'Organization', name: 'اسنپ' }],
      },
    });
    expect(structured.mainEntity.knowsAbout).toContain(skill);
    // A skill leads to the jobs asking for it.
    await expect(visitor.getByRole('link', { name: 'PostgreSQL', exact: true })).toHaveAttribute(
      'href',
      '/fa/jobs?skill=PostgreSQL',
    );
    const violations = await new AxeBuilder({ page: visitor })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await saveScreenshot(visitor, testInfo, 'collaborator-profile-fa');

    // An English reader gets the English headline.
    await visitor.goto(`/en/collaborators/${slug}`);
    await expect(visitor.getByText('Go back-end and cloud engineer')).toBeVisible();

    // Hidden, it leaves the directory.
    await page.getByRole('button', { name: 'پنهان کردن از فهرست' }).click();
    await expect(page.locator('[data-profile-state="HIDDEN"]')).toBeVisible();
    expect((await visitor.goto(`/fa/collaborators/${slug}`))?.status()).toBe(404);
    await visitorContext.close();

    // An admin finds it in the list of every profile, by its words and state, and suspends it with a reason.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, request, 'admin');
    await admin.goto('/fa/panel/admin/collaborators');
    await expect(admin.getByRole('heading', { level: 1, name: 'پروفایل‌های همکاران' })).toBeVisible();
    await admin.getByLabel('نام، مهارت یا عنوان').fill(skill);
    await admin.getByRole('combobox', { name: /^وضعیت/ }).selectOption('HIDDEN');
    await admin.getByRole('button', { name: 'فیلتر' }).click();
    await expect(admin).toHaveURL(new RegExp(`q=${skill}&state=HIDDEN`));
    const row = admin.getByRole('article', { name: 'نیما کاظمی' });
    await expect(row.getByText('پنهان از فهرست')).toBeVisible();
    await row.getByRole('button', { name: 'تعلیق' }).click();
    await row.getByRole('button', { name: 'تعلیق پروفایل' }).click();
    await expect(row.getByRole('alert')).toHaveText('بنویسید چرا تعلیق می‌شود.');
    await row.getByLabel('دلیل (صاحب پروفایل آن را می‌خواند)').fill('نمونه‌کارهای کپی‌شده');
    await row.getByRole('button', { name: 'تعلیق پروفایل' }).click();
    await expect(row.getByText('دلیل: نمونه‌کارهای کپی‌شده')).toBeVisible();
    await saveScreenshot(admin, testInfo, 'admin-collaborators-fa');
    await adminContext.close();

    // Its owner reads why, and cannot publish it again.
    await page.reload();
    await expect(page.locator('[data-profile-state="SUSPENDED"]')).toBeVisible();
    await expect(page.getByText('نمونه‌کارهای کپی‌شده')).toBeVisible();
  });

  test('en, fa: a person asks a collaborator to work with them; the collaborator accepts, they talk in the echo box, finish the work and review each other', async ({
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const slug = `omid-rahimi-${randomUUID().slice(0, 6)}`;
    const collaboratorToken = await freshPerson(request, 'Omid Rahimi');
    const asCollaborator = (query: string, variables: Record<string, unknown> = {}) =>
      request.post('/graphql', {
        headers: { authorization: `Bearer ${collaboratorToken}` },
        data: { query, variables },
      });
    await asCollaborator(
      'mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) { __typename } }',
      {
        input: {
          slug,
          displayName: 'Omid Rahimi',
          expertise: ['MOBILE'],
          skills: ['Flutter'],
          yearsOfExperience: 6,
          availability: 'AVAILABLE',
          remote: true,
          languages: ['fa', 'en'],
          words: [{ locale: 'en', headline: 'Flutter developer for right-to-left apps' }],
        },
      },
    );
    await asCollaborator('mutation { publishCollaboratorProfile { __typename } }');

    // The collaborator has their requests open in the panel, in Persian: nothing yet.
    const collaboratorContext = await browser.newContext();
    const collaborator = await collaboratorContext.newPage();
    await collaborator.goto('/fa');
    await collaborator.evaluate((t) => localStorage.setItem('auth_token', t), collaboratorToken);
    // The page listens for changes to the requests: its subscription is sent before anything is asked of it.
    const listening = subscribed(collaborator, 'contactRequestChanged');
    await collaborator.goto('/fa/panel/requests');
    await expect(collaborator.getByRole('heading', { level: 1, name: 'درخواست‌های همکاری' })).toBeVisible();
    await listening;

    // A visitor is asked to sign in first.
    const senderContext = await browser.newContext();
    const sender = await senderContext.newPage();
    await sender.goto(`/en/collaborators/${slug}`);
    await expect(sender.getByRole('link', { name: 'Sign in to send a contact request' })).toBeVisible();

    const senderToken = await freshPerson(request, 'Mahsa Kamali');
    await sender.evaluate((t) => localStorage.setItem('auth_token', t), senderToken);
    await sender.reload();
    await sender.getByRole('button', { name: 'Send a contact request' }).click();
    await sender.getByLabel('Subject').fill('Hi');
    await sender.getByRole('button', { name: 'Send the request' }).click();
    await expect(sender.getByText('Write a subject of 5 to 120 characters.')).toBeVisible();
    await sender.getByLabel('Subject').fill('A delivery app in Persian');
    await sender
      .getByLabel('What you need')
      .fill('We need a Flutter app for couriers, right to left, with offline maps, by the summer.');
    await sender.getByLabel('Budget (IRR, optional)').fill('120000000');
    await sender.getByRole('button', { name: 'Send the request' }).click();
    await expect(sender.getByRole('status').filter({ hasText: 'Your request is sent.' })).toBeVisible();

    // It reaches the collaborator's open page at once, with a notification; they read it and accept it.
    await expect(collaborator.getByText('درخواست همکاری تازه از Mahsa Kamali')).toBeVisible();
    const item = collaborator.getByRole('article', { name: 'A delivery app in Persian' });
    await expect(item.getByText('منتظر پاسخ', { exact: true })).toBeVisible();
    await expect(item.getByText('از Mahsa Kamali')).toBeVisible();
    await expect(item.getByText('بودجه: ۱۲٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
    await item.getByRole('button', { name: 'A delivery app in Persian' }).click();
    await expect(item.getByText('We need a Flutter app for couriers')).toBeVisible();
    await expect(item.getByText('دیده شده')).toBeVisible();
    await saveScreenshot(collaborator, testInfo, 'contact-request-received-fa');
    await item.getByLabel('چند کلمه همراه پاسخ (اختیاری)').fill('Happy to help; let us talk about the maps.');
    await item.getByRole('button', { name: 'پذیرفتن و شروع گفت‌وگو' }).click();
    await expect(item.getByText('پذیرفته شده')).toBeVisible();

    // The conversation opens in the background: it holds the request, then the answer.
    await expect(async () => {
      await collaborator.reload();
      await expect(
        collaborator
          .getByRole('article', { name: 'A delivery app in Persian' })
          .getByRole('link', { name: 'باز کردن گفت‌وگو' }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await collaborator
      .getByRole('article', { name: 'A delivery app in Persian' })
      .getByRole('link', { name: 'باز کردن گفت‌وگو' })
      .click();
    await expect(collaborator).toHaveURL(/\/fa\/panel\/echoBox\/[^/]+$/);
    await expect(collaborator.getByText('Happy to help; let us talk about the maps.')).toBeVisible();
    await expect(collaborator.getByText(/We need a Flutter app for couriers/)).toBeVisible();

    // The sender sees it accepted among the requests they sent.
    await sender.goto('/en/panel/requests?box=sent');
    const mine = sender.getByRole('article', { name: 'A delivery app in Persian' });
    await expect(mine.getByText('Accepted')).toBeVisible();
    await expect(mine.getByText('Answer: Happy to help; let us talk about the maps.')).toBeVisible();

    // The work is done: the sender marks it so, then the collaborator; it is completed.
    await mine.getByRole('button', { name: 'Mark the work done' }).click();
    await expect(
      mine.getByText('You marked the work done. It is completed when Omid Rahimi does too.'),
    ).toBeVisible();
    await collaborator.goto('/fa/panel/requests');
    const received = collaborator.getByRole('article', { name: 'A delivery app in Persian' });
    await expect(
      received.getByText('Mahsa Kamali پایان کار را اعلام کرده است. اگر موافقید، شما هم اعلام کنید.'),
    ).toBeVisible();
    await received.getByRole('button', { name: 'اعلام پایان کار' }).click();
    await expect(received.getByText('انجام شده', { exact: true })).toBeVisible();

    // The collaborator reviews the client in Persian; the review is blind until the client reviews too.
    const form = received.getByRole('form', { name: 'نظر شما دربارهٔ کار با Mahsa Kamali' });
    await form.getByRole('button', { name: 'ثبت نظر' }).click();
    await expect(form.getByText('یک امتیاز انتخاب کنید.')).toHaveCount(4);
    for (const legend of ['کیفیت کار', 'ارتباط', 'پایبندی به زمان‌بندی', 'همکاری'])
      await form.getByRole('group', { name: legend }).getByRole('radio', { name: 'خیلی خوب' }).check();
    await form.getByLabel('همکاری با هم چطور بود؟').fill('شرح کار روشن بود و پاسخ‌ها سریع می‌رسید.');
    await form.getByRole('button', { name: 'ثبت نظر' }).click();
    await expect(received.getByRole('heading', { name: 'نظر شما' })).toBeVisible();
    await expect(received.getByText(/Mahsa Kamali نظر شما را وقتی می‌بیند/)).toBeVisible();
    await saveScreenshot(collaborator, testInfo, 'work-review-blind-fa');

    // The client does not read it before writing their own; once both have, each reads the other's.
    await sender.reload();
    const completed = sender.getByRole('article', { name: 'A delivery app in Persian' });
    await expect(completed.getByText('Completed', { exact: true })).toBeVisible();
    await expect(completed.getByText('شرح کار روشن بود')).toHaveCount(0);
    const review = completed.getByRole('form', { name: 'Review your work with Omid Rahimi' });
    for (const legend of ['Quality of work', 'Communication', 'Keeping to schedule', 'Cooperation'])
      await review.getByRole('group', { name: legend }).getByRole('radio', { name: 'Excellent' }).check();
    await review
      .getByLabel('How was it to work together?')
      .fill('Offline maps work in every tunnel we tried. Clear updates every week.');
    await review.getByRole('button', { name: 'Send review' }).click();
    await expect(completed.getByRole('heading', { name: 'Omid Rahimi’s review of you' })).toBeVisible();
    await expect(completed.getByText('شرح کار روشن بود و پاسخ‌ها سریع می‌رسید.')).toBeVisible();

    // The client's review is on the profile, with the figures it makes; the collaborator replies there, once.
    await collaborator.goto(`/fa/collaborators/${slug}`);
    const reviews = collaborator.getByRole('region', { name: 'نظرهای کارفرمایان' });
    await expect(
      reviews.getByText('Offline maps work in every tunnel we tried. Clear updates every week.'),
    ).toBeVisible();
    await expect(reviews.getByText('۵ از ۵ در ۱ نظر')).toBeVisible();
    await expect(collaborator.getByText('پروژه‌های انجام‌شده')).toBeVisible();
    await expect(collaborator.getByText('معمولاً در کمتر از ۱ دقیقه · ۱۰۰٪ پاسخ داده شده')).toBeVisible();
    await reviews.getByLabel('پاسخ شما (فقط یک بار می‌توانید پاسخ دهید)').fill('ممنونم؛ پروژهٔ خوبی بود.');
    await reviews.getByRole('button', { name: 'ارسال پاسخ' }).click();
    await expect(reviews.getByText('پاسخ Omid Rahimi')).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'ارسال پاسخ' })).toHaveCount(0);
    await saveScreenshot(collaborator, testInfo, 'profile-reviews-fa');
    const axe = await new AxeBuilder({ page: collaborator }).include('main').analyze();
    expect(axe.violations).toEqual([]);

    // A reader reports the review; an admin reads the report in Persian and hides it, and it leaves the profile.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, request, 'admin');
    await admin.goto(`/en/collaborators/${slug}`);
    const shown = admin.getByRole('region', { name: 'Clients’ reviews' });
    await shown.getByRole('button', { name: 'Report' }).click();
    await shown.getByRole('radio', { name: 'Spam or advertising' }).check();
    await shown.getByRole('button', { name: 'Send report' }).click();
    await expect(admin.getByText('Thank you. The team will look at this review.')).toBeVisible();
    await admin.goto('/fa/panel/admin/collaborators');
    const reported = admin.getByRole('article', { name: 'نظری دربارهٔ Omid Rahimi' });
    await expect(reported.getByText('یک بار گزارش شده')).toBeVisible();
    await reported.getByRole('button', { name: 'پنهان کردن', exact: true }).click();
    await reported.getByLabel('دلیل (همراه نظر نگه داشته می‌شود)').fill('آزمون نظارت');
    await saveScreenshot(admin, testInfo, 'admin-reported-reviews-fa');
    await reported.getByRole('button', { name: 'پنهان کردن نظر' }).click();
    await expect(reported.getByText('پنهان شده: آزمون نظارت')).toBeVisible();
    await admin.goto(`/en/collaborators/${slug}`);
    await expect(admin.getByText('No reviews yet.', { exact: false })).toBeVisible();
    await adminContext.close();
    await senderContext.close();
    await collaboratorContext.close();
  });
});
