import { consumer } from '@platform/subgraph-kit/consumers';
import type { CollaboratorsTx } from '../../context.ts';

/**
 * Keeps each user's talent-test certificates as assessments announces them (`certificate.issued`,
 * `certificate.revoked`), for the verified-skill badges of their profile, whether or not they have one yet; and the
 * count of the valid ones on the profile, which the directory's "verified" filter reads. Idempotent: an event
 * delivered again changes nothing, and a revocation that arrives before its issue leaves the certificate revoked.
 * Reads assessments' events, never its tables.
 */
export const certificatesProjector = consumer({
  name: 'collaborators.certificates',
  on: ['certificate.issued', 'certificate.revoked'],
  async handle(tx, event) {
    if (event.type === 'certificate.issued') {
      const { certificateId, userId, code, slug, title, skills, scoreBand, issuedAt } = event.payload;
      await tx.collaboratorCertificate.createMany({
        data: [
          {
            id: certificateId,
            userId,
            code,
            testSlug: slug,
            title,
            skills,
            scoreBand,
            issuedAt: new Date(issuedAt),
          },
        ],
        skipDuplicates: true,
      });
      await countCertificates(tx, userId);
    } else {
      const { certificateId, userId } = event.payload;
      await tx.collaboratorCertificate.updateMany({
        where: { id: certificateId, revokedAt: null },
        data: { revokedAt: event.occurredAt },
      });
      await countCertificates(tx, userId);
    }
  },
});

/** The profile's count of valid certificates, from the certificates kept (none changes when there is no profile). */
async function countCertificates(tx: CollaboratorsTx, userId: string) {
  await tx.$executeRaw`
    UPDATE collaborator_profiles SET certificates_count = (
      SELECT count(*) FROM collaborator_certificates WHERE user_id = ${userId}::uuid AND revoked_at IS NULL)
    WHERE user_id = ${userId}::uuid`;
}
