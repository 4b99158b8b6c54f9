import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The environment a subgraph that sends mail reads: SMTP (`SMTP_URL`), or `.eml` files in `MAIL_DIR` when it is
 * unset, from `MAIL_FROM`; the product's public address for the mails' links (`PUBLIC_URL`; unset: the address
 * the process reaches it at); and the first retry's wait of a mail that failed, in the subgraph's own variable.
 */
export const mailEnv = <R extends string>(retryVariable: R) =>
  ({
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_DIR: z.string().default(fileURLToPath(new URL('../../../.data/mail/', import.meta.url))),
    MAIL_FROM: z.string().min(3).default('Karnama <no-reply@karnama.local>'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The first retry of a mail that failed waits this long; each further one twice as long. */
    [retryVariable]: z.coerce.number().int().min(1).max(3_600).default(30),
  }) as {
    SMTP_URL: z.ZodOptional<z.ZodURL>;
    MAIL_DIR: z.ZodDefault<z.ZodString>;
    MAIL_FROM: z.ZodDefault<z.ZodString>;
    PUBLIC_URL: z.ZodOptional<z.ZodURL>;
  } & Record<R, z.ZodDefault<z.ZodCoercedNumber<unknown>>>;

export interface MailSettings {
  smtpUrl: string | null;
  mailDir: string;
  mailFrom: string;
  mailRetrySeconds: number;
  publicUrl: string | null;
}

/** The settings `mailEnv(retryVariable)` parsed into. */
export const mailSettingsOf = <R extends string>(
  env: { SMTP_URL?: string; MAIL_DIR: string; MAIL_FROM: string; PUBLIC_URL?: string } & Record<R, number>,
  retryVariable: R,
): MailSettings => ({
  smtpUrl: env.SMTP_URL ?? null,
  mailDir: env.MAIL_DIR,
  mailFrom: env.MAIL_FROM,
  mailRetrySeconds: env[retryVariable],
  publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? null,
});
