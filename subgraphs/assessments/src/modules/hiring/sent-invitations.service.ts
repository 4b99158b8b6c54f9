import { PothosValidationError } from '@pothos/core';
import type { AssessmentsPrisma } from '../../context.ts';
import { resultOf, type HiringResult } from './hiring.service.ts';
import { linkState } from './email-invitations.service.ts';

/** The most invitations of a job one page of the employer's list holds, and a page's size when not asked. */
export const sentInvitationsPage = { max: 50, default: 20 } as const;

export interface SentInvitation {
  id: string;
  email: string;
  testId: string;
  state: 'SENT' | 'ACCEPTED' | 'TAKEN' | 'WITHDRAWN' | 'EXPIRED';
  invitedAt: Date;
  expiresAt: Date | null;
  result: HiringResult | null;
}

/** Where a page starts: after (or, counting back, before) the invitation sent at `invitedAt` with this id. */
interface InvitationKey {
  invitedAt: Date;
  id: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A cursor is the list's sort key, newest first then by id: `<invitedAt in ms>:<id>`, base64url. */
export function invitationCursor(key: InvitationKey): string {
  return Buffer.from(`${key.invitedAt.getTime()}:${key.id}`).toString('base64url');
}

function keyOf(cursor: string): InvitationKey {
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split(':');
  const invitedAt = new Date(Number(time));
  if (!time || !/^\d+$/.test(time) || Number.isNaN(invitedAt.getTime()) || !id || !uuid.test(id))
    throw new PothosValidationError('Invalid cursor');
  return { invitedAt, id };
}

export interface InvitationsPageRequest {
  jobId: string;
  viewerId: string;
  after?: string | undefined;
  before?: string | undefined;
  /** How many rows to read (the page and one more, to tell whether another page follows). */
  limit: number;
  /** Counting back from `before`: the rows come oldest first. */
  inverted: boolean;
}

/**
 * A page of the invitations by e-mail an employer sent to a job's tests, newest first: a keyset page (after or
 * before a cursor's sort key), so a page costs the same however deep it is and invitations sent meanwhile do not
 * shift it. The viewer's id is the query's condition: nothing of another employer's invitations is loaded.
 */
export async function sentInvitations(
  prisma: AssessmentsPrisma,
  request: InvitationsPageRequest,
  now = new Date(),
): Promise<SentInvitation[]> {
  const cursor = request.after ?? request.before;
  const key = cursor ? keyOf(cursor) : null;
  // Newer rows come before in the list: before a key is (later, or as late with a smaller id).
  const forward = !request.before;
  const beyond = key
    ? forward
      ? { OR: [{ invitedAt: { lt: key.invitedAt } }, { invitedAt: key.invitedAt, id: { gt: key.id } }] }
      : { OR: [{ invitedAt: { gt: key.invitedAt } }, { invitedAt: key.invitedAt, id: { lt: key.id } }] }
    : {};
  const direction = request.inverted ? ('asc' as const) : ('desc' as const);
  const invitations = await prisma.testInvitation.findMany({
    where: { jobId: request.jobId, viewerId: request.viewerId, batchId: { not: null }, ...beyond },
    orderBy: [{ invitedAt: direction }, { id: direction === 'desc' ? 'asc' : 'desc' }],
    take: request.limit,
  });
  const shared = invitations.flatMap((i) => (i.shareResult && i.sessionId ? [i.sessionId] : []));
  const sessions = shared.length
    ? await prisma.testSession.findMany({
        where: { id: { in: shared } },
        select: {
          id: true,
          status: true,
          scoredAt: true,
          result: true,
          answeredCount: true,
          tabHidden: true,
          pastes: true,
          fullscreenExits: true,
        },
      })
    : [];
  return invitations.map((i): SentInvitation => {
    const session = sessions.find((s) => s.id === i.sessionId) ?? null;
    const state = session?.scoredAt
      ? 'TAKEN'
      : i.acceptedAt
        ? 'ACCEPTED'
        : ({ WITHDRAWN: 'WITHDRAWN', EXPIRED: 'EXPIRED', OPEN: 'SENT', USED: 'ACCEPTED' } as const)[
            linkState(i, now)
          ];
    return {
      id: i.id,
      email: i.email ?? '',
      testId: i.testId,
      state,
      invitedAt: i.invitedAt,
      expiresAt: i.expiresAt,
      result: i.shareResult && i.sessionId ? resultOf(i.testId, session) : null,
    };
  });
}
