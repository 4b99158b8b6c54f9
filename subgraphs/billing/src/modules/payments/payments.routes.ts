import { RateLimitedError, type Bucket, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import type { Log } from '@platform/subgraph-kit/subgraph';
import type { Request, Response, Router } from 'express';
import type { BillingSettings } from '../../env.ts';
import { callbackPath, completePayment, startPayment } from './payments.service.ts';
import type { PaymentGateway } from './zarinpal.ts';
import type { BillingPrisma } from '../../context.ts';
import { addressCaller } from '@platform/subgraph-kit/addresses';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const authority = /^[A-Za-z0-9]{1,64}$/;

/**
 * Visits of the payment pages per address: each may cost calls to the payment gateway (a callback asks it to verify,
 * and its inquiry), which anyone can send knowing an order's id or a payment's authority. Sized for many payers
 * behind one address.
 */
export const paymentPagesRate = { name: 'billing.payment-pages', points: 300, seconds: 60 } satisfies Bucket;

/**
 * The two addresses a payer's browser goes through: the one that sends them to the payment gateway for an order,
 * and the callback the gateway sends them back to, which verifies the payment and shows the order's receipt.
 * Neither needs the payer's session: an order's id only lets someone pay for it, and a callback is believed only
 * after the gateway confirms it.
 */
export function paymentRoutes(deps: {
  prisma: BillingPrisma;
  gateway: () => PaymentGateway;
  settings: BillingSettings;
  log: Log;
  limits: RateLimits;
}) {
  /** False (and answered 429 with Retry-After) when the address has used its visits of the payment pages. */
  const admitted = async (req: Request, res: Response) => {
    try {
      await deps.limits.take(paymentPagesRate, addressCaller(req.ip ?? ''));
      return true;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      res.status(429).setHeader('retry-after', String(error.retryAfter));
      res.type('text/plain').send(`Too many requests; try again in ${error.retryAfter} s.`);
      return false;
    }
  };
  const fail = (res: Response, error: unknown) => {
    deps.log('A payment page failed', error);
    res.status(503).type('text/plain').send('Payments are unavailable right now. Please try again shortly.');
  };
  const origin = (req: Request) => deps.settings.publicUrl ?? `${req.protocol}://${req.get('host')}`;

  return (router: Router) => {
    router.get('/payments/orders/:orderId/pay', async (req, res) => {
      res.setHeader('cache-control', 'no-store');
      const orderId = req.params.orderId;
      if (!uuid.test(orderId)) return void res.redirect(303, '/');
      try {
        if (!(await admitted(req, res))) return;
        const { redirect } = await startPayment(
          deps.prisma,
          deps.gateway(),
          orderId,
          `${origin(req)}${callbackPath}`,
        );
        res.redirect(303, redirect);
      } catch (error) {
        fail(res, error);
      }
    });
    router.get(callbackPath, async (req, res) => {
      res.setHeader('cache-control', 'no-store');
      const given = typeof req.query.Authority === 'string' ? req.query.Authority : '';
      const status = typeof req.query.Status === 'string' ? req.query.Status : '';
      if (!authority.test(given)) return void res.redirect(303, '/');
      try {
        if (!(await admitted(req, res))) return;
        const { redirect } = await completePayment(deps.prisma, deps.gateway(), { authority: given, status });
        res.redirect(303, redirect);
      } catch (error) {
        fail(res, error);
      }
    });
  };
}
