import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express, Request } from 'express';
import { isPagePath } from '@platform/rules/pages';
import { defaultLocale, isLocale, type Locale } from '@platform/subgraph-kit/locale';
import { parse as parseCookie } from 'cookie';

/** What the client's server bundle (`client/src/server/render.tsx`) exports; imported when the product starts. */
interface ClientRender {
  renderPage(options: RenderOptions, locale: Locale): Promise<RenderResult>;
  renderShell(options: RenderOptions, pathname: string): Promise<RenderResult>;
  renderRefusal(options: RenderOptions, locale: Locale, refusal: Refusal): Promise<RenderResult>;
}
/** A page's data refused: too many requests, or a part of the service away. */
export interface Refusal {
  status: 429 | 503;
  retryAfter: number;
}
/** A GraphQL answer, as the client's server environment reads it. */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}
interface RenderOptions {
  request: globalThis.Request;
  execute: (
    operation: { query: string; operationName: string; variables: Record<string, unknown> },
    locale: Locale,
  ) => Promise<GraphQLAnswer>;
  origin: string;
  nonce: string;
  assets: { entry: string; stylesheets: string[]; modules: string[]; fonts: string[]; intlWarmup?: string };
  onError: (error: unknown) => void;
}
type RenderResult =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

const LOCALE_COOKIE = 'i18n_redirected';
const refusalCode = { 429: 'RATE_LIMITED', 503: 'SERVICE_UNAVAILABLE' } as const;
const gonePage = /^\/(?:fa|en|az)\/error410\/?$/;
const language = /^\/(fa|en|az)(?=\/|$)/;
/**
 * The signed-in area (the panel, and the content editors at `…/config/{lang}`): the session lives in the browser,
 * so the browser renders it.
 */
const panel = /^\/(?:fa|en|az)\/(?:panel(?:\/|$)|about\/config\/|services\/development\/config\/)/i;

/**
 * The HTTP status of an address, for crawlers and link checkers, before its page is rendered: 404 for an address
 * that is no page (`pagePaths`), 410 for the "permanently removed" page. A page whose data names nothing (a job's
 * slug that no job has) says 404 itself, from the query that rendered it.
 */
export function pageStatus(pathname: string): number {
  if (gonePage.test(pathname)) return 410;
  return isPagePath(pathname.replace(language, '')) ? 200 : 404;
}

/** The language the visitor chose last (the `i18n_redirected` cookie the client writes), if any. */
function storedLocale(req: Request): Locale | undefined {
  const chosen = parseCookie(req.headers.cookie ?? '')[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : undefined;
}

/**
 * The language for an address without one: the visitor's last choice, else Persian, whatever the browser's
 * language (many readers in Iran browse in an English-language browser and expect the Persian site). A Persian
 * page then offers the browser's language to a visitor without a choice (the client's `languageOffer.ts`).
 */
export function visitorLocale(req: Request): Locale {
  return storedLocale(req) ?? defaultLocale;
}

interface Manifest {
  [key: string]: { file: string; css?: string[]; imports?: string[]; assets?: string[] };
}

/**
 * The entry module, its stylesheets, the modules it imports at once and its fonts, and the worker the start runs
 * beside them (`client/src/app/intlWarmup.ts`), from Vite's manifest.
 */
function entryAssets(dist: string): RenderOptions['assets'] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The client build has no index.html entry in its manifest');
  const url = (file: string) => `/${file}`;
  return {
    entry: url(entry.file),
    stylesheets: (entry.css ?? []).map(url),
    modules: (entry.imports ?? []).flatMap((key) => (manifest[key] ? [url(manifest[key].file)] : [])),
    fonts: (entry.assets ?? []).filter((file) => file.endsWith('.woff2')).map(url),
    intlWarmup: manifest['src/app/intlWarmup.ts'] && url(manifest['src/app/intlWarmup.ts'].file),
  };
}

/**
 * The refusal an error or an answer carries: RATE_LIMITED (429, with its wait) or, when nothing could be
 * answered, SERVICE_UNAVAILABLE (503). Other failures are the page's own.
 */
export function refusalOf(
  failure: { errors?: readonly unknown[]; data?: unknown } | unknown,
): Refusal | null {
  const errors: unknown[] =
    failure && typeof failure === 'object' && 'errors' in failure && Array.isArray(failure.errors)
      ? failure.errors
      : [failure];
  const answered = failure && typeof failure === 'object' && 'data' in failure && failure.data != null;
  for (const error of errors) {
    const extensions = (error as { extensions?: { code?: unknown; retryAfter?: unknown } } | null)
      ?.extensions;
    if (extensions?.code === 'RATE_LIMITED') {
      const wait = Number(extensions.retryAfter);
      return { status: 429, retryAfter: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 60 };
    }
    if (extensions?.code === 'SERVICE_UNAVAILABLE' && !answered) return { status: 503, retryAfter: 5 };
  }
  return null;
}

