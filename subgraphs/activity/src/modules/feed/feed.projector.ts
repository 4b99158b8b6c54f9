import type { Prisma } from '@platform/db';
import type { EventBus } from '@platform/subgraph-kit/events';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import type { Worker } from '@platform/subgraph-kit/subgraph';
import { pollingWorker } from '@platform/subgraph-kit/workers';

export const activityTopic = 'activity';
export const activityAdded = 'activity.added';

/** Jobs paying at least this much a month (at the top of their range) are marked VIP in the feed. */
export const vipSalaryRials = 1_500_000_000n;

interface SourceEvent {
  id: bigint;
  type: string;
  /** Strings, a count, or a text in each language (`{ fa, en, az }`, a test's title). */
  payload: Record<string, string | number | Record<string, string> | null | undefined>;
  /** A later event says the job is closed: what was about it is not announced any more. */
  closed_since: boolean;
}

type NewItem = {
  category: 'BUSINESS' | 'EDUCATION' | 'ACHIEVEMENT' | 'VISIT';
  kind: string;
  values: Record<string, string | number | Record<string, string> | null>;
  link: string | null;
  vip: boolean;
  occurredAt: Date;
};

function isVip(topSalaryRials: unknown): boolean {
  return (
    typeof topSalaryRials === 'string' &&
    /^\d+$/.test(topSalaryRials) &&
    BigInt(topSalaryRials) >= vipSalaryRials
  );
}

/** The feed says how many finished a test at most once an hour per test, not once per taker. */
const testCompletedEvery = '1 hour';

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
  if (event.type === 'test.completed' && typeof payload.participantsCount === 'number') {
    return {
      category: 'EDUCATION',
      kind: 'TEST_COMPLETED',
      // The title in every language; the feed gives it in the reader's.
      values: { title: payload.title as Record<string, string>, count: payload.participantsCount },
      link: `/talent-test/details/${String(payload.slug)}`,
      vip: false,
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

const sourceTypes = ['job.published', 'application.approved', 'test.completed'];

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
      AND NOT (e.type = 'test.completed' AND EXISTS (
        SELECT 1 FROM activity_items a
        WHERE a.kind = 'TEST_COMPLETED' AND a.link = '/talent-test/details/' || (e.payload->>'slug')
          AND a.occurred_at > e.created_at - ${testCompletedEvery}::interval AND a.occurred_at <= e.created_at))
    ORDER BY e.id LIMIT 200`;
  let added = 0;
  const lastTestItem = new Map<string, number>();
  for (const event of events) {
    const item = itemFor(event, event.created_at);
    if (!item) continue;
    if (item.kind === 'TEST_COMPLETED') {
      // Completions projected in this run: the statement above could not see them yet.
      const last = lastTestItem.get(item.link!);
      if (last !== undefined && item.occurredAt.getTime() - last < 3_600_000) continue;
      lastTestItem.set(item.link!, item.occurredAt.getTime());
    }
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
  return pollingWorker({
    name: 'activity.feed',
    prisma: options.prisma,
    log: options.log ?? ((message, error) => console.error(message, error ?? '')),
    pollMs: options.pollMs,
    wakeOn: { bus: options.bus, topic: 'domain' },
    connections: 2,
    failure: 'Activity projection failed; retrying',
    task: projectActivity,
  });
}
