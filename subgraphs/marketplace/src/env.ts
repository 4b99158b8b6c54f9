import { randomBytes } from 'node:crypto';
import { contractLimits } from '@platform/rules/contracts-limits';
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

/** A number of days from one minute up to `max`. */
const days = (max: number, fallback: number) =>
  z.coerce
    .number()
    .min(1 / 1440)
    .max(max)
    .default(fallback);

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
  /**
   * Days a client has to review a submitted milestone before silence releases its money, and days the other side
   * of a milestone's dispute has to answer it. A fraction of a day is taken (a staging server's short deadlines);
   * a contract keeps the review period it was proposed under.
   */
  MARKETPLACE_REVIEW_DAYS: days(contractLimits.reviewDaysMax, contractLimits.reviewDaysDefault),
  MARKETPLACE_DISPUTE_RESPONSE_DAYS: days(
    contractLimits.disputeResponseDaysMax,
    contractLimits.disputeResponseDaysDefault,
  ),
  /** Mail to a purchase's parties, as for the inbox's: SMTP, or `.eml` files in MAIL_DIR. */
  ...mailEnv('MARKETPLACE_MAIL_RETRY_SECONDS'),
});

export interface MarketplaceSettings extends MailSettings {
  viewSecret: string;
  inspectionDays: number;
  /** Contracts' deadlines, in minutes. */
  contracts: { reviewMinutes: number; disputeResponseMinutes: number };
}

/** The marketplace subgraph's settings, parsed once from the environment it is created with. */
export function parseMarketplaceSettings(source: Record<string, string | undefined>): MarketplaceSettings {
  const env = parseEnv(settingsSchema, source);
  return {
    viewSecret: env.VIEW_HASH_SECRET ?? env.IDENTITY_SECRET ?? randomBytes(32).toString('base64url'),
    inspectionDays: env.MARKETPLACE_INSPECTION_DAYS,
    contracts: {
      reviewMinutes: Math.round(env.MARKETPLACE_REVIEW_DAYS * 1440),
      disputeResponseMinutes: Math.round(env.MARKETPLACE_DISPUTE_RESPONSE_DAYS * 1440),
    },
    ...mailSettingsOf(env, 'MARKETPLACE_MAIL_RETRY_SECONDS'),
  };
}
