import { describe, expect, it } from 'vitest';
import { signIdentity } from '../identity.ts';
import { createUploadReceipts } from './upload-receipts.ts';

const secret = 'upload-receipts-test-secret-0123456789';
const key = `images/${'ab'.repeat(32)}.webp`;
const receipts = createUploadReceipts(secret);

async function problem(promise: Promise<unknown>) {
  return promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );
}

describe('upload receipts', () => {
  it('give the file key back to the user who uploaded it', async () => {
    expect(await receipts.redeem(await receipts.issue('user-1', key), 'user-1')).toEqual({ key, info: {} });
    const measured = await receipts.issue('user-1', key, { bytes: 2048, pages: 2 });
    expect(await receipts.redeem(measured, 'user-1')).toEqual({ key, info: { bytes: 2048, pages: 2 } });
  });

  it("refuse another user's receipt", async () => {
    expect(await problem(receipts.redeem(await receipts.issue('user-1', key), 'user-2'))).toBe(
      'UPLOAD_NOT_YOURS',
    );
  });

  it('refuse an expired receipt', async () => {
    const old = await createUploadReceipts(secret, { lifetimeSeconds: -60 }).issue('user-1', key);
    expect(await problem(receipts.redeem(old, 'user-1'))).toBe('UPLOAD_EXPIRED');
  });

  it('refuse forged ones: another secret, an edited payload, an identity token, nonsense', async () => {
    const forged = await createUploadReceipts('some-other-secret-0123456789abcdef').issue('user-1', key);
    expect(await problem(receipts.redeem(forged, 'user-1'))).toBe('UPLOAD_INVALID');

    const [header, , signature] = (await receipts.issue('user-1', key)).split('.');
    const payload = Buffer.from(
      JSON.stringify({ key: `images/${'cd'.repeat(32)}.webp`, sub: 'user-1', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await problem(receipts.redeem(`${header}.${payload}.${signature}`, 'user-1'))).toBe(
      'UPLOAD_INVALID',
    );

    const identity = await signIdentity(
      { userId: 'user-1', sessionId: 's', roles: [], registered: true },
      secret,
      'request-1',
    );
    expect(await problem(receipts.redeem(identity, 'user-1'))).toBe('UPLOAD_INVALID');
    expect(await problem(receipts.redeem('not-a-token', 'user-1'))).toBe('UPLOAD_INVALID');
  });

  it('refuse a genuine receipt that names no file key', async () => {
    const odd = await receipts.issue('user-1', '../../etc/passwd');
    expect(await problem(receipts.redeem(odd, 'user-1'))).toBe('UPLOAD_INVALID');
  });
});
