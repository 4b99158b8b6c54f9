import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { normalizeSearchText } from '@platform/rules/search-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const corpus = [
  'برنامه نويس',
  'برنامه‌نویس ارشد React',
  'كارشناس پشتيباني',
  'مدرسة و خانۀ ما',
  'پائیز ۱۴۰۵ — ٢٠٢٦',
  'مـــدیر مُدَیِّر',
  'آموزش أحمد إيران ٱلله مؤسسه',
  '\u200fReact\u200e Developer (Node.js)',
  'Proqramçı ƏMƏKDAŞ İşçi',
  'zwj\u200dtest',
  'Node.js, C#/.NET; UI/UX (v1.2) a@b.c',
];

describe('search_normalize in the database', () => {
  it('normalizes exactly as the application does', async () => {
    const rows = await db.prisma.$queryRaw<{ n: string }[]>`
      select search_normalize(t) as n from unnest(${corpus}::text[]) with ordinality as c(t, i) order by i`;
    expect(rows.map((r) => r.n)).toEqual(corpus.map(normalizeSearchText));
  });

  it('is applied to jobs by the trigger on insert and update', async () => {
    const job = await db.prisma.job.create({
      data: {
        slug: 'n1',
        language: 'fa',
        title: 'برنامه‌نویس ارشد',
        companyName: 'شركت',
        placeId: 'tehran',
        type: 'FULL_TIME',
        experienceLevel: 'SENIOR',
        description: 'توضيحات',
      },
    });
    expect(job.searchTitle).toBe('برنامه نویس ارشد');
    const updated = await db.prisma.job.update({ where: { id: job.id }, data: { title: 'مدير فني' } });
    expect(updated.searchTitle).toBe('مدیر فنی');
  });
});
