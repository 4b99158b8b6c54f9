import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSitemap } from './jobs.sitemap.ts';

let db: TestDatabase;
const day = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');

function job(slug: string, minutesAgo: number, data: Record<string, unknown> = {}) {
  return {
    slug,
    language: 'fa',
    title: slug,
    companyName: 'x',
    placeId: 'tehran',
    type: 'FULL_TIME' as const,
    experienceLevel: 'MID' as const,
    description: 'd',
    postedAt: new Date(now.getTime() - minutesAgo * 60_000),
    ...data,
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.job.createMany({
    data: [
      job('open-1', 50),
      job('draft', 45, { status: 'DRAFT' }),
      job('closed', 40, { status: 'CLOSED' }),
      job('ended', 35, { expiresAt: new Date(now.getTime() - day) }),
      job('ended-permanent', 30, { expiresAt: new Date(now.getTime() - day), permanent: true }),
      job('ends-later', 25, { expiresAt: new Date(now.getTime() + day) }),
      job('برنامه-نویس', 20),
      job('open-2', 20),
    ],
  });
});
afterAll(async () => {
  await db.drop();
});

describe('the jobs sitemap', () => {
  const source = () => jobsSitemap(db.prisma, () => now);

  it('lists the jobs a visitor may find, oldest first, with their slugs encoded', async () => {
    const entries = await source().list(0, 100);
    const slugs = entries.map((e) => decodeURIComponent(e.path.replace('/jobs/', '')));
    // Two jobs posted at one time keep an order of their own (their ids).
    expect(slugs.slice(0, 3)).toEqual(['open-1', 'ended-permanent', 'ends-later']);
    expect(new Set(slugs.slice(3))).toEqual(new Set(['برنامه-نویس', 'open-2']));
    expect(entries.map((e) => e.path)).toContain(
      '/jobs/%D8%A8%D8%B1%D9%86%D8%A7%D9%85%D9%87-%D9%86%D9%88%DB%8C%D8%B3',
    );
    expect(entries[0]!.lastmod).toEqual(new Date(now.getTime() - 50 * 60_000));
    expect(await source().count()).toBe(5);
    expect(await source().list(0, 100)).toEqual(entries);
  });

  it('reads a chunk at a time', async () => {
    const all = await source().list(0, 100);
    const chunks = [await source().list(0, 2), await source().list(2, 2), await source().list(4, 2)];
    expect(chunks.map((c) => c.length)).toEqual([2, 2, 1]);
    expect(chunks.flat()).toEqual(all);
    expect(await source().list(6, 2)).toEqual([]);
  });

  it('leaves out a job once it closes or ends', async () => {
    await db.prisma.job.update({ where: { slug: 'open-1' }, data: { status: 'CLOSED' } });
    const later = jobsSitemap(db.prisma, () => new Date(now.getTime() + 2 * day));
    const paths = (await later.list(0, 100)).map((e) => e.path);
    expect(paths).not.toContain('/jobs/open-1');
    expect(paths).not.toContain('/jobs/ends-later');
    expect(paths).toContain('/jobs/ended-permanent');
    expect(await later.count()).toBe(3);
  });
});
