import {
  requestCompanyVerificationRules,
  reviewCompanyVerificationRules,
  type CompanyVerification,
} from '@platform/rules/companies';
import {
  ConflictFailure,
  isUniqueViolation,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
} from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { AccountsPrisma } from '../../context.ts';

const takenId = () => new ValidationFailure([{ path: 'input.nationalId', code: 'NATIONAL_ID_TAKEN' }]);

/**
 * An employer asks the team to verify their company by its national id: the request waits (PENDING) for an
 * admin. A company verified under that id already is refused (NATIONAL_ID_TAKEN); one verified already stays so
 * unless the id changes. NO_COMPANY when the employer has not saved a company profile yet.
 */
export async function requestCompanyVerification(
  prisma: AccountsPrisma,
  viewer: Identity,
  input: unknown,
  now = new Date(),
) {
  const { nationalId } = parseInput(requestCompanyVerificationRules, input);
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: viewer.userId },
      select: { company: true },
    });
    const company = user.company;
    if (!company) throw new ConflictFailure('NO_COMPANY', 'Save your company profile first');
    if (company.verification === 'VERIFIED' && company.nationalId === nationalId) return company;
    const other = await tx.company.findFirst({
      where: { nationalId, verification: 'VERIFIED', id: { not: company.id } },
      select: { id: true },
    });
    if (other) throw takenId();
    return tx.company.update({
      where: { id: company.id },
      data: {
        nationalId,
        verification: 'PENDING',
        verificationNote: null,
        verificationRequestedAt: now,
      },
    });
  });
}

/**
 * An admin verifies or rejects a company that asked (PENDING), or revokes one verified before (REJECTED with a
 * note). Its employers' next requests carry the change: a session's identity is read on every request.
 */
export async function reviewCompanyVerification(
  prisma: AccountsPrisma,
  admin: Identity,
  companyId: string | null,
  input: unknown,
  now = new Date(),
) {
  const review = parseInput(reviewCompanyVerificationRules, input);
  const from: CompanyVerification[] = review.verdict === 'VERIFIED' ? ['PENDING'] : ['PENDING', 'VERIFIED'];
  try {
    const [company] = companyId
      ? await prisma.company.updateManyAndReturn({
          where: { id: companyId, verification: { in: from } },
          data: {
            verification: review.verdict,
            verificationNote: review.note,
            verificationReviewedAt: now,
            verificationReviewedBy: admin.userId,
          },
        })
      : [];
    if (company) return company;
  } catch (error) {
    // Another company was verified under the same id first (the partial unique index).
    if (isUniqueViolation(error)) throw takenId();
    throw error;
  }
  const exists = companyId ? await prisma.company.count({ where: { id: companyId } }) : 0;
  if (!exists) throw new NotFoundFailure('No such company');
  throw new ConflictFailure('NOT_PENDING', 'This company has not asked to be verified');
}

/** Which companies the admins' list holds: by verification state, those that asked the longest ago first. */
export const verificationWhere = (state: CompanyVerification | null | undefined) =>
  state ? { verification: state } : { verification: { not: 'UNVERIFIED' as const } };

/**
 * A verified company that changes its name is checked again: the name is what the team verified with the id.
 */
export const renamed = (company: { name: string; verification: CompanyVerification }, name: string) =>
  company.verification === 'VERIFIED' && company.name !== name
    ? { verification: 'PENDING' as const, verificationRequestedAt: new Date(), verificationNote: null }
    : {};
