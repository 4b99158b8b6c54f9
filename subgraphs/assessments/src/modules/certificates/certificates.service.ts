import { certificateCodePattern } from '@platform/rules/assessments';
import type { AssessmentsPrisma } from '../../context.ts';

/** A code as people type it: trimmed, upper case. */
export const normalizedCode = (code: string) => code.trim().toUpperCase();

/** Whether a code names a certificate (valid or revoked), for its page's status. */
export async function certificateExists(prisma: AssessmentsPrisma, code: string): Promise<boolean> {
  let normalized: string;
  try {
    normalized = normalizedCode(decodeURIComponent(code));
  } catch {
    return false;
  }
  if (!certificateCodePattern.test(normalized)) return false;
  return (await prisma.certificate.count({ where: { code: normalized } })) > 0;
}
