import type { Role } from '@platform/subgraph-kit/identity';
import { byKeys, requestLoader } from '@platform/subgraph-kit/loaders';
import type { AccountsContext } from '../../context.ts';

/**
 * Who may hold API keys: a registered admin, or a registered employer with a company profile. The one
 * definition both the graph (who may manage keys) and key resolution (which keys still work) apply.
 */
export function isPartner(user: { roles: readonly Role[]; registered: boolean; companyId: string | null }) {
  if (!user.registered) return false;
  return user.roles.includes('ADMIN') || (user.roles.includes('EMPLOYER') && user.companyId !== null);
}

/**
 * The signed-in caller is a partner. Decided from the verified identity before any key is read; only an
 * employer costs a lookup (of their company), once per request.
 */
export async function viewerIsPartner(context: AccountsContext): Promise<boolean> {
  const viewer = context.viewer;
  if (!viewer?.registered) return false;
  if (viewer.roles.includes('ADMIN')) return true;
  if (!viewer.roles.includes('EMPLOYER')) return false;
  const user = await requestLoader(context, 'User.companyId', async (ids: readonly string[]) =>
    byKeys(
      ids,
      await context.prisma.user.findMany({
        where: { id: { in: [...ids] } },
        select: { id: true, companyId: true },
      }),
      (u) => u.id,
    ),
  ).load(viewer.userId);
  return isPartner({ roles: viewer.roles, registered: true, companyId: user?.companyId ?? null });
}
