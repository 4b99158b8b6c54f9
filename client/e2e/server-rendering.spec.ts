import { expect, test, type APIRequestContext, type Page } from './test';

/** The page as a crawler gets it: the server's HTML, no JavaScript. */
async function serverHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  return response.text();
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** What a search engine reads from a page's head. */
function metadata(html: string) {
  const top = head(html);
  return {
    html: /<html[^>]*>/.exec(html)?.[0],
    title: attribute(top, /<title>([^<]*)<\/title>/),
    description: attribute(top, /<meta name="description" content="([^"]*)"/),
    canonical: attribute(top, /<link rel="canonical" href="([^"]*)"/),
    robots: attribute(top, /<meta name="robots" content="([^"]*)"/),
    alternates: Object.fromEntries(
      [...top.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
    ogTitle: attribute(top, /<meta property="og:title" content="([^"]*)"/),
    ogLocale: attribute(top, /<meta property="og:locale" content="([^"]*)"/),
    twitterCard: attribute(top, /<meta name="twitter:card" content="([^"]*)"/),
  };
}

/** What the checks read of a JobPosting. */
interface Posting {
  '@context': string;
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType: string;
  directApply: boolean;
  url: string;
  identifier: unknown;
  hiringOrganization: unknown;
  baseSalary?: unknown;
  jobLocationType?: string;
  applicantLocationRequirements?: unknown;
  jobLocation?: { address?: unknown };
}

