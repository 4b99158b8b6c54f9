import { coalescedRunner } from '@platform/subgraph-kit/background';
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

/**
 * Keeps the events table's partitions: at start and every six hours, the months ahead are created and those past
 * `retentionMonths` dropped. Any number of processes may run it; the database makes them take turns.
 */
export function partitionMaintenance(options: {
  prisma: AnalyticsPrisma;
  retentionMonths: number;
  everyMs?: number;
  now?: () => Date;
  log?: Log;
}): Worker {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const now = options.now ?? (() => new Date());
  const runner = coalescedRunner(
    async () => {
      const at = now();
      const created = await ensurePartitions(options.prisma, at);
      const dropped = await dropExpiredPartitions(options.prisma, options.retentionMonths, at);
      return created + dropped;
    },
    (error) => log('Could not maintain the partitions of analytics events; retrying later', error),
  );
  let timer: NodeJS.Timeout | null = null;
  return {
    name: 'analytics.partitions',
    async start() {
      await runner.runNow();
      timer = setInterval(() => void runner.wake(), options.everyMs ?? 6 * 3_600_000);
      timer.unref();
    },
    runNow: () => runner.runNow(),
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await runner.stop();
    },
  };
}
