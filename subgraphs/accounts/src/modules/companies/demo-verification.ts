import type { Identity } from '@platform/subgraph-kit/identity';
import type { AccountsPrisma } from '../../context.ts';
import { requestCompanyVerification, reviewCompanyVerification } from './companies.service.ts';

/**
 * A demo employer's company verified as it is in the product: its employer asks with the company's national id,
 * and an admin (the site's editors, who cannot sign in) verifies it. A company verified already is left alone.
 * Whether it verified it now.
 */
export async function verifyDemoCompany(
  prisma: AccountsPrisma,
  editorId: string,
  employerId: string,
  nationalId: string,
): Promise<boolean> {
  const employer = await prisma.user.findUnique({ where: { id: employerId }, select: { company: true } });
  if (!employer?.company || employer.company.verification === 'VERIFIED') return false;
  const asker: Identity = { userId: employerId, sessionId: 'seed', roles: ['EMPLOYER'], registered: true };
  const company = await requestCompanyVerification(prisma, asker, { nationalId });
  const admin: Identity = { userId: editorId, sessionId: 'seed', roles: ['ADMIN'], registered: true };
  await reviewCompanyVerification(prisma, admin, company.id, { verdict: 'VERIFIED', note: null });
  return true;
}
