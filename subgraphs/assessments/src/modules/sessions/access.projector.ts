import type { Prisma } from '@platform/db';
import type { EventBus } from '@platform/subgraph-kit/events';
import type { Log, Worker } from '@platform/subgraph-kit/subgraph';
import { pollingWorker } from '@platform/subgraph-kit/workers';

interface OrderEvent {
  id: bigint;
  type: 'order.paid' | 'order.refunded';
  order_id: string;
  user_id: string;
  product_id: string;
}

/**
 * Turns billing's events into the right to start a paid test: `order.paid` grants one (once per order, however
 * often the event is read), `order.refunded` revokes it unless a session already used it. Reads the outbox, never
 * billing's tables.
 */
export async function applyOrderEvents(prisma: Prisma): Promise<number> {
  const events = await prisma.$queryRaw<OrderEvent[]>`
    SELECT e.id, e.type, e.payload->>'orderId' AS order_id, e.payload->>'userId' AS user_id,
           e.payload->>'productId' AS product_id
    FROM outbox_events e
    WHERE e.type IN ('order.paid', 'order.refunded') AND e.payload->>'productType' = 'TEST'
      AND e.payload->>'orderId' ~ '^[0-9a-f-]{36}$'
      AND NOT EXISTS (
        SELECT 1 FROM test_access a WHERE a.order_id = (e.payload->>'orderId')::uuid
          AND (e.type = 'order.paid' OR a.revoked_at IS NOT NULL OR a.session_id IS NOT NULL))
    ORDER BY e.id LIMIT 200`;
  let applied = 0;
  for (const event of events) {
    if (event.type === 'order.paid') {
      const { count } = await prisma.testAccess.createMany({
        data: [{ orderId: event.order_id, userId: event.user_id, testId: event.product_id }],
        skipDuplicates: true,
      });
      applied += count;
    } else {
      // A refund may be read before its payment (both in one batch): the grant is made revoked.
      await prisma.$transaction([
        prisma.testAccess.createMany({
          data: [{ orderId: event.order_id, userId: event.user_id, testId: event.product_id }],
          skipDuplicates: true,
        }),
        prisma.testAccess.updateMany({
          where: { orderId: event.order_id, sessionId: null, revokedAt: null },
          data: { revokedAt: new Date() },
        }),
      ]);
      applied++;
    }
  }
  return applied;
}

/** Applies billing's events as they are relayed, and every few seconds as a safety net. */
export function orderAccessProjector(options: {
  prisma: Prisma;
  bus: EventBus;
  log: Log;
  pollMs?: number;
}): Worker {
  return pollingWorker({
    name: 'assessments.order-access',
    prisma: options.prisma,
    log: options.log,
    pollMs: options.pollMs,
    wakeOn: { bus: options.bus, topic: 'domain' },
    failure: 'Granting paid tests failed; retrying',
    task: applyOrderEvents,
  });
}
