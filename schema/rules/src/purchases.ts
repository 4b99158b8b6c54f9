/**
 * Buying a ready-made project (§1): a licence paid through billing, its money held in escrow until the buyer
 * accepts the seller's delivery, the inspection period ends in silence, or an admin resolves a dispute.
 */
import { givenFiles } from './files.ts';
import { purchaseLimits } from './purchases-limits.ts';
import { z } from './zod.ts';

export * from './purchases-limits.ts';

const words = (min: number, max: number) =>
  z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').min(min, 'TOO_SHORT').max(max, 'TOO_LONG');

/**
 * The seller's delivery: a note (where and how to get it, its sign-in, how to set it up), files uploaded to the
 * file store (each a receipt, with its file's name), or both; never neither.
 */
export const deliveryRules = z
  .object({
    note: z
      .string({ error: 'INVALID' })
      .trim()
      .max(purchaseLimits.deliveryNoteMax, 'TOO_LONG')
      .refine((note) => note.length === 0 || note.length >= purchaseLimits.deliveryNoteMin, 'TOO_SHORT')
      .nullish(),
    files: givenFiles(purchaseLimits.deliveryFilesMax),
  })
  .refine((delivery) => Boolean(delivery.note) || Boolean(delivery.files?.length), {
    path: ['note'],
    message: 'REQUIRED',
  });

/** The buyer's dispute: the reason, and PDFs uploaded as evidence. */
export const disputeRules = z.object({
  reason: words(purchaseLimits.reasonMin, purchaseLimits.reasonMax),
  evidence: givenFiles(purchaseLimits.evidenceMax),
});

/** An admin's decision on a dispute: how much of what was paid goes to the seller; the rest goes back. */
export const resolutionRules = z.object({
  releasedRials: z.number({ error: 'INVALID' }).int('INVALID').min(0, 'INVALID'),
  reason: words(purchaseLimits.reasonMin, purchaseLimits.reasonMax),
});

/** A buyer's review of a project they bought and kept: a rating of 1 to 5 and a text. */
export const purchaseReviewRules = z.object({
  rating: z
    .number({ error: 'RATING_INVALID' })
    .int('RATING_INVALID')
    .min(1, 'RATING_INVALID')
    .max(5, 'RATING_INVALID'),
  text: words(purchaseLimits.reviewTextMin, purchaseLimits.reviewTextMax),
});
