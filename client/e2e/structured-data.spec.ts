import { expect, test } from './test';

// Job pages tell search engines about the job (schema.org JobPosting), except when it can no longer be applied to.
test('a job page carries JobPosting structured data that matches the page', async ({ page }) => {
  await page.goto('/fa/jobs/senior-react-developer-aryan-data-tehran');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const posting = JSON.parse(json!);
  expect(posting).toMatchObject({ '@type': 'JobPosting', title, employmentType: 'FULL_TIME' });
  expect(posting.hiringOrganization.name).toBeTruthy();
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  // The place, named in the page's language, with its province and country.
  expect(posting.jobLocation.address).toMatchObject({
    addressLocality: 'تهران',
    addressRegion: 'تهران',
    addressCountry: 'IR',
  });
});

test('an expired job page has no structured data', async ({ page }) => {
  await page.goto('/en/jobs/qa-engineer-contract-pars-pardaz-tabriz');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
