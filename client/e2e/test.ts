import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Response,
  TestInfo,
} from '@playwright/test';

/**
 * Pages arrive rendered by the server and answer clicks once they have hydrated (`__KARNAMA__.hydrated`): a click
 * before that reaches no handler. Every page the journeys open waits for it after `goto` and `reload`, as a person
 * would wait for a page to finish loading. Other pages (GraphiQL) have no boot data and are not waited for.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const boot = (window as { __KARNAMA__?: { hydrated?: true } }).__KARNAMA__;
      return !boot || boot.hydrated === true;
    },
    null,
    { timeout: 15_000 },
  );
}

const patched = new WeakSet<Page>();

function waitForHydration(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
}

function watchContext(context: BrowserContext) {
  context.pages().forEach(waitForHydration);
  context.on('page', waitForHydration);
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    watchContext(context);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    waitForHydration(page);
    await provide(page);
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchContext(context);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
