import { createPrisma, databaseUrlOf, type Prisma } from '@platform/db';
import { PgBoss, type Job, type JobWithMetadata, type Queue } from 'pg-boss';
import type pg from 'pg';
import { domainEvents, isDomainEventType, type ConsumedEvent, type DomainEventType } from './catalogue.ts';
import type { Tx } from './domains.ts';

/** How often and how soon work that failed is tried again before it is parked. */
export interface RetryPolicy {
  /** Attempts after the first. */
  limit: number;
  /** Seconds before the first retry; with `backoff`, doubled for each further one (with jitter). */
  delaySeconds: number;
  backoff: boolean;
  /** The longest wait between two attempts, in seconds. */
  maxDelaySeconds: number;
}

const defaultRetry: RetryPolicy = { limit: 8, delaySeconds: 2, backoff: true, maxDelaySeconds: 600 };

/** Work to start later (a deadline, a reminder), sent with the consumer's transaction. */
export interface Later {
  /** Runs `job` with `data` at `at` (at once when `at` has passed); `key` keeps one such job per key. */
  send(job: string, data: Record<string, unknown>, options?: { at?: Date; key?: string }): void;
}

/**
 * Something a domain does when another (or itself) announces a change: it handles each event of the types it is
 * `on` once, in a transaction that also records that it did (its position), so that an event delivered again
 * (a retry, a process that died after the commit) changes nothing. An event whose handler throws is retried with
 * backoff, then parked (`pnpm events parked` lists what is parked, `pnpm events retry` sends it again).
 */
export interface Consumer<T extends DomainEventType = DomainEventType> {
  /** The queue's name: `<domain>.<what it does>`, lowercase, with hyphens. */
  name: string;
  on: readonly T[];
  retry?: Partial<RetryPolicy>;
  handle(tx: Tx, event: ConsumedEvent<T>, later: Later): Promise<void>;
}

/** What a job's handler is told about its attempt. */
export interface Attempt {
  /** Its own connections' client (background work neither takes the requests' connections nor counts as theirs). */
  prisma: Prisma;
  /** 1 for the first attempt. */
  number: number;
  /** No attempt follows this one if it fails: the job is parked instead. */
  last: boolean;
}

/**
 * Work run by the kit's queue rather than a loop: a timer a consumer set (`later.send`), or, with `cron`, a job
 * the queue starts on a schedule (once per occurrence, however many processes run it). It is retried as a
 * consumer is, so it must be safe to run twice; its handler manages its own transactions.
 */
export interface JobDefinition<D extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  /** A cron expression (five fields, UTC) the job runs on, with empty data. */
  cron?: string;
  retry?: Partial<RetryPolicy>;
  /** How long one attempt may take before it counts as failed (default 5 minutes). */
  expireInSeconds?: number;
  handle(data: D, attempt: Attempt): Promise<unknown>;
}

/** Declares a consumer of domain events (see `Consumer`). */
export function consumer<const T extends DomainEventType>(definition: Consumer<T>): Consumer<T> {
  return definition;
}

/** Declares a job (see `JobDefinition`). */
export function job<D extends Record<string, unknown>>(definition: JobDefinition<D>): JobDefinition<D> {
  return definition;
}

/** Where what failed every attempt waits for an admin: the queue's name and this suffix. */
export const parkedSuffix = '.parked';
/** The kit's queue tables (pg-boss's), in a schema of their own. */
export const jobsSchema = 'platform_jobs';

/** What a consumer's queue carries for one event. */
export interface EventJobData {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  occurredAt: string;
}

/** One parked event or job, as an admin reads it. */
export interface ParkedWork {
  queue: string;
  id: string;
  data: unknown;
  /** What the last attempt said. */
  error: string | null;
  parkedAt: Date;
}

export interface JobRunner {
  /** Resolves once the queue is open (it opens in the background while the database cannot be reached). */
  ready(): Promise<boolean>;
  /**
   * Hands committed domain events to every consumer that handles them, inside the relay's transaction on
   * `client`, so that an event is given to its consumers once with its publication.
   */
  fanOut(
    client: pg.ClientBase,
    events: { id: string; type: string; payload: unknown; createdAt: Date }[],
  ): Promise<void>;
  /**
   * Runs the scheduled jobs once and what is due now in this process's queues, until none is left (tests);
   * returns how many ran.
   */
  drain(): Promise<number>;
  /** What is parked in this process's queues. */
  parked(): Promise<ParkedWork[]>;
  /** Sends parked work back to its queue; returns how many went. */
  retryParked(queue?: string): Promise<number>;
  stop(): Promise<void>;
}

type AnyConsumer = Consumer<DomainEventType>;

/**
 * The kit's queue, on PostgreSQL (pg-boss): the consumers and jobs of every subgraph mounted here. Queues are made
 * for all of them (the relay fans events out to consumers that may run in another process); `work` names the ones
 * this process works on. Failed work is retried by the queue with backoff, then moved to its parked queue.
 */
