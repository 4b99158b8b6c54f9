import { expect, test } from './test';

type Marked = Window & { sameDocument?: boolean };

test.describe('a new build', () => {
  test('the build manifest is served uncached, naming the running build', async ({ request }) => {
    const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.json()).toMatchObject({ id: expect.any(String), timestamp: expect.any(Number) });
  });

  test('is noticed within the hour, and the next navigation loads it', async ({ page }) => {
    await page.clock.install();
    // The real manifest until the test deploys a new build.
    let deployed: string | null = null;
    const checks: string[] = [];
    await page.route('**/builds/latest.json?*', async (route) => {
      checks.push(route.request().url());
      const response = await route.fetch();
      if (!deployed) return route.fulfill({ response });
      return route.fulfill({ response, json: { id: deployed, timestamp: Date.now() } });
    });

    await page.goto('/en/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
    await page.evaluate(() => ((window as Marked).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as Marked).sameDocument === true);

    // An hour later the page asks, past the caches, and hears of its own build: links stay in the page.
    await page.clock.fastForward('01:00:00');
    await expect.poll(() => checks.length).toBe(1);
    expect(checks[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    await page.locator('article h3 a').first().click();
    await expect(page).toHaveURL(/\/en\/jobs\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument()).toBe(true);

    // A deploy: the next check learns of it, and what is on the screen stays until the visitor moves on.
    deployed = 'a-newer-build';
    await page.clock.fastForward('01:00:00');
    await expect.poll(() => checks.length).toBe(2);
    await page.waitForTimeout(200);
    expect(await sameDocument()).toBe(true);

    const loaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await loaded;
    await expect(page).toHaveURL(/\/en\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
    expect(await sameDocument()).toBe(false);
  });
});
