import type { RemoteImagePolicy } from '@platform/subgraph-kit/files/remote-image';
import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { z } from 'zod';

/** What `src/server.ts` needs to serve the subgraph alone. */
export const loadEnv = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(
    z.object({
      DATABASE_URL: postgresUrl,
      IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters, shared with the gateway'),
      ACCOUNTS_SUBGRAPH_PORT: port(4102),
    }),
    source,
  );

const settingsSchema = z.object({
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  /**
   * Where a Google profile picture may be fetched from at sign-in: host names (with their subdomains, https only),
   * or whole origins such as `http://127.0.0.1:4567`, which only tests should name.
   */
  GOOGLE_PICTURE_HOSTS: z.string().default('googleusercontent.com'),
  /** Pick-a-demo-user sign-in; the gateway turns it on for the embedded database only. */
  DEV_SIGN_IN: z.enum(['true', 'false']).default('false'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export interface AccountsConfig {
  googleClientId: string | null;
  googleJwksUrl: string;
  googleIssuers: string[];
  googlePictures: RemoteImagePolicy;
  devSignIn: boolean;
  sessionDays: number;
}

function picturePolicy(setting: string): RemoteImagePolicy {
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    hosts: entries.filter((entry) => !entry.includes('://')).map((host) => host.toLowerCase()),
    trustedOrigins: entries.filter((entry) => entry.includes('://')).map((origin) => new URL(origin).origin),
    timeoutMs: 5000,
  };
}

/** The accounts settings, parsed once from the environment the subgraph is created with. */
export function parseAccountsSettings(source: Record<string, string | undefined>): AccountsConfig {
  const env = parseEnv(settingsSchema, source);
  return {
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    googleIssuers: env.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
    googlePictures: picturePolicy(env.GOOGLE_PICTURE_HOSTS),
    devSignIn: env.DEV_SIGN_IN === 'true',
    sessionDays: env.SESSION_DAYS,
  };
}
