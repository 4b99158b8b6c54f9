import { z } from './zod.ts';

/** Limits of the billing graph, shared by the server (validation, costs) and the client (forms). */
export const billingLimits = {
  /** Orders on one page of a list. */
  pageMax: 50,
  /** An unpaid order can be paid for this long, then it expires. */
  orderTtlMinutes: 30,
  /**
   * How long a payment stays open at the gateway once asked for (its authority's lifetime): until then the payer
   * may still pay it, whatever a callback said, so only the gateway's own answer closes it.
   */
  paymentWindowMinutes: 30,
  /** A payment gateway's payment id is this long at most (Zarinpal's authorities are 36 characters). */
  authorityMax: 64,
  refundReasonMax: 500,
  /** What an admin types to find a buyer's orders by e-mail or name. */
  buyerQueryMax: 100,
  /** Zarinpal takes at least 1,000 Toman. */
  minimumRials: 10_000n,
  /** The product's share of what a collaborator's sale releases to them, in percent (the team's sales keep all). */
  marketplaceFeePercent: 10n,
  /** A bank transfer's reference, as an admin copies it when recording a payout. */
  payoutReferenceMin: 3,
  payoutReferenceMax: 80,
  /** The payouts a seller's earnings list, and the sellers owed an admin's list shows. */
  payoutsShown: 20,
  sellersOwedMax: 50,
} as const;

export const orderStatuses = ['PENDING', 'PAID', 'REFUNDED', 'EXPIRED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['STARTED', 'VERIFYING', 'VERIFIED', 'FAILED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Why a payment did not go through, as the receipt page says it: the payer cancelled, the bank refused, the
 * amount the gateway saw was not the order's, the gateway could not be reached or did not confirm in time.
 */
export const paymentFailures = [
  'CANCELLED',
  'DECLINED',
  'AMOUNT_MISMATCH',
  'GATEWAY_UNAVAILABLE',
  'NOT_CONFIRMED',
] as const;
export type PaymentFailure = (typeof paymentFailures)[number];

export const refundRules = z.object({
  reason: z.string().trim().min(3, 'TOO_SHORT').max(billingLimits.refundReasonMax, 'TOO_LONG'),
});

/** An admin's record of money paid to a seller at the bank: what, and the transfer's reference. */
export const payoutRules = z.object({
  amountRials: z.number().int('NOT_INTEGER').min(1, 'TOO_SMALL').max(Number.MAX_SAFE_INTEGER, 'TOO_LARGE'),
  reference: z
    .string()
    .trim()
    .min(billingLimits.payoutReferenceMin, 'TOO_SHORT')
    .max(billingLimits.payoutReferenceMax, 'TOO_LONG'),
});
