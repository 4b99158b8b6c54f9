/**
 * A page's start in the browser (a script that prints figures, not a test): the JavaScript a public page's first
 * load runs on its main thread, and what its first use of Intl costs there, with the CPU slowed as Lighthouse's
 * mobile audit assumes (4×).
 *
 *   pnpm --filter @platform/client bench:start [--runs 6] [--url http://127.0.0.1:4390] [--against <url>]
 *     [--pages home,jobs,…] [--smoke] [--time-limit 900]
 *
 * Builds nothing: run `pnpm build` first. Starts the end-to-end server unless `--url` names a running product. Each
 * page of `e2e/pageTypes.ts` (or those `--pages` names) is loaded `runs` times in each of two ways, alternating:
 * as built and with the start's Intl worker (`src/app/intlWarmup.ts`) refused; or, with `--against`, on the product at
 * `--url` and on the one at `--against` (two builds served side by side, e.g. a commit and the one before it; the
 * page's address is looked up on each). Each load is a fresh browser context on an empty cache, with Chromium's
 * profiler sampling the page's main thread every 0.2 ms:
 *
 * - **JavaScript**: the profile's samples in script (not idle, not the browser's own work, not garbage collection),
 *   from the navigation until the network has been idle for 0.5 s.
 * - **First Intl call**: how long the page's first call of `Intl.DateTimeFormat` or `Intl.NumberFormat` (or their
 *   `supportedLocalesOf`) takes on the main thread: the browser loads ICU's data on the first one.
 *
 * Prints each page's medians and each load's figures. Timings follow how busy the machine is: compare runs made side
 * by side, as this script makes them.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { pageTypes } from '../e2e/pageTypes';
import { e2eServer } from './e2e-server.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    runs: { type: 'string', default: '6' },
    url: { type: 'string' },
    against: { type: 'string' },
    pages: { type: 'string' },
  },
});
const bench = startBench('bench:start', values, { fullSeconds: 900, smokeSeconds: 150 });
const runs = bench.smoke ? 1 : Number(values.runs);
const chosen = bench.smoke
  ? ['jobs']
  : (values.pages?.split(',').map((name) => name.trim()) ?? pageTypes.map((type) => type.name));
const types = pageTypes.filter((type) => chosen.includes(type.name));
if (types.length !== chosen.length)
  throw new Error(
    `Unknown page types in ${chosen.join(', ')}; the types: ${pageTypes.map((t) => t.name).join(', ')}`,
  );
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;

/**
 * Set before the page's own scripts run: times the first call of Intl's date and number formats (constructed, called,
 * or asked which locales they support) on the main thread, into `window.__firstIntlCall`.
 */
const timeFirstIntlCall = `(() => {
  let first = true;
  const timed = (run) => {
    if (!first) return run();
    first = false;
    const start = performance.now();
    try { return run(); } finally { window.__firstIntlCall = performance.now() - start; }
  };
  for (const name of ['DateTimeFormat', 'NumberFormat']) {
    const original = Intl[name];
    const supported = original.supportedLocalesOf.bind(original);
    const wrapped = new Proxy(original, {
      construct: (target, args, newTarget) => timed(() => Reflect.construct(target, args, newTarget)),
      apply: (target, self, args) => timed(() => Reflect.apply(target, self, args)),
    });
    Object.defineProperty(original, 'supportedLocalesOf', {
      value: (...args) => timed(() => supported(...args)),
      configurable: true,
      writable: true,
    });
    Intl[name] = wrapped;
  }
})();`;

interface Load {
  script: number;
  firstIntlCall: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
}

const notScript = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

