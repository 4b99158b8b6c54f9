import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';

/** Prints a page of the product to PDF. */
export interface PdfPrinter {
  print(url: string): Promise<Buffer>;
  close(): Promise<void>;
}

const lowPriority = fileURLToPath(new URL('./chromium-low-priority.sh', import.meta.url));

/** How long a page may take to show what it prints before the attempt fails. */
const readyTimeoutMs = 30_000;
/** A browser is closed after this long with nothing printing; the next print starts another. */
const idleMs = 60_000;

/** Chromium at a low priority, with one context for the pages it prints. */
async function launchChromium(executablePath: string): Promise<BrowserContext> {
  const browser = await chromium.launch({
    // Every process of the browser (renderers included) at a low priority.
    executablePath: lowPriority,
    env: { ...process.env, PRINT_CHROMIUM: executablePath },
    // As the product's own tests run it: no sandbox (containers), and no calls to Google's services.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  return browser.newContext({ reducedMotion: 'reduce' });
}

/**
 * Chromium, driven by Playwright, printing a page of the product itself (a test's results, a certificate, a résumé):
 * the browser shapes Persian letters and lays out right to left as the page does on screen, with the page's print
 * stylesheet. A page is printed once it marks itself ready (`data-report="ready"`). One browser, at a low CPU
 * priority, serves what its subgraph prints one after another and is closed when idle.
 */
export function chromiumPrinter(
  executablePath: string,
  launch: () => Promise<BrowserContext> = () => launchChromium(executablePath),
): PdfPrinter {
  // One context for the pages printed while the browser is open: its HTTP and code caches make every print after
  // the first load the page's scripts without fetching and compiling them again. Nothing else is kept: a page's
  // key is in its address, and its language in its path.
  let context: Promise<BrowserContext> | null = null;
  let idle: NodeJS.Timeout | null = null;
  // Prints under way: the browser is closed only once none is.
  let printing = 0;
  const close = async () => {
    if (idle) clearTimeout(idle);
    idle = null;
    const open = context;
    context = null;
    await (await open?.catch(() => null))?.browser()?.close();
  };
  return {
    async print(url) {
      if (idle) clearTimeout(idle);
      idle = null;
      printing += 1;
      try {
        // A launch that failed is not kept: the next print tries again.
        context ??= launch().catch((error: unknown) => {
          context = null;
          throw error;
        });
        const page = await (await context).newPage();
        try {
          await page.emulateMedia({ media: 'print' });
          await page.goto(url, { waitUntil: 'load', timeout: readyTimeoutMs });
          await page.locator('[data-report="ready"]').waitFor({ timeout: readyTimeoutMs });
          await page.evaluate('document.fonts.ready');
          return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
        } finally {
          await page.close();
        }
      } finally {
        printing -= 1;
        if (printing === 0) {
          // A browser that will not close has nothing left to print; its failure must not end the process.
          idle = setTimeout(() => close().catch((error: unknown) => console.error(error)), idleMs);
          idle.unref();
        }
      }
    },
    close,
  };
}
