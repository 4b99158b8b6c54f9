import {
  collaboratorLimits as L,
  contactAnswerRules,
  contactRequestRules,
} from '@platform/rules/collaborators';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import {
  ConflictFailure,
  isUniqueViolation,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
} from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import type { ContactRequestState } from '@platform/rules/collaborators-limits';
import type { CollaboratorsPrisma, CollaboratorsTx } from '../../context.ts';
import { refreshProfileFigures } from '../reviews/reviews.figures.ts';

/** The pub/sub topic of a person's contact requests: they hear of each one sent to them or changed by the other. */
export const requestsTopic = (userId: string) => `collaborators.requests.${userId}`;

/** A request changed in a way `userIds` should see at once (`contactRequestChanged`); recorded with the change. */
export const requestChanged = (requestId: string, userIds: string[]) => ({
  type: 'contact-request.changed',
  topics: userIds.map(requestsTopic),
  payload: { requestId },
});

/** The states in which a request waits for the collaborator's answer. */
const waiting = ['SENT', 'SEEN'] as const;

/** How long a request waits for an answer before it expires. */
export const requestWaitMs = L.requestDays * 86_400_000;

/** A request's state as its reader should see it: one left waiting past its time has expired. */
export function stateOf(
  request: { state: ContactRequestState; expiresAt: Date },
  now = new Date(),
): ContactRequestState {
  return (request.state === 'SENT' || request.state === 'SEEN') && request.expiresAt <= now
    ? 'EXPIRED'
    : request.state;
}

/** Who may read a request: its sender, its collaborator, admins; nobody else, and no visitor. */
export const requestReadableWhere = (viewer: Identity | null) =>
  viewer?.roles.includes('ADMIN')
    ? {}
    : viewer
      ? { OR: [{ senderId: viewer.userId }, { collaboratorId: viewer.userId }] }
      : { id: { in: [] as string[] } };

/**
 * Whom a request goes to: a published collaborator's profile, or (from the talent pool, for an employer of a
 * verified company) the owner of a résumé opened to employers and found complete by the team.
 */
export type RequestTarget =
  | { kind: 'profile'; profileId: string | null }
  | { kind: 'resume'; resumeId: string | null; companyId: string };

async function recipientOf(prisma: CollaboratorsPrisma, target: RequestTarget) {
  if (target.kind === 'profile') {
    const profile = target.profileId
      ? await prisma.collaboratorProfile.findFirst({
          where: { id: target.profileId, state: 'PUBLISHED' },
          select: { id: true, userId: true },
        })
      : null;
    return profile && { profileId: profile.id, resumeId: null, companyId: null, userId: profile.userId };
  }
  const resume = target.resumeId
    ? await prisma.resume.findFirst({
        where: { id: target.resumeId, openToEmployers: true, evaluation: 'COMPLETE' },
        select: { id: true, userId: true },
      })
    : null;
  return (
    resume && { profileId: null, resumeId: resume.id, companyId: target.companyId, userId: resume.userId }
  );
}

/**
 * A signed-in user asks a published collaborator to work with them, or an employer of a verified company asks
 * the owner of a résumé in the talent pool. One request at a time waits per sender and recipient (REQUEST_OPEN);
 * nobody writes to themselves (OWN_PROFILE). The recipient is told of it (`contact-request.sent`), in the same
 * transaction.
 */
