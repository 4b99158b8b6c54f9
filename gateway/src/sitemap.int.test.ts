import { Readable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClientBuild } from './testing/client-build.ts';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
/** Reads every sitemap afresh. */
let app: RunningApp;
/** Keeps them the default five minutes, at a public address of its own. */
let cached: RunningApp;
const slug = 'برنامه-نویس-ارشد-s1';
const encoded = encodeURIComponent(slug);

function job(slug: string, data: Record<string, unknown> = {}) {
  return {
    slug,
    language: 'fa',
    title: slug,
    companyName: 'x',
    placeId: 'tehran',
    type: 'FULL_TIME' as const,
    experienceLevel: 'MID' as const,
    description: 'd',
    postedAt: new Date('2026-01-02T03:04:05Z'),
    ...data,
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.job.createMany({
    data: [
      job(slug),
      job('draft-s2', { status: 'DRAFT' }),
      job('closed-s3', { status: 'CLOSED' }),
      job('ended-s4', { expiresAt: new Date('2026-01-03T00:00:00Z') }),
    ],
  });
  // An active test and a draft: only the active one's page is listed.
  const text = (value: string) => ({ fa: value, en: value, az: value });
  for (const [testSlug, status] of [
    ['logic-s5', 'ACTIVE'],
    ['draft-test-s6', 'DRAFT'],
  ] as const) {
    await db.prisma.test.create({
      data: {
        slug: testSlug,
        type: 'LOGICAL_REASONING',
        status,
        title: text('Logic'),
        summary: text('Logic'),
        description: text('Logic'),
        categories: [],
        questionsCount: 1,
        durationMinutes: 1,
        passingScore: 50,
        updatedAt: new Date('2026-01-04T00:00:00Z'),
      },
    });
  }
  const client = await writeClientBuild();
  app = await startTestApp({
    prisma: db.prisma,
    clientDist: client.dist,
    clientRender: client.render,
    sitemapCacheSeconds: 0,
  });
  cached = await startTestApp({ prisma: db.prisma, publicUrl: 'https://karnama.example/' });
});
afterAll(async () => {
  await app?.stop();
  await cached?.stop();
  await db.drop();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, text: await response.text() };
}

