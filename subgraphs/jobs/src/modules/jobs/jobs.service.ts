import type { JobsPrisma } from '../../context.ts';

export const defaultPageSize = 20;
export const maxPageSize = 100;

export function isExpired(job: { expiresAt: Date | null }, now: Date): boolean {
  return job.expiresAt !== null && job.expiresAt.getTime() <= now.getTime();
}

/** A job page is public unless the job is still a draft. */
export const publicJobWhere = { status: { not: 'DRAFT' as const } };

/** Whether a visitor's job page has a job to show (the gateway answers 404 otherwise). */
export async function publicJobExists(prisma: JobsPrisma, slug: string): Promise<boolean> {
  return (await prisma.job.count({ where: { slug, ...publicJobWhere } })) > 0;
}
