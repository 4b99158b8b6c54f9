import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { AnalyticsContext } from './context.ts';
import { parseAnalyticsSettings } from './env.ts';
import { partitionMaintenance, partitionSchedule } from './modules/events/events.partitions.ts';
import { telemetryRoutes } from './modules/events/events.routes.ts';
import { createEventWriter } from './modules/events/events.writer.ts';
import { schema } from './schema.ts';

/**
 * The web client's telemetry: page loads, clicks and navigations, taken over HTTP at the seed's addresses, kept in
 * monthly partitions for `ANALYTICS_RETENTION_MONTHS`, and summarised for admins.
 */
export const analyticsSubgraph = defineSubgraph<AnalyticsContext>({
  name: 'analytics',
  schema,
  create: ({ prisma, env, limits, log }) => {
    const settings = parseAnalyticsSettings(env);
    const writer = createEventWriter(prisma, { log });
    return {
      settings,
      routes: telemetryRoutes({ writer, limits, log }),
      jobs: [partitionSchedule({ retentionMonths: settings.retentionMonths })],
      workers: [
        partitionMaintenance({ prisma, retentionMonths: settings.retentionMonths, log }),
        {
          name: 'analytics.writer',
          // Events are taken from the subgraph's creation; this worker only writes what is left when it stops.
          start: async () => {},
          stop: () => writer.stop(),
          runNow: () => writer.flush(),
        },
      ],
    };
  },
});