export async function sendContactRequest(
  prisma: CollaboratorsPrisma,
  viewer: Identity,
  target: RequestTarget,
  input: unknown,
  now = new Date(),
) {
  const values = parseInput(contactRequestRules, input);
  // Not before today anywhere on earth: the day is the sender's, whose clock may be 12 hours behind UTC's.
  if (
    values.deadline &&
    values.deadline < new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)
  )
    throw new ValidationFailure([{ path: 'input.deadline', code: 'DEADLINE_PAST' }]);
  const recipient = await recipientOf(prisma, target);
  if (!recipient)
    throw new NotFoundFailure(target.kind === 'profile' ? 'No such collaborator' : 'No such résumé');
  if (recipient.userId === viewer.userId)
    throw new ConflictFailure('OWN_PROFILE', 'This is your own profile');
  const sameRecipient = recipient.profileId
    ? { profileId: recipient.profileId }
    : { resumeId: recipient.resumeId };
  try {
    return await prisma.$transaction(async (tx) => {
      // One left waiting past its time no longer counts as open.
      await tx.contactRequest.updateMany({
        where: {
          senderId: viewer.userId,
          ...sameRecipient,
          state: { in: [...waiting] },
          expiresAt: { lte: now },
        },
        data: { state: 'EXPIRED' },
      });
      const request = await tx.contactRequest.create({
        data: {
          profileId: recipient.profileId,
          resumeId: recipient.resumeId,
          companyId: recipient.companyId,
          collaboratorId: recipient.userId,
          senderId: viewer.userId,
          subject: values.subject,
          message: values.message,
          budgetRials: values.budgetRials === null ? null : BigInt(values.budgetRials),
          deadline: values.deadline ? new Date(`${values.deadline}T00:00:00Z`) : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + requestWaitMs),
        },
      });
      await recordEvents(tx, [
        domainEvent('contact-request.sent', {
          requestId: request.id,
          collaboratorId: request.collaboratorId,
          senderId: request.senderId,
        }),
        requestChanged(request.id, [request.collaboratorId]),
      ]);
      return request;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictFailure('REQUEST_OPEN', 'A request of yours is waiting for this person');
    throw error;
  }
}

/** The collaborator has seen a request: SENT becomes SEEN (once; anything else stays as it is). */
export async function markRequestSeen(
  prisma: CollaboratorsPrisma,
  viewer: Identity,
  id: string | null,
  now = new Date(),
) {
  if (!id) throw new NotFoundFailure('No such request');
  await prisma.$transaction(async (tx) => {
    const seen = await tx.contactRequest.updateManyAndReturn({
      where: { id, collaboratorId: viewer.userId, state: 'SENT', expiresAt: { gt: now } },
      data: { state: 'SEEN', seenAt: now },
      select: { senderId: true },
    });
    if (seen[0]) await recordEvents(tx, [requestChanged(id, [seen[0].senderId])]);
  });
  const request = await prisma.contactRequest.findFirst({ where: { id, collaboratorId: viewer.userId } });
  if (!request) throw new NotFoundFailure('No such request');
  return request;
}

/**
 * The collaborator accepts or declines a waiting request, with a few words if they like. Accepting opens an
 * echo-box conversation between the two (`contact-request.accepted`, in the same transaction). A request already
 * answered, or expired, is not answered again (REQUEST_CLOSED).
 */
export async function answerContactRequest(
  prisma: CollaboratorsPrisma,
  viewer: Identity,
  id: string | null,
  input: unknown,
  now = new Date(),
) {
  const { accept, answer } = parseInput(contactAnswerRules, input);
  const found = id
    ? await prisma.contactRequest.findFirst({ where: { id, collaboratorId: viewer.userId } })
    : null;
  if (!found) throw new NotFoundFailure('No such request');
  return prisma.$transaction(async (tx) => {
    // One statement decides: of two answers racing, the first is the answer.
    const { count } = await tx.contactRequest.updateMany({
      where: { id: found.id, state: { in: [...waiting] }, expiresAt: { gt: now } },
      data: {
        state: accept ? 'ACCEPTED' : 'DECLINED',
        answer,
        answeredAt: now,
        seenAt: found.seenAt ?? now,
      },
    });
    if (!count) throw new ConflictFailure('REQUEST_CLOSED', 'This request was answered or has expired');
    if (found.profileId) await refreshResponseFigures(tx, found.profileId);
    await recordEvents(tx, [
      ...(accept
        ? [
            domainEvent('contact-request.accepted', {
              requestId: found.id,
              collaboratorId: found.collaboratorId,
              senderId: found.senderId,
            }),
          ]
        : []),
      requestChanged(found.id, [found.senderId]),
    ]);
    return tx.contactRequest.findUniqueOrThrow({ where: { id: found.id } });
  });
}

