import { consumer } from '@platform/subgraph-kit/consumers';
import { recordEvents } from '@platform/subgraph-kit/outbox';

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
  category: 'BUSINESS' | 'EDUCATION' | 'ACHIEVEMENT';
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

/** Events older than this are not news any more: a backlog handled late adds nothing to the feed. */
const newsForMs = 2 * 86_400_000;

/**
 * Turns domain events into feed items, each once (the kit's queue hands each event to it once, and an item
 * remembers its event), and announces each new item in the same transaction. A job's events say nothing once a
 * later event closed it; a test's completions are said at most once an hour.
 */
export const feedProjector = consumer({
  name: 'activity.feed',
  on: ['job.published', 'application.approved', 'test.completed'],
  async handle(tx, event) {
    if (Date.now() - event.occurredAt.getTime() > newsForMs) return;
    // A test's completions handled at once (several processes) take turns, so that one of them says it.
    if (event.type === 'test.completed')
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`feed:${event.payload.slug}`}, 0))`;
    const [facts] = await tx.$queryRaw<{ closed_since: boolean; said_within: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM outbox_events c
                     WHERE c.type = 'job.closed'
                       AND c.payload->>'jobId' = ${'jobId' in event.payload ? event.payload.jobId : null}::text
                       AND c.id > ${BigInt(event.id)}) AS closed_since,
             EXISTS (SELECT 1 FROM activity_items a
                     WHERE ${event.type}::text = 'test.completed' AND a.kind = 'TEST_COMPLETED'
                       AND a.link = '/talent-test/details/' || ${'slug' in event.payload ? event.payload.slug : null}::text
                       AND a.occurred_at > ${event.occurredAt}::timestamptz - ${testCompletedEvery}::interval
                       AND a.occurred_at <= ${event.occurredAt}::timestamptz) AS said_within`;
    const item = itemFor(
      { id: BigInt(event.id), type: event.type, payload: event.payload, closed_since: facts!.closed_since },
      event.occurredAt,
    );
    if (!item || facts!.said_within) return;
    const [created] = await tx.activityItem.createManyAndReturn({
      data: [{ ...item, sourceEventId: BigInt(event.id) }],
      skipDuplicates: true,
    });
    if (created)
      await recordEvents(tx, [
        { type: activityAdded, topics: [activityTopic], payload: { itemId: created.id } },
      ]);
  },
});
