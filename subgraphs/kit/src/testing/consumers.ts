import type { Prisma } from '@platform/db';
import type { DomainEventType } from '../catalogue.ts';
import { consumeEvent, createJobRunner, type Consumer, type JobDefinition } from '../consumers.ts';
import { createEventBus } from '../events.ts';
import { startOutboxRelay } from '../outbox.ts';
import type { Log, Worker } from '../subgraph.ts';

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

/**
 * Consumers and jobs run by the kit's queue as a process of their own runs them, with the relay that hands them
 * their events (for tests and benchmarks that measure or drive them apart from the product's server, started with
 * `relayOutbox: false`). `drain` relays what is pending and runs what is due until nothing is left.
 */
export async function runConsumers(options: {
  prisma: Prisma;
  consumers: Consumer[];
  jobs: JobDefinition[];
  workers?: Worker[];
  log?: Log;
  reconnectMs?: number;
}) {
  const log = options.log ?? (() => {});
  const runner = createJobRunner({ ...options, log, pollSeconds: 0.5 });
  await Promise.race([runner.ready(), new Promise((resolve) => setTimeout(resolve, 1_000))]);
  const bus = createEventBus();
  const relay = await startOutboxRelay({ prisma: options.prisma, bus, jobs: runner, log, pollMs: 200 });
  const workers = options.workers ?? [];
  for (const worker of workers) await worker.start();
  return {
    runner,
    async drain() {
      for (let round = 0; round < 10; round++) {
        const relayed = await relay.drain();
        const ran = await runner.drain();
        if (!relayed && !ran) return;
      }
    },
    async stop() {
      await relay.stop();
      await runner.stop();
      for (const worker of workers.reverse()) await worker.stop();
      await bus.close();
    },
  };
}
