import { z } from 'zod';

const schema = z.object({
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  /** Pick-a-demo-user sign-in; the gateway turns it on for the embedded database only. */
  DEV_SIGN_IN: z.enum(['true', 'false']).default('false'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export interface AccountsConfig {
  googleClientId: string | null;
  googleJwksUrl: string;
  googleIssuers: string[];
  devSignIn: boolean;
  sessionDays: number;
}

/** Read when needed rather than at import, so a process (or a test) can configure it before first use. */
export function accountsConfig(source: Record<string, string | undefined> = process.env): AccountsConfig {
  const env = schema.parse(source);
  return {
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    googleIssuers: env.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
    devSignIn: env.DEV_SIGN_IN === 'true',
    sessionDays: env.SESSION_DAYS,
  };
}