/** The JSON-LD blocks of a page's HTML. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

test.describe('pages as search engines get them', () => {
  test('/fa/jobs arrives with its jobs, language, title, description, canonical and alternates', async ({
    request,
    baseURL,
  }) => {
    const html = await serverHtml(request, '/fa/jobs');
    const meta = metadata(html);
    expect(meta.html).toBe('<html lang="fa" dir="rtl">');
    expect(meta.title).toBe('فرصت‌های شغلی | کارنما');
    expect(meta.description).toMatch(/فرصت‌های شغلی در ایران/);
    expect(meta.canonical).toBe(`${baseURL}/fa/jobs`);
    expect(meta.alternates).toEqual({
      fa: `${baseURL}/fa/jobs`,
      en: `${baseURL}/en/jobs`,
      az: `${baseURL}/az/jobs`,
      'x-default': `${baseURL}/jobs`,
    });
    expect(meta.ogTitle).toBe(meta.title);
    expect(meta.ogLocale).toBe('fa_IR');
    expect(meta.twitterCard).toBe('summary');
    expect(meta.robots).toBeUndefined();
    // The content itself, not a shell: the first jobs, their links and the result count.
    expect(html).toContain('برنامه‌نویس ارشد React');
    expect(html).toContain('href="/fa/jobs/senior-react-developer-aryan-data-tehran"');
    expect(html).toMatch(/[۰-۹]+ آگهی یافت شد/);
    // In place, not sent after a loading fallback for a script to move in.
    expect(html).not.toContain('$RC');
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  test('/en/jobs?q=react arrives with the search applied, in English, left to right', async ({
    request,
    baseURL,
  }) => {
    const html = await serverHtml(request, '/en/jobs?q=react&utm_source=mail');
    const meta = metadata(html);
    expect(meta.html).toBe('<html lang="en" dir="ltr">');
    expect(meta.title).toBe('“react” jobs | Karnama');
    expect(meta.description).toContain('“react”');
    // Tracking parameters are not part of the page's address.
    expect(meta.canonical).toBe(`${baseURL}/en/jobs?q=react`);
    expect(meta.alternates.az).toBe(`${baseURL}/az/jobs?q=react`);
    expect(html).toContain('href="/en/jobs/senior-react-developer-aryan-data-tehran"');
    expect(html).not.toContain('href="/en/jobs/qa-engineer-contract-pars-pardaz-tabriz"');
  });

  test('a job page arrives with its JobPosting, matching the visible page', async ({ request, baseURL }) => {
    const path = '/fa/jobs/senior-react-developer-aryan-data-tehran';
    const html = await serverHtml(request, path);
    const meta = metadata(html);
    expect(meta.title).toBe('برنامه‌نویس ارشد React در گروه نرم‌افزاری آرین‌داده | کارنما');
    expect(meta.canonical).toBe(`${baseURL}${path}`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'برنامه‌نویس ارشد React',
      url: `${baseURL}${path}`,
    });
    expect(html).toMatch(/<h1[^>]*>برنامه‌نویس ارشد React<\/h1>/);
  });

  test('the JobPosting of every live job in the sitemap has what Google requires and recommends', async ({
    request,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const jobSitemap = /<loc>([^<]*\/sitemaps\/jobs-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(jobSitemap).toBeTruthy();
    const pages = [...(await (await request.get(jobSitemap!)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const path of pages.slice(0, 8)) {
      const html = await serverHtml(request, path);
      const postings = jsonLd(html).filter((item) => item['@type'] === 'JobPosting');
      expect(postings, path).toHaveLength(1);
      const posting = postings[0] as unknown as Posting;
      // Required by Google for Jobs.
      expect(posting['@context'], path).toBe('https://schema.org');
      for (const field of ['title', 'description', 'datePosted'] as const)
        expect(posting[field], `${path} ${field}`).toBeTruthy();
      expect(posting.hiringOrganization, path).toMatchObject({
        '@type': 'Organization',
        name: expect.any(String),
      });
      if (posting.jobLocationType === 'TELECOMMUTE') {
        expect(posting.applicantLocationRequirements, path).toMatchObject({ '@type': 'Country' });
      } else {
        expect(posting.jobLocation?.address, path).toMatchObject({
          '@type': 'PostalAddress',
          addressLocality: expect.any(String),
          addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
        });
      }
      expect(Date.parse(posting.datePosted), path).not.toBeNaN();
      // Recommended.
      expect(posting.employmentType, path).toMatch(
        /^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN|OTHER)$/,
      );
      expect(posting.identifier, path).toMatchObject({ '@type': 'PropertyValue', value: expect.any(String) });
      expect(posting.directApply, path).toBe(true);
      if (posting.validThrough) expect(Date.parse(posting.validThrough), path).toBeGreaterThan(Date.now());
      if (posting.baseSalary) {
        expect(posting.baseSalary, path).toMatchObject({
          '@type': 'MonetaryAmount',
          currency: 'IRR',
          value: { '@type': 'QuantitativeValue', unitText: 'MONTH' },
        });
      }
      // The posting describes the page it is on.
      expect(html, path).toContain(`>${posting.title as string}</h1>`);
      expect(posting.url, path).toMatch(new RegExp(`${path}$`));
    }
  });

  test('an expired job page says so in the server HTML and has no JobPosting', async ({ request }) => {
    const html = await serverHtml(request, '/en/jobs/qa-engineer-contract-pars-pardaz-tabriz');
    expect(jsonLd(html)).toEqual([]);
    expect(html).toContain('This job has expired');
  });

  test('the sign-in page and error pages are noindex, with their true status', async ({ request }) => {
    expect(metadata(await serverHtml(request, '/en/login')).robots).toBe('noindex');
    const missing = await serverHtml(request, '/en/jobs/no-such-job', 404);
    expect(metadata(missing).robots).toBe('noindex');
    expect(metadata(await serverHtml(request, '/fa/no-such-page', 404)).robots).toBe('noindex');
    expect(metadata(await serverHtml(request, '/az/error410', 410)).robots).toBe('noindex');
    await serverHtml(request, '/fa/about/config/xx', 404);
    // The signed-in area is the browser's to render, and private.
    const panel = await serverHtml(request, '/fa/panel');
    expect(metadata(panel)).toMatchObject({ html: '<html lang="fa" dir="rtl">', robots: 'noindex' });
    expect(panel).toContain('aria-busy="true"');
  });

  test("an address without a language goes by the cookie, else to Persian whatever the browser's language", async ({
    request,
  }) => {
    const location = async (path: string, headers: Record<string, string>) =>
      (await request.get(path, { headers: { accept: 'text/html', ...headers }, maxRedirects: 0 })).headers()
        .location;
    expect(await location('/jobs?q=go', { 'accept-language': 'en-US,en;q=0.8' })).toBe('/fa/jobs?q=go');
    expect(await location('/', { 'accept-language': 'de' })).toBe('/fa');
    expect(await location('/jobs', { 'accept-language': 'en', cookie: 'i18n_redirected=az' })).toBe(
      '/az/jobs',
    );
  });
});

/** Watches a page for GraphQL requests and for errors the page reports. */
function watch(page: Page) {
  const graphql: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? '');
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { graphql, errors };
}

