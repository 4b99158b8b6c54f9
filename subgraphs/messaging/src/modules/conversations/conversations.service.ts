import { PrismaNamespace } from '@platform/db';
import {
  editMessageRules,
  reportMessageRules,
  resolveReportRules,
  sendMessageRules,
  startConversationRules,
} from '@platform/rules/messaging';
import {
  ConflictFailure,
  NotFoundFailure,
  ValidationFailure,
  parseInput,
} from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import type { GraphClient } from '@platform/subgraph-kit/subgraph';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Identity } from '@platform/subgraph-kit/identity';
import { recordEvents, type NewEvent } from '@platform/subgraph-kit/outbox';
import type { MessagingPrisma, MessagingTx } from '../../context.ts';

/** Pub/sub topics of the echo box. Only participants may subscribe to a conversation's, only its owner to an inbox. */
export const topics = {
  conversation: (id: string) => `conversation:${id}`,
  inbox: (userId: string) => `inbox:${userId}`,
};

export const messageEvents = {
  sent: 'message.sent',
  edited: 'message.edited',
  read: 'conversation.read',
} as const;

export interface MessageEventPayload {
  messageId: string;
  conversationId: string;
}

export async function isParticipant(prisma: MessagingPrisma, conversationId: string, userId: string) {
  const row = await prisma.conversationParticipant.findUnique({
    where: { conversationId_userId: { conversationId, userId } },
    select: { userId: true },
  });
  return row !== null;
}

/** A conversation the viewer takes part in, by global id; anyone else's is "not found". */
async function ownConversation(prisma: MessagingPrisma, viewer: Identity, globalId: string) {
  const id = localId(globalId, 'Conversation');
  if (!id || !(await isParticipant(prisma, id, viewer.userId))) {
    throw new NotFoundFailure('No such conversation');
  }
  return id;
}

function sentEvents(conversationId: string, messageId: string, participantIds: string[]): NewEvent[] {
  const payload = { messageId, conversationId } satisfies MessageEventPayload;
  return [
    {
      type: messageEvents.sent,
      topics: [topics.conversation(conversationId), ...participantIds.map(topics.inbox)],
      payload,
    },
  ];
}

/** Writes a message and everything it changes (order of the inboxes, unread counts, the event) in one go. */
async function appendMessage(
  tx: MessagingTx,
  conversationId: string,
  senderId: string,
  body: string,
  clientId: string | null | undefined,
) {
  const message = await tx.message.create({
    data: { conversationId, senderId, body, clientId: clientId ?? null },
  });
  const at = message.sentAt;
  await tx.conversation.update({ where: { id: conversationId }, data: { lastMessageAt: at } });
  await tx.conversationParticipant.updateMany({
    where: { conversationId, userId: { not: senderId } },
    data: { unreadCount: { increment: 1 }, lastMessageAt: at },
  });
  // Writing a message reads the conversation up to it.
  await tx.conversationParticipant.update({
    where: { conversationId_userId: { conversationId, userId: senderId } },
    data: { unreadCount: 0, lastReadAt: at, lastMessageAt: at },
  });
  const participants = await tx.conversationParticipant.findMany({
    where: { conversationId },
    select: { userId: true },
  });
  await recordEvents(
    tx,
    sentEvents(
      conversationId,
      message.id,
      participants.map((p) => p.userId),
    ),
  );
  return message;
}

/** The message this sender already sent with this client id (a retry), if any. */
function alreadySent(prisma: MessagingPrisma, senderId: string, clientId: string | null | undefined) {
  return clientId
    ? prisma.message.findUnique({ where: { senderId_clientId: { senderId, clientId } } })
    : Promise.resolve(null);
}

type StoredMessage = NonNullable<Awaited<ReturnType<typeof alreadySent>>>;

/**
 * Runs a send that found no message with its client id. A retry sent while the first attempt was still being
 * written finds none either; the unique client id lets only one of them commit, and the other answers with
 * that one's message instead of failing.
 */
async function sendOnce(
  prisma: MessagingPrisma,
  senderId: string,
  clientId: string | null | undefined,
  send: () => Promise<StoredMessage>,
): Promise<StoredMessage> {
  try {
    return await send();
  } catch (error) {
    const raced =
      error instanceof PrismaNamespace.PrismaClientKnownRequestError && error.code === 'P2002'
        ? await alreadySent(prisma, senderId, clientId)
        : null;
    if (raced) return raced;
    throw error;
  }
}

