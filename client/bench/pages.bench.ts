/**
 * Page budgets (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/client bench:pages [--runs 3] [--url http://127.0.0.1:4390] [--pages home,jobs,…]
 *     [--smoke] [--time-limit 1800]
 *
 * Builds nothing: run `pnpm build` first. Starts the end-to-end server (a fresh seeded database, dropped when it
 * stops) on a free port unless `--url` names a running product (the certificate page needs its development
 * sign-in), then measures in
 * Debian's Chromium (`CHROMIUM_PATH`) every public page type of `e2e/pageTypes.ts` (or those `--pages` names),
 * at the address the list finds for it, and `/en/jobs` beside `/fa/jobs`:
 *
 * - P5, each page's first load with an empty cache: the compressed bytes of script it downloads (budget 200 KB);
 *   each language's message catalogue compressed (budget 20 KB), and the fonts: woff2 only, preloaded,
 *   `font-display: swap`.
 * - P6, Lighthouse (mobile, its default simulated throttling) on each page, `runs` times each, medians:
 *   performance (budget ≥ 95), LCP (≤ 1.5 s), CLS (≤ 0.1), TBT (≤ 100 ms), and the Persian jobs page's LCP over
 *   the English one's (≤ 1.1×); with the SEO score (100; sign-in is noindex, and Lighthouse counts that against it).
 *
 * Prints the machine's load average before and after: Lighthouse's timings follow how busy the machine is.
 *
 * `--smoke`: P5 of the Persian jobs page, and P6 on it once.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { e2eServer } from './e2e-server.ts';
import { pageTypes, SCRIPT_BUDGET_BYTES } from '../e2e/pageTypes';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    pages: { type: 'string' },
  },
});
// The smoke run's limit leaves room for a machine busy with the other smoke runs beside it (Lighthouse's own
// simulated throttling slows a loaded machine's audit several times over).
const bench = startBench('bench:pages', values, { fullSeconds: 1_800, smokeSeconds: 140 });
// A smoke run audits one page once: enough to know that Lighthouse still runs and reads its figures.
const runs = bench.smoke ? 1 : Number(values.runs);
const chosen = bench.smoke
  ? ['jobs']
  : (values.pages?.split(',').map((name) => name.trim()) ?? pageTypes.map((type) => type.name));
const unknown = chosen.filter((name) => !pageTypes.some((type) => type.name === name));
if (unknown.length > 0)
  throw new Error(
    `No page type ${unknown.join(', ')}; the types: ${pageTypes.map((t) => t.name).join(', ')}`,
  );
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const clientRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(clientRoot, 'dist');
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The median of the runs that gave a figure (Lighthouse leaves one out when its trace is incomplete). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

/** P5: what the first visit to a page downloads. */
async function firstLoad(url: string, pathname: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const page = await browser.newPage();
  const scripts: { url: string; bytes: number }[] = [];
  const fonts: string[] = [];
  // Each script's size is asked of the browser after it arrived; every answer is awaited before the browser
  // closes, or a busy machine's late answers would be lost and the page would seem to load less than it does.
  const sizes: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    const address = new URL(request.url()).pathname;
    if (type === 'font') fonts.push(address);
    if (type === 'script')
      sizes.push(
        request.sizes().then(({ responseBodySize }) => {
          scripts.push({ url: address, bytes: responseBodySize });
        }),
      );
  });
  await page.goto(`${url}${pathname}`, { waitUntil: 'networkidle' });
  await Promise.all(sizes);
  const html = await (await fetch(`${url}${pathname}`, { headers: { accept: 'text/html' } })).text();
  await browser.close();
  return { scripts, fonts, html };
}

/** Compressed (Brotli) size of each language's catalogue, as the build wrote it. */
function catalogueSizes(): Record<string, number> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return Object.fromEntries(
    ['fa', 'en', 'az'].map((locale) => {
      const file = manifest[`src/i18n/lang/${locale}.json`]?.file;
      if (!file) throw new Error(`No catalogue for ${locale} in the manifest`);
      const compressed = path.join(dist, `${file}.br`);
      return [locale, statSync(existsSync(compressed) ? compressed : path.join(dist, file)).size];
    }),
  );
}

