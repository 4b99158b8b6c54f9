import { createHash, randomBytes } from 'node:crypto';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import type { AccountsPrisma } from '../../context.ts';

const day = 86_400_000;
/** Writing `lastUsedAt` on every request would turn reads into writes; once every few minutes is enough. */
const touchEveryMs = 5 * 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session: 256 random bits as the bearer token; only its hash is stored. */
export async function createSession(
  prisma: Pick<AccountsPrisma, 'session'>,
  userId: string,
  options: { userAgent?: string | null; days: number; now?: Date },
) {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const session = await prisma.session.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      userAgent: options.userAgent?.slice(0, 512) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + options.days * day),
    },
  });
  return { token, session };
}

/**
 * The identity behind a bearer token; `'ended'` when the token was a session's that has expired or been revoked
 * (its holder is a person, not a guesser); null when it names no session at all.
 */
export async function resolveSession(
  prisma: AccountsPrisma,
  token: string,
  now = new Date(),
): Promise<Identity | 'ended' | null> {
  if (!/^[\w-]{20,128}$/.test(token)) return null;
  // One statement (the session with its user), since every signed-in request asks it.
  const [session] = await prisma.$queryRaw<
    {
      id: string;
      user_id: string;
      last_used_at: Date;
      live: boolean;
      roles: Role[];
      registered: boolean;
      verified_company_id: string | null;
    }[]
  >`
    SELECT s.id, s.user_id, s.last_used_at, s.revoked_at IS NULL AND s.expires_at > ${now} AS live,
           u.roles::text[] AS roles, u.registered_at IS NOT NULL AS registered,
           CASE WHEN c.verification = 'VERIFIED' AND 'EMPLOYER' = ANY(u.roles) THEN c.id END AS verified_company_id
    FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN companies c ON c.id = u.company_id
    WHERE s.token_hash = ${hashToken(token)}`;
  if (!session) return null;
  if (!session.live) return 'ended';
  if (now.getTime() - session.last_used_at.getTime() > touchEveryMs) {
    await prisma.session.update({ where: { id: session.id }, data: { lastUsedAt: now } });
  }
  return {
    userId: session.user_id,
    sessionId: session.id,
    roles: session.roles,
    registered: session.registered,
    ...(session.verified_company_id ? { verifiedCompanyId: session.verified_company_id } : {}),
  };
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a person has finished registration, as a session's identity says it: for a question the product's own
 * processes ask as them, without a session. False for an id that names nobody.
 */
export async function isRegistered(prisma: AccountsPrisma, userId: string): Promise<boolean> {
  if (!uuidShape.test(userId)) return false;
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { registeredAt: true } });
  return user?.registeredAt != null;
}

/** Revokes one of the user's own sessions; false when there is no such live session. */
export async function revokeSession(
  prisma: AccountsPrisma,
  userId: string,
  sessionId: string,
  now = new Date(),
) {
  const { count } = await prisma.session.updateMany({
    where: { id: sessionId, userId, revokedAt: null },
    data: { revokedAt: now },
  });
  return count === 1;
}