for (const { locale, heading, search, result } of [
  { locale: 'fa', heading: 'فرصت‌های شغلی', search: 'جستجوی آگهی‌ها', result: 'Senior Backend Engineer' },
  { locale: 'en', heading: 'Job openings', search: 'Search jobs', result: 'Senior Backend Engineer' },
] as const) {
  test(`/${locale}/jobs hydrates from the server's records without asking again, then works`, async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto(`/${locale}/jobs`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(seen.graphql).toEqual([]);
    expect(seen.errors).toEqual([]);

    // Interactive: a search runs in the page (no reload) and asks the graph.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('searchbox', { name: search }).fill('node');
    await page.getByRole('searchbox', { name: search }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/jobs\\?q=node$`));
    await expect(page.getByRole('link', { name: new RegExp(result) }).first()).toBeVisible();
    expect(seen.graphql.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // A job page reached in the page is rendered by the browser, as before.
    await page
      .getByRole('link', { name: new RegExp(result) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(result) })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(seen.errors).toEqual([]);
  });
}

test('/fa/jobs paints its content before any script is requested, and the page it lands on does not fade in', async ({
  page,
}) => {
  await page.goto('/fa/jobs', { waitUntil: 'networkidle' });
  const timing = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number; lcpText: string; firstScript: number; animations: number }>(
        (resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const last = entries[entries.length - 1]!;
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
              .map((entry) => entry.startTime);
            resolve({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
              lcp: last.startTime,
              lcpText: last.element?.textContent ?? '',
              firstScript: Math.min(...scripts),
              animations: document.getAnimations().length,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        },
      ),
  );
  // The largest text of the first screen (a job's title on a desktop, the introduction on a phone).
  expect(timing.lcpText).not.toBe('');
  expect(timing.firstScript).toBeGreaterThan(timing.fcp);
  expect(timing.firstScript).toBeGreaterThan(timing.lcp);
  expect(timing.animations).toBe(0);
});

test('a job page hydrates without a request, and a stored session takes over after hydration', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto('/fa/jobs/senior-react-developer-aryan-data-tehran', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'برنامه‌نویس ارشد React' })).toBeVisible();
  expect(seen.graphql).toEqual([]);

  // Signed in, the same server-rendered page shows the account once the session takes over.
  await page.goto('/fa/login?redirect=%2Ffa%2Fjobs');
  await page
    .getByRole('region', { name: 'ورود آزمایشی (محیط توسعه)' })
    .getByRole('button', { name: /^سارا رضایی/ })
    .click();
  await expect(page).toHaveURL(/\/fa\/jobs$/);
  await page.goto('/fa/jobs/senior-react-developer-aryan-data-tehran');
  await expect(page.getByRole('button', { name: 'منوی حساب سارا رضایی' })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test('the home page, with its activity feed\'s "minutes ago", hydrates as the server wrote it', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto('/fa', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.graphql).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the jobs page lists jobs, searches and opens a job, all from the server', async ({ page }) => {
    await page.goto('/en/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('react');
    await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
    await expect(page).toHaveURL(/\/en\/jobs\?q=react$/);
    await expect(page).toHaveTitle('“react” jobs | Karnama');
    await page.locator('a[href="/en/jobs/senior-react-developer-aryan-data-tehran"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'برنامه‌نویس ارشد React' })).toBeVisible();
  });
});
