import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { languages } from '@platform/rules/accounts';
import { indexedPagePaths } from '@platform/rules/pages';
import type { SitemapEntry, SitemapSource, Subgraph } from '@platform/subgraph-kit/subgraph';
import type { Express, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { ErrorLevel, SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { notFound } from './edge/http-errors.ts';

/**
 * The most pages one sitemap document lists. Search engines take up to 50,000 addresses or 50 MB; each page here
 * comes with four addresses (its languages and x-default), and a Persian slug is three times as long
 * percent-encoded, so a document of 50,000 pages could pass 50 MB. 10,000 keep it well below.
 */
export const sitemapChunkSize = 10_000;

/** How long a sitemap document is kept before it is read from the database again. */
export const defaultSitemapSeconds = 300;

/** The most documents kept at once (one per address the product is reached at, per document). */
const maxCached = 64;

export interface SitemapOptions {
  subgraphs: readonly Subgraph[];
  /** The product's address (`PUBLIC_URL`), or without it the address a request came to. */
  originOf: (req: Request) => string;
  /** How long a document is kept (seconds); 0 reads the database for every request. */
  cacheSeconds?: number;
  log: (message: string, error?: unknown) => void;
}

interface Document {
  body: Buffer;
  etag: string;
  lastModified: Date;
  expires: number;
}

/** The public pages that are no subgraph's: the home page and the job listing. */
const staticPages: SitemapSource = {
  name: 'pages',
  count: async () => indexedPagePaths.length,
  list: async (offset, limit) =>
    indexedPagePaths.slice(offset, offset + limit).map((page) => ({ path: page ? `/${page}` : '' })),
};

const chunkFile = /^(?<name>[a-z0-9-]+)-(?<n>[1-9]\d{0,6})\.xml$/;

/**
 * `/robots.txt` and `/sitemap.xml`: a sitemap index over every subgraph's sitemap sources (and the static public
 * pages), each read `sitemapChunkSize` pages to a document at `/sitemaps/<name>-<n>.xml`. Every page is listed at
 * its Persian address with its English, Azerbaijani and language-less (x-default: the visitor's language) ones as
 * alternates. Documents are kept in memory for `cacheSeconds`, so new and closed jobs show within minutes.
 *
 * The XML is written by `sitemap` (sitemap.js), which escapes and percent-encodes addresses and checks each entry.
 */
export function mountSitemap(app: Express, options: SitemapOptions) {
  const sources = [staticPages, ...options.subgraphs.flatMap((s) => s.sitemaps ?? [])];
  for (const [i, source] of sources.entries()) {
    if (!/^[a-z0-9-]+$/.test(source.name) || sources.findIndex((s) => s.name === source.name) !== i) {
      throw new Error(
        `A sitemap source's name must be unique, in lowercase letters, digits and hyphens: ${source.name}`,
      );
    }
  }
  const ttl = (options.cacheSeconds ?? defaultSitemapSeconds) * 1000;
  const cache = ttl > 0 ? new LRUCache<string, Promise<Document | null>>({ max: maxCached, ttl }) : null;
  const { originOf } = options;

  /** The document from the cache, or made now; null when there is no such document. */
  function cached(key: string, make: () => Promise<Buffer | null>): Promise<Document | null> {
    const hit = cache?.get(key);
    if (hit) return hit;
    const made = make().then((body) =>
      body
        ? {
            body,
            etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
            lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
            expires: Date.now() + ttl,
          }
        : null,
    );
    if (cache) {
      cache.set(key, made);
      // A failed read is not kept.
      made.catch(() => {
        if (cache.get(key) === made) cache.delete(key);
      });
    }
    return made;
  }

  async function send(req: Request, res: Response, document: Document | null) {
    if (!document) return notFound(req, res, () => {});
    const left = Math.max(0, Math.ceil((document.expires - Date.now()) / 1000));
    res.setHeader('cache-control', left > 0 ? `public, max-age=${left}` : 'no-cache');
    res.setHeader('etag', document.etag);
    res.setHeader('last-modified', document.lastModified.toUTCString());
    res.setHeader('content-type', 'application/xml; charset=utf-8');
    if (req.fresh) return res.status(304).end();
    res.send(document.body);
  }

  const serve =
    (document: (req: Request, origin: string) => Promise<Document | null>) =>
    async (req: Request, res: Response) => {
      try {
        await send(req, res, await document(req, originOf(req)));
      } catch (error) {
        options.log('Could not make a sitemap', error);
        res.status(503).setHeader('retry-after', '60').type('text/plain').send('The sitemap is unavailable');
      }
    };

  app.get('/robots.txt', (req, res) => {
    res.setHeader('cache-control', 'public, max-age=3600');
    res.type('text/plain').send(robots(originOf(req)));
  });

  app.get(
    '/sitemap.xml',
    serve((_req, origin) =>
      cached(`${origin} index`, async () => {
        const counts = await Promise.all(sources.map((source) => source.count()));
        const files = sources.flatMap((source, i) =>
          Array.from(
            { length: Math.ceil(counts[i]! / sitemapChunkSize) },
            (_, n) => `${origin}/sitemaps/${source.name}-${n + 1}.xml`,
          ),
        );
        return streamToPromise(
          Readable.from(files).pipe(new SitemapIndexStream({ level: ErrorLevel.THROW })),
        );
      }),
    ),
  );

  app.get(
    '/sitemaps/:file',
    serve((req, origin) => {
      const match = chunkFile.exec(String(req.params.file));
      const source = sources.find((s) => s.name === match?.groups!.name);
      if (!match || !source) return Promise.resolve(null);
      const n = Number(match.groups!.n);
      return cached(`${origin} ${source.name}-${n}`, async () => {
        const entries = await source.list((n - 1) * sitemapChunkSize, sitemapChunkSize);
        return entries.length ? urlset(origin, entries) : null;
      });
    }),
  );
}

function urlset(origin: string, entries: SitemapEntry[]): Promise<Buffer> {
  const stream = new SitemapStream({
    xmlns: { xhtml: true, news: false, video: false, image: false },
    level: ErrorLevel.THROW,
  });
  const items = entries.map((entry) => ({
    url: `${origin}/fa${entry.path}`,
    lastmod: entry.lastmod?.toISOString(),
    links: [
      ...languages.map((lang) => ({ lang, url: `${origin}/${lang}${entry.path}` })),
      { lang: 'x-default', url: `${origin}${entry.path || '/'}` },
    ],
  }));
  return streamToPromise(Readable.from(items).pipe(stream));
}

/**
 * Crawlers may read every public page and what renders it (the client's assets, `/graphql`, which a job's page
 * reads its job from, and `/files/`, a company's logo); the panel, the sign-in-only upload and GraphiQL are not
 * for them.
 */
function robots(origin: string): string {
  const panels = ['', ...languages.map((lang) => `/${lang}`)].map((prefix) => `Disallow: ${prefix}/panel`);
  return [
    'User-agent: *',
    'Allow: /',
    ...panels,
    'Disallow: /graphiql',
    'Disallow: /uploads/',
    'Disallow: /healthz',
    'Disallow: /readyz',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
