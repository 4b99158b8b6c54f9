import { job } from '@platform/subgraph-kit/consumers';
import { defineSubgraph, type Worker } from '@platform/subgraph-kit/subgraph';
import type { BillingContext } from './context.ts';
import { parseBillingSettings } from './env.ts';
import { escrowSettlements, milestoneSettlements } from './modules/escrow/escrow.service.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { reconcilePayments } from './modules/payments/payments.service.ts';
import { startSandboxGateway, type SandboxGateway } from './modules/payments/sandbox.ts';
import { zarinpalGateway } from './modules/payments/zarinpal.ts';
import { schema } from './schema.ts';

/** The sandbox's merchant id: any well-formed one is accepted there. */
const sandboxMerchant = '00000000-0000-4000-8000-000000000000';

/**
 * Orders, payments through an Iranian payment gateway (Zarinpal's v4 flow) and the double-entry ledger they post
 * to. Without a merchant id it pays through a sandbox gateway of its own on 127.0.0.1.
 */
export const billingSubgraph = defineSubgraph<BillingContext>({
  name: 'billing',
  schema,
  create: ({ prisma, env, log, limits }) => {
    const settings = parseBillingSettings(env);
    let sandbox: SandboxGateway | null = null;
    const gateway = zarinpalGateway({
      baseUrl: () => {
        if (settings.merchantId) return settings.gatewayUrl;
        if (!sandbox) throw new Error('The sandbox payment gateway has not started');
        return sandbox.url;
      },
      merchantId: settings.merchantId ?? sandboxMerchant,
      timeoutMs: { request: 10_000, verify: settings.verifyTimeoutMs },
    });
    const workers: Worker[] = [];
    if (!settings.merchantId)
      workers.push({
        name: 'billing.sandbox-gateway',
        async start() {
          sandbox = await startSandboxGateway({ port: settings.sandboxPort });
        },
        async stop() {
          await sandbox?.stop();
          sandbox = null;
        },
      });
    const reconcile = job({
      name: 'billing.reconcile',
      // Every minute, once however many processes run it.
      cron: '* * * * *',
      // A payment whose verify timed out is asked about again once that verify must be over.
      handle: (_data, { prisma: db }) =>
        reconcilePayments(db, gateway, new Date(), { retryAfterMs: settings.verifyTimeoutMs }),
    });
    return {
      settings,
      workers,
      jobs: [reconcile],
      consumers: [escrowSettlements, milestoneSettlements],
      routes: paymentRoutes({ prisma, gateway: () => gateway, settings, log, limits }),
    };
  },
});
