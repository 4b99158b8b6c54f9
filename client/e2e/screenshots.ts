import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** A full-page screenshot attached to the report and kept under client/test-results/screenshots/. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  const body = await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}
