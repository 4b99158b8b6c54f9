import type { Identity } from '@platform/subgraph-kit/identity';
import type { CollaboratorsPrisma } from '../../context.ts';
import { evaluateResume } from './resumes.service.ts';

/**
 * The team's evaluation of the demo résumés, made as an admin does on the résumés' admin page (the site's editors,
 * who cannot sign in): complete, with the items each holds, and a note. A résumé evaluated already is left alone.
 * Returns how many it evaluated.
 */
export async function evaluateDemoResumes(
  prisma: CollaboratorsPrisma,
  editorId: string,
  userIds: readonly string[],
): Promise<number> {
  const admin: Identity = { userId: editorId, sessionId: 'seed', roles: ['ADMIN'], registered: true };
  const waiting = await prisma.resume.findMany({
    where: { userId: { in: [...userIds] }, evaluation: null, versions: { some: {} } },
    select: { id: true },
  });
  for (const { id } of waiting)
    await evaluateResume(prisma, admin, id, {
      verdict: 'COMPLETE',
      checklist: ['CONTACT', 'SUMMARY', 'EXPERIENCE', 'SKILLS', 'LANGUAGES'],
      note: null,
    });
  return waiting.length;
}
