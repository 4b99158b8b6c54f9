/**
 * Buying a ready-made project (§1): a licence paid through billing, its money held in escrow until the buyer
 * accepts the seller's delivery, the inspection period ends in silence, or an admin resolves a dispute.
 */
import { z } from './zod.ts';

export const purchaseLimits = {
  /** The seller's handover: where and how to get it, its sign-in, how to set it up. */
  deliveryNoteMin: 10,
  deliveryNoteMax: 4000,
  /** Why a buyer disputes a purchase, or how an admin decided one. */
  reasonMin: 10,
  reasonMax: 1000,
  /** Days a buyer has to inspect a delivery before silence releases the money (a setting within these bounds). */
  inspectionDaysDefault: 7,
  inspectionDaysMin: 1,
  inspectionDaysMax: 30,
  /** Purchases on one page of a list. */
  pageMax: 20,
} as const;

/** Where a purchase is; the last three are settled (its money has left the escrow). */
export const purchaseStatuses = [
  'AWAITING_DELIVERY',
  'DELIVERED',
  'DISPUTED',
  'RELEASED',
  'REFUNDED',
  'SPLIT',
] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

export const settledPurchaseStatuses: readonly PurchaseStatus[] = ['RELEASED', 'REFUNDED', 'SPLIT'];

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
