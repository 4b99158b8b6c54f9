import { z } from 'zod';

export { certificateCodeOf } from './certificate-code.ts';

/** Limits of the certificates' admin pages and of what admins send. */
export const certificateLimits = {
  revocationReasonMax: 500,
  /** Longest filter text (a code as typed, a holder's or a test's name). */
  filterMax: 100,
  pageMax: 50,
} as const;

/** A report's state in the queue: sent, failed (settled without being sent), or pending (queued, not yet settled). */
export const reportStates = ['PENDING', 'SENT', 'FAILED'] as const;
export type ReportState = (typeof reportStates)[number];

/** What an admin sends to revoke a certificate. */
export const revocationRules = z.object({
  reason: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(3, 'TOO_SHORT')
    .max(certificateLimits.revocationReasonMax, 'TOO_LONG'),
});
