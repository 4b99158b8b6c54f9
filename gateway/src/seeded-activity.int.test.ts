import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { seedDemoData } from '@platform/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.prisma);
  app = await startTestApp({ prisma: db.prisma });
});
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
    await app.drainEvents();
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
    expect(items).toHaveLength(recentJobs.length + approved.length);
    // Every item is the feed's own reading of an event in the outbox.
    const sources = await db.prisma.activityItem.findMany({ select: { sourceEventId: true } });
    const events = await db.prisma.outboxEvent.findMany({
      where: { id: { in: sources.map((s) => s.sourceEventId) } },
    });
    expect(events).toHaveLength(items.length);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['job.published', 'application.approved']));
  });
});
