import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClientBuild } from './testing/client-build.ts';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  const { dist, render } = await writeClientBuild();
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As the client's build leaves them: compressed copies beside each asset.
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  await mkdir(path.join(dist, 'builds'));
  await writeFile(path.join(dist, 'builds', 'latest.json'), '{"id":"b1","timestamp":1}');
  const graphiqlDist = await mkdtemp(path.join(tmpdir(), 'platform-graphiql-'));
  await mkdir(path.join(graphiqlDist, 'assets'));
  await writeFile(path.join(graphiqlDist, 'index.html'), '<!doctype html><div id="graphiql"></div>');
  await writeFile(path.join(graphiqlDist, 'assets', 'graphiql-x1.js'), 'console.log(2)');
  app = await startTestApp({
    prisma: db.prisma,
    clientDist: dist,
    clientRender: render,
    graphiqlDist,
    publicIntrospection: true,
  });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

describe('the HTTP server', () => {
  it('reports health and readiness', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('renders public pages on the server with the graph in-process, and the signed-in area as the shell', async () => {
    for (const page of ['/fa/jobs', '/en/about', '/az']) {
      const response = await fetch(`${app.url}${page}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`page ${page} graph=Query origin=${app.url}`);
      expect(html).toMatch(/<script type="module" src="\/assets\/index-x1.js" nonce="[\w+/=]{20,}">/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain(
        `'nonce-${/nonce="([^"]+)"/.exec(html)?.[1]}'`,
      );
    }
    const panel = await fetch(`${app.url}/fa/panel/echoBox/c1`, { headers: { accept: 'text/html' } });
    expect(panel.status).toBe(200);
    expect(await panel.text()).toContain('shell /fa/panel/echoBox/c1');
  });

  it("sends an address without a language to the visitor's choice (cookie), else to Persian whatever the browser's", async () => {
    const go = (page: string, headers: Record<string, string>) =>
      fetch(`${app.url}${page}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
    const plain = await go('/jobs?q=react', {});
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/fa/jobs?q=react');
    expect((await go('/', { 'accept-language': 'en-GB,en;q=0.9' })).headers.get('location')).toBe('/fa');
    expect((await go('/jobs/', { 'accept-language': 'de, az;q=0.5' })).headers.get('location')).toBe(
      '/fa/jobs',
    );
    const chosen = await go('/jobs', { 'accept-language': 'en', cookie: 'x=1; i18n_redirected=az' });
    expect(chosen.headers.get('location')).toBe('/az/jobs');
    expect(chosen.headers.get('vary')).toMatch(/cookie/i);
  });

  it("answers 500 with the shell when a page fails to render, and follows a page's redirect", async () => {
    const failed = await fetch(`${app.url}/fa/jobs/render-failure`, { headers: { accept: 'text/html' } });
    expect(failed.status).toBe(500);
    expect(await failed.text()).toContain('shell /fa/jobs/render-failure');
    const moved = await fetch(`${app.url}/en/jobs/moved`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/en');
  });

  it('answers the status the page says (404 for a job that does not exist), and 410 for the removed page', async () => {
    await db.prisma.job.create({
      data: {
        slug: 'برنامه-نویس-ارشد-x1',
        language: 'fa',
        title: 'برنامه‌نویس ارشد',
        companyName: 'x',
        placeId: 'tehran',
        type: 'FULL_TIME',
        experienceLevel: 'SENIOR',
        description: 'd',
      },
    });
    const status = async (page: string) =>
      (await fetch(`${app.url}${page}`, { headers: { accept: 'text/html' } })).status;
    expect(await status(`/fa/jobs/${encodeURIComponent('برنامه-نویس-ارشد-x1')}`)).toBe(200);
    expect(await status('/en/jobs/no-such-job')).toBe(404);
    expect(await status('/az/error410')).toBe(410);
    expect(await status('/fa/jobs')).toBe(200);
  });

  it('answers 404 for an address that is no page, and still shows the client its not-found page', async () => {
    for (const page of ['/fa/no-such-page', '/en/jobs/x1/extra']) {
      const response = await fetch(`${app.url}${page}`, { headers: { accept: 'text/html' } });
      expect(response.status, page).toBe(404);
      expect(await response.text()).toContain('<div id="root">page ');
    }
    // A content editor is rendered in the browser, where the session is; a language it does not speak is still 404.
    const editor = await fetch(`${app.url}/en/about/config/xx`, { headers: { accept: 'text/html' } });
    expect(editor.status).toBe(404);
    expect(await editor.text()).toContain('<div id="root">shell /en/about/config/xx');
  });

  it('answers GraphQL in compact JSON', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobs(first: 2) { totalCount edges { node { id title } } } }' }),
    });
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ data: { jobs: { totalCount: 1 } } });
    expect(text).not.toContain('\n');
  });

  it('serves hashed assets with long caching', async () => {
    const response = await fetch(`${app.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
  });

  it('serves the build manifest uncached, so that open pages learn of a new build', async () => {
    const response = await fetch(`${app.url}/builds/latest.json?t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toEqual({ id: 'b1', timestamp: 1 });
  });

  it("serves the build's compressed copies of assets to browsers that accept them, Brotli first", async () => {
    const asset = (encodings: string) =>
      fetch(`${app.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': encodings } });
    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(await brotli.text()).toBe('console.log(1)');
    expect((await asset('gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await asset('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('compresses GraphQL answers for clients that accept it', async () => {
    const ask = (encodings: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encodings },
        body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
      });
    const compressed = await ask('gzip, deflate, br');
    expect(compressed.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    const body = (await compressed.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(20);
    expect((await ask('identity')).headers.get('content-encoding')).toBeNull();
  });

  it('serves GraphiQL at /graphiql with its own assets', async () => {
    const page = await fetch(`${app.url}/graphiql`);
    expect(await page.text()).toContain('<div id="graphiql">');
    const asset = await fetch(`${app.url}/graphiql/assets/graphiql-x1.js`);
    expect(await asset.text()).toBe('console.log(2)');
  });

  it('does not answer API paths with the client', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toContain('<div id="root">');
  });
});
