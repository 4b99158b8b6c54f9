import { databaseUrlOf, type Prisma } from '@platform/db';
import pg from 'pg';
import { coalescedRunner } from './background.ts';
import type { JobRunner } from './consumers.ts';
import type { EventBus } from './events.ts';

/** A Prisma client or an interactive transaction: an event must be written with the change it announces. */
type Writer = Pick<Prisma, 'outboxEvent'>;

export interface NewEvent {
  type: string;
  topics: string[];
  payload: Record<string, unknown>;
}

/**
 * Records domain events in the transactional outbox. Call it inside the transaction that makes the change:
 * the events are published after that transaction commits, and never if it rolls back.
 */
export async function recordEvents(tx: Writer, events: NewEvent[]): Promise<void> {
  if (!events.length) return;
  await tx.outboxEvent.createMany({
    data: events.map((e) => ({ type: e.type, topics: e.topics, payload: e.payload as object })),
  });
}

interface OutboxRow {
  id: string;
  type: string;
  topics: string[];
  payload: Record<string, unknown>;
  created_at: Date;
}

/** A replay starts this long before Redis was lost: events published just before may not have arrived. */
const replayMarginMs = 1_000;
/**
 * A replay reads this long after the subscriptions are back: a relay that published to Redis just before they
 * were (into the void) commits its batch a moment later.
 */
const replaySettleMs = 1_000;

/**
 * Delivers to this process's subscribers the events published since `lostAt` (less a margin), read back from the
 * outbox: while this process had lost Redis, events relayed by any gateway reached none of its subscribers. They
 * may get an event twice, as at-least-once delivery allows. Returns how many events were replayed.
 */
export async function replayPublishedSince(
  prisma: Prisma,
  bus: EventBus,
  lostAt: Date,
  limit = 10_000,
): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, replaySettleMs));
  const rows = await prisma.$queryRaw<OutboxRow[]>`
    SELECT id::text AS id, type, topics, payload FROM outbox_events
    WHERE published_at >= ${new Date(lostAt.getTime() - replayMarginMs)}
    ORDER BY id LIMIT ${limit}`;
  for (const row of rows) {
    const event = { id: row.id, type: row.type, payload: row.payload };
    for (const topic of row.topics) bus.deliverHere(topic, event);
  }
  return rows.length;
}

/** How long published events stay in the outbox (longer than any consumer reads back: the feed reads 2 days). */
export const keepDays = 7;

export interface OutboxRelay {
  /** Publishes whatever is pending now; resolves when done (tests, shutdown). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Relays committed outbox events to the event bus, in order. Woken by PostgreSQL's NOTIFY (sent by a trigger
 * when a transaction that wrote events commits) and by a slow poll as a safety net; pending events found at
 * start-up (a crash between commit and publish) go out first. Several relays may run against one database:
 * each batch is locked with SKIP LOCKED, so every event is published once per delivery attempt. Delivery is
 * at least once: a relay that dies after publishing but before its batch commits publishes it again, and a batch
 * the bus did not take (Redis away) is published again once it is back, which subscribers tolerate because
 * events carry only ids.
 */
export async function startOutboxRelay(options: {
  prisma: Prisma;
  bus: EventBus;
  /** Where domain events go to their consumers, in the transaction that marks them published. */
  jobs?: JobRunner;
  pollMs?: number;
  batchSize?: number;
  log?: (message: string, error?: unknown) => void;
}): Promise<OutboxRelay> {
  const { bus, pollMs = 2_000, batchSize = 500 } = options;
  const pruneEveryMs = 60 * 60_000;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const url = databaseUrlOf(options.prisma);
  // Connections of the relay's own: its work is not the request's and must not count in tests' query counts.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', (error) => {
    if (!stopped) log('Outbox relay connection failed', error);
  });
  let stopped = false;

  /**
   * PostgreSQL may end the connection while the relay holds it between two queries (a restart, a fast shutdown):
   * the next query then fails and the batch stays pending, whereas the client's `error` event, with no listener
   * while it is checked out of the pool, would end the process.
   */
  const whileHeld = () => {};

  async function publishBatch(): Promise<number> {
    const client = await pool.connect();
    client.on('error', whileHeld);
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id::text AS id, type, topics, payload, created_at FROM outbox_events
         WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      // Consumers get their events in this transaction: each event once, with its publication.
      if (rows.length && options.jobs)
        await options.jobs.fanOut(
          client,
          rows.map((r) => ({ id: r.id, type: r.type, payload: r.payload, createdAt: r.created_at })),
        );
      const published: Promise<void>[] = [];
      for (const row of rows) {
        const event = { id: row.id, type: row.type, payload: row.payload };
        for (const topic of row.topics) published.push(bus.publish(topic, event));
      }
      // A batch the bus could not take (Redis away) rolls back and stays pending for the next wake-up.
      await Promise.all(published);
      if (rows.length) {
        await client.query('UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::bigint[])', [
          rows.map((r) => r.id),
        ]);
      }
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.off('error', whileHeld);
      client.release();
    }
  }

  async function drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await publishBatch();
      total += n;
      if (n < batchSize) return total;
    }
  }

  const relay = coalescedRunner(drainAll, (error) =>
    log('Outbox relay failed; retrying on the next wake-up', error),
  );
  const drain = relay.wake;

  // Listening is best effort: without it the poll still relays, only later. A database that is down at
  // start-up must not keep the product from starting (its health check says so).
  let listener: pg.Client | null = null;
  async function listen() {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', () => void drain());
    client.on('error', (error) => {
      if (stopped) return;
      log('Outbox relay lost its LISTEN connection; polling until it is back', error);
      listener = null;
    });
    try {
      await client.connect();
      await client.query('LISTEN outbox_events');
      if (stopped) await client.end();
      else listener = client;
    } catch (error) {
      await client.end().catch(() => {});
      if (!stopped) log('Outbox relay cannot LISTEN yet; polling', error);
    }
  }
  let connecting: Promise<void> | null = null;
  const reconnect = () =>
    (connecting ??= listen().finally(() => {
      connecting = null;
    }));
  // Published events are kept for a while (consumers such as the activity feed read recent ones as a log), then
  // removed, so that the table stays small.
  let prunedAt = 0;
  const prune = async () => {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    await pool
      .query(`DELETE FROM outbox_events WHERE published_at < now() - make_interval(days => $1)`, [keepDays])
      .catch((error: unknown) => log('Could not prune the outbox', error));
    await pool
      .query(`DELETE FROM consumed_events WHERE consumed_at < now() - make_interval(days => $1)`, [keepDays])
      .catch((error: unknown) => log('Could not prune the consumers’ positions', error));
  };
  const timer = setInterval(() => {
    if (!listener) void reconnect();
    void drain();
    void prune();
  }, pollMs);
  timer.unref();
  await reconnect();
  await drain();

  return {
    drain: relay.runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await relay.stop();
      if (connecting) await connecting;
      await listener?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
