/**
 * Page budgets (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/client bench:pages [--runs 3] [--url http://127.0.0.1:4000] [--smoke] [--time-limit 900]
 *
 * Builds nothing: run `pnpm build` first. Starts the end-to-end server (a fresh seeded database, dropped when it
 * stops) on a free port unless `--url` names a running product, then measures in Debian's Chromium
 * (`CHROMIUM_PATH`):
 *
 * - P5, the first load of `/fa/jobs` with an empty cache: the compressed bytes of script it downloads (budget
 *   200 KB), each language's message catalogue compressed (budget 20 KB), and the fonts: woff2 only, preloaded,
 *   `font-display: swap`.
 * - P6, Lighthouse (mobile, its default simulated throttling) on `/fa/jobs`, `/en/jobs` and a Persian job page,
 *   `runs` times each, medians: performance (budget ≥ 90), LCP (≤ 2.5 s), CLS (≤ 0.1), TBT (≤ 200 ms), and the
 *   Persian LCP over the English (≤ 1.1×); with the SEO score (budget 100).
 *
 * `--smoke`: P5, and P6 on `/fa/jobs` once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';

const { values } = parseArgs({
  options: { ...benchOptions, runs: { type: 'string', default: '3' }, url: { type: 'string' } },
});
const bench = startBench('bench:pages', values, { fullSeconds: 900, smokeSeconds: 90 });
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const clientRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(clientRoot, 'dist');
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Asks the server's process group to stop and waits (10 s at most) until it has, its database dropped. */
async function stopServer(server: ChildProcess) {
  const group = -server.pid!;
  const running = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (running()) process.kill(group, 'SIGTERM');
  for (let i = 0; i < 100 && running(); i++) await sleep(100);
}

async function startServer(): Promise<string> {
  if (values.url) return values.url;
  const [port, embeddedPort] = [await freePort(), await freePort()];
  // What `pnpm --filter @platform/gateway start:e2e` runs, without pnpm's and tsx's launchers between: a stop
  // signal then reaches the server alone, which drops its database before it exits.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/e2e-server.ts'], {
    cwd: path.resolve(clientRoot, '../gateway'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(embeddedPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  bench.defer(() => stopServer(server));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The end-to-end server stopped before it was ready');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return url;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
}

/** P5: what the first visit to /fa/jobs downloads. */
async function firstLoad(url: string, pathname: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const page = await browser.newPage();
  const scripts: { url: string; bytes: number }[] = [];
  const fonts: string[] = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    const sizes = await request.sizes();
    if (type === 'script')
      scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
    if (type === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${url}${pathname}`, { waitUntil: 'networkidle' });
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
}

async function audit(target: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(target, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
  };
}

bench.step('starting the end-to-end server');
const url = await startServer();
bench.step('P5: the first load of /fa/jobs');
console.log(`P5: first load of /fa/jobs at ${url} (empty cache)`);
const load = await firstLoad(url, '/fa/jobs');
const scriptBytes = load.scripts.reduce((sum, s) => sum + s.bytes, 0);
for (const script of [...load.scripts].sort((a, b) => b.bytes - a.bytes))
  console.log(`  ${kb(script.bytes).padStart(9)}  ${script.url}`);
console.log(
  `  script, compressed: ${kb(scriptBytes)} in ${load.scripts.length} files (budget 200 KB: ${verdict(scriptBytes <= 200 * 1024)})`,
);
const catalogues = catalogueSizes();
for (const [locale, bytes] of Object.entries(catalogues))
  console.log(`  messages ${locale}: ${kb(bytes)} compressed (budget 20 KB: ${verdict(bytes <= 20 * 1024)})`);
const css = readFileSync(
  path.join(dist, load.html.match(/href="\/(assets\/[^"]+\.css)"/)?.[1] ?? ''),
  'utf8',
);
const preloaded = [...load.html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
console.log(
  `  fonts loaded: ${load.fonts.join(', ') || 'none'}; all woff2: ${load.fonts.every((f) => f.endsWith('.woff2'))}; ` +
    `preloaded: ${preloaded.join(', ') || 'none'}; font-display swap in every @font-face: ${(
      css.match(/@font-face\s*{[^}]*}/g) ?? []
    ).every((face) => /font-display:\s*swap/.test(face))}`,
);

const { rows: jobRows } = {
  rows: [...load.html.matchAll(/href="(\/fa\/jobs\/[^"?]+)"/g)].map((m) => m[1]!),
};
// A smoke run audits one page once: enough to know that Lighthouse still runs and reads its figures.
const pages = bench.smoke ? ['/fa/jobs'] : ['/fa/jobs', '/en/jobs', jobRows[0] ?? '/fa/jobs'];
const runs = bench.smoke ? 1 : Number(values.runs);
bench.figure('P5 script', scriptBytes / 1024, 'KB');
bench.figure('P5 largest catalogue', Math.max(...Object.values(catalogues)) / 1024, 'KB');
bench.figure('P5 fonts loaded', load.fonts.length);

console.log(`\nP6: Lighthouse (mobile, simulated throttling), ${runs} runs each, medians`);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const killChrome = bench.defer(() => chrome.kill());
const medians: Record<string, LighthouseFigures> = {};
for (const pathname of pages) {
  bench.step(`P6: Lighthouse on ${pathname}`);
  const figures: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) figures.push(await audit(`${url}${pathname}`, chrome.port));
  const pick = (key: keyof LighthouseFigures) => median(figures.map((f) => f[key]));
  const m: LighthouseFigures = {
    performance: pick('performance'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
  };
  medians[pathname] = m;
  console.log(
    `  ${pathname}: performance ${m.performance} (${verdict(m.performance >= 90)}), LCP ${(m.lcp / 1000).toFixed(2)} s ` +
      `(${verdict(m.lcp <= 2500)}), CLS ${m.cls.toFixed(3)} (${verdict(m.cls <= 0.1)}), TBT ${Math.round(m.tbt)} ms ` +
      `(${verdict(m.tbt <= 200)}), FCP ${(m.fcp / 1000).toFixed(2)} s, SEO ${m.seo} (${verdict(m.seo === 100)})`,
  );
}
await killChrome();
bench.figure('P6 performance /fa/jobs', medians['/fa/jobs']!.performance);
bench.figure('P6 LCP /fa/jobs', medians['/fa/jobs']!.lcp / 1000, 's');
if (medians['/en/jobs']) {
  const ratio = medians['/fa/jobs']!.lcp / medians['/en/jobs'].lcp;
  console.log(`  LCP /fa/jobs over /en/jobs: ${ratio.toFixed(2)}× (budget ≤ 1.1×: ${verdict(ratio <= 1.1)})`);
  bench.figure('P6 LCP fa over en', ratio, '×');
}
await bench.end();