export function createJobRunner(options: {
  prisma: Prisma;
  log: (message: string, error?: unknown) => void;
  consumers: readonly AnyConsumer[];
  jobs: readonly JobDefinition[];
  /** The consumers and jobs this process runs (by default all). */
  work?: (name: string) => boolean;
  /** Work in the background (default); without it, only `drain` runs anything (tests that drive each step). */
  background?: boolean;
  /** Seconds between a worker's looks at its queue when no notification woke it (tests shorten it). */
  pollSeconds?: number;
  /** How long to wait before trying again to open the queue when the database could not be reached. */
  reconnectMs?: number;
}): JobRunner {
  const { log } = options;
  // Connections of the queue's own: background work neither takes the requests' connections nor counts as theirs.
  const prisma = createPrisma(databaseUrlOf(options.prisma), { max: 2 });
  const consumers = new Map(options.consumers.map((c) => [c.name, c]));
  const jobs = new Map(options.jobs.map((j) => [j.name, j]));
  for (const name of jobs.keys()) if (consumers.has(name)) throw new Error(`Two queues are named ${name}`);
  const working = (name: string) => options.work?.(name) ?? true;
  const boss = new PgBoss({
    connectionString: databaseUrlOf(options.prisma),
    schema: jobsSchema,
    max: 2,
    application_name: 'platform.jobs',
    useListenNotify: true,
  });
  boss.on('error', (error) => log('The job queue failed; it retries', error));
  let stopped = false;
  let isOpen = false;

  const queueOf = (retry: Partial<RetryPolicy> | undefined, expireInSeconds = 300): Omit<Queue, 'name'> => {
    const r = { ...defaultRetry, ...retry };
    return {
      retryLimit: r.limit,
      retryDelay: r.delaySeconds,
      retryBackoff: r.backoff,
      ...(r.backoff ? { retryDelayMax: r.maxDelaySeconds } : {}),
      expireInSeconds,
      notify: true,
    };
  };

  const send = async (timer: Timer) => {
    if (!jobs.has(timer.job)) throw new Error(`No job is named ${timer.job}`);
    await boss.send(timer.job, timer.data, {
      ...(timer.at ? { startAfter: timer.at } : {}),
      ...(timer.key ? { singletonKey: timer.key } : {}),
    });
  };

  async function run(name: string, job: JobWithMetadata<unknown>): Promise<void> {
    const attempt = { prisma, number: job.retryCount + 1, last: job.retryCount >= job.retryLimit };
    const consumer = consumers.get(name);
    if (consumer) await consumeEvent(prisma, consumer, job.data as EventJobData, send);
    else await jobs.get(name)!.handle(job.data as Record<string, unknown>, attempt);
  }

  const allQueues = () => [...consumers.keys(), ...jobs.keys()];
  const local = () => allQueues().filter(working);

  async function open(): Promise<void> {
    await boss.start();
    for (const [name, definition] of [...consumers, ...jobs]) {
      const parked = name + parkedSuffix;
      await boss.createQueue(parked, { retentionSeconds: 90 * 86_400, deleteAfterSeconds: 90 * 86_400 });
      const expire = 'expireInSeconds' in definition ? definition.expireInSeconds : undefined;
      await boss.createQueue(name, { ...queueOf(definition.retry, expire), deadLetter: parked });
      // A queue made by an older version keeps its options unless told the new ones.
      await boss.updateQueue(name, { ...queueOf(definition.retry, expire), deadLetter: parked });
    }
    for (const name of options.background === false ? [] : local()) {
      await boss.work(
        name,
        {
          batchSize: 1,
          pollingIntervalSeconds: options.pollSeconds ?? 2,
          // A retry or a timer coming due sends no notification: the queue is looked at this often all the same.
          notifyPollingIntervalSeconds: options.pollSeconds ?? 2,
          includeMetadata: true,
        },
        async ([job]: JobWithMetadata<unknown>[]) => {
          try {
            await run(name, job!);
          } catch (error) {
            const last = job!.retryCount >= job!.retryLimit;
            log(
              `${name}: attempt ${job!.retryCount + 1} failed${last ? '; parked' : '; it is retried'}`,
              error,
            );
            throw error;
          }
        },
      );
      const definition = jobs.get(name);
      if (definition?.cron) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
    }
  }

  const opened = (async () => {
    while (!stopped) {
      try {
        await open();
        isOpen = true;
        return true;
      } catch (error) {
        log('The job queue could not open; trying again', error);
        await boss.stop({ graceful: false, timeout: 1_000 }).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, options.reconnectMs ?? 5_000).unref());
      }
    }
    return false;
  })();

  return {
    ready: () => opened,

    async fanOut(client, events) {
      const byQueue = new Map<string, { data: EventJobData }[]>();
      for (const event of events) {
        if (!isDomainEventType(event.type)) continue;
        for (const consumer of consumers.values()) {
          if (!consumer.on.includes(event.type)) continue;
          const data: EventJobData = {
            id: event.id,
            type: event.type,
            payload: event.payload as Record<string, unknown>,
            occurredAt: event.createdAt.toISOString(),
          };
          const list = byQueue.get(consumer.name) ?? [];
          list.push({ data });
          byQueue.set(consumer.name, list);
        }
      }
      if (!byQueue.size) return;
      // The batch stays pending (its transaction rolls back) until the queue is open.
      if (!isOpen) throw new Error('The job queue is not open yet');
      const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      for (const [queue, list] of byQueue) await boss.insert(queue, list, { db });
    },

    async drain() {
      if (!(await opened)) return 0;
      const giveUpAt = Date.now() + 30_000;
      const busy = async () => {
        const [row] = await prisma.$queryRawUnsafe<{ busy: boolean }[]>(
          `SELECT EXISTS (SELECT 1 FROM ${jobsSchema}.job WHERE name = ANY($1) AND state = 'active') AS busy`,
          local(),
        );
        return row?.busy === true;
      };
      // Scheduled work runs once, as if its time had come.
      for (const name of local()) if (jobs.get(name)?.cron) await boss.send(name, {});
      let total = 0;
      for (let round = 0; round < 20; round++) {
        let ran = 0;
        for (const name of local()) {
          for (;;) {
            const [job] = await boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
            if (!job) break;
            ran++;
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (error) {
              log(`${name}: attempt ${job.retryCount + 1} failed`, error);
              await boss.fail(name, job.id, {
                message: error instanceof Error ? error.message : String(error),
              });
            }
          }
        }
        total += ran;
        if (ran) continue;
        // What a worker of this process (or another) holds is waited for: it is due work not yet done.
        if (!(await busy())) break;
        round--;
        await new Promise((resolve) => setTimeout(resolve, 25));
        if (Date.now() > giveUpAt) throw new Error('The job queue is still busy after 30 s');
      }
      return total;
    },

    async parked() {
      return (await opened) ? parkedWork(boss, allQueues()) : [];
    },

    async retryParked(queue) {
      return (await opened)
        ? retryParkedWork(
            boss,
            allQueues().filter((n) => !queue || n === queue),
          )
        : 0;
    },

    async stop() {
      stopped = true;
      if (await opened) await boss.stop({ graceful: true, timeout: 10_000 });
      await prisma.$disconnect();
    },
  };
}

