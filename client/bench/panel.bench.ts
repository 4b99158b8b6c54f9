/**
 * How long a signed-in panel page takes to show its content (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/client bench:panel [--runs 5] [--url http://127.0.0.1:4390] [--smoke]
 *
 * Builds nothing: run `pnpm build:quiet` first. Starts the end-to-end server (a fresh seeded database, dropped when
 * it stops) on a free port unless `--url` names a running product with its development sign-in. Signs in demo
 * accounts through `devSignIn`, then loads each panel page `runs` times in Debian's Chromium (`CHROMIUM_PATH`),
 * each in a fresh tab of a warm browser, and prints the medians, in milliseconds from the start of the navigation:
 *
 * - `dcl`: DOMContentLoaded (the server's HTML parsed);
 * - `hydrated`: the page says it has hydrated (`__KARNAMA__.hydrated`);
 * - `gql start` / `gql end`: the first GraphQL request sent, the last answer received (before the content);
 * - `content`: the page's heading is shown and no loading indicator is left (the figure to keep under 1 s);
 * - `title`: the document's title once the content is shown.
 */
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { e2eServer } from './e2e-server.ts';

const { values } = parseArgs({
  options: { ...benchOptions, runs: { type: 'string', default: '5' }, url: { type: 'string' } },
});
const bench = startBench('bench:panel', values, { fullSeconds: 600, smokeSeconds: 120 });
const runs = bench.smoke ? 1 : Number(values.runs);

/** The panel's pages and who opens them. */
const pages = [
  { name: 'dashboard', path: '/fa/panel', account: 'job-seeker' },
  { name: 'orders', path: '/fa/panel/orders', account: 'job-seeker' },
  { name: 'my tests', path: '/fa/panel/tests', account: 'job-seeker' },
  { name: 'my applications', path: '/fa/panel/jobs/my-applications', account: 'job-seeker' },
  { name: 'site statistics', path: '/fa/panel/analytics', account: 'admin' },
];

async function tokenOf(url: string, account: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: DevSignInInput!) {
        devSignIn(input: $input) { ... on MutationDevSignInSuccess { data { token } } } }`,
      variables: { input: { account } },
    }),
  });
  const body = (await response.json()) as { data?: { devSignIn?: { data?: { token: string } } } };
  const token = body.data?.devSignIn?.data?.token;
  if (!token) throw new Error(`No development sign-in for ${account}: ${JSON.stringify(body)}`);
  return token;
}

interface Load {
  dcl: number;
  hydrated: number;
  gqlStart: number;
  gqlEnd: number;
  content: number;
  title: string;
}

/**
 * In the page, from its first script on: when it has hydrated, and when its heading is shown with no loading
 * indicator left (checked on every frame, so the figure is within a frame of the truth). A string, so that it
 * reaches the page as written.
 */
const watchPage = `(() => {
  const marks = (window.__panelBench = {});
  const check = () => {
    if (marks.hydrated === undefined && window.__KARNAMA__ && window.__KARNAMA__.hydrated)
      marks.hydrated = performance.now();
    const heading = document.querySelector('h1');
    const loading = document.querySelector('.animate-spin, [aria-busy="true"]');
    if (marks.content === undefined && heading && !loading && document.title) marks.content = performance.now();
    if (marks.hydrated === undefined || marks.content === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function measure(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(
    () => {
      const marks = (window as unknown as { __panelBench?: Record<string, number> }).__panelBench;
      return marks?.content !== undefined && marks.hydrated !== undefined;
    },
    null,
    { timeout: 30_000 },
  );
  const load = await page.evaluate(() => {
    const marks = (window as unknown as { __panelBench: Record<string, number> }).__panelBench;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const graphql = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.name.includes('/graphql') && entry.startTime < marks.content!,
    );
    return {
      dcl: navigation!.domContentLoadedEventEnd,
      hydrated: marks.hydrated!,
      gqlStart: graphql.length ? Math.min(...graphql.map((e) => e.startTime)) : NaN,
      gqlEnd: graphql.length ? Math.max(...graphql.map((e) => e.responseEnd)) : NaN,
      content: marks.content!,
      title: document.title,
    };
  });
  await page.close();
  return load;
}

const median = (list: number[]) => {
  const sorted = list.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

bench.step('starting the server');
const url = await e2eServer(values.url, (cleanup) => bench.defer(cleanup));
bench.step('signing in');
const tokens = new Map<string, string>();
for (const { account } of pages) if (!tokens.has(account)) tokens.set(account, await tokenOf(url, account));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
bench.defer(() => browser.close());
const ms = (n: number) => `${Math.round(n)}`.padStart(8);
console.log(
  `\n${'page'.padEnd(18)}${['dcl', 'hydrated', 'gql start', 'gql end', 'content'].map((h) => h.padStart(10)).join('')}  title`,
);
for (const page of pages) {
  bench.step(`loading ${page.path}`);
  const context = await browser.newContext();
  await context.addInitScript(([key, token]) => localStorage.setItem(key, token), [
    'auth_token',
    tokens.get(page.account)!,
  ] as const);
  await context.addInitScript({ content: watchPage });
  // One load first, so that every measured one finds the browser's cache as a returning user's.
  await measure(context, `${url}${page.path}`);
  const loads: Load[] = [];
  for (let i = 0; i < runs; i++) loads.push(await measure(context, `${url}${page.path}`));
  await context.close();
  const of = (key: keyof Omit<Load, 'title'>) => median(loads.map((load) => load[key]));
  console.log(
    `${page.name.padEnd(18)}${[of('dcl'), of('hydrated'), of('gqlStart'), of('gqlEnd'), of('content')].map((n) => `${ms(n)}  `).join('')}${loads[0]!.title}`,
  );
  bench.figure(`${page.name} content`, of('content'), 'ms');
}
await bench.end();
