import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPrivateFileLinks } from './private-links.ts';
import { createUploadReceipts } from './upload-receipts.ts';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const key = `documents/${'a'.repeat(64)}.pdf`;
const tokenOf = (path: string) => path.slice('/private-files/'.length);

describe('private file links', () => {
  afterEach(() => vi.useRealTimers());

  it('open the file they were signed for, under its name, for minutes', async () => {
    const links = createPrivateFileLinks(secret);
    const path = await links.path(key, 'رزومه.pdf');
    expect(path).toMatch(/^\/private-files\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await links.open(tokenOf(path))).toEqual({ key, name: 'رزومه.pdf' });
    vi.useFakeTimers({ now: Date.now() + 16 * 60_000 });
    expect(await links.open(tokenOf(path))).toBe('expired');
  });

  it('are not made by another secret, nor by an upload receipt or a token for another purpose', async () => {
    const links = createPrivateFileLinks(secret);
    const elsewhere = await createPrivateFileLinks(`${secret}-other`).path(key, 'a.pdf');
    expect(await links.open(tokenOf(elsewhere))).toBeNull();
    expect(await links.open(await createUploadReceipts(secret).issue('user-1', key))).toBeNull();
    const [header, , signature] = tokenOf(await links.path(key, 'a.pdf')).split('.');
    const other = Buffer.from(
      JSON.stringify({ key: `documents/${'b'.repeat(64)}.pdf`, name: 'a.pdf' }),
    ).toString('base64url');
    expect(await links.open(`${header}.${other}.${signature}`)).toBeNull();
    const odd = await new SignJWT({ key: '../../etc/passwd', name: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('platform-private-files')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    expect(await links.open(odd)).toBeNull();
    expect(await links.open('not-a-token')).toBeNull();
  });
});