async function loadOnce(
  browser: Browser,
  origin: string,
  pathname: string,
  refuseWorker: boolean,
): Promise<Load | null> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (refuseWorker) await page.route(/\/assets\/intlWarmup-[\w-]+\.js$/, (route) => route.abort());
    await page.addInitScript(timeFirstIntlCall);
    // The profiler starts in the page's process (a same-origin document first), before the navigation.
    await page.goto(`${origin}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
    for (let wait = 0; wait < 100 && !(await hydrated(page)); wait++) await page.waitForTimeout(100);
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
    let script = 0;
    // Each sample's time is the gap to the next one.
    profile.samples.forEach((id, i) => {
      if (!notScript.has(names.get(id) ?? '(root)')) script += (profile.timeDeltas[i + 1] ?? 0) / 1000;
    });
    const firstIntlCall = Number(
      await page.evaluate(() => (window as unknown as { __firstIntlCall?: number }).__firstIntlCall ?? NaN),
    );
    // A navigation the browser moved to another process leaves the profiler and the slowdown behind (a profile of a
    // few milliseconds, or none of the page's Intl calls seen): not counted.
    const profiled = script > 50 && Number.isFinite(firstIntlCall) && (await hydrated(page));
    return profiled ? { script, firstIntlCall } : null;
  } finally {
    await context.close();
  }
}

const hydrated = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __KARNAMA__?: { hydrated?: true } }).__KARNAMA__?.hydrated === true,
  );

let lost = 0;
async function load(
  browser: Browser,
  origin: string,
  pathname: string,
  refuseWorker: boolean,
): Promise<Load> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const measured = await loadOnce(browser, origin, pathname, refuseWorker);
    if (measured) return measured;
    lost++;
  }
  throw new Error(`Three loads of ${origin}${pathname} in a row were not profiled`);
}

const median = (numbers: number[]) => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

bench.step('starting the end-to-end server');
const url = await e2eServer(values.url, (cleanup) => bench.defer(cleanup));
const sides = values.against
  ? [
      { name: url, origin: url, refuseWorker: false },
      { name: values.against, origin: values.against, refuseWorker: false },
    ]
  : [
      { name: 'as built', origin: url, refuseWorker: false },
      { name: 'Intl worker refused', origin: url, refuseWorker: true },
    ];
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--headless=new', '--no-sandbox'],
});
const closeBrowser = bench.defer(() => browser.close());
console.log(
  `${runs} loads a side at ${CPU_SLOWDOWN}× CPU slowdown, alternating: ${sides.map((s) => s.name).join(' / ')}`,
);
const medians: { type: string; side: string; script: number; firstIntlCall: number }[] = [];
for (const type of types) {
  const addresses = await Promise.all(sides.map((side) => type.address(side.origin)));
  const loads: Load[][] = sides.map(() => []);
  for (let i = 0; i < runs; i++) {
    // Alternating which side goes first, so that neither always meets the machine as the other left it.
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const s of order) {
      bench.step(`${type.name}: load ${i + 1} of ${runs}, ${sides[s]!.name}`);
      loads[s]!.push(await load(browser, sides[s]!.origin, addresses[s]!, sides[s]!.refuseWorker));
    }
  }
  sides.forEach((side, s) => {
    const script = median(loads[s]!.map((l) => l.script));
    const firstIntlCall = median(loads[s]!.map((l) => l.firstIntlCall));
    medians.push({ type: type.name, side: side.name, script, firstIntlCall });
    console.log(
      `  ${type.name} (${path.basename(addresses[s]!) || addresses[s]}), ${side.name}: JavaScript ${ms(script)}, ` +
        `first Intl call ${ms(firstIntlCall)}; the loads: ` +
        loads[s]!.map((l) => `${l.script.toFixed(0)} / ${l.firstIntlCall.toFixed(1)}`).join(', '),
    );
  });
}
await closeBrowser();
if (lost)
  console.log(
    `(${lost} loads made again: the browser moved the page to another process, away from the profiler)`,
  );

console.log(
  '\n| page | ' + sides.map((s) => `JavaScript, ${s.name} | first Intl call, ${s.name}`).join(' | ') + ' |',
);
console.log('| ---- | ' + sides.map(() => '--- | ---').join(' | ') + ' |');
for (const type of types) {
  const row = sides.map((side) => medians.find((m) => m.type === type.name && m.side === side.name)!);
  console.log(`| ${type.name} | ${row.map((m) => `${ms(m.script)} | ${ms(m.firstIntlCall)}`).join(' | ')} |`);
}
const first = medians.filter((m) => m.side === sides[0]!.name);
bench.figure(
  `JavaScript of a start, median of the pages' medians (${sides[0]!.name})`,
  median(first.map((m) => m.script)),
  'ms',
);
bench.figure(
  `first Intl call, median of the pages' medians (${sides[0]!.name})`,
  median(first.map((m) => m.firstIntlCall)),
  'ms',
);
await bench.end();
