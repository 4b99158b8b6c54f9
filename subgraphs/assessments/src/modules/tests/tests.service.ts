import type { Test } from '@platform/db';
import type { CareerMapping, LocalizedText, TestCategory } from '@platform/rules/assessments';
import type { SitemapSource } from '@platform/subgraph-kit/subgraph';
import type { AssessmentsPrisma } from '../../context.ts';

/** The test's categories, careers and stats as stored (JSON columns typed by the contract). */
export const categoriesOf = (test: Pick<Test, 'categories'>) => test.categories as unknown as TestCategory[];
export const careersOf = (test: Pick<Test, 'careers'>) => test.careers as unknown as CareerMapping[];
export const skillsOf = (test: Pick<Test, 'skills'>) =>
  test.skills as unknown as { key: string; name: LocalizedText }[];

/** Percent off the original price, whole; 0 when there is no discount. */
export function discountPercent(original: bigint, current: bigint): number {
  if (original <= 0n || current >= original) return 0;
  return Math.round(Number(((original - current) * 1000n) / original) / 10);
}

export interface TestFilter {
  type?: Test['type'] | null;
  free?: boolean | null;
  maxDuration?: number | null;
}

/** What the public test list shows: active tests matching the filter. */
export function publicTestsWhere(filter: TestFilter) {
  return {
    status: 'ACTIVE' as const,
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.free === true ? { priceRials: 0n } : filter.free === false ? { priceRials: { gt: 0n } } : {}),
    ...(filter.maxDuration ? { durationMinutes: { lte: filter.maxDuration } } : {}),
  };
}

/** The active tests' pages for the sitemap, oldest first (a new test joins the last chunk). */
export function testsSitemap(prisma: AssessmentsPrisma): SitemapSource {
  return {
    name: 'tests',
    count: () => prisma.test.count({ where: { status: 'ACTIVE' } }),
    async list(offset, limit) {
      const tests = await prisma.test.findMany({
        where: { status: 'ACTIVE' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        skip: offset,
        take: limit,
        select: { slug: true, updatedAt: true },
      });
      return tests.map((t) => ({
        path: `/talent-test/details/${encodeURIComponent(t.slug)}`,
        lastmod: t.updatedAt,
      }));
    },
  };
}
