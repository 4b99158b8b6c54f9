import { expect, test, type Response } from './test';

// Visitors on slow mobile connections: the app's code, styles and the API's answers arrive compressed (all but
// those under a kilobyte, which compression would hardly shrink).
test('the jobs page arrives compressed: scripts, styles and GraphQL answers', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/fa/jobs');
  await expect(page.locator('main article').first()).toBeVisible();
  // The page came with its data; a search asks the graph.
  await page.getByRole('searchbox', { name: 'جستجوی آگهی‌ها' }).fill('React');
  await page.getByRole('searchbox', { name: 'جستجوی آگهی‌ها' }).press('Enter');
  await expect(page).toHaveURL(/\?q=React$/);
  await expect(page.locator('main article').first()).toBeVisible();
  const kinds = { script: /^\/assets\/.+\.js$/, style: /^\/assets\/.+\.css$/, api: /^\/graphql$/ };
  for (const [kind, path] of Object.entries(kinds)) {
    const large = [];
    // The start's Intl worker (`intlWarmup`, 189 bytes) is under a kilobyte, and its response's body goes with the
    // worker once it has closed.
    const ofThePage = (r: Response) => path.test(new URL(r.url()).pathname) && !/\/intlWarmup-/.test(r.url());
    for (const response of responses.filter(ofThePage)) {
      if ((await response.body()).length < 1024) continue;
      large.push(response);
      const headers = await response.allHeaders();
      expect(['br', 'gzip'], `${kind} ${response.url()}`).toContain(headers['content-encoding']);
      // Scripts and styles come from the build's compressed copies, whose length is known, not compressed on
      // the fly for each visitor (sent in chunks).
      if (kind !== 'api') expect(headers['content-length'], response.url()).toBeDefined();
    }
    expect(large.length, kind).toBeGreaterThan(0);
  }
});
