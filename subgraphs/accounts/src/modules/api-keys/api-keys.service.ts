import { apiKeyLimits, createApiKeyRules } from '@platform/rules/accounts';
import { ConflictFailure, NotFoundFailure, parseInput } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Identity } from '@platform/subgraph-kit/identity';
import { requestLoader } from '@platform/subgraph-kit/loaders';
import { newApiKeySecret } from './api-keys.secret.ts';
import type { AccountsContext, AccountsPrisma } from '../../context.ts';

const dayMs = 86_400_000;

/**
 * A new key for the signed-in partner, tied to their company if they have one. The secret is returned here and
 * nowhere else: only its hash is kept.
 */
export function createApiKey(prisma: AccountsPrisma, viewer: Identity, input: unknown, now = new Date()) {
  const { name } = parseInput(createApiKeyRules, input);
  return prisma.$transaction(async (tx) => {
    // Locking the owner's row makes two keys created at once take turns, so together they cannot pass the limit.
    const [owner] = await tx.$queryRaw<{ company_id: string | null }[]>`
      SELECT company_id FROM users WHERE id = ${viewer.userId}::uuid FOR UPDATE`;
    const active = await tx.apiKey.count({ where: { ownerId: viewer.userId, revokedAt: null } });
    if (active >= apiKeyLimits.activePerOwner) {
      throw new ConflictFailure(
        'API_KEY_LIMIT_REACHED',
        `At most ${apiKeyLimits.activePerOwner} active API keys; revoke one first`,
      );
    }
    const { secret, prefix, hash } = newApiKeySecret();
    const apiKey = await tx.apiKey.create({
      data: {
        ownerId: viewer.userId,
        companyId: owner?.company_id ?? null,
        name,
        prefix,
        secretHash: hash,
        createdAt: now,
      },
    });
    return { apiKey, secret };
  });
}

/**
 * Revokes one of the viewer's own keys; it stops working within seconds (the gateway's lookup cache). Revoking
 * a revoked key changes nothing and answers the key as it is.
 */
export async function revokeApiKey(
  prisma: AccountsPrisma,
  viewer: Identity,
  globalId: string,
  now = new Date(),
) {
  const id = localId(globalId, 'ApiKey');
  if (!id) throw new NotFoundFailure('No such API key');
  await prisma.apiKey.updateMany({
    where: { id, ownerId: viewer.userId, revokedAt: null },
    data: { revokedAt: now },
  });
  const key = await prisma.apiKey.findFirst({ where: { id, ownerId: viewer.userId } });
  if (!key) throw new NotFoundFailure('No such API key');
  return key;
}

export interface DailyUsage {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  requests: number;
  limited: number;
}

/** The last `days` UTC days up to today's, oldest first. */
export function usageDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * dayMs).toISOString().slice(0, 10),
  );
}

/**
 * A key's requests on each of the last `days` days, oldest first, days without requests as zeros. The keys of
 * one page are read together: one statement however many keys the page lists.
 */
export function usageOf(context: AccountsContext, keyId: string, days: number): Promise<DailyUsage[] | null> {
  return requestLoader(context, `ApiKey.usage:${days}`, async (keyIds: readonly string[]) => {
    const window = usageDays(days);
    const rows = await context.prisma.apiKeyUsage.findMany({
      where: { keyId: { in: [...keyIds] }, day: { gte: new Date(window[0]!) } },
    });
    const counts = new Map(rows.map((r) => [`${r.keyId} ${r.day.toISOString().slice(0, 10)}`, r]));
    return keyIds.map((keyId) =>
      window.map((day) => {
        const row = counts.get(`${keyId} ${day}`);
        return { day, requests: row?.requests ?? 0, limited: row?.limited ?? 0 };
      }),
    );
  }).load(keyId);
}
