import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageLimits } from '@platform/rules/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../testing/images.ts';
import { createFolderStore } from './folder-store.ts';
import { importRemoteImage, type RemoteImagePolicy } from './remote-image.ts';
import type { FileStore } from './store.ts';

let server: http.Server;
let origin: string;
let folder: string;
let store: FileStore;

beforeAll(async () => {
  const photo = await testImage({ width: 40, height: 40, gps: true });
  server = http.createServer((req, res) => {
    if (req.url === '/photo.png') return res.end(photo);
    if (req.url === '/text.png') return res.end('not an image');
    if (req.url === '/moved.png') return res.writeHead(302, { location: '/photo.png' }).end();
    if (req.url === '/huge.png') {
      res.writeHead(200, { 'content-length': String(imageLimits.maxBytes + 1) });
      return res.end();
    }
    if (req.url === '/endless.png') {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (res.write(chunk));
      };
      res.on('drain', pump);
      req.on('close', () => res.off('drain', pump));
      return pump();
    }
    if (req.url === '/slow.png') return setTimeout(() => res.end(photo), 2000);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  folder = await mkdtemp(path.join(tmpdir(), 'remote-'));
  store = createFolderStore(folder);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const trusted = (): RemoteImagePolicy => ({ trustedOrigins: [origin], timeoutMs: 1000 });

async function outcome(url: string, policy: RemoteImagePolicy) {
  return importRemoteImage(store, url, policy).then(
    (key) => key,
    (error: Error & { code?: string }) => error.code ?? error.constructor.name,
  );
}

describe('importRemoteImage', () => {
  it('keeps a re-encoded copy of a picture from an allowed origin', async () => {
    const key = await importRemoteImage(store, `${origin}/photo.png`, trusted());
    expect(key).toMatch(/^images\/[0-9a-f]{64}\.webp$/);
    const copy = await store.get(key);
    const metadata = await sharp(await new Response(copy!.body as never).arrayBuffer()).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 40 });
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses hosts and schemes the policy does not name', async () => {
    expect(await outcome(`${origin}/photo.png`, { hosts: ['googleusercontent.com'] })).toBe(
      'RemoteImageRefused',
    );
    expect(
      await outcome('http://lh3.googleusercontent.com/a.png', { hosts: ['googleusercontent.com'] }),
    ).toBe('RemoteImageRefused');
    expect(
      await outcome('https://googleusercontent.com.evil.example/a.png', { hosts: ['googleusercontent.com'] }),
    ).toBe('RemoteImageRefused');
    expect(await outcome('file:///etc/passwd', { allowHttp: true })).toBe('RemoteImageRefused');
    expect(await outcome('not a url', { allowHttp: true })).toBe('RemoteImageRefused');
  });

  it('never reaches this machine or a private network unless the origin is named', async () => {
    expect(await outcome(`${origin}/photo.png`, { allowHttp: true })).toBe('RemoteImageRefused');
    expect(await outcome(`http://localhost:${new URL(origin).port}/photo.png`, { allowHttp: true })).toBe(
      'RemoteImageRefused',
    );
    expect(await outcome('http://169.254.169.254/latest/meta-data', { allowHttp: true })).toBe(
      'RemoteImageRefused',
    );
  });

  it('follows no redirect, and refuses what is not an image or too large', async () => {
    expect(await outcome(`${origin}/moved.png`, trusted())).toBe('RemoteImageRefused');
    expect(await outcome(`${origin}/missing.png`, trusted())).toBe('RemoteImageRefused');
    expect(await outcome(`${origin}/text.png`, trusted())).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await outcome(`${origin}/huge.png`, trusted())).toBe('PAYLOAD_TOO_LARGE');
    expect(await outcome(`${origin}/endless.png`, trusted())).toBe('PAYLOAD_TOO_LARGE');
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(await outcome(`${origin}/slow.png`, { ...trusted(), timeoutMs: 200 })).toBe('RemoteImageRefused');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
