export const defaultPageSize = 20;
export const maxPageSize = 100;

export function isExpired(job: { expiresAt: Date | null }, now: Date): boolean {
  return job.expiresAt !== null && job.expiresAt.getTime() <= now.getTime();
}

/** A job page is public unless the job is still a draft. */
export const publicJobWhere = { status: { not: 'DRAFT' as const } };
