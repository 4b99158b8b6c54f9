import { expect, test } from '@playwright/test';

test.describe('error pages', () => {
  test('an unknown path shows the 404 page with the path', async ({ page }) => {
    await page.goto('/en/this/does/not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/en/this/does/not-exist')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('an unknown path without prefix gets the stored language and a Persian 404', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/fa\/no-such-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeVisible();
    await expect(page.getByText('۴۰۴')).toBeVisible();
  });

  test('an unknown job slug shows the 404 page', async ({ page }) => {
    await page.goto('/en/jobs/no-such-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('/error410 is the permanently removed page', async ({ page }) => {
    await page.goto('/fa/error410');
    await expect(
      page.getByRole('heading', { level: 1, name: 'این صفحه برای همیشه حذف شده است' }),
    ).toBeVisible();
    await expect(page.getByText('۴۱۰')).toBeVisible();
  });
});
