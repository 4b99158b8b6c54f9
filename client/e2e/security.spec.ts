import { expect, test, type Page } from './test';
import { saveScreenshot } from './screenshots';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

async function signIn(page: Page, account: string, to: string) {
  await page.goto(`/fa/login?redirect=${encodeURIComponent(to)}`);
  await page
    .getByRole('region', { name: 'ورود آزمایشی (محیط توسعه)' })
    .getByRole('button', { name: new RegExp(`^${account}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

test.describe('the strict Content-Security-Policy', () => {
  test('public pages, the panel, the echo box and API keys run without a single violation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const document = await page.goto('/fa/jobs');
    const csp = document?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(document?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('article').first()).toBeVisible();

    for (const path of [
      '/fa',
      '/en/jobs/senior-react-developer-aryan-data-tehran',
      '/az/jobs',
      '/fa/login',
    ]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    await signIn(page, 'گروه نرم‌افزاری آرین‌داده', '/fa/panel');
    for (const path of ['/fa/panel/echoBox', '/fa/panel/api-keys', '/fa/panel/profile', '/fa/panel/jobs']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    // A toast: react-toastify's styles come from our stylesheet, not an injected <style>.
    await page.goto('/fa/panel/api-keys');
    expect(await violations()).toEqual([]);
  });

  test('the built client keeps its source maps to itself', async ({ page, request }) => {
    await page.goto('/fa');
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await request.get(script)).ok()).toBe(true);
      expect((await request.get(`${script}.map`)).status()).toBe(404);
      expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
    }
  });
});

test.describe('rate limits, as a person meets them', () => {
  // Behind the product's proxy, this visitor has an address of its own, whose budget it spends.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.24' } });

  test('fa: once a visitor has sent too many applications, the form says how long to wait', async ({
    page,
  }, testInfo) => {
    await page.goto('/fa/jobs/senior-react-developer-aryan-data-tehran');
    const jobId = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: '{ job(slug: "senior-react-developer-aryan-data-tehran") { id } }',
        }),
      });
      return ((await response.json()) as { data: { job: { id: string } } }).data.job.id;
    });
    // Spend this visitor's budget for applications directly, as a script in their browser would: with their visitor
    // id, as the page's own requests send it (others behind the same address keep theirs).
    const statuses = await page.evaluate(async (id) => {
      const seen: number[] = [];
      const visitor = localStorage.getItem('token_auth') ?? '';
      for (let i = 0; i < 1_000 && !seen.includes(429); i++) {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token-auth': visitor },
          body: JSON.stringify({
            query: 'mutation ($input: ApplyToJobInput!) { applyToJob(input: $input) { __typename } }',
            variables: {
              input: {
                jobId: id,
                fullName: 'Flood',
                email: `flood-${i}@example.com`,
                phone: '09121234567',
                coverLetter: 'x',
              },
            },
          }),
        });
        seen.push(response.status);
      }
      return seen;
    }, jobId);
    expect(statuses.at(-1)).toBe(429);

    await page.getByRole('button', { name: 'همین حالا درخواست دهید' }).click();
    const form = page.getByRole('region', { name: 'ارسال درخواست برای این شغل' });
    await form.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('نگار احمدی');
    await form.getByRole('textbox', { name: 'ایمیل' }).fill(`limited-${Date.now()}@example.com`);
    await form.getByRole('textbox', { name: 'شماره موبایل' }).fill('۰۹۱۲۱۲۳۴۵۶۷');
    await form.getByRole('textbox', { name: 'نامه همراه' }).fill('چهار سال تجربهٔ React دارم و علاقه‌مندم.');
    await form.getByRole('button', { name: 'ارسال درخواست' }).click();
    // The toast, and the form by its button, say it in Persian with Persian digits: an hour's bucket, in minutes.
    const notice = /تعداد درخواست‌ها زیاد است\. لطفاً [۰-۹]+ دقیقه دیگر دوباره تلاش کنید\./;
    await expect(page.getByRole('alert').filter({ hasText: notice }).first()).toBeVisible();
    await expect(form.getByText(notice)).toBeVisible();
    await saveScreenshot(page, testInfo, 'fa-rate-limited');
  });
});
