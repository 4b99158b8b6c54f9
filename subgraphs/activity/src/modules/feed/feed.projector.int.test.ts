import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedProjector, vipSalaryRials } from './feed.projector.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const published = (jobId: string, title: string, topSalaryRials: string | null = null) => ({
  type: 'job.published',
  topics: ['domain'],
  payload: { jobId, slug: `job-${jobId}`, title, companyName: 'Aryan Data', topSalaryRials },
});
const items = () => db.prisma.activityItem.count();

describe('the feed projector', () => {
  it('shows what the events carry, each once, and reads no other domain’s tables', async () => {
    await recordEvents(db.prisma, [
      published('a', 'Backend developer', String(vipSalaryRials)),
      published('b', 'Designer', '1000'),
      {
        type: 'application.approved',
        topics: ['domain'],
        payload: {
          applicationId: 'x',
          jobId: 'b',
          slug: 'job-b',
          title: 'Designer',
          applicantFirstName: null,
        },
      },
    ]);
    db.resetQueries();
    expect((await consumeOutbox(db.prisma, feedProjector)).handled).toBe(3);
    const sql = db.queries.map((q) => q.sql).join('\n');
    expect(sql).toMatch(/outbox_events/);
    expect(sql).not.toMatch(/"jobs"|job_applications|"users"/);
    // Delivered again, the events change nothing: the consumer's position says they were handled.
    expect((await consumeOutbox(db.prisma, feedProjector)).handled).toBe(0);
    const rows = await db.prisma.activityItem.findMany({ orderBy: { sourceEventId: 'asc' } });
    expect(rows.map((i) => [i.kind, i.values, i.link, i.vip])).toEqual([
      ['JOB_POSTED', { title: 'Backend developer', actor: 'Aryan Data' }, '/jobs/job-a', true],
      ['JOB_POSTED', { title: 'Designer', actor: 'Aryan Data' }, '/jobs/job-b', false],
      ['APPLICATION_APPROVED', { title: 'Designer', actor: null }, '/jobs/job-b', false],
    ]);
    const announced = await db.prisma.outboxEvent.count({ where: { type: 'activity.added' } });
    expect(announced).toBe(3);
  });

  it('leaves out a job closed before its events were handled, and refuses events without what the catalogue says', async () => {
    const before = await items();
    await recordEvents(db.prisma, [
      published('c', 'Closed soon'),
      { type: 'job.closed', topics: ['domain'], payload: { jobId: 'c' } },
      { type: 'job.published', topics: ['domain'], payload: { jobId: 'd' } },
    ]);
    const { failed } = await consumeOutbox(db.prisma, feedProjector);
    expect(await items()).toBe(before);
    // The malformed event fails (the queue retries it, then parks it); nothing of it was written.
    expect(failed).toHaveLength(1);
  });

  it('says how many completed a test, at most once an hour per test, in the reader’s language', async () => {
    const title = { fa: 'استدلال منطقی', en: 'Logical reasoning', az: 'Məntiqi düşüncə' };
    const completed = (count: number, slug = 'logic') => ({
      type: 'test.completed',
      topics: ['domain'],
      payload: { testId: slug, sessionId: String(count), slug, title, participantsCount: count },
    });
    await recordEvents(db.prisma, [completed(1), completed(2), completed(1, 'other')]);
    await consumeOutbox(db.prisma, feedProjector);
    await recordEvents(db.prisma, [completed(3)]);
    await consumeOutbox(db.prisma, feedProjector);
    const rows = await db.prisma.activityItem.findMany({
      where: { kind: 'TEST_COMPLETED' },
      orderBy: { sourceEventId: 'asc' },
    });
    expect(rows.map((i) => [i.category, i.values, i.link])).toEqual([
      ['EDUCATION', { title, count: 1 }, '/talent-test/details/logic'],
      ['EDUCATION', { title, count: 1 }, '/talent-test/details/other'],
    ]);
  });
});
