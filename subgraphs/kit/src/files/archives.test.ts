import { archiveLimits } from '@platform/rules/files';
import { describe, expect, it } from 'vitest';
import { expandingZip, testZip } from '../testing/archives.ts';
import { checkArchive } from './archives.ts';

const rejection = (bytes: Buffer, limits?: Parameters<typeof checkArchive>[1]) =>
  checkArchive(bytes, limits).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('checkArchive', () => {
  it('accepts a ZIP whose every file unpacks, counting its files', async () => {
    const zip = await testZip({ 'shop/README.md': '# Shop', 'shop/src/': '', 'shop/src/a.ts': 'export {}' });
    expect(await checkArchive(zip)).toEqual({ bytes: zip.length, files: 2 });
  });

  it('refuses what is not a ZIP, an unreadable one, an empty one, by its bytes', async () => {
    expect(await rejection(Buffer.alloc(0))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await rejection(Buffer.from('%PDF-1.7 not a zip'))).toBe('UNSUPPORTED_MEDIA_TYPE');
    const zip = await testZip();
    expect(await rejection(zip.subarray(0, zip.length - 30))).toBe('BAD_ARCHIVE');
    expect(await rejection(await testZip({}))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await rejection(await testZip({ 'empty/': '' }))).toBe('BAD_ARCHIVE');
  });

  it('refuses an entry that climbs out of its folder, and an encrypted one', async () => {
    expect(await rejection(await testZip({ 'aa/passwd': 'x', 'ok.txt': 'y' }, { climb: true }))).toBe(
      'BAD_ARCHIVE',
    );
    expect(await rejection(await testZip(undefined, { encrypted: true }))).toBe('ARCHIVE_ENCRYPTED');
  });

  it('stops a small file that unpacks past the limit as it unpacks', async () => {
    // The limit's mechanism at a small scale: 8 MiB of zeros deflate to a few kilobytes.
    const limits = { maxEntries: 10, maxUnpackedBytes: 4 * 1024 * 1024 };
    const bomb = await expandingZip(8 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await rejection(bomb, limits)).toBe('UNPACKS_TOO_LARGE');
    expect(await rejection(await expandingZip(1024 * 1024), limits)).toBe('accepted');
    expect(await rejection(await testZip({ a: '1', b: '2', c: '3' }), { ...limits, maxEntries: 2 })).toBe(
      'TOO_MANY_ENTRIES',
    );
  });

  it('refuses more bytes than an upload may have', async () => {
    expect(await rejection(Buffer.alloc(archiveLimits.maxBytes + 1))).toBe('PAYLOAD_TOO_LARGE');
  });
});
