import { fileURLToPath } from 'node:url';
import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { z } from 'zod';

const subgraphUrlPrefix = 'SUBGRAPH_URL_';

const schema = z
  .object({
    PORT: port(4000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: postgresUrl.optional(),
    EMBEDDED_PG_PORT: port(54329),
    /** Seed demo data when the database is empty (on by default; set to false for a production database). */
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** Signs caller identities for subgraphs; required (and shared) when any runs as a separate service. */
    IDENTITY_SECRET: z.string().min(32).optional(),
    /** Redis for events shared by several gateway instances; without it events stay in this process. */
    REDIS_URL: z.url().optional(),
    CLIENT_DIST: z.string().default(fileURLToPath(new URL('../../client/dist/', import.meta.url))),
    GRAPHIQL_DIST: z.string().default(fileURLToPath(new URL('../dist-graphiql/', import.meta.url))),
  })
  .loose();

export type GatewayEnv = z.infer<typeof schema> & { subgraphUrls: Record<string, string> };

/** Reads the gateway's configuration; `SUBGRAPH_URL_JOBS=http://…` runs that subgraph as a separate service. */
export function loadEnv(source: Record<string, string | undefined> = process.env): GatewayEnv {
  const env = parseEnv(schema, source);
  const subgraphUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith(subgraphUrlPrefix) && value) {
      subgraphUrls[key.slice(subgraphUrlPrefix.length).toLowerCase()] = z.url().parse(value);
    }
  }
  return { ...env, subgraphUrls };
}
