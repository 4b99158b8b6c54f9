import { certificateCodeOf, revocationRules } from '@platform/rules/certificates';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { NotFoundFailure, parseInput } from '@platform/subgraph-kit/error-types';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import type { PrismaNamespace as Prisma } from '@platform/db';
import type { AssessmentsPrisma } from '../../context.ts';
import { selection, type Selection } from '../query.ts';

export type CertificateState = 'VALID' | 'REVOKED';

/** What an admin narrows the certificates' list by; every part optional. */
export interface CertificateFilter {
  /** A code as typed (normalised; a text that is no code finds none). */
  code?: string | null;
  holderId?: string | null;
  testSlug?: string | null;
  state?: CertificateState | null;
}

/** The certificates a filter names, as a Prisma condition; null when it can match none. */
export function certificatesWhere(filter: CertificateFilter): Prisma.CertificateWhereInput | null {
  const where: Prisma.CertificateWhereInput = {};
  if (filter.code) {
    const code = certificateCodeOf(filter.code);
    if (!code) return null;
    where.code = code;
  }
  if (filter.holderId) where.userId = filter.holderId;
  if (filter.testSlug) where.session = { test: { slug: filter.testSlug } };
  if (filter.state) where.revokedAt = filter.state === 'REVOKED' ? { not: null } : null;
  return where;
}

/**
 * Revokes a certificate with the admin's reason: its public page then says it is revoked, and since when. Revoking
 * one already revoked changes nothing (the first date and reason stay), so a repeated call is harmless.
 */
export async function revokeCertificate(
  prisma: AssessmentsPrisma,
  query: Selection,
  input: { code: string; reason: string },
) {
  const { reason } = parseInput(revocationRules, { reason: input.reason });
  const code = certificateCodeOf(input.code);
  if (!code) throw new NotFoundFailure('No such certificate');
  return prisma.$transaction(async (tx) => {
    // One statement: a revocation racing another leaves the first one's date and reason, and only the first
    // announces it.
    const [revoked] = await tx.$queryRaw<{ id: string; user_id: string }[]>`
      UPDATE certificates SET revoked_at = now(), revocation_reason = ${reason}
      WHERE code = ${code} AND revoked_at IS NULL
      RETURNING id, user_id`;
    if (revoked)
      await recordEvents(tx, [
        domainEvent('certificate.revoked', { certificateId: revoked.id, userId: revoked.user_id }),
      ]);
    const certificate = await tx.certificate.findUnique({ ...selection(query), where: { code } });
    if (!certificate) throw new NotFoundFailure('No such certificate');
    return certificate;
  });
}
