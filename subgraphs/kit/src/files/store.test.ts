import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from './s3-store.ts';
import { fileStoreFromEnv } from './store-config.ts';
import { InvalidFileKey, isFileKey, type FileStore } from './store.ts';

const key = `images/${'ab'.repeat(32)}.webp`;
const otherKey = `images/${'cd'.repeat(32)}.webp`;

let folder: string;
let s3rver: S3rver;
let s3rverDir: string;
let s3Env: Record<string, string>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'files-'));
  // A real S3-compatible server on this machine (s3rver), spoken to by the real AWS SDK.
  s3rverDir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3rverDir });
  const { port } = await s3rver.run();
  s3Env = {
    S3_BUCKET: 'karnama-files',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const admin = new S3Client({
    endpoint: s3Env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: 'karnama-files' }));
  admin.destroy();
});
afterAll(async () => {
  await s3rver.close();
  await rm(folder, { recursive: true, force: true });
  await rm(s3rverDir, { recursive: true, force: true });
});

describe.each([
  ['folder', () => fileStoreFromEnv({ FILES_DIR: folder })],
  ['S3', () => fileStoreFromEnv(s3Env)],
] as const)('the %s store', (kind, open) => {
  let store: FileStore;
  beforeAll(() => {
    store = open();
    expect(store.kind).toBe(kind === 'folder' ? 'folder' : 's3');
  });

  it('keeps a file under its key and gives it back with its type and size', async () => {
    await store.put(key, Buffer.from('image bytes'));
    const file = await store.get(key);
    expect(file).toMatchObject({ contentType: 'image/webp', size: 11 });
    expect(await text(file!.body)).toBe('image bytes');
  });

  it('writing the same key again is harmless', async () => {
    await store.put(otherKey, Buffer.from('same'));
    await store.put(otherKey, Buffer.from('same'));
    expect(await text((await store.get(otherKey))!.body)).toBe('same');
  });

  it('answers null for a key it does not hold', async () => {
    expect(await store.get(`images/${'ef'.repeat(32)}.webp`)).toBeNull();
  });

  it('refuses anything that is not a key, before touching the store', async () => {
    for (const bad of [
      '../../etc/passwd',
      `images/../${'ab'.repeat(32)}.webp`,
      `/images/${'ab'.repeat(32)}.webp`,
      `images/${'ab'.repeat(32)}.html`,
      `images/${'AB'.repeat(32)}.webp`,
      `images\\${'ab'.repeat(32)}.webp`,
      'images/x.webp',
    ]) {
      expect(isFileKey(bad)).toBe(false);
      await expect(store.get(bad)).rejects.toBeInstanceOf(InvalidFileKey);
      await expect(store.put(bad, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKey);
    }
  });
});

describe('the folder store', () => {
  it('leaves no partial files behind', async () => {
    expect((await readdir(path.join(folder, 'images'))).sort()).toEqual([
      `${'ab'.repeat(32)}.webp`,
      `${'cd'.repeat(32)}.webp`,
    ]);
  });
});

describe('the configuration', () => {
  it('names a folder by default and a bucket when S3_BUCKET is set, never both', () => {
    expect(fileStoreFromEnv({}).kind).toBe('folder');
    expect(createS3Store({ bucket: 'b', region: 'us-east-1', forcePathStyle: false }).kind).toBe('s3');
    expect(() => fileStoreFromEnv({ FILES_DIR: folder, S3_BUCKET: 'b' })).toThrow(/not both/);
  });
});
