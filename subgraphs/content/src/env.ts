import { createHmac, randomBytes } from 'node:crypto';
import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { mailEnv, mailSettingsOf, type MailSettings } from '@platform/subgraph-kit/mail-settings';
import { z } from 'zod';

/** What `src/server.ts` needs to serve the subgraph alone. */
export const loadEnv = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(
    z.object({
      DATABASE_URL: postgresUrl,
      IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters, shared with the gateway'),
      CONTENT_SUBGRAPH_PORT: port(4108),
    }),
    source,
  );

const settingsSchema = z.object({
  /**
   * Signs the captcha's challenges; shared by every process of this subgraph. Defaults to a key derived from
   * IDENTITY_SECRET (never the identity key itself), or one made up for this process.
   */
  CAPTCHA_SECRET: z.string().min(32).optional(),
  IDENTITY_SECRET: z.string().min(32).optional(),
  /**
   * The captcha's difficulty: the largest number a browser may have to try (on average half as many SHA-256
   * hashes). The end-to-end server sets a small one.
   */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  /** How long a challenge may be solved and used, in seconds. */
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(1_200),
  /** Mail, as for the tests' reports: SMTP, or `.eml` files in MAIL_DIR. */
  ...mailEnv('CONTENT_MAIL_RETRY_SECONDS'),
});

export interface ContentSettings extends MailSettings {
  captchaSecret: string;
  captchaMaxNumber: number;
  captchaTtlSeconds: number;
}

/** The content settings, parsed once from the environment the subgraph is created with. */
export function parseContentSettings(source: Record<string, string | undefined>): ContentSettings {
  const env = parseEnv(settingsSchema, source);
  return {
    captchaSecret:
      env.CAPTCHA_SECRET ??
      (env.IDENTITY_SECRET
        ? createHmac('sha256', env.IDENTITY_SECRET).update('content.captcha').digest('base64url')
        : randomBytes(32).toString('base64url')),
    captchaMaxNumber: env.CAPTCHA_MAX_NUMBER,
    captchaTtlSeconds: env.CAPTCHA_TTL_SECONDS,
    ...mailSettingsOf(env, 'CONTENT_MAIL_RETRY_SECONDS'),
  };
}
