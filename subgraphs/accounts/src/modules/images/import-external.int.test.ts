import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createFolderStore } from '@platform/subgraph-kit/files/folder-store';
import type { FileStore } from '@platform/subgraph-kit/files/store';
import { testImage } from '@platform/subgraph-kit/testing/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalImagePolicy, importExternalImages } from './import-external.ts';

let db: TestDatabase;
let server: http.Server;
let origin: string;
let folder: string;
let store: FileStore;
const requests: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const photo = await testImage({ gps: true });
  server = http.createServer((req, res) => {
    requests.push(req.url!);
    if (req.url === '/photo.png' || req.url === '/shared.png') return res.end(photo);
    if (req.url === '/page.html')
      return res.setHeader('content-type', 'image/png').end('<html>not a picture</html>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  folder = await mkdtemp(path.join(tmpdir(), 'import-'));
  store = createFolderStore(folder);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
  await db.drop();
});

describe('importExternalImages', () => {
  const policy = () => ({ ...externalImagePolicy, trustedOrigins: [origin] });
  it('fetches each external address once into the store and drops the ones that fail', async () => {
    const keptKey = `images/${'ab'.repeat(32)}.webp`;
    const user = (avatarKey: string | null, name: string) =>
      db.prisma.user.create({ data: { displayName: name, avatarKey } });
    const good = await user(`${origin}/photo.png`, 'good');
    const sharedA = await user(`${origin}/shared.png`, 'shared a');
    const sharedB = await user(`${origin}/shared.png`, 'shared b');
    const html = await user(`${origin}/page.html`, 'html');
    const missing = await user(`${origin}/missing.png`, 'missing');
    // This machine is off limits unless the origin is named (as the test server's is below).
    const privateAddress = await user('http://127.0.0.1:9/photo.png', 'private');
    const junk = await user('javascript:alert(1)', 'junk');
    const kept = await user(keptKey, 'kept');
    const none = await user(null, 'none');
    const company = await db.prisma.company.create({
      data: { name: 'Logo Co', logoKey: `${origin}/photo.png` },
    });

    const counts = await importExternalImages(db.prisma, store, { policy: policy() });
    expect(counts).toEqual({ avatars: { stored: 3, dropped: 4 }, logos: { stored: 1, dropped: 0 } });

    const avatar = async (id: string) =>
      (await db.prisma.user.findUniqueOrThrow({ where: { id } })).avatarKey;
    const stored = await avatar(good.id);
    expect(stored).toMatch(/^images\/[0-9a-f]{64}\.webp$/);
    expect(await store.get(stored!)).not.toBeNull();
    expect(await avatar(sharedA.id)).toBe(stored);
    expect(await avatar(sharedB.id)).toBe(stored);
    for (const dropped of [html, missing, privateAddress, junk]) expect(await avatar(dropped.id)).toBeNull();
    expect(await avatar(kept.id)).toBe(keptKey);
    expect(await avatar(none.id)).toBeNull();
    expect((await db.prisma.company.findUniqueOrThrow({ where: { id: company.id } })).logoKey).toBe(stored);
    expect(requests.filter((url) => url === '/shared.png')).toHaveLength(1);

    // A second run finds nothing left to do.
    requests.length = 0;
    expect(await importExternalImages(db.prisma, store, { policy: policy() })).toEqual({
      avatars: { stored: 0, dropped: 0 },
      logos: { stored: 0, dropped: 0 },
    });
    expect(requests).toEqual([]);
  });
});
