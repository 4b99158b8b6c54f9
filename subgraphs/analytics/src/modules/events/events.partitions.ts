import { job } from '@platform/subgraph-kit/consumers';
import type { Log, Worker } from '@platform/subgraph-kit/subgraph';
import type { AnalyticsPrisma } from '../../context.ts';

/** Months of partitions kept ready after the current one. */
export const monthsAhead = 3;

/**
 * Creates the partitions of `analytics_events` for the month of `at` and the months ahead that are missing
 * (prisma/sql/analytics.sql); resolves with how many it created.
 */
export async function ensurePartitions(prisma: AnalyticsPrisma, at: Date = new Date()): Promise<number> {
  const [row] = await prisma.$queryRaw<{ created: number }[]>`
    SELECT analytics_create_partitions(${monthsAhead}::int, ${at}::timestamptz) AS created`;
  return row?.created ?? 0;
}

/** Drops the monthly partitions past the retention; resolves with how many it dropped. */
export async function dropExpiredPartitions(
  prisma: AnalyticsPrisma,
  retentionMonths: number,
  at: Date = new Date(),
): Promise<number> {
  const [row] = await prisma.$queryRaw<{ dropped: number }[]>`
    SELECT analytics_drop_partitions(${retentionMonths}::int, ${at}::timestamptz) AS dropped`;
  return row?.dropped ?? 0;
}

/** Creates the months ahead and drops those past the retention; resolves with how many partitions changed. */
async function maintainPartitions(
  prisma: AnalyticsPrisma,
  retentionMonths: number,
  at: Date,
): Promise<number> {
  const created = await ensurePartitions(prisma, at);
  const dropped = await dropExpiredPartitions(prisma, retentionMonths, at);
  return created + dropped;
}

/**
 * Keeps the events table's partitions: at start (before any event is written), the months ahead are created and
 * those past `retentionMonths` dropped; `partitionSchedule` does it again every six hours. Any number of processes
 * may run it; the database makes them take turns.
 */
export function partitionMaintenance(options: {
  prisma: AnalyticsPrisma;
  retentionMonths: number;
  now?: () => Date;
  log?: Log;
}): Worker {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  return {
    name: 'analytics.partitions',
    async start() {
      await maintainPartitions(options.prisma, options.retentionMonths, options.now?.() ?? new Date()).catch(
        (error: unknown) =>
          log('Could not maintain the partitions of analytics events; retrying later', error),
      );
    },
    async stop() {},
  };
}

/** The partitions kept every six hours, by the kit's queue (once per occurrence, however many processes run). */
export function partitionSchedule(options: { retentionMonths: number }) {
  return job({
    name: 'analytics.partitions',
    cron: '23 */6 * * *',
    handle: (_data, { prisma }) => maintainPartitions(prisma, options.retentionMonths, new Date()),
  });
}
