import { expect, test } from './test';

// Partners and staff explore the public job graph in GraphiQL, served by our own server (no CDN).
test('GraphiQL at /graphiql runs the example job query against the API', async ({ page }) => {
  await page.goto('/graphiql');
  await expect(page.locator('.graphiql-container')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('query LatestRemoteJobs')).toBeVisible();
  await page.getByRole('button', { name: /execute query/i }).click();
  const result = page.locator('.graphiql-response');
  await expect(result).toContainText('"totalCount"', { timeout: 20_000 });
  await expect(result).toContainText('"edges"');
  await expect(result).not.toContainText('"errors"');
  await page.screenshot({ path: 'test-results/screenshots/graphiql.png' });
});
