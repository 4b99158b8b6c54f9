import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
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

const settingsSchema = z.object({
  /** Mail, as for the inbox's: SMTP, or `.eml` files in MAIL_DIR. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_DIR: z.string().default(fileURLToPath(new URL('../../../.data/mail/', import.meta.url))),
  MAIL_FROM: z.string().min(3).default('Karnama <no-reply@karnama.local>'),
  /** The first retry of a mail that failed waits this long; each further one twice as long. */
  COLLABORATORS_MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** The product's public address, for the links in e-mails; unset: the address this process reaches it at. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Signs the keys that let the printer open one résumé's print page; shared by every process of this subgraph.
   * Defaults to IDENTITY_SECRET, or one made up for this process.
   */
  RESUME_SIGNING_SECRET: z.string().min(32).optional(),
  IDENTITY_SECRET: z.string().min(32).optional(),
  /** The Chromium that prints résumés to PDF. */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
});

export interface CollaboratorsSettings {
  smtpUrl: string | null;
  mailDir: string;
  mailFrom: string;
  mailRetrySeconds: number;
  publicUrl: string | null;
  resumeSecret: string;
  chromiumPath: string;
}

/** The collaborators subgraph's settings, parsed once from the environment it is created with. */
export function parseCollaboratorsSettings(
  source: Record<string, string | undefined>,
): CollaboratorsSettings {
  const env = parseEnv(settingsSchema, source);
  return {
    smtpUrl: env.SMTP_URL ?? null,
    mailDir: env.MAIL_DIR,
    mailFrom: env.MAIL_FROM,
    mailRetrySeconds: env.COLLABORATORS_MAIL_RETRY_SECONDS,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    resumeSecret: env.RESUME_SIGNING_SECRET ?? env.IDENTITY_SECRET ?? randomBytes(32).toString('base64url'),
    chromiumPath: env.CHROMIUM_PATH,
  };
}
