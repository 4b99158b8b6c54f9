import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { z } from 'zod';

export const loadEnv = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(
    z.object({
      DATABASE_URL: postgresUrl,
      IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters, shared with the gateway'),
      ASSESSMENTS_SUBGRAPH_PORT: port(4106),
    }),
    source,
  );