interface LighthouseFigures {
  performance: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`): its 4× slowdown assumes 1500–2000. */
  benchmarkIndex: number;
}

async function audit(target: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(target, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (runtimeError) console.log(`  (Lighthouse on ${target}: ${runtimeError.code}: ${runtimeError.message})`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

bench.step('starting the end-to-end server');
const url = await e2eServer(values.url, (cleanup) => bench.defer(cleanup));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
{
  console.log(`Load average at the start: ${load()}`);
  const pages: { name: string; path: string }[] = [];
  for (const type of pageTypes.filter((t) => chosen.includes(t.name))) {
    pages.push({ name: type.name, path: await type.address(url) });
    if (type.name === 'jobs' && !bench.smoke) pages.push({ name: 'jobs (en)', path: '/en/jobs' });
  }

  console.log(`\nP5: first loads at ${url} (empty cache), compressed script`);
  const scriptBytes: Record<string, number> = {};
  let fontCheck: Awaited<ReturnType<typeof firstLoad>> | undefined;
  for (const { path: pathname } of pages) {
    bench.step(`P5: the first load of ${pathname}`);
    const loaded = await firstLoad(url, pathname);
    fontCheck ??= loaded;
    const bytes = loaded.scripts.reduce((sum, s) => sum + s.bytes, 0);
    scriptBytes[pathname] = bytes;
    const largest = [...loaded.scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4)
      .map((s) => `${path.basename(s.url)} ${kb(s.bytes)}`)
      .join(', ');
    console.log(
      `  ${pathname}: ${kb(bytes)} in ${loaded.scripts.length} files (budget 200 KB: ${verdict(bytes <= SCRIPT_BUDGET_BYTES)}; ` +
        `margin ${kb(SCRIPT_BUDGET_BYTES - bytes)}); largest: ${largest}`,
    );
  }
  const catalogues = catalogueSizes();
  for (const [locale, bytes] of Object.entries(catalogues))
    console.log(
      `  messages ${locale}: ${kb(bytes)} compressed (budget 20 KB: ${verdict(bytes <= 20 * 1024)})`,
    );
  if (fontCheck) {
    const css = readFileSync(
      path.join(dist, fontCheck.html.match(/href="\/(assets\/[^"]+\.css)"/)?.[1] ?? ''),
      'utf8',
    );
    const preloaded = [...fontCheck.html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
      (m) => m[1],
    );
    console.log(
      `  fonts loaded: ${fontCheck.fonts.join(', ') || 'none'}; all woff2: ${fontCheck.fonts.every((f) => f.endsWith('.woff2'))}; ` +
        `preloaded: ${preloaded.join(', ') || 'none'}; font-display swap in every @font-face: ${(
          css.match(/@font-face\s*{[^}]*}/g) ?? []
        ).every((face) => /font-display:\s*swap/.test(face))}`,
    );
  }

  console.log(`\nP6: Lighthouse (mobile, simulated throttling), ${runs} runs each, medians`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const killChrome = bench.defer(() => chrome.kill());
  const medians: Record<string, LighthouseFigures> = {};
  {
    for (const { path: pathname } of pages) {
      bench.step(`P6: Lighthouse on ${pathname}`);
      const figures: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) figures.push(await audit(`${url}${pathname}`, chrome.port));
      // A smoke run asks only that Lighthouse still runs and reads its figures: on a machine busy with the other
      // smoke runs, an audit whose trace came out incomplete (no figures) is made again, twice at most.
      for (let retry = 0; bench.smoke && retry < 2 && !figures.some((f) => Number.isFinite(f.lcp)); retry++)
        figures.push(await audit(`${url}${pathname}`, chrome.port));
      const pick = (key: keyof LighthouseFigures) => median(figures.map((f) => f[key]));
      const m: LighthouseFigures = {
        performance: pick('performance'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        tbt: pick('tbt'),
        fcp: pick('fcp'),
        benchmarkIndex: pick('benchmarkIndex'),
      };
      medians[pathname] = m;
      console.log(
        `  ${pathname}: performance ${m.performance} (${verdict(m.performance >= 95)}), LCP ${(m.lcp / 1000).toFixed(2)} s ` +
          `(${verdict(m.lcp <= 1500)}), CLS ${m.cls.toFixed(3)} (${verdict(m.cls <= 0.1)}), TBT ${Math.round(m.tbt)} ms ` +
          `(${verdict(m.tbt <= 100)}), FCP ${(m.fcp / 1000).toFixed(2)} s, SEO ${m.seo}; TBT of the runs: ` +
          figures.map((f) => Math.round(f.tbt)).join(', ') +
          `; the host's benchmark index: ${figures.map((f) => Math.round(f.benchmarkIndex)).join(', ')}`,
      );
    }
  }
  await killChrome();
  if (medians['/fa/jobs'] && medians['/en/jobs']) {
    const ratio = medians['/fa/jobs'].lcp / medians['/en/jobs'].lcp;
    console.log(
      `  LCP /fa/jobs over /en/jobs: ${ratio.toFixed(2)}× (budget ≤ 1.1×: ${verdict(ratio <= 1.1)})`,
    );
  }

  console.log('\n| page | address | P5 script | performance | LCP | TBT | CLS |');
  console.log('| ---- | ------- | --------- | ----------- | --- | --- | --- |');
  for (const { name, path: pathname } of pages) {
    const m = medians[pathname]!;
    console.log(
      `| ${name} | \`${pathname}\` | ${kb(scriptBytes[pathname]!)} | ${m.performance} | ${(m.lcp / 1000).toFixed(2)} s | ` +
        `${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} |`,
    );
  }
  console.log(`Load average at the end: ${load()}`);
  const largest = Math.max(...Object.values(scriptBytes));
  bench.figure('P5 script, largest first load', largest / 1024, 'KB');
  bench.figure('P5 largest catalogue', Math.max(...Object.values(catalogues)) / 1024, 'KB');
  bench.figure('P6 performance, lowest', Math.min(...Object.values(medians).map((m) => m.performance)));
  bench.figure('P6 LCP, highest', Math.max(...Object.values(medians).map((m) => m.lcp)) / 1000, 's');
}
await bench.end();
