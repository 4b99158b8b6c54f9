import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { z } from 'zod';

/** What `src/server.ts` needs to serve the subgraph alone. */
export const loadEnv = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(
    z.object({
      DATABASE_URL: postgresUrl,
      IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters, shared with the gateway'),
      ANALYTICS_SUBGRAPH_PORT: port(4105),
    }),
    source,
  );

const settingsSchema = z.object({
  /** Months the client's telemetry events are kept (at least; a month is dropped as a whole once it is older). */
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
});

export interface AnalyticsSettings {
  retentionMonths: number;
}

/** The analytics settings, parsed once from the environment the subgraph is created with. */
export function parseAnalyticsSettings(source: Record<string, string | undefined>): AnalyticsSettings {
  const env = parseEnv(settingsSchema, source);
  return { retentionMonths: env.ANALYTICS_RETENTION_MONTHS };
}
