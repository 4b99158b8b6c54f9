import { randomBytes } from 'node:crypto';
import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { mailEnv, mailSettingsOf, type MailSettings } from '@platform/subgraph-kit/mail-settings';
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

const settingsSchema = z.object({
  /** Mail, as for the inbox's: SMTP, or `.eml` files in MAIL_DIR. */
  ...mailEnv('COLLABORATORS_MAIL_RETRY_SECONDS'),
  /**
   * Signs the keys that let the printer open one résumé's print page; shared by every process of this subgraph.
   * Defaults to IDENTITY_SECRET, or one made up for this process.
   */
  RESUME_SIGNING_SECRET: z.string().min(32).optional(),
  IDENTITY_SECRET: z.string().min(32).optional(),
  /** The Chromium that prints résumés to PDF. */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
});

export interface CollaboratorsSettings extends MailSettings {
  resumeSecret: string;
  chromiumPath: string;
}

/** The collaborators subgraph's settings, parsed once from the environment it is created with. */
export function parseCollaboratorsSettings(
  source: Record<string, string | undefined>,
): CollaboratorsSettings {
  const env = parseEnv(settingsSchema, source);
  return {
    ...mailSettingsOf(env, 'COLLABORATORS_MAIL_RETRY_SECONDS'),
    resumeSecret: env.RESUME_SIGNING_SECRET ?? env.IDENTITY_SECRET ?? randomBytes(32).toString('base64url'),
    chromiumPath: env.CHROMIUM_PATH,
  };
}
