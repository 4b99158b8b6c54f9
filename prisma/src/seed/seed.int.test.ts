import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { collaboratorProfileRules, expertiseAreas } from '@platform/rules/collaborators';
import { demoCollaborators } from './demo-collaborators.ts';
import { demoJobs } from './demo-jobs.ts';
import { demoTakers, demoTestedJob } from './demo-takers.ts';
import { demoTests } from './demo-tests/seed-tests.ts';
import { generateJobs } from './generate-jobs.ts';
import { seedDemoData, seedDemoDataIfEmpty, seedGeneratedJobs } from './seed.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('demo data', () => {
  it('is seeded into an empty database only, and re-seeding adds nothing', async () => {
    expect(await seedDemoDataIfEmpty(db.prisma)).toBe(true);
    expect(await seedDemoDataIfEmpty(db.prisma)).toBe(false);
    expect(await seedDemoData(db.prisma)).toEqual({ jobs: 0 });
    expect(await db.prisma.job.count()).toBe(demoJobs.length);
  });

  it("makes the demo takers' accounts and a job that asks for a test, but no session: those are the product's", async () => {
    const takers = await db.prisma.user.findMany({
      where: { email: { in: demoTakers.map((t) => t.email) } },
    });
    expect(takers).toHaveLength(demoTakers.length);
    expect(takers.every((t) => t.registeredAt && t.roles.includes('JOB_SEEKER'))).toBe(true);
    const job = await db.prisma.job.findUniqueOrThrow({
      where: { slug: demoTestedJob.jobSlug },
      include: { tests: true },
    });
    const test = await db.prisma.test.findUniqueOrThrow({ where: { slug: demoTestedJob.testSlug } });
    expect(job.tests).toEqual([expect.objectContaining({ testId: test.id, required: true })]);
    expect(test.priceRials).toBe(0n);
    expect(await db.prisma.testSession.count()).toBe(0);
    expect(
      await db.prisma.jobApplication.count({ where: { applicantId: { in: takers.map((t) => t.id) } } }),
    ).toBe(0);
  });

  it("makes the demo collaborators' accounts, but no profile: those are the product's", async () => {
    const collaborators = await db.prisma.user.findMany({
      where: { email: { in: demoCollaborators.map((c) => c.email) } },
    });
    expect(collaborators).toHaveLength(demoCollaborators.length);
    expect(collaborators.every((c) => c.registeredAt && c.roles.includes('JOB_SEEKER'))).toBe(true);
    expect(await db.prisma.collaboratorProfile.count()).toBe(0);
    expect(await db.prisma.collaboratorWords.count()).toBe(0);
  });

  it('has demo collaborators of every expertise whose profiles keep the rules, in fa, en and az', () => {
    expect(demoCollaborators.length).toBeGreaterThanOrEqual(30);
    for (const area of expertiseAreas)
      expect(
        demoCollaborators.filter((c) => c.profile.expertise.includes(area)).length,
      ).toBeGreaterThanOrEqual(4);
    for (const c of demoCollaborators)
      expect(
        collaboratorProfileRules.safeParse({ ...c.profile, displayName: c.displayName }).error?.issues,
        c.key,
      ).toBeUndefined();
    const unique = (list: string[]) => new Set(list).size === list.length;
    expect(unique(demoCollaborators.map((c) => c.key))).toBe(true);
    expect(unique(demoCollaborators.map((c) => c.profile.slug))).toBe(true);
    expect(unique(demoCollaborators.map((c) => c.email))).toBe(true);
    const locales = demoCollaborators.flatMap((c) => c.profile.words.map((w) => w.locale));
    expect(new Set(locales)).toEqual(new Set(['fa', 'en', 'az']));
    const persian = demoCollaborators.flatMap((c) =>
      c.profile.words.filter((w) => w.locale === 'fa').map((w) => `${w.headline} ${w.bio ?? ''}`),
    );
    expect(persian.join(' ')).not.toMatch(/[يك]/);
  });

  it('has the demo tests with their item banks, all active', async () => {
    const tests = await db.prisma.test.findMany({ include: { questions: { include: { versions: true } } } });
    expect(tests.map((t) => t.slug).sort()).toEqual(demoTests.map((t) => t.slug).sort());
    for (const test of tests) {
      expect(test.status).toBe('ACTIVE');
      expect(test.questions.filter((q) => !q.sample).length).toBeGreaterThanOrEqual(test.questionsCount * 2);
      expect(test.questions.every((q) => q.versions.length === 1 && q.version === 1)).toBe(true);
    }
  });

  it('covers every job type and experience level in all three languages', async () => {
    const jobs = await db.prisma.job.findMany({ include: { postedBy: true } });
    expect(new Set(jobs.map((j) => j.type)).size).toBe(9);
    expect(new Set(jobs.map((j) => j.experienceLevel)).size).toBe(4);
    expect(new Set(jobs.map((j) => j.language))).toEqual(new Set(['fa', 'en', 'az']));
    expect(jobs.every((j) => j.postedBy?.roles.includes('EMPLOYER') && j.postedBy.registeredAt)).toBe(true);
    expect(await db.prisma.company.count()).toBeGreaterThanOrEqual(10);
  });

  it('has expired, permanent-and-expired and open-ended jobs, with salaries in rials', async () => {
    const now = new Date();
    const jobs = await db.prisma.job.findMany();
    const expired = jobs.filter((j) => j.expiresAt && j.expiresAt <= now);
    expect(expired.some((j) => !j.permanent)).toBe(true);
    expect(expired.some((j) => j.permanent)).toBe(true);
    expect(jobs.some((j) => j.expiresAt === null)).toBe(true);
    expect(jobs.some((j) => j.salaryMinRials === null && j.salaryMaxRials === null)).toBe(true);
    // Monthly salaries in rials: at least a million tomans, never a token amount.
    for (const j of jobs)
      if (j.salaryMinRials !== null) expect(j.salaryMinRials).toBeGreaterThan(10_000_000n);
  });

  it('has applications to review and approved applicants, one of them hidden', async () => {
    const applications = await db.prisma.jobApplication.findMany();
    expect(applications.length).toBeGreaterThanOrEqual(4);
    expect(applications.some((a) => a.status === 'APPROVED' && a.hideIdentity)).toBe(true);
    expect(applications.some((a) => a.status === 'SUBMITTED')).toBe(true);
  });

  it('types in no feed item: it records the events of the jobs it published and the applicants it approved', async () => {
    expect(await db.prisma.activityItem.count()).toBe(0);
    const events = await db.prisma.outboxEvent.findMany({ orderBy: { id: 'asc' } });
    expect(events.filter((e) => e.type === 'job.published')).toHaveLength(demoJobs.length);
    const approved = await db.prisma.jobApplication.findMany({ where: { status: 'APPROVED' } });
    expect(events.filter((e) => e.type === 'application.approved').map((e) => e.payload)).toEqual(
      expect.arrayContaining(
        approved.map((a) => expect.objectContaining({ applicationId: a.id, jobId: a.jobId })),
      ),
    );
    expect(events).toHaveLength(demoJobs.length + approved.length);
    // Each as old as the change it announces, the newest first; a second seeding recorded nothing.
    const times = events.map((e) => e.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const hidden = approved.find((a) => a.hideIdentity)!;
    expect(
      events.find((e) => (e.payload as { applicationId?: string }).applicationId === hidden.id),
    ).toMatchObject({
      createdAt: hidden.statusChangedAt,
      payload: { applicantFirstName: null },
    });
  });

  it('gives the demo employer an API key with a month of usage, for the keys page', async () => {
    const [key] = await db.prisma.apiKey.findMany({ include: { usage: true, owner: true } });
    expect(key!.owner.companyId).toBe(key!.companyId);
    expect(key!.revokedAt).toBeNull();
    expect(key!.usage).toHaveLength(30);
    expect(key!.usage.some((u) => u.limited > 0)).toBe(true);
  });

  it('writes Persian with the Persian yeh and kaf, not the Arabic letters', () => {
    const persian = demoJobs.filter((j) => j.language === 'fa').map((j) => `${j.title} ${j.description}`);
    expect(persian.join(' ')).not.toMatch(/[يك]/);
  });
});

describe('generated jobs for benchmarks', () => {
  it('are deterministic and insert in batches', async () => {
    expect(generateJobs(50, 7)).toEqual(generateJobs(50, 7));
    const before = await db.prisma.job.count();
    expect(await seedGeneratedJobs(db.prisma, 1200, { batchSize: 500, seed: 7 })).toBe(1200);
    expect(await db.prisma.job.count()).toBe(before + 1200);
  });
});
