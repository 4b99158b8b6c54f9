/**
 * Buying a ready-made project: its limits and statuses, without zod, for pages that only show them. The rules that
 * check a step are in `./purchases.ts`.
 */
export const purchaseLimits = {
  /** The seller's handover: where and how to get it, its sign-in, how to set it up. */
  deliveryNoteMin: 10,
  deliveryNoteMax: 4000,
  /** Files delivered with it: ZIPs of the work, PDFs of its manual. */
  deliveryFilesMax: 5,
  /** PDFs the buyer gives as evidence with a dispute. */
  evidenceMax: 3,
  /** Why a buyer disputes a purchase, or how an admin decided one. */
  reasonMin: 10,
  reasonMax: 1000,
  /** Days a buyer has to inspect a delivery before silence releases the money (a setting within these bounds). */
  inspectionDaysDefault: 7,
  inspectionDaysMin: 1,
  inspectionDaysMax: 30,
  /** Purchases on one page of a list. */
  pageMax: 20,
  /** A buyer's review of what they bought: its text, and the reviews a project's page shows at most. */
  reviewTextMin: 10,
  reviewTextMax: 1000,
  reviewsPageMax: 10,
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

/** Purchases whose buyer kept what they bought (the seller was paid, all or a part): they review it, they use it. */
export const keptPurchaseStatuses: readonly PurchaseStatus[] = ['RELEASED', 'SPLIT'];
