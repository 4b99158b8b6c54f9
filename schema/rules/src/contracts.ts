/**
 * Contracts for custom work (§1): a client and a collaborator agree on milestones, each paid into escrow before
 * work starts and released when the client approves it (all or a part), when its review deadline passes in
 * silence, or as an admin decides a dispute.
 */
import { contractLimits as C } from './contracts-limits.ts';
import { givenFiles } from './files.ts';
import { z } from './zod.ts';

export * from './contracts-limits.ts';

const words = (min: number, max: number) =>
  z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').min(min, 'TOO_SHORT').max(max, 'TOO_LONG');

const rials = z
  .number({ error: 'INVALID' })
  .int('INVALID')
  .min(C.milestoneMinRials, 'TOO_SMALL')
  .max(C.milestoneMaxRials, 'TOO_LARGE');

export const milestoneRules = z.object({
  title: words(1, C.titleMax),
  amountRials: rials,
});

/** A client's proposal to a collaborator: the work, and its milestones in order. */
export const proposalRules = z.object({
  title: words(3, C.titleMax),
  scope: words(C.scopeMin, C.scopeMax),
  milestones: z
    .array(milestoneRules, { error: 'REQUIRED' })
    .min(1, 'REQUIRED')
    .max(C.milestonesMax, 'TOO_MANY_ITEMS'),
});

export const submissionRules = z.object({ note: words(C.submissionMin, C.submissionMax) });

export const reasonRules = z.object({ reason: words(C.reasonMin, C.reasonMax) });

/** A dispute, or its answer: the reason, and PDFs uploaded as evidence (each a receipt, with its file's name). */
export const disputeRules = reasonRules.extend({
  evidence: givenFiles(C.evidenceMax),
});

/** The client approves what is held of a submitted milestone, or a part of it (whole rials, at least 1). */
export const approvalRules = z.object({
  amountRials: z.number({ error: 'INVALID' }).int('INVALID').min(1, 'TOO_SMALL').nullish(),
});

/** An admin's decision on a disputed milestone: what of what is held goes to the collaborator; the rest goes back. */
export const milestoneResolutionRules = z.object({
  releasedRials: z.number({ error: 'INVALID' }).int('INVALID').min(0, 'INVALID'),
  reason: words(C.reasonMin, C.reasonMax),
});
