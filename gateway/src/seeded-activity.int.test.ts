import { demoUuid } from '@platform/db/demo-ids';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { demoTakers, demoTestedJob, seedDemoData } from '@platform/db/seed';
import { createSession } from '@platform/subgraph-accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemoFlows } from './demo-flows.ts';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.prisma);
  // No Chromium to print the reports of the demo takers' sessions (the reports' own tests print them): an attempt
  // fails at once and is tried again later, which is no concern of the feed.
  app = await startTestApp({
    prisma: db.prisma,
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    log: () => {},
  });
  // As the product starts on a freshly seeded database: the seed's events first, then the demo takers' flows.
  await app.drainEvents();
  expect(await runDemoFlows(app.graph, () => app.drainEvents())).toBe(demoTakers.length);
  await app.drainEvents();
}, 60_000);
afterAll(async () => {
  await app.stop();
  await db.drop();
});

type Item = {
  kind: string;
  category: string;
  title: string;
  actor: string | null;
  link: string;
  live: boolean;
};

describe("the demo data's activity feed", () => {
  it('is made by the feed from the events of what the seed did: recent jobs published and applicants approved', async () => {
    const { body } = await app.graphql<{ activityFeed: { edges: { node: Item }[] } }>(
      '{ activityFeed(first: 20) { edges { node { kind category title actor link live } } } }',
    );
    expect(body.errors).toBeUndefined();
    const items = body.data!.activityFeed.edges.map((e) => e.node);

    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const recentJobs = await db.prisma.job.findMany({
      where: { postedAt: { gt: twoDaysAgo } },
      orderBy: { postedAt: 'desc' },
    });
    const approved = await db.prisma.jobApplication.findMany({
      where: { status: 'APPROVED' },
      include: { job: true },
      orderBy: { statusChangedAt: 'desc' },
    });
    expect(recentJobs.length).toBeGreaterThan(0);
    expect(approved.length).toBeGreaterThan(0);

    // Older news is not news: the jobs published more than two days ago are not announced.
    expect(items.filter((i) => i.kind === 'JOB_POSTED')).toEqual(
      recentJobs.map((job) =>
        expect.objectContaining({
          category: 'BUSINESS',
          title: job.title,
          actor: job.companyName,
          link: `/jobs/${job.slug}`,
        }),
      ),
    );
    expect(items.filter((i) => i.kind === 'APPLICATION_APPROVED')).toEqual(
      approved.map((application) =>
        expect.objectContaining({
          category: 'ACHIEVEMENT',
          title: application.job.title,
          actor: application.hideIdentity ? null : application.fullName.split(/\s+/)[0],
          link: `/jobs/${application.job.slug}`,
        }),
      ),
    );
    // A test's completions are said at most once an hour: one item for each test the demo takers took.
    const takenTests = new Set(demoTakers.map((t) => t.testSlug));
    expect(
      items
        .filter((i) => i.kind === 'TEST_COMPLETED')
        .map((i) => i.link)
        .sort(),
    ).toEqual([...takenTests].map((slug) => `/talent-test/details/${slug}`).sort());
    expect(items).toHaveLength(recentJobs.length + approved.length + takenTests.size);
    // Every item is the feed's own reading of an event in the outbox.
    const sources = await db.prisma.activityItem.findMany({ select: { sourceEventId: true } });
    const events = await db.prisma.outboxEvent.findMany({
      where: { id: { in: sources.map((s) => s.sourceEventId) } },
    });
    expect(events).toHaveLength(items.length);
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['job.published', 'application.approved', 'test.completed']),
    );
  });

  it("says a test was completed only of the demo takers' real sessions, scored by the product", async () => {
    const takers = demoTakers.map((t) => demoUuid(`taker:${t.key}`));
    const sessions = await db.prisma.testSession.findMany({
      where: { userId: { in: takers } },
      include: { test: { select: { slug: true } }, certificate: true },
    });
    // One finished, scored session each, of the test they were to take, with every question answered.
    expect(sessions).toHaveLength(demoTakers.length);
    for (const taker of demoTakers) {
      const session = sessions.find((s) => s.userId === demoUuid(`taker:${taker.key}`))!;
      expect(session).toMatchObject({ status: 'COMPLETED', test: { slug: taker.testSlug } });
      expect(session.scoredAt).not.toBeNull();
      expect(session.certificate === null).toBe(session.passed !== true);
    }
    const completed = await db.prisma.outboxEvent.findMany({ where: { type: 'test.completed' } });
    expect(completed.map((e) => (e.payload as { sessionId: string }).sessionId).sort()).toEqual(
      sessions.map((s) => s.id).sort(),
    );
    const said = await db.prisma.activityItem.findMany({ where: { kind: 'TEST_COMPLETED' } });
    for (const item of said) expect(completed.map((e) => e.id)).toContainEqual(item.sourceEventId);
  });

  it('has a demo job with a test, whose applicant consented and took it, and its employer reads the result', async () => {
    const applicant = demoTakers.find((t) => t.applyTo)!;
    const application = await db.prisma.jobApplication.findFirstOrThrow({
      where: { applicantId: demoUuid(`taker:${applicant.key}`) },
      include: { job: { include: { tests: true } } },
    });
    expect(application).toMatchObject({
      shareTestResults: true,
      job: { slug: demoTestedJob.jobSlug, tests: [{ required: true }] },
    });
    const job = application.job;
    const { token } = await createSession(db.prisma, job.postedById!, { days: 1 });
    const { body } = await app.graphql<{
      job: {
        applications: { edges: { node: { testResults: { state: string; score: number | null }[] } }[] };
      };
    }>(
      `{ job(slug: "${job.slug}") { applications(first: 5) { edges { node { testResults { state score } } } } } }`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(body.errors).toBeUndefined();
    const [result] = body.data!.job.applications.edges.flatMap((e) => e.node.testResults);
    expect(result).toMatchObject({ state: 'SCORED' });
    expect(typeof result!.score).toBe('number');
  });

  it('is made once: the flows run again take no test and add nothing', async () => {
    const before = await Promise.all([
      db.prisma.testSession.count(),
      db.prisma.jobApplication.count(),
      db.prisma.outboxEvent.count(),
    ]);
    expect(await runDemoFlows(app.graph, () => app.drainEvents())).toBe(0);
    expect(
      await Promise.all([
        db.prisma.testSession.count(),
        db.prisma.jobApplication.count(),
        db.prisma.outboxEvent.count(),
      ]),
    ).toEqual(before);
  });
});