export interface PageOptions {
  /** The client's build (`client/dist`) and its server bundle (`client/dist-server/render.js`). */
  dist: string;
  render: string;
  /**
   * Counts a page view against the visitor's budget for pages, once per page however many operations it runs;
   * throws RATE_LIMITED when it is spent.
   */
  admit: (req: Request) => Promise<void>;
  /** Runs one operation of a page against the graph in this process, as the visitor would over HTTP. */
  execute: (
    req: Request,
    operation: { query: string; operationName: string; variables: Record<string, unknown> },
    locale: Locale,
  ) => Promise<GraphQLAnswer>;
  originOf: (req: Request) => string;
  log: (message: string, error?: unknown) => void;
}

/**
 * The web client's pages, rendered on the server with their data: an address without a language goes to the
 * visitor's; public pages arrive complete (and hydrate in the browser from the records they came with); the
 * signed-in area arrives as the document in its language, which the browser renders. Every page answers its true
 * status: a page whose data is refused answers 429 or 503 with `Retry-After` and the localized page that says so;
 * a page that fails to render answers 500 with the page the browser renders, and is logged with the request id.
 */
export async function mountPages(app: Express, options: PageOptions): Promise<void> {
  if (!existsSync(options.render))
    throw new Error(`The client's server bundle is missing: ${options.render}`);
  const client = (await import(pathToFileURL(options.render).href)) as ClientRender;
  const assets = entryAssets(options.dist);

  app.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('vary', 'accept-language, cookie');
    const locale = language.exec(req.path)?.[1] as Locale | undefined;
    if (!locale) {
      const query = req.originalUrl.slice(req.path.length);
      const rest = req.path === '/' ? '' : req.path.replace(/\/+$/, '');
      return res.redirect(302, `/${visitorLocale(req)}${rest}${query}`);
    }
    const origin = options.originOf(req);
    // The first refusal among the page's operations decides what the visitor is told.
    let refused: Refusal | null = null;
    const renderOptions: RenderOptions = {
      request: new globalThis.Request(new URL(req.originalUrl, origin), {
        headers: {
          'accept-language': req.headers['accept-language'] ?? locale,
          // Whether the visitor has chosen a language: without a choice, the page offers the browser's.
          ...(storedLocale(req) ? { cookie: `${LOCALE_COOKIE}=${storedLocale(req)}` } : {}),
        },
      }),
      execute: async (operation, operationLocale) => {
        try {
          const answer = await options.execute(req, operation, operationLocale);
          refused ??= refusalOf(answer);
          return answer;
        } catch (error) {
          const refusal = refusalOf(error);
          if (!refusal) throw error;
          refused ??= refusal;
          return {
            data: null,
            errors: [{ message: 'Refused', extensions: { code: refusalCode[refusal.status] } }],
          };
        }
      },
      origin,
      nonce: res.locals.cspNonce as string,
      assets,
      onError: (error) =>
        options.log(`Could not render ${req.path} (request ${String(res.getHeader('x-request-id'))})`, error),
    };
    const sendRefusal = async (refusal: Refusal) => {
      const page = await client.renderRefusal(renderOptions, locale, refusal);
      if (page.kind !== 'page') throw new Error('A refusal renders a page');
      res.status(refusal.status).setHeader('retry-after', String(refusal.retryAfter));
      res.type('html').send(page.html);
    };
    try {
      try {
        await options.admit(req);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return await sendRefusal(refusal);
      }
      const status = pageStatus(req.path);
      const result = panel.test(req.path)
        ? await client.renderShell(renderOptions, req.path)
        : await client.renderPage(renderOptions, locale);
      if (refused) return await sendRefusal(refused);
      if (result.kind === 'redirect') return res.redirect(result.status, result.location);
      res
        .status(result.status === 200 ? status : result.status)
        .type('html')
        .send(result.html);
    } catch (error) {
      const refusal = refused ?? refusalOf(error);
      if (refusal) {
        try {
          return await sendRefusal(refusal);
        } catch (failure) {
          renderOptions.onError(failure);
        }
      }
      // The status tells crawlers; people get the page the browser renders, which may well work there.
      renderOptions.onError(error);
      try {
        const shell = await client.renderShell(renderOptions, req.path);
        if (shell.kind === 'page') return res.status(500).type('html').send(shell.html);
      } catch {
        // Not even the document renders: the plain error answer below.
      }
      next(error);
    }
  });
}
