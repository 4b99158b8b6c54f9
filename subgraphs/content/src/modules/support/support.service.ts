import { supportOnlineMinutes } from '@platform/rules/content';
import type { ContentPrisma } from '../../context.ts';

/** Presence is written at most this often per admin: opening the inbox is a read, not a write each time. */
const presenceEveryMs = 60_000;

/** Records that an admin is at work in the inbox now (at most once a minute each). */
export async function recordPresence(prisma: ContentPrisma, userId: string, now = new Date()) {
  const stale = new Date(now.getTime() - presenceEveryMs);
  await prisma.$executeRaw`
    INSERT INTO support_presence (user_id, last_seen_at) VALUES (${userId}::uuid, ${now})
    ON CONFLICT (user_id) DO UPDATE SET last_seen_at = excluded.last_seen_at
    WHERE support_presence.last_seen_at < ${stale}`;
}

/**
 * Support's status as the contact page shows it (§4): online when an admin worked in the inbox within the last
 * few minutes; otherwise offline, with the minutes since one last did (null when none ever has).
 */
export async function supportStatus(prisma: ContentPrisma, now = new Date()) {
  const last = await prisma.supportPresence.findFirst({
    orderBy: { lastSeenAt: 'desc' },
    select: { lastSeenAt: true },
  });
  const minutes = last ? Math.max(0, Math.floor((now.getTime() - last.lastSeenAt.getTime()) / 60_000)) : null;
  return {
    online: minutes !== null && minutes < supportOnlineMinutes,
    minutesSinceSeen: minutes,
    lastSeenAt: last?.lastSeenAt ?? null,
  };
}
