import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
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

const settingsSchema = z.object({
  /**
   * Where the detailed reports are e-mailed from: `smtp://user:pass@host:587` or `smtps://…:465`. Unset: each mail
   * is written as an `.eml` file into `MAIL_DIR` (a local try-out sends nothing).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_DIR: z.string().default(fileURLToPath(new URL('../../../.data/mail/', import.meta.url))),
  MAIL_FROM: z.string().min(3).default('Karnama <no-reply@karnama.local>'),
  /**
   * Signs the keys that let the report printer open one session's results page; shared by every process of this
   * subgraph. Defaults to IDENTITY_SECRET, or one made up for this process.
   */
  REPORT_SIGNING_SECRET: z.string().min(32).optional(),
  IDENTITY_SECRET: z.string().min(32).optional(),
  /** The Chromium that prints reports to PDF. */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** The first retry of a report that failed to send waits this long; each further one twice as long. */
  REPORT_RETRY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** The product's public address, for the links in e-mails; unset: the address this process reaches it at. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How many days the link of an invitation by e-mail to take a test opens for. */
  TEST_INVITATION_DAYS: z.coerce.number().int().min(1).max(60).default(7),
});

export interface AssessmentsSettings {
  smtpUrl: string | null;
  mailDir: string;
  mailFrom: string;
  reportSecret: string;
  chromiumPath: string;
  reportRetrySeconds: number;
  publicUrl: string | null;
  invitationValidDays: number;
}

/** The assessments settings, parsed once from the environment the subgraph is created with. */
export function parseAssessmentsSettings(source: Record<string, string | undefined>): AssessmentsSettings {
  const env = parseEnv(settingsSchema, source);
  return {
    smtpUrl: env.SMTP_URL ?? null,
    mailDir: env.MAIL_DIR,
    mailFrom: env.MAIL_FROM,
    reportSecret: env.REPORT_SIGNING_SECRET ?? env.IDENTITY_SECRET ?? randomBytes(32).toString('base64url'),
    chromiumPath: env.CHROMIUM_PATH,
    reportRetrySeconds: env.REPORT_RETRY_SECONDS,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    invitationValidDays: env.TEST_INVITATION_DAYS,
  };
}
