import { parseEnv, port, postgresUrl } from '@platform/subgraph-kit/env';
import { z } from 'zod';

/** What `src/server.ts` needs to serve the subgraph alone. */
export const loadEnv = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(
    z.object({
      DATABASE_URL: postgresUrl,
      IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters, shared with the gateway'),
      BILLING_SUBGRAPH_PORT: port(4107),
    }),
    source,
  );

const settingsSchema = z
  .object({
    /**
     * Zarinpal's merchant id. Without one, payments go to the local sandbox gateway that the subgraph starts on
     * 127.0.0.1, so that the whole flow works offline.
     */
    ZARINPAL_MERCHANT_ID: z.uuid().optional(),
    ZARINPAL_URL: z.url({ protocol: /^https?$/ }).default('https://payment.zarinpal.com'),
    /** The sandbox gateway's port (0: any free one). */
    PAYMENT_SANDBOX_PORT: port(0),
    /** How long to wait for the gateway's answer to a verify before leaving it to the reconciling worker. */
    PAYMENT_VERIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** The product's public address: the payment gateway sends payers back to it. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .refine((env) => !env.ZARINPAL_MERCHANT_ID || env.PUBLIC_URL, {
    message: 'PUBLIC_URL is needed with ZARINPAL_MERCHANT_ID: the gateway sends payers back to it',
    path: ['PUBLIC_URL'],
  });

export interface BillingSettings {
  /** Null: the local sandbox gateway. */
  merchantId: string | null;
  gatewayUrl: string;
  sandboxPort: number;
  verifyTimeoutMs: number;
  publicUrl: string | null;
}

/** The billing settings, parsed once from the environment the subgraph is created with. */
export function parseBillingSettings(source: Record<string, string | undefined>): BillingSettings {
  const env = parseEnv(settingsSchema, source);
  return {
    merchantId: env.ZARINPAL_MERCHANT_ID ?? null,
    gatewayUrl: env.ZARINPAL_URL,
    sandboxPort: env.PAYMENT_SANDBOX_PORT,
    verifyTimeoutMs: env.PAYMENT_VERIFY_TIMEOUT_MS,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? null,
  };
}
