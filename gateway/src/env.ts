import { fileURLToPath } from 'node:url';
import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { z } from 'zod';

const subgraphUrlPrefix = 'SUBGRAPH_URL_';

const schema = z
  .object({
    PORT: port(4000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: postgresUrl.optional(),
    /** The embedded PostgreSQL's port; unset, the port its cluster recorded (a free one, chosen on first start). */
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Seed demo data when the database is empty (on by default; set to false for a production database). */
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /**
     * With the demo data, the demo takers apply and take their tests through the graph on first start
     * (`demo-flows.ts`), whose reports are then printed and mailed. The end-to-end server turns it off.
     */
    DEMO_TAKERS: z.enum(['true', 'false']).default('true'),
    /**
     * With the demo data, the demo collaborators save and publish their profiles through the graph on first start
     * (`demo-flows.ts`), for the directory. The end-to-end server turns it off.
     */
    DEMO_COLLABORATORS: z.enum(['true', 'false']).default('true'),
    /** Signs caller identities for subgraphs; required (and shared) when any runs as a separate service. */
    IDENTITY_SECRET: z.string().min(32).optional(),
    /**
     * Redis for events and rate limits shared by several gateway instances; without it both stay in this process.
     */
    REDIS_URL: z.url().optional(),
    /**
     * Visitors and users may read the schema (introspection, field suggestions, GraphiQL's docs); partners with an
     * API key and admins always may. On by default only for the embedded database (a local try-out).
     */
    PUBLIC_INTROSPECTION: z.enum(['true', 'false']).optional(),
    /**
     * Which proxies in front of the product to believe about the client's address and protocol (Express's
     * `trust proxy`: `loopback`, a number of hops, addresses). Rate limits count by that address, and HSTS is sent
     * on requests that came over HTTPS. Unset: the connection's own address, no proxy believed.
     */
    TRUST_PROXY: z.string().optional(),
    /**
     * The product's public address (`https://karnama.example`), used in `/sitemap.xml` and `/robots.txt`. Unset: the
     * address each request came to (its protocol as `TRUST_PROXY` allows).
     */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Multiplies every rate limit (the end-to-end server signs in more often than any person would). */
    RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    CLIENT_DIST: z.string().default(fileURLToPath(new URL('../../client/dist/', import.meta.url))),
    GRAPHIQL_DIST: z.string().default(fileURLToPath(new URL('../dist-graphiql/', import.meta.url))),
  })
  .loose();

export type GatewayEnv = z.infer<typeof schema> & { subgraphUrls: Record<string, string> };

/**
 * Development conveniences, each an explicit setting: demo-user sign-in (`DEV_SIGN_IN`) and schema reading for
 * everyone (`PUBLIC_INTROSPECTION`). Unset, they are on for the embedded database (a local try-out) and off for a
 * database named by DATABASE_URL.
 */
export function conveniences(source: Record<string, string | undefined>, embedded: boolean) {
  return {
    devSignIn: (source.DEV_SIGN_IN ?? String(embedded)) === 'true',
    publicIntrospection: (source.PUBLIC_INTROSPECTION ?? String(embedded)) === 'true',
  };
}

/** `TRUST_PROXY` as Express takes it: booleans and hop counts as such, anything else as addresses. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

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
