import { createPrisma, databaseUrlOf, type Prisma } from '@platform/db';
import type { EventBus } from '@platform/subgraph-kit/events';
import { coalescedRunner } from '@platform/subgraph-kit/background';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import type { Worker } from '@platform/subgraph-kit/subgraph';

export const activityTopic = 'activity';
export const activityAdded = 'activity.added';

/** Jobs paying at least this much a month (at the top of their range) are marked VIP in the feed. */
export const vipSalaryRials = 1_500_000_000n;

interface SourceEvent {
  id: bigint;
  type: string;
  payload: Record<string, string | null | undefined>;
  /** A later event says the job is closed: what was about it is not announced any more. */
  closed_since: boolean;
}

type NewItem = {
  category: 'BUSINESS' | 'EDUCATION' | 'ACHIEVEMENT' | 'VISIT';
  kind: string;
  values: Record<string, string | number | null>;
  link: string | null;
  vip: boolean;
  occurredAt: Date;
};

function isVip(topSalaryRials: string | null | undefined): boolean {
  return /^\d+$/.test(topSalaryRials ?? '') && BigInt(topSalaryRials!) >= vipSalaryRials;
}

/**
 * What a domain event says in the feed, from the event alone (the domain that sent it put there what the feed
 * shows); null for an event without it, or about a job closed since.
 */
export function itemFor(event: SourceEvent, at: Date): NewItem | null {
  const { payload } = event;
  if (event.closed_since || !payload.slug || !payload.title) return null;
  if (event.type === 'job.published') {
    return {
      category: 'BUSINESS',
      kind: 'JOB_POSTED',
      values: { title: payload.title, actor: payload.companyName ?? null },
      link: `/jobs/${payload.slug}`,
      vip: isVip(payload.topSalaryRials),
      occurredAt: at,
    };
  }
  if (event.type === 'application.approved') {
    return {
      category: 'ACHIEVEMENT',
      kind: 'APPLICATION_APPROVED',
      values: { title: payload.title, actor: payload.applicantFirstName ?? null },
      link: `/jobs/${payload.slug}`,
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
    SELECT e.id, e.type, e.payload, e.created_at,
           EXISTS (SELECT 1 FROM outbox_events c
                   WHERE c.type = 'job.closed' AND c.payload->>'jobId' = e.payload->>'jobId' AND c.id > e.id)
             AS closed_since
    FROM outbox_events e
    WHERE e.type = ANY(${sourceTypes}) AND e.created_at > now() - interval '2 days'
      AND NOT EXISTS (SELECT 1 FROM activity_items a WHERE a.source_event_id = e.id)
    ORDER BY e.id LIMIT 200`;
  let added = 0;
  for (const event of events) {
    const item = itemFor(event, event.created_at);
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

/**
 * The feed's worker: projects whenever a domain event is relayed, and every few seconds as a safety net, with
 * connections of its own (background work neither takes the requests' connections nor counts as theirs).
 */
export function feedProjector(options: {
  prisma: Prisma;
  bus: EventBus;
  pollMs?: number;
  log?: (message: string, error?: unknown) => void;
}): Worker {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  let running: { run: () => Promise<unknown>; stop: () => Promise<void> } | null = null;
  return {
    name: 'activity.feed',
    async start() {
      const prisma = createPrisma(databaseUrlOf(options.prisma), { max: 2 });
      const projector = coalescedRunner(
        () => projectActivity(prisma),
        (error) => log('Activity projection failed; retrying', error),
      );
      const events = options.bus.subscribe('domain');
      void (async () => {
        for await (const _event of events) void projector.wake();
      })();
      const timer = setInterval(() => void projector.wake(), options.pollMs ?? 5_000);
      timer.unref();
      void projector.wake();
      running = {
        run: projector.runNow,
        async stop() {
          clearInterval(timer);
          await events.return?.();
          await projector.stop();
          await prisma.$disconnect();
        },
      };
    },
    runNow: () => running?.run() ?? Promise.resolve(0),
    async stop() {
      await running?.stop();
      running = null;
    },
  };
}