interface Timer {
  job: string;
  data: Record<string, unknown>;
  at?: Date | undefined;
  key?: string | undefined;
}

/**
 * Hands one event to a consumer, once: in a transaction that records the consumer's position (an event it handled
 * before is skipped), and that sends the timers the handler set before it commits (a timer that outlives a rolled-
 * back transaction finds nothing to do, as jobs must be safe to run twice, whereas one sent after the commit could
 * be lost with the process). Returns whether this call handled it. A payload the catalogue refuses throws.
 */
export async function consumeEvent(
  prisma: Prisma,
  consumer: AnyConsumer,
  data: EventJobData,
  send: (timer: Timer) => Promise<void>,
): Promise<boolean> {
  if (!isDomainEventType(data.type) || !consumer.on.includes(data.type))
    throw new Error(`${consumer.name} does not handle ${data.type}`);
  const payload = domainEvents[data.type].parse(data.payload);
  const event = {
    id: data.id,
    type: data.type,
    payload,
    occurredAt: new Date(data.occurredAt),
  } as ConsumedEvent;
  const timers: Timer[] = [];
  const later: Later = {
    send: (job, jobData, options) => void timers.push({ job, data: jobData, ...options }),
  };
  return prisma.$transaction(async (tx) => {
    const first = await tx.$executeRaw`
      INSERT INTO consumed_events (consumer, event_id) VALUES (${consumer.name}, ${BigInt(data.id)})
      ON CONFLICT DO NOTHING`;
    if (!first) return false;
    await consumer.handle(tx, event, later);
    for (const timer of timers) await send(timer);
    return true;
  });
}

/** What is parked of the queues named (each queue's parked queue), oldest first. */
export async function parkedWork(boss: PgBoss, queues: readonly string[]): Promise<ParkedWork[]> {
  const found: ParkedWork[] = [];
  for (const name of queues) {
    for (const parked of await boss.findJobs(name + parkedSuffix, { queued: true })) {
      // What the last attempt said is on the failed job the parked one was copied from.
      const [failed] = parked.sourceId ? await boss.findJobs(name, { id: parked.sourceId }) : [];
      found.push({
        queue: name,
        id: parked.id,
        data: parked.data,
        error: errorOf(failed?.output ?? parked.output),
        parkedAt: parked.createdOn,
      });
    }
  }
  return found.sort((a, b) => a.parkedAt.getTime() - b.parkedAt.getTime());
}

/** Sends what is parked of the queues named back to them; returns how many went. */
export async function retryParkedWork(boss: PgBoss, queues: readonly string[]): Promise<number> {
  let moved = 0;
  for (const name of queues) moved += await boss.redrive(name + parkedSuffix);
  return moved;
}

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? null : JSON.stringify(output);
}

export type { Job };
