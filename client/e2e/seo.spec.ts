import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { expect, test } from './test';

// Lighthouse's SEO audits (title, description, status, crawlable links, hreflang, canonical, robots.txt, legible
// text, tap targets…) on the jobs page and a job page, as a search engine's crawler meets them.
test('Lighthouse scores the jobs page and a job page 100 for SEO', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const path of ['/fa/jobs', '/fa/jobs/senior-react-developer-aryan-data-tehran']) {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo'],
      });
      const seo = result?.lhr.categories.seo;
      const weighed = new Set(seo?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
      const failed = Object.values(result?.lhr.audits ?? {})
        .filter((audit) => weighed.has(audit.id) && audit.score !== 1)
        .map((audit) => `${audit.id}: ${audit.title}`);
      expect(failed, path).toEqual([]);
      expect(seo?.score, path).toBe(1);
    }
  } finally {
    chrome.kill();
  }
});
