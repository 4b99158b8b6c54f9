/**
 * Buying a ready-made project (§1): a licence paid through billing, its money held in escrow until the buyer
 * accepts the seller's delivery, the inspection period ends in silence, or an admin resolves a dispute.
 */
import { purchaseLimits } from './purchases-limits.ts';
import { z } from './zod.ts';

export * from './purchases-limits.ts';

const words = (min: number, max: number) =>
  z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').min(min, 'TOO_SHORT').max(max, 'TOO_LONG');

export const deliveryRules = z.object({
  note: words(purchaseLimits.deliveryNoteMin, purchaseLimits.deliveryNoteMax),
});

export const disputeRules = z.object({
  reason: words(purchaseLimits.reasonMin, purchaseLimits.reasonMax),
});

/** An admin's decision on a dispute: how much of what was paid goes to the seller; the rest goes back. */
export const resolutionRules = z.object({
  releasedRials: z.number({ error: 'INVALID' }).int('INVALID').min(0, 'INVALID'),
  reason: words(purchaseLimits.reasonMin, purchaseLimits.reasonMax),
});
