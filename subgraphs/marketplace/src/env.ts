import { randomBytes } from 'node:crypto';
import { purchaseLimits } from '@platform/rules/purchases';
import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { mailEnv, mailSettingsOf, type MailSettings } from '@platform/subgraph-kit/mail-settings';
import { z } from 'zod';

/** What `src/server.ts` needs to serve the subgraph alone. */
export const loadEnv = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(
    z.object({
      DATABASE_URL: postgresUrl,
      IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters, shared with the gateway'),
      MARKETPLACE_SUBGRAPH_PORT: port(4110),
    }),
    source,
  );

const settingsSchema = z.object({
  /**
   * Keys the hash a project's view is counted under (one view per visitor and day; the visitor itself is not kept).
   * Shared by every process of this subgraph; defaults to IDENTITY_SECRET, or one made up for this process.
   */
  VIEW_HASH_SECRET: z.string().min(32).optional(),
  IDENTITY_SECRET: z.string().min(32).optional(),
  /** Days a buyer has to inspect a delivered purchase before silence releases its money. */
  MARKETPLACE_INSPECTION_DAYS: z.coerce
    .number()
    .int()
    .min(purchaseLimits.inspectionDaysMin)
    .max(purchaseLimits.inspectionDaysMax)
    .default(purchaseLimits.inspectionDaysDefault),
  /** Mail to a purchase's parties, as for the inbox's: SMTP, or `.eml` files in MAIL_DIR. */
  ...mailEnv('MARKETPLACE_MAIL_RETRY_SECONDS'),
});

export interface MarketplaceSettings extends MailSettings {
  viewSecret: string;
  inspectionDays: number;
}

/** The marketplace subgraph's settings, parsed once from the environment it is created with. */
export function parseMarketplaceSettings(source: Record<string, string | undefined>): MarketplaceSettings {
  const env = parseEnv(settingsSchema, source);
  return {
    viewSecret: env.VIEW_HASH_SECRET ?? env.IDENTITY_SECRET ?? randomBytes(32).toString('base64url'),
    inspectionDays: env.MARKETPLACE_INSPECTION_DAYS,
    ...mailSettingsOf(env, 'MARKETPLACE_MAIL_RETRY_SECONDS'),
  };
}