/**
 * One side marks accepted work done; when both have, the request is completed (the profile's completed projects
 * count it) and the two may review each other for `reviewDays` days. Marking it again changes nothing; a request
 * that is not accepted (or completed) cannot be marked (REQUEST_NOT_ACCEPTED).
 */
export async function markRequestDone(
  prisma: CollaboratorsPrisma,
  viewer: Identity,
  id: string | null,
  now = new Date(),
) {
  const found = id
    ? await prisma.contactRequest.findFirst({
        where: { id, OR: [{ senderId: viewer.userId }, { collaboratorId: viewer.userId }] },
      })
    : null;
  if (!found) throw new NotFoundFailure('No such request');
  if (found.state !== 'ACCEPTED' && found.state !== 'COMPLETED')
    throw new ConflictFailure('REQUEST_NOT_ACCEPTED', 'Only accepted work can be marked done');
  // A talent-pool request is a conversation about a position, not a collaborator's work to review.
  if (!found.profileId) throw new ConflictFailure('NOT_WORK', 'This request has no work to mark done');
  const profileId = found.profileId;
  const mark = found.senderId === viewer.userId ? 'senderDoneAt' : 'collaboratorDoneAt';
  const other = mark === 'senderDoneAt' ? 'collaboratorDoneAt' : 'senderDoneAt';
  return prisma.$transaction(async (tx) => {
    const marked = await tx.contactRequest.updateMany({
      where: { id: found.id, state: 'ACCEPTED', [mark]: null },
      data: { [mark]: now },
    });
    const otherSide = mark === 'senderDoneAt' ? found.collaboratorId : found.senderId;
    if (marked.count) await recordEvents(tx, [requestChanged(found.id, [otherSide])]);
    // The second mark completes it; of two racing, the one that sees both does.
    const { count } = await tx.contactRequest.updateMany({
      where: { id: found.id, state: 'ACCEPTED', [other]: { not: null }, [mark]: { not: null } },
      data: { state: 'COMPLETED', completedAt: now },
    });
    if (count) await refreshProfileFigures(tx, profileId);
    return tx.contactRequest.findUniqueOrThrow({ where: { id: found.id } });
  });
}

/**
 * Marks expired every request left waiting past its time, and measures again how their profiles answer; returns
 * how many.
 */
export async function expireRequests(prisma: CollaboratorsPrisma, now = new Date()): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const expired = await tx.contactRequest.updateManyAndReturn({
      where: { state: { in: [...waiting] }, expiresAt: { lte: now } },
      data: { state: 'EXPIRED' },
      select: { profileId: true },
    });
    for (const profileId of new Set(expired.map((r) => r.profileId)))
      if (profileId) await refreshResponseFigures(tx, profileId);
    return expired.length;
  });
}

/**
 * How a profile answers, measured on its last 20 closed requests (answered, or expired unanswered): the median
 * minutes from sending to the answer, and the percentage answered. Null before there are any; one statement.
 */
export async function refreshResponseFigures(
  tx: Pick<CollaboratorsTx, '$executeRaw'>,
  profileId: string,
): Promise<void> {
  await tx.$executeRaw`
    WITH closed AS (
      SELECT created_at, answered_at FROM collaborator_contact_requests
       WHERE profile_id = ${profileId}::uuid AND (answered_at IS NOT NULL OR state = 'EXPIRED')
       ORDER BY created_at DESC LIMIT 20
    )
    UPDATE collaborator_profiles SET
      response_minutes = (SELECT round(percentile_cont(0.5) WITHIN GROUP
                                  (ORDER BY extract(epoch FROM answered_at - created_at)) / 60)::int
                            FROM closed WHERE answered_at IS NOT NULL),
      response_rate = (SELECT CASE WHEN count(*) > 0 THEN round(100.0 * count(answered_at) / count(*))::int END
                         FROM closed)
     WHERE id = ${profileId}::uuid`;
}