async function index(base: string) {
  const { response, text } = await get(`${base}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(text).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex xmlns="http:\/\/www.sitemaps.org/,
  );
  return (await parseSitemapIndex(Readable.from([text]))).map((item) => item.url);
}

async function urls(url: string) {
  const { response, text } = await get(url);
  expect(response.status, url).toBe(200);
  expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  return parseSitemap(Readable.from([text]));
}

describe('robots.txt and the sitemap', () => {
  it('tells crawlers what to leave alone and where the sitemap is', async () => {
    const { response, text } = await get(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/panel', '/fa/panel', '/en/panel', '/az/panel', '/graphiql', '/uploads/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // A job's page renders in the browser from /graphql, and shows logos from /files/.
    expect(text).not.toMatch(/Disallow: \/(graphql|files|assets|jobs|fa\/jobs)\b/);
    expect(lines).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    expect((await get(`${cached.url}/robots.txt`)).text).toContain(
      'Sitemap: https://karnama.example/sitemap.xml',
    );
  });

  it('indexes the static pages and the live jobs, each in every language', async () => {
    expect(await index(app.url)).toEqual([
      `${app.url}/sitemaps/pages-1.xml`,
      `${app.url}/sitemaps/jobs-1.xml`,
      `${app.url}/sitemaps/tests-1.xml`,
      `${app.url}/sitemaps/forms-1.xml`,
    ]);

    // The content subgraph lists its forms' pages.
    const forms = await urls(`${app.url}/sitemaps/forms-1.xml`);
    expect(forms.map((p) => p.url)).toEqual([`${app.url}/fa/contact`, `${app.url}/fa/cooperation`]);
    expect(forms[0]!.links.map((l) => l.url)).toContain(`${app.url}/az/contact`);

    const pages = await urls(`${app.url}/sitemaps/pages-1.xml`);
    expect(pages.map((p) => p.url)).toEqual([
      `${app.url}/fa`,
      `${app.url}/fa/jobs`,
      `${app.url}/fa/talent-test`,
      `${app.url}/fa/certificates`,
      `${app.url}/fa/terms`,
      `${app.url}/fa/collaborators`,
    ]);
    const tests = await urls(`${app.url}/sitemaps/tests-1.xml`);
    expect(tests.map((p) => [p.url, p.lastmod])).toEqual([
      [`${app.url}/fa/talent-test/details/logic-s5`, '2026-01-04T00:00:00.000Z'],
    ]);
    expect(pages[1]!.links).toEqual([
      { lang: 'fa', url: `${app.url}/fa/jobs` },
      { lang: 'en', url: `${app.url}/en/jobs` },
      { lang: 'az', url: `${app.url}/az/jobs` },
      { lang: 'x-default', url: `${app.url}/jobs` },
    ]);
    expect(pages[0]!.links.at(-1)).toEqual({ lang: 'x-default', url: `${app.url}/` });

    const jobs = await urls(`${app.url}/sitemaps/jobs-1.xml`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      url: `${app.url}/fa/jobs/${encoded}`,
      lastmod: '2026-01-02T03:04:05.000Z',
      links: [
        { lang: 'fa', url: `${app.url}/fa/jobs/${encoded}` },
        { lang: 'en', url: `${app.url}/en/jobs/${encoded}` },
        { lang: 'az', url: `${app.url}/az/jobs/${encoded}` },
        { lang: 'x-default', url: `${app.url}/jobs/${encoded}` },
      ],
    });
    // Every address listed is a page the gateway answers 200 for.
    for (const url of [...pages, ...jobs, ...tests].flatMap((p) => [p.url, ...p.links.map((l) => l.url)])) {
      expect((await fetch(url, { headers: { accept: 'text/html' } })).status, url).toBe(200);
    }
  });

  it('answers 404 for a chunk or source that does not exist', async () => {
    for (const file of ['jobs-2.xml', 'jobs-0.xml', 'nothing-1.xml', 'jobs.xml', 'pages-1.txt']) {
      expect((await get(`${app.url}/sitemaps/${file}`)).response.status, file).toBe(404);
    }
  });

  it('shows a newly published job and drops a closed one at once when not kept', async () => {
    await db.prisma.job.create({ data: job('new-s5', { postedAt: new Date('2026-02-01T00:00:00Z') }) });
    await db.prisma.job.update({ where: { slug }, data: { status: 'CLOSED' } });
    const jobs = await urls(`${app.url}/sitemaps/jobs-1.xml`);
    expect(jobs.map((j) => j.url)).toEqual([`${app.url}/fa/jobs/new-s5`]);
    await db.prisma.job.update({ where: { slug: 'new-s5' }, data: { status: 'CLOSED' } });
    expect(await index(app.url)).toEqual([
      `${app.url}/sitemaps/pages-1.xml`,
      `${app.url}/sitemaps/tests-1.xml`,
      `${app.url}/sitemaps/forms-1.xml`,
    ]);
    await db.prisma.job.update({ where: { slug }, data: { status: 'PUBLISHED' } });
  });

  it('keeps a document for a while, at the public address, and answers conditional requests', async () => {
    const first = await get(`${cached.url}/sitemaps/jobs-1.xml`);
    expect(first.response.status).toBe(200);
    expect(first.text).toContain(`<loc>https://karnama.example/fa/jobs/${encoded}</loc>`);
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(first.response.headers.get('cache-control')!)?.[1]);
    expect(maxAge).toBeGreaterThan(200);
    expect(maxAge).toBeLessThanOrEqual(300);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(first.response.headers.get('last-modified')!)).not.toBeNaN();

    await db.prisma.job.update({ where: { slug }, data: { status: 'CLOSED' } });
    const again = await get(`${cached.url}/sitemaps/jobs-1.xml`);
    expect(again.text).toBe(first.text);
    // fetch adds `cache-control: no-cache` to a conditional request unless told otherwise.
    const unchanged = await fetch(`${cached.url}/sitemaps/jobs-1.xml`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(unchanged.status).toBe(304);
    await db.prisma.job.update({ where: { slug }, data: { status: 'PUBLISHED' } });
  });

  it('lists the content pages published in some language, each at its own address', async () => {
    const author = await db.prisma.user.create({ data: { displayName: 'Editor', roles: ['ADMIN'] } });
    const item = await db.prisma.contentItem.create({ data: { kind: 'SERVICE', slug: 'web-s5' } });
    const course = await db.prisma.contentItem.create({ data: { kind: 'COURSE', slug: 'course-s5' } });
    const publishedAt = new Date('2026-03-04T05:06:07Z');
    for (const { id } of [item, course]) {
      const revision = await db.prisma.contentRevision.create({
        data: { itemId: id, locale: 'en', title: 'Web', summary: 'Web apps', body: {}, authorId: author.id },
      });
      await db.prisma.contentPublication.create({
        data: {
          itemId: id,
          locale: 'en',
          revisionId: revision.id,
          firstPublishedAt: publishedAt,
          publishedAt,
          publisherId: author.id,
        },
      });
    }
    try {
      expect(await index(app.url)).toContain(`${app.url}/sitemaps/content-1.xml`);
      // A course has no page of its own: it is signed up for on the services page.
      const content = await urls(`${app.url}/sitemaps/content-1.xml`);
      expect(content.map((p) => [p.url, p.lastmod])).toEqual([
        [`${app.url}/fa/services/development/web-s5`, '2026-03-04T05:06:07.000Z'],
      ]);
      // Published only in English, the page answers in every language (saying which language it shows).
      for (const url of [content[0]!.url, ...content[0]!.links.map((l) => l.url)])
        expect((await fetch(url, { headers: { accept: 'text/html' } })).status, url).toBe(200);
    } finally {
      await db.prisma.contentItem.deleteMany({ where: { id: { in: [item.id, course.id] } } });
    }
  });
});
