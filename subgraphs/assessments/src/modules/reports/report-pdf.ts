import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Prints a page of the product to PDF. */
export interface PdfPrinter {
  print(url: string, locale: string): Promise<Buffer>;
  close(): Promise<void>;
}

const lowPriority = fileURLToPath(new URL('./chromium-low-priority.sh', import.meta.url));

/** How long a page may take to show its report before the attempt fails (and is retried later). */
const readyTimeoutMs = 30_000;
/** An idle browser is closed after this long; the next report starts another. */
const idleMs = 60_000;

/**
 * Chromium, driven by Playwright, printing the results page itself: the browser shapes Persian letters and lays out
 * right to left as the page does on screen, with the page's print stylesheet. One browser, at a low CPU priority,
 * serves the reports printed one after another and is closed when idle.
 */
export function chromiumPrinter(executablePath: string): PdfPrinter {
  let browser: Promise<Browser> | null = null;
  let idle: NodeJS.Timeout | null = null;
  const close = async () => {
    if (idle) clearTimeout(idle);
    idle = null;
    const open = browser;
    browser = null;
    await (await open?.catch(() => null))?.close();
  };
  return {
    async print(url, locale) {
      if (idle) clearTimeout(idle);
      browser ??= chromium.launch({
        // Every process of the browser (renderers included) at a low priority.
        executablePath: lowPriority,
        env: { ...process.env, REPORT_CHROMIUM: executablePath },
        // As the product's own tests run it: no sandbox (containers), and no calls to Google's services.
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
        ],
      });
      const context = await (await browser).newContext({ locale, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        await page.emulateMedia({ media: 'print' });
        await page.goto(url, { waitUntil: 'load', timeout: readyTimeoutMs });
        await page.locator('[data-report="ready"]').waitFor({ timeout: readyTimeoutMs });
        await page.evaluate('document.fonts.ready');
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await context.close();
        idle = setTimeout(() => void close(), idleMs);
        idle.unref();
      }
    },
    close,
  };
}
