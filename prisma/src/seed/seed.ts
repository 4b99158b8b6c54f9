import { currentTerms } from '@platform/rules/terms';
import { settleSkills, skillKey } from '@platform/rules/skills';
import { demoApiKey } from './demo-api-keys.ts';
import type { Prisma } from '../client.ts';
import { demoUuid } from '../demo-ids.ts';
import { demoApplications } from './demo-applications.ts';
import { applicationApproved, jobPublished, type SeedEvent } from './demo-events.ts';
import { seedDemoTests } from './demo-tests/seed-tests.ts';
import { demoEmployers, demoJobs, type DemoJob } from './demo-jobs.ts';
import { demoTakers, demoTestedJob } from './demo-takers.ts';
import { demoCollaborators } from './demo-collaborators.ts';
import { generateJobBatches } from './generate-jobs.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

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
    // Written as the posting rules would keep them, keyed as the jobs subgraph keys them.
    skills: settleSkills(job.skills, job.language),
    skillKeys: settleSkills(job.skills, job.language).map(skillKey),
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

/** A demo person is registered as anyone is: with the terms in force accepted at registration. */
function registeredNow() {
  const now = new Date();
  return { registeredAt: now, termsVersion: currentTerms.version, termsAcceptedAt: now };
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
      ...registeredNow(),
      companyId: individuals.has(e.key) ? null : demoUuid(`company:${e.key}`),
    })),
    skipDuplicates: true,
  });
}

/**
 * Demo employers, jobs, applications and talent tests in Persian, English and Azerbaijani, with the domain events of
 * the jobs published and the applications approved (the activity feed is made from those). Idempotent: existing
 * rows are kept.
 */
export async function seedDemoData(prisma: Prisma, now = Date.now()): Promise<{ jobs: number }> {
  return prisma.$transaction(async (tx) => {
    await upsertEmployers(tx as unknown as Prisma);
    // Only what this run created is announced: a second run changes nothing and says nothing.
    const created = await tx.job.createManyAndReturn({
      data: demoJobs.map((j) => jobRow(j, now)),
      skipDuplicates: true,
    });
    const events: SeedEvent[] = created.map(jobPublished);
    const jobs = await tx.job.findMany({
      where: { slug: { in: demoApplications.map((a) => a.jobSlug) } },
      select: { id: true, slug: true, title: true },
    });
    const jobsBySlug = new Map(jobs.map((j) => [j.slug, j]));
    const applications = await tx.jobApplication.createManyAndReturn({
      data: demoApplications.flatMap(({ key, jobSlug, daysAgo, decidedHoursAgo, ...a }) => {
        const job = jobsBySlug.get(jobSlug);
        const at = new Date(now - daysAgo * day);
        const decided = decidedHoursAgo === undefined ? at : new Date(now - decidedHoursAgo * hour);
        return job
          ? [
              {
                id: demoUuid(`application:${key}`),
                jobId: job.id,
                ...a,
                createdAt: at,
                statusChangedAt: decided,
              },
            ]
          : [];
      }),
      skipDuplicates: true,
    });
    const jobsById = new Map(jobs.map((j) => [j.id, j]));
    for (const application of applications)
      if (application.status === 'APPROVED')
        events.push(applicationApproved(application, jobsById.get(application.jobId)!));
    // The newest first: the feed's consumer takes a backlog one event at a time and drops what is no longer news,
    // so a fresh install's feed fills in seconds rather than after the month of jobs before it.
    events.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    await tx.outboxEvent.createMany({ data: events });
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
    await seedDemoTakers(tx as unknown as Prisma);
    await seedDemoCollaborators(tx as unknown as Prisma);
    await seedDemoEditor(tx as unknown as Prisma);
    return { jobs: created.length };
  });
}

/** Who wrote the site's demo pages (`writeDemoContent`): an admin with no way to sign in. */
export const demoEditorId = demoUuid('editor:karnama');

async function seedDemoEditor(prisma: Prisma) {
  await prisma.user.createMany({
    data: [
      {
        id: demoEditorId,
        displayName: 'Karnama editorial team',
        fullName: 'Karnama editorial team',
        roles: ['ADMIN' as const],
        ...registeredNow(),
      },
    ],
    skipDuplicates: true,
  });
}

/**
 * The demo takers' accounts, and the demo job that asks for a test. What they do (apply, take the test) is done
 * by the product's own operations once it runs (`gateway/src/demo-flows.ts`), not written here.
 */
async function seedDemoTakers(prisma: Prisma) {
  await prisma.user.createMany({
    data: demoTakers.map((t) => ({
      id: demoUuid(`taker:${t.key}`),
      displayName: t.displayName,
      fullName: t.displayName,
      email: t.email,
      preferredLanguage: t.preferredLanguage,
      roles: ['JOB_SEEKER' as const],
      ...registeredNow(),
    })),
    skipDuplicates: true,
  });
  const job = await prisma.job.findUnique({ where: { slug: demoTestedJob.jobSlug }, select: { id: true } });
  if (!job) return;
  await prisma.jobTest.createMany({
    data: [
      {
        jobId: job.id,
        testId: demoUuid(`test:${demoTestedJob.testSlug}`),
        required: demoTestedJob.required,
        position: 0,
      },
    ],
    skipDuplicates: true,
  });
}

export { demoTakers, demoTestedJob, type DemoTaker } from './demo-takers.ts';

/**
 * The demo collaborators' accounts. Their profiles are saved and published by the product's own operations once it
 * runs (`gateway/src/demo-flows.ts`), not written here.
 */
async function seedDemoCollaborators(prisma: Prisma) {
  await prisma.user.createMany({
    data: demoCollaborators.map((c) => ({
      id: demoUuid(`collaborator:${c.key}`),
      displayName: c.displayName,
      fullName: c.displayName,
      email: c.email,
      preferredLanguage: c.preferredLanguage,
      roles: ['JOB_SEEKER' as const],
      ...registeredNow(),
    })),
    skipDuplicates: true,
  });
}

export { demoCollaborators, type DemoCollaborator } from './demo-collaborators.ts';
export { demoTests } from './demo-tests/seed-tests.ts';
export { demoWork, type DemoWork } from './demo-work.ts';

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