/**
 * Starts a conversation with the chosen recipients (at least one: "no recipient selected"), optionally about a
 * job, with its first message. Writing to the same people about the same job again continues that
 * conversation instead of opening another.
 */
/**
 * Which of the given users, and whether the job, exist for a visitor to see, asked of the graph: users belong to
 * accounts and jobs to jobs, whose tables this subgraph does not read.
 */
async function existingInGraph(graph: GraphClient | null, userIds: string[], jobId: string | null) {
  if (!graph) throw serviceUnavailable();
  const ids = [
    ...userIds.map((id) => encodeGlobalID('User', id)),
    ...(jobId ? [encodeGlobalID('Job', jobId)] : []),
  ];
  const { nodes } = await graph.query<{ nodes: ({ __typename: string; id: string } | null)[] }>(
    `query MessagingParticipants($ids: [ID!]!) {
      nodes(ids: $ids) { __typename id ... on User { displayName } ... on Job { slug } }
    }`,
    { ids },
  );
  // A node the graph could not complete (a draft job, a user that is gone) comes back null.
  const found = new Set(nodes.flatMap((node) => (node ? [node.id] : [])));
  return {
    allUsers: userIds.every((id) => found.has(encodeGlobalID('User', id))),
    job: jobId !== null && found.has(encodeGlobalID('Job', jobId)),
  };
}

export async function startConversation(
  prisma: MessagingPrisma,
  graph: GraphClient | null,
  viewer: Identity,
  input: { recipientIds?: readonly (string | number)[] | null; jobId?: string | number | null } & object,
) {
  const parsed = parseInput(startConversationRules, {
    ...input,
    recipientIds: input.recipientIds?.map(String) ?? [],
  });
  const retried = await alreadySent(prisma, viewer.userId, parsed.clientId);
  if (retried) return retried;

  const recipientIds = [...new Set(parsed.recipientIds.map((id) => localId(id, 'User')))].filter(
    (id): id is string => !!id && id !== viewer.userId,
  );
  if (!recipientIds.length)
    throw new ValidationFailure([{ path: 'input.recipientIds', code: 'RECIPIENT_REQUIRED' }]);
  let jobId: string | null = null;
  if (input.jobId != null) {
    jobId = localId(String(input.jobId), 'Job');
    if (!jobId) throw new ValidationFailure([{ path: 'input.jobId', code: 'JOB_NOT_FOUND' }]);
  }
  const found = await existingInGraph(graph, recipientIds, jobId);
  if (!found.allUsers) {
    throw new ValidationFailure([{ path: 'input.recipientIds', code: 'RECIPIENT_NOT_FOUND' }]);
  }
  if (jobId && !found.job) throw new ValidationFailure([{ path: 'input.jobId', code: 'JOB_NOT_FOUND' }]);

  const everyone = new Set([viewer.userId, ...recipientIds]);
  const candidates = await prisma.conversation.findMany({
    where: { jobId, participants: { some: { userId: viewer.userId } } },
    select: { id: true, participants: { select: { userId: true } } },
    orderBy: { lastMessageAt: 'desc' },
    take: 100,
  });
  const existing = candidates.find(
    (c) => c.participants.length === everyone.size && c.participants.every((p) => everyone.has(p.userId)),
  );

  return sendOnce(prisma, viewer.userId, parsed.clientId, () =>
    prisma.$transaction(async (tx) => {
      let conversationId = existing?.id;
      if (!conversationId) {
        const conversation = await tx.conversation.create({
          data: {
            subject: parsed.subject || null,
            jobId,
            createdById: viewer.userId,
            participants: { create: [...everyone].map((userId) => ({ userId })) },
          },
        });
        conversationId = conversation.id;
      }
      return appendMessage(tx, conversationId, viewer.userId, parsed.body, parsed.clientId);
    }),
  );
}

/** Sends a message to a conversation the viewer takes part in; a retry with the same client id is a no-op. */
export async function sendMessage(
  prisma: MessagingPrisma,
  viewer: Identity,
  input: { conversationId: string | number; body: string; clientId?: string | null },
) {
  const conversationId = await ownConversation(prisma, viewer, String(input.conversationId));
  const parsed = parseInput(sendMessageRules, input);
  const retried = await alreadySent(prisma, viewer.userId, parsed.clientId);
  if (retried) return retried;
  return sendOnce(prisma, viewer.userId, parsed.clientId, () =>
    prisma.$transaction((tx) =>
      appendMessage(tx, conversationId, viewer.userId, parsed.body, parsed.clientId),
    ),
  );
}

