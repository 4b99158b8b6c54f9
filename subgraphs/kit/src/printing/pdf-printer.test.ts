import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumPrinter } from './pdf-printer.ts';

/** A browser whose pages print when let go, noting when it is closed. */
function heldBrowser() {
  const browser = { closed: 0, close: async () => void (browser.closed += 1) };
  const pending: (() => void)[] = [];
  const page = {
    emulateMedia: async () => {},
    goto: async () => null,
    locator: () => ({ waitFor: async () => {} }),
    evaluate: async () => {},
    pdf: () => new Promise<Buffer>((resolve) => pending.push(() => resolve(Buffer.from('%PDF')))),
    close: async () => {},
  };
  const context = { newPage: async () => page, browser: () => browser } as unknown as BrowserContext;
  return { browser, pending, launch: async () => context };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

afterEach(() => void vi.useRealTimers());

describe('the PDF printer', () => {
  it('closes its browser a minute after the last print ends, never under a print still running', async () => {
    vi.useFakeTimers();
    const held = heldBrowser();
    const printer = chromiumPrinter('/no/chromium', held.launch);
    const long = printer.print('http://pages.test/a');
    const short = printer.print('http://pages.test/b');
    await settle();
    expect(held.pending).toHaveLength(2);
    held.pending[1]!();
    await short;
    // The short print's end leaves the long one printing: the browser stays open however long it takes.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(held.browser.closed).toBe(0);
    held.pending[0]!();
    await long;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(held.browser.closed).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(held.browser.closed).toBe(1);
  });

  it('launches the browser again after a launch that failed', async () => {
    const held = heldBrowser();
    let launches = 0;
    const printer = chromiumPrinter('/no/chromium', async () => {
      launches += 1;
      if (launches === 1) throw new Error('Chromium did not start');
      return held.launch();
    });
    await expect(printer.print('http://pages.test/a')).rejects.toThrow('Chromium did not start');
    const second = printer.print('http://pages.test/b');
    await settle();
    held.pending[0]!();
    expect((await second).toString()).toBe('%PDF');
    expect(launches).toBe(2);
    await printer.close();
  });
});
