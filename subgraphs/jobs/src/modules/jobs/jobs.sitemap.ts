import type { SitemapSource } from '@platform/subgraph-kit/subgraph';
import type { JobsPrisma } from '../../db.ts';

/** A job a search finds: published, and not past its end unless it never ends. */
function liveJobWhere(now: Date) {
  return {
    status: 'PUBLISHED' as const,
    OR: [{ expiresAt: null }, { expiresAt: { gt: now } }, { permanent: true }],
  };
}

/**
 * The jobs a visitor may find, for the sitemap: drafts, closed jobs and those past their end are left out. Oldest
 * first (by `(status, posted_at, id)`, the index listings use), so a new job joins the last chunk and the others
 * keep theirs. A job's last change is its posting: a job keeps no time of its later edits.
 */
export function jobsSitemap(prisma: JobsPrisma, now: () => Date = () => new Date()): SitemapSource {
  return {
    name: 'jobs',
    count: () => prisma.job.count({ where: liveJobWhere(now()) }),
    async list(offset, limit) {
      const jobs = await prisma.job.findMany({
        where: liveJobWhere(now()),
        orderBy: [{ postedAt: 'asc' }, { id: 'asc' }],
        skip: offset,
        take: limit,
        select: { slug: true, postedAt: true },
      });
      return jobs.map((job) => ({ path: `/jobs/${encodeURIComponent(job.slug)}`, lastmod: job.postedAt }));
    },
  };
}
