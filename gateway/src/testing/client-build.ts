import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A client build as `pnpm --filter @platform/client build` leaves it, small: the manifest, one asset and a server
 * bundle whose pages show what they were asked to render and what the graph answered in-process. The real bundle
 * is exercised by the browser journeys.
 */
export async function writeClientBuild(): Promise<{ dist: string; render: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'platform-client-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'index-x1.js'), 'console.log(0)');
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-x1.js', css: ['assets/index-x1.css'], isEntry: true },
    }),
  );
  const render = path.join(root, 'dist-server', 'render.js');
  await mkdir(path.dirname(render));
  await writeFile(
    render,
    `
const page = (locale, body, options) =>
  '<!DOCTYPE html><html lang="' + locale + '"><head><script type="module" src="' + options.assets.entry +
  '" nonce="' + options.nonce + '"></script></head><body><div id="root">' + body + '</div></body></html>';

export async function renderPage(options, locale) {
  const url = new URL(options.request.url);
  if (url.pathname.includes('render-failure')) throw new Error('The page failed to render');
  if (url.pathname.endsWith('/moved')) return { kind: 'redirect', status: 302, location: '/' + locale };
  const query = url.pathname.endsWith('/jobs-count') ? 'query Page { __typename jobs(first: 1) { totalCount } }' : 'query Page { __typename }';
  const answer = await options.execute({ query, operationName: 'Page', variables: {} }, locale);
  // As the client's pages do: one that finds nothing with its query says 404 itself.
  const status = url.pathname.includes('no-such-') ? 404 : 200;
  return { kind: 'page', status, html: page(locale, 'page ' + url.pathname + ' graph=' + answer.data.__typename + ' origin=' + options.origin, options) };
}

export async function renderRefusal(options, locale, refusal) {
  return { kind: 'page', status: refusal.status, html: page(locale, 'refused ' + refusal.status + ' retry ' + refusal.retryAfter, options) };
}

export async function renderShell(options, pathname) {
  return { kind: 'page', status: 200, html: page(pathname.split('/')[1], 'shell ' + pathname, options) };
}
`,
  );
  return { dist, render };
}
