import type { Role } from '@platform/subgraph-kit/identity';
import { isPartner } from './api-keys.partners.ts';
import { hasApiKeyShape, hashApiKeySecret } from './api-keys.secret.ts';
import type { AccountsPrisma } from '../../context.ts';

export { createApiKeyUsage, type ApiKeyOutcome, type ApiKeyUsageRecorder } from './api-keys.usage.ts';

/** Whose key a request carries. */
export interface ResolvedApiKey {
  keyId: string;
  ownerId: string;
}

/**
 * A key that no longer works (revoked, or its owner is no longer a partner) is `'ended'`: its holder is a partner,
 * not a guesser. A value that names no key is null.
 */
export type ApiKeyLookup = ResolvedApiKey | 'ended' | null;

async function lookUp(prisma: AccountsPrisma, hash: string): Promise<ApiKeyLookup> {
  // One statement through the unique index on the hash, with the owner joined by primary key.
  const [row] = await prisma.$queryRaw<
    {
      id: string;
      owner_id: string;
      revoked_at: Date | null;
      roles: Role[];
      company_id: string | null;
      registered: boolean;
    }[]
  >`
    SELECT k.id, k.owner_id, k.revoked_at, u.roles::text[] AS roles, u.company_id,
           u.registered_at IS NOT NULL AS registered
    FROM api_keys k JOIN users u ON u.id = k.owner_id
    WHERE k.secret_hash = ${hash}`;
  if (!row) return null;
  if (row.revoked_at) return 'ended';
  // A key stops working when its owner stops being a partner (an employer who lost their company, say): they
  // could no longer see or revoke it.
  if (!isPartner({ roles: row.roles, registered: row.registered, companyId: row.company_id })) return 'ended';
  return { keyId: row.id, ownerId: row.owner_id };
}

/**
 * The key behind an `X-Api-Key` value: null for a malformed or unknown key, `'ended'` for a revoked one or one
 * whose owner is no longer a partner. Malformed values cost nothing; the others one indexed lookup.
 */
export async function resolveApiKey(prisma: AccountsPrisma, secret: string): Promise<ApiKeyLookup> {
  if (!hasApiKeyShape(secret)) return null;
  return lookUp(prisma, hashApiKeySecret(secret));
}

export interface ApiKeyResolverOptions {
  /** How long an answer is reused: a revoked key stops working at most this long after (default 5 s). */
  ttlMs?: number;
  /** Answers kept at most, unknown keys included, the oldest dropped first (default 10,000). */
  maxEntries?: number;
  /** Milliseconds now; tests move it. */
  clock?: () => number;
}

/**
 * `resolveApiKey` with a short in-process cache, for the gateway's hot path: a partner's thousand requests a
 * second cost one lookup every few seconds, and so does someone trying the same wrong key over and over.
 * Concurrent requests with one key share one lookup; a failed lookup is not kept.
 */
export function createApiKeyResolver(prisma: AccountsPrisma, options: ApiKeyResolverOptions = {}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const clock = options.clock ?? Date.now;
  const cache = new Map<string, { answer: Promise<ApiKeyLookup>; expires: number }>();

  return function resolve(secret: string): Promise<ApiKeyLookup> {
    if (!hasApiKeyShape(secret)) return Promise.resolve(null);
    const hash = hashApiKeySecret(secret);
    const now = clock();
    const cached = cache.get(hash);
    if (cached && cached.expires > now) return cached.answer;
    cache.delete(hash);
    const answer = lookUp(prisma, hash);
    const entry = { answer, expires: now + ttlMs };
    cache.set(hash, entry);
    answer.catch(() => {
      if (cache.get(hash) === entry) cache.delete(hash);
    });
    // Maps keep insertion order, and a refreshed entry is inserted anew: the first one is the oldest.
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    return answer;
  };
}

export type ApiKeyResolver = ReturnType<typeof createApiKeyResolver>;
