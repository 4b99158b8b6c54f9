import { coalescedRunner } from '@platform/subgraph-kit/background';
import type { Log } from '@platform/subgraph-kit/subgraph';
import { ensurePartitions } from './events.partitions.ts';
import type { AnalyticsPrisma } from '../../context.ts';

/** One event as it is stored (prisma/schema/analytics.prisma). */
export interface StoredEvent {
  kind: 'PAGE_LOAD' | 'LINK_CLICK' | 'BUTTON_CLICK' | 'NAVIGATION';
  elementId: string | null;
  url: string | null;
  text: string | null;
  path: string;
  query: string | null;
  referrer: string | null;
  clientAt: Date | null;
  visitorId: string | null;
  signedIn: boolean;
  referralId: string | null;
  receivedAt: Date;
}

export interface EventWriter {
  /** Keeps events for the next write; false (and nothing kept) when too many already wait. */
  add(events: StoredEvent[]): boolean;
  /** Writes what waits now (the timer does this every second). Resolves with the number of events written. */
  flush(): Promise<number>;
  /** No more timed writes; writes what is left. */
  stop(): Promise<void>;
}

export interface EventWriterOptions {
  /** How often waiting events are written (default 1 s); a full statement's worth is written at once. */
  flushEveryMs?: number;
  /** Events kept in memory at most while the database is slow or away; more are refused (default 20,000). */
  maxPending?: number;
  log?: Log;
}

/** Rows per INSERT: 13 columns each, well under PostgreSQL's 65,535 parameters. */
const rowsPerStatement = 1_000;

/**
 * Events are answered at once and written together: each request only adds to a buffer, and one INSERT a second
 * (or per thousand events) writes every request's events, so that a burst of page loads costs a few statements
 * rather than one each. Events from several gateway processes simply add up. A failed write keeps its events for
 * the next one (up to `maxPending`); an insert that finds no partition for its month creates the partitions and
 * tries again. What waits in memory is lost if the process dies, which telemetry can afford.
 */
export function createEventWriter(prisma: AnalyticsPrisma, options: EventWriterOptions = {}): EventWriter {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const maxPending = options.maxPending ?? 20_000;
  let pending: StoredEvent[] = [];

  async function insert(rows: StoredEvent[]) {
    try {
      await prisma.analyticsEvent.createMany({ data: rows });
    } catch (error) {
      // The month's partition may be missing (the worker has not run for months): make it, then try once more.
      if ((await ensurePartitions(prisma).catch(() => 0)) === 0) throw error;
      await prisma.analyticsEvent.createMany({ data: rows });
    }
  }

  const writer = coalescedRunner(
    async () => {
      let written = 0;
      while (pending.length > 0) {
        const rows = pending.slice(0, rowsPerStatement);
        pending = pending.slice(rows.length);
        try {
          await insert(rows);
        } catch (error) {
          pending = [...rows, ...pending].slice(0, maxPending);
          throw error;
        }
        written += rows.length;
      }
      return written;
    },
    (error) => log('Could not write analytics events; they are kept for the next attempt', error),
  );
  const timer = setInterval(() => {
    if (pending.length > 0) void writer.wake();
  }, options.flushEveryMs ?? 1_000);
  timer.unref();

  return {
    add(events) {
      if (pending.length + events.length > maxPending) return false;
      pending.push(...events);
      if (pending.length >= rowsPerStatement) void writer.wake();
      return true;
    },
    flush: () => writer.runNow(),
    async stop() {
      clearInterval(timer);
      await writer.runNow();
      await writer.stop();
    },
  };
}
