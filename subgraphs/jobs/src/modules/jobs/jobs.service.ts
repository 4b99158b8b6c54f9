import type { ExperienceLevel, JobType, PrismaNamespace } from '@platform/db';

export interface JobListFilter {
  types?: JobType[] | null | undefined;
  experienceLevels?: ExperienceLevel[] | null | undefined;
  includeExpired?: boolean | null | undefined;
}

export type JobOrder = 'NEWEST' | 'OLDEST';

export const defaultPageSize = 20;
export const maxPageSize = 100;

/**
 * Which jobs a listing shows: published ones that have not expired, and permanent ones even after expiry.
 * `now` is a parameter so that a whole request (and its tests) sees one consistent moment.
 */
export function jobListWhere(
  filter: JobListFilter | null | undefined,
  now: Date,
): PrismaNamespace.JobWhereInput {
  const where: PrismaNamespace.JobWhereInput = { status: 'PUBLISHED' };
  if (!filter?.includeExpired) {
    where.OR = [{ expiresAt: null }, { expiresAt: { gt: now } }, { permanent: true }];
  }
  if (filter?.types?.length) where.type = { in: filter.types };
  if (filter?.experienceLevels?.length) where.experienceLevel = { in: filter.experienceLevels };
  return where;
}

export function jobListOrder(order: JobOrder): PrismaNamespace.JobOrderByWithRelationInput[] {
  const direction = order === 'OLDEST' ? 'asc' : 'desc';
  return [{ postedAt: direction }, { id: direction }];
}

export function isExpired(job: { expiresAt: Date | null }, now: Date): boolean {
  return job.expiresAt !== null && job.expiresAt.getTime() <= now.getTime();
}

/** A job page is public unless the job is still a draft. */
export const publicJobWhere: PrismaNamespace.JobWhereInput = { status: { not: 'DRAFT' } };
