import { createPrisma, databaseUrlOf, type Prisma } from '@platform/db';
import type { EventBus } from '@platform/subgraph-kit/events';
import { coalescedRunner } from '@platform/subgraph-kit/background';
import { recordEvents } from '@platform/subgraph-kit/outbox';

export const activityTopic = 'activity';
export const activityAdded = 'activity.added';

/** Jobs paying at least this much a month (at the top of their range) are marked VIP in the feed. */
export const vipSalaryRials = 1_500_000_000n;

interface SourceEvent {
  id: bigint;
  type: string;
  payload: Record<string, string>;
}

type NewItem = {
  category: 'BUSINESS' | 'EDUCATION' | 'ACHIEVEMENT' | 'VISIT';
  kind: string;
  values: Record<string, string | number | null>;
  link: string | null;
  vip: boolean;
  occurredAt: Date;
};

/** What a domain event says in the feed; null when what it was about is gone (or no longer public). */
async function itemFor(prisma: Prisma, event: SourceEvent, at: Date): Promise<NewItem | null> {
  if (event.type === 'job.published') {
    const job = await prisma.job.findUnique({ where: { id: event.payload.jobId! } });
    if (!job || job.status !== 'PUBLISHED') return null;
    return {
      category: 'BUSINESS',
      kind: 'JOB_POSTED',
      values: { title: job.title, actor: job.companyName },
      link: `/jobs/${job.slug}`,
      vip: (job.salaryMaxRials ?? job.salaryMinRials ?? 0n) >= vipSalaryRials,
      occurredAt: at,
    };
  }
  if (event.type === 'application.approved') {
    const application = await prisma.jobApplication.findUnique({
      where: { id: event.payload.applicationId! },
      include: { job: { select: { title: true, slug: true } } },
    });
    if (!application || application.status === 'SUBMITTED' || application.status === 'REJECTED') return null;
    return {
      category: 'ACHIEVEMENT',
      kind: 'APPLICATION_APPROVED',
      // A first name at most, and none when the applicant hid their identity.
      values: {
        title: application.job.title,
        actor: application.hideIdentity ? null : (application.fullName.trim().split(/\s+/)[0] ?? null),
      },
      link: `/jobs/${application.job.slug}`,
      vip: false,
      occurredAt: at,
    };
  }
  return null;
}

const sourceTypes = ['job.published', 'application.approved'];

/**
 * Turns recent domain events into feed items, each exactly once (an item remembers its event, so replays and
 * concurrent projectors add nothing twice), and announces each new item in the same transaction.
 */
export async function projectActivity(prisma: Prisma): Promise<number> {
  const events = await prisma.$queryRaw<(SourceEvent & { created_at: Date })[]>`
    SELECT e.id, e.type, e.payload, e.created_at FROM outbox_events e
    WHERE e.type = ANY(${sourceTypes}) AND e.created_at > now() - interval '2 days'
      AND NOT EXISTS (SELECT 1 FROM activity_items a WHERE a.source_event_id = e.id)
    ORDER BY e.id LIMIT 200`;
  let added = 0;
  for (const event of events) {
    const item = await itemFor(prisma, event, event.created_at);
    if (!item) continue;
    await prisma.$transaction(async (tx) => {
      const [created] = await tx.activityItem.createManyAndReturn({
        data: [{ ...item, sourceEventId: event.id }],
        skipDuplicates: true,
      });
      if (!created) return;
      added++;
      await recordEvents(tx, [
        { type: activityAdded, topics: [activityTopic], payload: { itemId: created.id } },
      ]);
    });
  }
  return added;
}

/** Runs the projection whenever a domain event is relayed, and every few seconds as a safety net. */
export function startActivityProjector(options: {
  prisma: Prisma;
  bus: EventBus;
  pollMs?: number;
  log?: (message: string, error?: unknown) => void;
}) {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  // Connections of its own: background work neither takes the requests' connections nor counts as theirs.
  const prisma = createPrisma(databaseUrlOf(options.prisma), { max: 2 });
  const projector = coalescedRunner(
    () => projectActivity(prisma),
    (error) => log('Activity projection failed; retrying', error),
  );
  const run = projector.wake;
  const events = options.bus.subscribe('domain');
  void (async () => {
    for await (const _event of events) void run();
  })();
  const timer = setInterval(() => void run(), options.pollMs ?? 5_000);
  timer.unref();
  void run();
  return {
    /** Projects what is pending now (tests). */
    run: projector.runNow,
    async stop() {
      clearInterval(timer);
      await events.return?.();
      await projector.stop();
      await prisma.$disconnect();
    },
  };
}
