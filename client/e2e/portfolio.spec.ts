import { deflateSync } from 'node:zlib';
import { publishedProject } from './portfolio-projects';
import { saveScreenshot } from './screenshots';
import type { APIRequestContext } from './test';
import { expect, test } from './test';

/** A small PNG of one colour, so that two pictures of a gallery are two files. */
function picture([r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const [width, height] = [64, 40];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function graphql<T>(request: APIRequestContext, query: string, variables: object, token?: string) {
  const answer = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function devToken(request: APIRequestContext, account: string) {
  const { devSignIn } = await graphql<{ devSignIn: { data: { token: string } } }>(
    request,
    `
      mutation ($account: String!) {
        devSignIn(input: { account: $account }) {
          ... on MutationDevSignInSuccess {
            data {
              token
            }
          }
        }
      }
    `,
    { account },
  );
  return devSignIn.data.token;
}

/** The team (the development admin) publishes a bot with two pictures, as the editor would send it. */
async function publishBot(request: APIRequestContext, slug: string) {
  const admin = await devToken(request, 'admin');
  const uploads: string[] = [];
  for (const colour of [
    [15, 118, 110],
    [190, 18, 60],
  ] as [number, number, number][]) {
    const uploaded = await request.post('/uploads/pictures', {
      headers: { authorization: `Bearer ${admin}` },
      data: picture(colour),
    });
    expect(uploaded.status()).toBe(201);
    uploads.push(((await uploaded.json()) as { upload: string }).upload);
  }
  await publishedProject(
    (query, variables, token) => graphql(request, query, variables, token),
    {
      slug,
      industry: 'EDUCATION',
      categories: ['BOT', 'AI'],
      technologies: ['پایتون', 'postgres'],
      clientName: 'آموزشگاه فرهنگ',
      priceRials: 900_000_000,
      startedOn: '2025-03',
      completedOn: '2025-07',
      state: 'COMPLETED',
      forSale: true,
      collaborating: false,
      demoUrl: 'https://bot-demo.example.com',
      demoUsername: 'teacher',
      demoPassword: 'class-demo',
      offers: [
        {
          licence: 'SINGLE_USE',
          priceRials: 900_000_000,
          includesSource: true,
          includesSetup: false,
          supportMonths: 3,
        },
        {
          licence: 'EXTENDED',
          priceRials: 2_250_000_000,
          includesSource: true,
          includesSetup: true,
          supportMonths: 12,
        },
      ],
      pictures: [
        { upload: uploads[0], caption: 'پرسش دانشجو' },
        { upload: uploads[1], caption: 'گزارش پرسش‌ها' },
      ],
      team: [],
      words: [
        {
          locale: 'fa',
          title: 'ربات دستیار کلاس',
          summary: 'ربات تلگرامی که از روی جزوه به پرسش‌های دانشجویان پاسخ می‌دهد.',
          description: 'پرسش‌های بی‌پاسخ به استاد می‌رسد.',
        },
        { locale: 'en', title: 'Class assistant bot', summary: 'A Telegram bot answering from the notes.' },
      ],
    },
    admin,
  );
}

test.describe('the portfolio', () => {
  test('a visitor filters the portfolio, turns a gallery in Persian, and a signed-in person likes it', async ({
    page,
    request,
  }, testInfo) => {
    const slug = `class-bot-${Date.now().toString(36)}`;
    await publishBot(request, slug);

    // The home page's highlight leads to the portfolio.
    await page.goto('/fa');
    const highlight = page.getByRole('region', { name: 'از نمونه‌کارهای ما' });
    await expect(highlight.getByRole('listitem').first()).toBeVisible();
    await highlight.getByRole('link', { name: 'همهٔ پروژه‌ها' }).click();
    await expect(page).toHaveURL(/\/fa\/portfolio$/);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'نمونه‌کارها' })).toBeVisible();
    const filters = page.getByRole('search');
    await filters.getByLabel('نوع').selectOption('BOT');
    await filters.getByLabel('فناوری').fill('python');
    await filters.getByLabel(/^قابل خرید/).check();
    await filters.getByRole('button', { name: 'نمایش پروژه‌ها' }).click();
    await expect(page).toHaveURL(/category=BOT/);
    await expect(page).toHaveURL(/technology=python/);
    await expect(page).toHaveURL(/sale=1/);
    const card = page.locator('[data-project]').filter({ hasText: 'ربات دستیار کلاس' });
    await expect(card).toBeVisible();
    // Persian digits in the counts.
    await expect(page.getByRole('status')).toHaveText(/[۰-۹]+ پروژه/);
    await saveScreenshot(page, testInfo, 'portfolio-fa');

    await card.getByRole('link', { name: 'ربات دستیار کلاس' }).click();
    await expect(page).toHaveURL(new RegExp(`/fa/portfolio/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'ربات دستیار کلاس' })).toBeVisible();
    await expect(page.getByText('Python', { exact: true })).toBeVisible();
    // The page, shown in the browser, counts the visitor's view.
    await expect
      .poll(async () => {
        const answer = await request.post('/graphql', {
          data: { query: `{ portfolioProject(slug: "${slug}") { views } }` },
        });
        return ((await answer.json()) as { data: { portfolioProject: { views: number } } }).data
          .portfolioProject.views;
      })
      .toBe(1);
    await expect(page.getByRole('definition').filter({ hasText: '۹۰٬۰۰۰٬۰۰۰ تومان' })).toBeVisible();
    const gallery = page.getByRole('region', { name: 'گالری' });
    await expect(gallery.getByText('تصویر ۱ از ۲')).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'پرسش دانشجو' })).toBeVisible();
    // Right to left: the next picture is to the left.
    await gallery.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('تصویر ۲ از ۲')).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'گزارش پرسش‌ها' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('تصویر ۱ از ۲')).toBeVisible();
    await saveScreenshot(page, testInfo, 'portfolio-project-fa');

    const structured = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]',
    ) as { '@type': string; offers?: { name: string; price: number; priceCurrency: string }[] }[];
    expect(structured.map((item) => item['@type'])).toEqual(['CreativeWork', 'Product']);
    expect(structured[1]?.offers?.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['SINGLE_USE', 900_000_000, 'IRR'],
      ['EXTENDED', 2_250_000_000, 'IRR'],
    ]);

    // How it is sold: each licence at its price in tomans, with what comes with it.
    const offers = page.getByRole('region', { name: 'خرید آماده' });
    const single = offers.getByRole('listitem').filter({ hasText: 'تک‌کاربره' });
    await expect(single.getByText('۹۰٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
    await expect(single.getByText('۳ ماه پشتیبانی')).toBeVisible();
    const extended = offers.getByRole('listitem').filter({ hasText: 'گسترده' });
    await expect(extended.getByText('۲۲۵٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
    await expect(extended.getByText('راه‌اندازی برای شما')).toBeVisible();
    // The demo's sign-in is for the signed-in.
    await expect(page.getByText('برای دیدن اطلاعات ورود به دمو وارد شوید')).toBeVisible();
    await expect(page.getByText('class-demo')).toHaveCount(0);

    // A visitor is asked to sign in to like; signed in, the like counts once and can be taken back.
    await expect(page.getByRole('link', { name: /برای پسندیدن وارد شوید/ })).toBeVisible();
    const token = await devToken(request, 'job-seeker');
    await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
    await page.reload();
    const demo = page.getByRole('definition').filter({ hasText: 'class-demo' });
    await expect(demo).toBeVisible();
    const like = page.getByRole('button', { name: /پسندیدن/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    const liked = page.getByRole('button', { name: /پسندیده‌اید/ });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).toContainText('۱ پسند');
    await liked.click();
    await expect(page.getByRole('button', { name: /پسندیدن/ })).toContainText('۰ پسند');
  });

  test('a collaborator writes a project in the editor, with a picture, and publishes it', async ({
    page,
    request,
  }, testInfo) => {
    const slug = `ledger-app-${Date.now().toString(36)}`;
    const token = await devToken(request, 'collaborator');
    await page.goto('/fa');
    await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
    await page.goto('/fa/panel/portfolio');
    await page.getByRole('link', { name: 'پروژهٔ تازه' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'پروژهٔ تازهٔ نمونه‌کار' })).toBeVisible();

    await page.getByLabel('نشانی', { exact: true }).fill(slug);
    await page.getByLabel('صنعت').selectOption('FINANCE');
    await page.getByRole('checkbox', { name: 'وب‌اپلیکیشن' }).check();
    const technologies = page.getByRole('combobox', { name: 'فناوری‌ها' });
    await technologies.fill('ری‌اکت');
    await technologies.press('Enter');
    await expect(page.getByText('React', { exact: true })).toBeVisible();
    await page.locator('input[type="file"][name="pictures"]').setInputFiles({
      name: 'ledger.png',
      mimeType: 'image/png',
      buffer: picture([30, 64, 175]),
    });
    await expect(page.getByRole('img', { name: /تصویر ۱|ledger/ }).first()).toBeVisible();
    const persian = page.getByRole('group', { name: 'به فارسی' });
    await persian.getByLabel('عنوان', { exact: true }).fill('دفتر حساب فروشگاه');
    await persian
      .getByLabel('خلاصه (یکی دو جمله)')
      .fill('حسابداری ساده برای فروشگاه‌های کوچک، با گزارش ماهانه.');
    await saveScreenshot(page, testInfo, 'portfolio-editor-fa');
    await page.getByRole('button', { name: 'ذخیره و انتشار' }).click();

    await expect(page).toHaveURL(/\/fa\/panel\/portfolio$/);
    const row = page.getByRole('listitem').filter({ hasText: 'دفتر حساب فروشگاه' });
    await expect(row.getByText('منتشرشده در نمونه‌کارها')).toBeVisible();

    await page.goto(`/fa/portfolio/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'دفتر حساب فروشگاه' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'گالری' }).getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'React', exact: true })).toBeVisible();
    // Its owner reads it where a visitor does: in the portfolio, filtered by its technology in any spelling.
    await page.goto('/fa/portfolio?technology=reactjs');
    await expect(page.locator('[data-project]').filter({ hasText: 'دفتر حساب فروشگاه' })).toBeVisible();
  });

  test('a private project is evaluated by an admin and read by a verified employer, never by a visitor', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const slug = `nda-ledger-${Date.now().toString(36)}`;
    const owner = await devToken(request, 'collaborator');
    await publishedProject(
      (query, variables, token) => graphql(request, query, variables, token),
      {
        slug,
        industry: 'FINANCE',
        categories: ['API'],
        technologies: ['Java'],
        state: 'COMPLETED',
        forSale: false,
        collaborating: false,
        confidential: true,
        shareWithEmployers: true,
        pictures: [],
        team: [],
        words: [
          {
            locale: 'fa',
            title: 'هستهٔ پرداخت بانک',
            summary: 'سرویس پرداخت بین‌بانکی، با قرارداد عدم افشا.',
          },
        ],
      },
      owner,
    );
    // Never public: its address is no page to a visitor, and the portfolio does not list it.
    expect((await page.goto(`/fa/portfolio/${slug}`))?.status()).toBe(404);

    // An admin reads the waiting private projects and evaluates it with the team's note.
    const adminToken = await devToken(request, 'admin');
    const admin = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
    await admin.goto('/fa');
    await admin.evaluate((t) => localStorage.setItem('auth_token', t), adminToken);
    await admin.goto('/fa/panel/admin/portfolio');
    const row = admin.getByRole('article', { name: 'هستهٔ پرداخت بانک' });
    await row
      .getByLabel('یادداشت تیم برای کارفرمایان')
      .fill('کد و معماری با کارفرما بازبینی شد؛ کار تمیز و مستند.');
    await row.getByRole('button', { name: 'ارزیابی', exact: true }).click();
    await expect(admin.getByText('ارزیابی ذخیره شد.')).toBeVisible();
    await saveScreenshot(admin, testInfo, 'portfolio-admin-evaluation-fa');

    // The demo employer's company is verified (asked and verified through the graph, as the talent pool's journey
    // does in the browser); its employer reads the project with the team's note.
    const employerToken = await devToken(request, 'employer');
    const { viewer } = await graphql<{ viewer: { company: { id: string; verification: string } } }>(
      request,
      '{ viewer { company { id verification } } }',
      {},
      employerToken,
    );
    if (viewer.company.verification !== 'VERIFIED') {
      if (viewer.company.verification !== 'PENDING')
        await graphql(
          request,
          'mutation { requestCompanyVerification(input: { nationalId: "10380284790" }) { __typename } }',
          {},
          employerToken,
        );
      await graphql(
        request,
        'mutation ($id: ID!) { reviewCompanyVerification(input: { companyId: $id, verdict: VERIFIED }) { __typename } }',
        { id: viewer.company.id },
        adminToken,
      );
    }
    await page.evaluate((t) => localStorage.setItem('auth_token', t), employerToken);
    await page.goto(`/fa/portfolio/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'هستهٔ پرداخت بانک' })).toBeVisible();
    const evaluation = page.getByRole('region', { name: /پروژهٔ خصوصی/ });
    await expect(evaluation.getByText(/ارزیابی‌شده به دست تیم ما در .*۱۴[۰-۹]{2}/)).toBeVisible();
    await expect(evaluation.getByText('کد و معماری با کارفرما بازبینی شد؛ کار تمیز و مستند.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an address no published project has is a 404 page', async ({ page }) => {
    const response = await page.goto('/en/portfolio/no-such-project');
    expect(response?.status()).toBe(404);
  });
});
