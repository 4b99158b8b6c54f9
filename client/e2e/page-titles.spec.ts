import { pagePaths } from '@platform/rules/pages';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from './test';

/**
 * Every page of the route table has a document title with the site's name, and the signed-in area's pages say
 * `noindex`: the list is the route table's own (`pagePaths`, which `routes.test.ts` keeps equal to the client's
 * routes), so a page added without a title fails here. Addresses with a parameter get a real one where the demo
 * data has it, else one that finds nothing: a page that finds nothing has a title too.
 */
const PARAMS: Record<string, string> = {
  slug: 'senior-react-developer-aryan-data-tehran',
  conversationId: 'no-such-conversation',
  sessionToken: 'no-such-session',
  orderNumber: 'KRN-000000',
  code: 'KRN-0000-0000',
  lang: 'en',
};

/** Who opens a page of the signed-in area: its owner's role (an employer's, an admin's), else a job seeker. */
function accountFor(path: string): string {
  if (/^panel\/(admin\/|analytics|api-keys|echoBox\/reports)/.test(path)) return 'admin';
  if (/^panel\/jobs(\/create|\/:slug\/|$)/.test(path)) return 'employer';
  return 'job-seeker';
}

const address = (locale: string, path: string) =>
  `/${locale}${path ? '/' : ''}${path
    .replace('talent-test/details/:slug', 'talent-test/details/work-personality')
    .replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? 'no-such-page')}`;

const SITE = { fa: 'کارنما', en: 'Karnama', az: 'Karnama' } as const;

async function tokenOf(request: APIRequestContext, account: string) {
  const response = await request.post('/graphql', {
    data: {
      query: `mutation ($input: DevSignInInput!) {
        devSignIn(input: $input) { ... on MutationDevSignInSuccess { data { token } } } }`,
      variables: { input: { account } },
    },
  });
  return ((await response.json()) as { data: { devSignIn: { data: { token: string } } } }).data.devSignIn.data
    .token;
}

async function signedIn(browser: Browser, token: string | null) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  return context;
}

async function checkTitles(
  browser: Browser,
  request: APIRequestContext,
  locale: keyof typeof SITE,
  paths: readonly string[],
) {
  // One browser context per account, its cache kept from page to page: a fresh context for each page spent most
  // of this file's time downloading the same scripts and fonts again.
  const contexts = new Map<string | null, BrowserContext>();
  try {
    for (const path of paths) {
      const account = path.startsWith('panel') ? accountFor(path) : null;
      if (!contexts.has(account))
        contexts.set(account, await signedIn(browser, account ? await tokenOf(request, account) : null));
      const context = contexts.get(account)!;
      const page = context.pages()[0] ?? (await context.newPage());
      const url = address(locale, path);
      await page.goto(url);
      // The home page puts the site's name first; every other page ends with it.
      const title =
        path === '' ? new RegExp(`^${SITE[locale]} \\| \\S`) : new RegExp(`\\S \\| ${SITE[locale]}$`);
      // Soft: one run names every page without one.
      await expect.soft(page, url).toHaveTitle(title);
      if (path.startsWith('panel'))
        await expect.soft(page.locator('meta[name="robots"][content="noindex"]').first(), url).toBeAttached();
    }
  } finally {
    for (const context of contexts.values()) await context.close();
  }
}

test('fa: every page of the route table has a title with the site name, and the panel says noindex', async ({
  browser,
  request,
}) => {
  // The time allowed grows with the route table.
  test.setTimeout(pagePaths.length * 10_000);
  await checkTitles(browser, request, 'fa', pagePaths);
});

for (const locale of ['en', 'az'] as const)
  test(`${locale}: the panel's pages and the talent tests have a title with the site name`, async ({
    browser,
    request,
  }) => {
    const paths = pagePaths.filter((path) => path.startsWith('panel') || path.startsWith('talent-test'));
    test.setTimeout(paths.length * 10_000);
    await checkTitles(browser, request, locale, paths);
  });
