import { readFile } from 'node:fs/promises';
import { pdfText } from './mail';
import { certificateAddress } from './pageTypes';
import { expect, test } from './test';

/** Latin digits as Persian ones, as a Persian keyboard types them. */
const persianDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

test.describe('certificates', () => {
  // A test taken through the graph, a certificate printed by the server's Chromium, an admin's revocation.
  test.describe.configure({ timeout: 90_000 });

  test('fa: a visitor types a code and lands on the certificate; an admin revokes it and its page says so', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // Negar Tehrani passes the personality test through the product's own flow.
    const address = await certificateAddress(testInfo.project.use.baseURL!);
    const code = address.split('/').at(-1)!;

    // An unknown code is answered on the form, with 404.
    const unknown = await page.goto(`/fa/certificates?code=${encodeURIComponent('00000-00000-00000-00000')}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(/هیچ گواهی‌نامه‌ای این کد را ندارد/);

    // Typed as a person might: Persian digits, spaces for dashes, lower case.
    const input = page.getByLabel('کد گواهی‌نامه');
    await input.fill(persianDigits(code.replace(/-/g, ' ').toLowerCase()));
    await page.getByRole('button', { name: 'بررسی' }).click();
    await expect(page).toHaveURL(new RegExp(`/fa/certificates/${code}$`));
    await expect(page.getByRole('status')).toHaveText('این گواهی‌نامه معتبر است');
    await expect(page.getByText('Negar Tehrani')).toBeVisible();

    // The PDF, printed by the server from this page.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'دریافت PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`karnama-certificate-${code}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Negar Tehrani');
    expect(text).toContain(code);

    // An admin finds it on the admins' page by the code and revokes it with a reason.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const signIn = await request.post('/graphql', {
      data: {
        query:
          'mutation { devSignIn(input: { account: "admin" }) { ... on MutationDevSignInSuccess { data { token } } } }',
      },
    });
    const token = ((await signIn.json()) as { data: { devSignIn: { data: { token: string } } } }).data
      .devSignIn.data.token;
    await admin.goto('/en');
    await admin.evaluate((t) => localStorage.setItem('auth_token', t), token);
    await admin.goto('/en/panel');
    await admin.getByRole('link', { name: /^Certificates/ }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    await admin.getByLabel('Code').fill(code.toLowerCase());
    await admin.getByRole('button', { name: 'Filter' }).click();
    const row = admin.getByRole('article', { name: code });
    await expect(row).toBeVisible();
    await expect(admin.getByText('1 certificate')).toBeVisible();
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByLabel('Reason (seen by admins only)').fill('Answers copied from another taker');
    await row.getByRole('button', { name: 'Revoke the certificate' }).click();
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(row.getByText('Reason: Answers copied from another taker')).toBeVisible();
    await adminContext.close();

    // The holder's public page now says revoked, since when, and offers no download; the reason is not shown.
    await page.reload();
    await expect(page.getByRole('status')).toContainText('این گواهی‌نامه باطل شده است');
    await expect(page.getByRole('status')).toContainText('تاریخ ابطال');
    await expect(page.getByRole('link', { name: 'دریافت PDF' })).toHaveCount(0);
    await expect(page.getByText('Answers copied')).toHaveCount(0);
    const gone = await request.get(`/certificates/${code}.pdf?lang=fa`);
    expect(gone.status()).toBe(410);
  });
});
