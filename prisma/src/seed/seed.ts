import { demoActivity } from './demo-activity.ts';
import { demoApiKey } from './demo-api-keys.ts';
import type { Prisma } from '../client.ts';
import { demoUuid } from '../demo-ids.ts';
import { demoApplications } from './demo-applications.ts';
import { seedDemoTests } from './demo-tests/seed-tests.ts';
import { demoEmployers, demoJobs, type DemoJob } from './demo-jobs.ts';
import { generateJobBatches } from './generate-jobs.ts';

const day = 24 * 60 * 60 * 1000;

function jobRow(job: DemoJob, now: number) {
  return {
    slug: job.slug,
    language: job.language,
    title: job.title,
    companyName: job.companyName,
    placeId: job.place,
    salaryMinRials: job.salaryMinRials,
    salaryMaxRials: job.salaryMaxRials,
    type: job.type,
    experienceLevel: job.experienceLevel,
    skills: job.skills,
    description: job.description,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    education: job.education,
    benefits: job.benefits,
    // Whole minutes keep the demo order stable between seeds taken seconds apart.
    postedAt: new Date(Math.floor((now - job.postedDaysAgo * day) / 60000) * 60000),
    expiresAt: job.expiresInDays === null ? null : new Date(now + job.expiresInDays * day),
    status: 'PUBLISHED' as const,
    permanent: job.permanent,
    postedById: demoUuid(`employer:${job.employerKey}`),
  };
}

/** Individuals post freelance projects without a company; every other demo employer has a company profile. */
const individuals = new Set(['reza-ahmadi', 'elvin-memmedov']);

async function upsertEmployers(prisma: Prisma) {
  const companies = demoEmployers.filter((e) => !individuals.has(e.key));
  await prisma.company.createMany({
    data: companies.map((e) => ({ id: demoUuid(`company:${e.key}`), name: e.displayName })),
    skipDuplicates: true,
  });
  await prisma.user.createMany({
    data: demoEmployers.map((e) => ({
      id: demoUuid(`employer:${e.key}`),
      displayName: e.displayName,
      fullName: e.displayName,
      roles: ['EMPLOYER' as const],
      registeredAt: new Date(),
      companyId: individuals.has(e.key) ? null : demoUuid(`company:${e.key}`),
    })),
    skipDuplicates: true,
  });
}

/**
 * Demo employers, jobs, applications, activity and talent tests in Persian, English and Azerbaijani. Idempotent: existing
 * rows are kept.
 */
export async function seedDemoData(prisma: Prisma, now = Date.now()): Promise<{ jobs: number }> {
  return prisma.$transaction(async (tx) => {
    await upsertEmployers(tx as unknown as Prisma);
    const { count } = await tx.job.createMany({
      data: demoJobs.map((j) => jobRow(j, now)),
      skipDuplicates: true,
    });
    const jobs = await tx.job.findMany({
      where: { slug: { in: demoApplications.map((a) => a.jobSlug) } },
      select: { id: true, slug: true },
    });
    const jobIds = new Map(jobs.map((j) => [j.slug, j.id]));
    await tx.jobApplication.createMany({
      data: demoApplications.flatMap(({ key, jobSlug, daysAgo, ...a }) => {
        const jobId = jobIds.get(jobSlug);
        const at = new Date(now - daysAgo * day);
        return jobId
          ? [{ id: demoUuid(`application:${key}`), jobId, ...a, createdAt: at, statusChangedAt: at }]
          : [];
      }),
      skipDuplicates: true,
    });
    await tx.activityItem.createMany({
      data: demoActivity.map(({ key, minutesAgo, ...item }) => ({
        id: demoUuid(`activity:${key}`),
        ...item,
        occurredAt: new Date(now - minutesAgo * 60_000),
      })),
      skipDuplicates: true,
    });
    const apiKey = demoApiKey(
      {
        key: demoUuid('api-key:aryan-data'),
        owner: demoUuid('employer:aryan-data'),
        company: demoUuid('company:aryan-data'),
      },
      now,
    );
    await tx.apiKey.createMany({ data: [apiKey.key], skipDuplicates: true });
    await tx.apiKeyUsage.createMany({ data: apiKey.usage, skipDuplicates: true });
    await seedDemoTests(tx, demoUuid, now);
    return { jobs: count };
  });
}

/** Seeds the demo data when the database has no users and no jobs; true when it did. */
export async function seedDemoDataIfEmpty(prisma: Prisma): Promise<boolean> {
  const [users, jobs] = await Promise.all([prisma.user.count(), prisma.job.count()]);
  if (users > 0 || jobs > 0) return false;
  await seedDemoData(prisma);
  return true;
}

/** Adds `count` generated jobs for benchmarks, in batches; slugs carry the seed so runs can be repeated. */
export async function seedGeneratedJobs(
  prisma: Prisma,
  count: number,
  options: { seed?: number; batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  await upsertEmployers(prisma);
  const now = Date.now();
  let done = 0;
  for (const batch of generateJobBatches(count, options.batchSize ?? 5000, options.seed ?? 1)) {
    const { count: inserted } = await prisma.job.createMany({
      data: batch.map((j) => jobRow(j, now)),
      skipDuplicates: true,
    });
    done += inserted;
    options.onProgress?.(done);
  }
  return done;
}
