import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { mailDir } from './e2e/mail';

// E2E_PORT lets two checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  // Journeys of many pages on a 2-core machine whose speed varies from day to day: the default 30 s leaves a
  // journey of ten full page loads no margin.
  timeout: 60_000,
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Playwright's own browser download is unreachable here; Debian's Chromium works.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // A fresh seeded database and the gateway serving client/dist and /graphql on one port.
    command: 'pnpm --filter @platform/gateway start:e2e',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/readyz`,
    // The product's mail, filed by the server's own mail server for the journeys to read (e2e/mail.ts).
    env: { PORT: String(PORT), E2E_MAIL_DIR: mailDir },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
