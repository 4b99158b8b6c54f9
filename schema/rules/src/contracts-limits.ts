/**
 * Contracts for custom work (§1): their limits and statuses, without zod, for pages that only show them. The rules
 * that check a contract and its steps are in `./contracts.ts`.
 */
export const contractLimits = {
  titleMax: 120,
  /** PDFs a side gives as evidence with a dispute, or with its answer. */
  evidenceMax: 3,
  scopeMin: 20,
  scopeMax: 4000,
  /** Milestones of one contract. */
  milestonesMax: 10,
  /** A milestone's price: at least the smallest payment, at most what a payment gateway takes at once. */
  milestoneMinRials: 100_000,
  milestoneMaxRials: 5_000_000_000,
  /** What was done and where to find it, handed in with a milestone. */
  submissionMin: 10,
  submissionMax: 4000,
  /** A reason: changes asked for, a dispute, its answer, a decision, a declined refund. */
  reasonMin: 10,
  reasonMax: 1000,
  /** Days a client has to review a submitted milestone before silence releases its money (a setting). */
  reviewDaysDefault: 14,
  reviewDaysMax: 30,
  /** Days the other side of a dispute has to answer it (a setting). */
  disputeResponseDaysDefault: 3,
  disputeResponseDaysMax: 14,
  /** Contracts on one page of a list. */
  pageMax: 20,
} as const;

export const contractStatuses = ['PROPOSED', 'ACTIVE', 'DECLINED', 'WITHDRAWN', 'COMPLETED'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** Where a milestone is; the last three are settled (nothing of it is held any more). */
export const milestoneStatuses = [
  'PROPOSED',
  'FUNDED',
  'IN_PROGRESS',
  'SUBMITTED',
  'CHANGES_REQUESTED',
  'DISPUTED',
  'REFUND_REQUESTED',
  'RELEASED',
  'REFUNDED',
  'SPLIT',
] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

export const settledMilestoneStatuses: readonly MilestoneStatus[] = ['RELEASED', 'REFUNDED', 'SPLIT'];

export const milestoneActions = [
  'PROPOSE',
  'FUND',
  'START',
  'SUBMIT',
  'REQUEST_CHANGES',
  'APPROVE',
  'REVIEW_ENDED',
  'DISPUTE',
  'ANSWER_DISPUTE',
  'RESPONSE_ENDED',
  'RESOLVE',
  'REQUEST_REFUND',
  'AGREE_REFUND',
  'DECLINE_REFUND',
] as const;
export type MilestoneAction = (typeof milestoneActions)[number];
