import { z } from 'zod';
import { certificateCodePattern } from './assessments.ts';

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

const persianZero = 0x06f0;
const arabicZero = 0x0660;

/**
 * A certificate's code as people type or paste it, written the one way codes are stored: Persian and Arabic digits
 * as Latin ones, spaces, dashes and invisible marks dropped, lower case raised, and the letters Crockford's base32
 * reads as digits (O as 0, I and L as 1) read so; regrouped in fives. Null when what is left is not a code.
 */
export function certificateCodeOf(typed: string): string | null {
  const plain = typed
    .slice(0, 200)
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - persianZero))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - arabicZero))
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212_.\u200b-\u200f\u2066-\u2069\u0640]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (plain.length !== 20) return null;
  const grouped = plain.match(/.{5}/g)!.join('-');
  return certificateCodePattern.test(grouped) ? grouped : null;
}

/** What an admin sends to revoke a certificate. */
export const revocationRules = z.object({
  reason: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(3, 'TOO_SHORT')
    .max(certificateLimits.revocationReasonMax, 'TOO_LONG'),
});
