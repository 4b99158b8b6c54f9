import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { z } from 'zod';

/** What `src/server.ts` needs to serve the subgraph alone. */
export const loadEnv = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(
    z.object({
      DATABASE_URL: postgresUrl,
      IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters, shared with the gateway'),
      COLLABORATORS_SUBGRAPH_PORT: port(4109),
    }),
    source,
  );
