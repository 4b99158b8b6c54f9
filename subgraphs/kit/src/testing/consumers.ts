import type { Prisma } from '@platform/db';
import type { DomainEventType } from '../catalogue.ts';
import { consumeEvent, type Consumer } from '../consumers.ts';

/** A timer a consumer set while it was run by `consumeOutbox`. */
export interface SentTimer {
  job: string;
  data: Record<string, unknown>;
  at?: Date | undefined;
  key?: string | undefined;
}

/**
 * Runs a consumer over the outbox's events of the types it handles, in order, as the kit's queue hands them to it
 * (once each, with its position): for a domain's tests, without the queue. Returns what it handled, what failed
 * (a payload the catalogue refuses, a handler that threw) and the timers it set.
 */
export async function consumeOutbox<T extends DomainEventType>(prisma: Prisma, consumer: Consumer<T>) {
  const rows = await prisma.outboxEvent.findMany({
    where: { type: { in: [...consumer.on] } },
    orderBy: { id: 'asc' },
  });
  const timers: SentTimer[] = [];
  let handled = 0;
  const failed: { id: string; error: unknown }[] = [];
  for (const row of rows) {
    const data = {
      id: row.id.toString(),
      type: row.type,
      payload: row.payload as Record<string, unknown>,
      occurredAt: row.createdAt.toISOString(),
    };
    try {
      if (await consumeEvent(prisma, consumer as Consumer, data, async (timer) => void timers.push(timer)))
        handled++;
    } catch (error) {
      failed.push({ id: data.id, error });
    }
  }
  return { handled, failed, timers };
}