/** The sender edits their own message; it shows as edited. */
export async function editMessage(
  prisma: MessagingPrisma,
  viewer: Identity,
  input: { messageId: string | number; body: string },
) {
  const id = localId(String(input.messageId), 'Message');
  const message = id ? await prisma.message.findUnique({ where: { id } }) : null;
  if (!message || message.senderId !== viewer.userId) throw new NotFoundFailure('No such message of yours');
  const { body } = parseInput(editMessageRules, { body: input.body });
  if (body === message.body) return message;
  return prisma.$transaction(async (tx) => {
    const edited = await tx.message.update({
      where: { id: message.id },
      data: { body, editedAt: new Date() },
    });
    // Inboxes too: an edited last message changes the conversation's preview there.
    const participants = await tx.conversationParticipant.findMany({
      where: { conversationId: message.conversationId },
      select: { userId: true },
    });
    await recordEvents(tx, [
      {
        type: messageEvents.edited,
        topics: [
          topics.conversation(message.conversationId),
          ...participants.map((p) => topics.inbox(p.userId)),
        ],
        payload: { messageId: message.id, conversationId: message.conversationId },
      },
    ]);
    return edited;
  });
}

/**
 * The viewer has read the conversation up to now: their unread count drops to zero and the others see their
 * messages as read. Reading an already-read conversation changes nothing and announces nothing.
 */
export async function markConversationRead(prisma: MessagingPrisma, viewer: Identity, globalId: string) {
  const conversationId = await ownConversation(prisma, viewer, globalId);
  const latest = await prisma.message.findFirst({
    where: { conversationId, senderId: { not: viewer.userId } },
    orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
    select: { id: true, sentAt: true },
  });
  return prisma.$transaction(async (tx) => {
    const participant = await tx.conversationParticipant.findUniqueOrThrow({
      where: { conversationId_userId: { conversationId, userId: viewer.userId } },
    });
    const unread =
      participant.unreadCount > 0 ||
      (latest !== null && (!participant.lastReadAt || participant.lastReadAt < latest.sentAt));
    if (!unread) return conversationId;
    await tx.conversationParticipant.update({
      where: { conversationId_userId: { conversationId, userId: viewer.userId } },
      data: { unreadCount: 0, lastReadAt: new Date() },
    });
    if (latest) {
      await recordEvents(tx, [
        {
          type: messageEvents.read,
          topics: [topics.conversation(conversationId), topics.inbox(viewer.userId)],
          payload: { messageId: latest.id, conversationId } satisfies MessageEventPayload,
        },
      ]);
    }
    return conversationId;
  });
}

/** A participant reports someone else's message; it joins the admins' queue. */
export async function reportMessage(
  prisma: MessagingPrisma,
  viewer: Identity,
  input: { messageId: string | number; reason?: string | null; description?: string | null },
) {
  const id = localId(String(input.messageId), 'Message');
  const message = id ? await prisma.message.findUnique({ where: { id } }) : null;
  if (!message || !(await isParticipant(prisma, message.conversationId, viewer.userId))) {
    throw new NotFoundFailure('No such message');
  }
  if (message.senderId === viewer.userId) {
    throw new ValidationFailure([{ path: 'input.messageId', code: 'CANNOT_REPORT_OWN' }]);
  }
  const { reason, description } = parseInput(reportMessageRules, input);
  const previous = await prisma.messageReport.findUnique({
    where: { messageId_reporterId: { messageId: message.id, reporterId: viewer.userId } },
  });
  if (previous) throw new ConflictFailure('ALREADY_REPORTED', 'You have already reported this message');
  return prisma.messageReport.create({
    data: { messageId: message.id, reporterId: viewer.userId, reason, description },
  });
}

/** An admin closes a report: resolved (action taken) or dismissed. */
export async function resolveReport(
  prisma: MessagingPrisma,
  viewer: Identity,
  input: { reportId: string | number; status: 'RESOLVED' | 'DISMISSED'; resolution?: string | null },
) {
  const id = localId(String(input.reportId), 'MessageReport');
  const report = id ? await prisma.messageReport.findUnique({ where: { id } }) : null;
  if (!report) throw new NotFoundFailure('No such report');
  const { resolution } = parseInput(resolveReportRules, { resolution: input.resolution });
  return prisma.messageReport.update({
    where: { id: report.id },
    data: {
      status: input.status,
      resolution,
      resolvedById: viewer.userId,
      resolvedAt: new Date(),
    },
  });
}
